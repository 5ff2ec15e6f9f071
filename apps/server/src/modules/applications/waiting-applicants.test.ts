import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt } from 'drizzle-orm';
import { ApplicationStatus as S, CharityRepresentativeRole } from '@boardmatch/shared';
import { actAsActions, addresses, applications, charities, outbox, phones, userInformations } from '../../db/schema/index.ts';
import { createCandidate, createCharity, createCharityRepresentative } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { json, setupTestApp, type Caller, type SignedIn } from '../../../test/helpers.ts';

/**
 * Staff 'Waiting applicants'. Applications made on Monday 14 June 2027 are overdue (10 working days) on 28 June in
 * Ontario and on 29 June in Quebec, where 24 June is a holiday; the response clock marks them so.
 */
let now = new Date('2027-06-29T14:00:00Z');
const t = setupTestApp({ now: () => now });
const OVERRIDE = [{ name: 'AdminOverride', values: [1] }];

let admin: SignedIn;
let staffStaff: SignedIn;
let representative: SignedIn;
let candidate: Caller;
const ids: Record<string, number> = {};
let answerers: string[];

async function charityIn(name: string, regionId: number) {
  const charity = await createCharity(t.deps.db, { name });
  await t.deps.db.insert(addresses).values({ city: 'Somewhere', regionId, countryId: 1, charityId: charity.id });
  return charity.id;
}

async function application(charityId: number, firstName: string, positionName: string, applicationDate = new Date('2027-06-14T13:00:00Z')) {
  const c = await createCandidate(t.deps.db, { firstName, lastName: 'Waits' });
  const { posting, position } = await createPosting(t.deps.db, { charityId, positionName });
  const [row] = await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId: c.candidate.id, charityId, charityPositionId: position.id, description: 'Hello.', applicationDate }).returning();
  return { id: row!.id, user: c.user };
}

const read = (who: Caller, body: Record<string, unknown> = {}) => who.post('/api/staff/waiting-applicants/read', { Filters: OVERRIDE, ...body });

beforeAll(async () => {
  admin = await t.as('staff');
  staffStaff = await t.as('staff', { roleId: 2 });
  ids.quebec = await charityIn('Aide Québec', 11);
  ids.ontario = await charityIn('Bread Ontario', 9);
  const a = await createCharityRepresentative(t.deps.db, { charityId: ids.quebec, roleId: CharityRepresentativeRole.admin, firstName: 'Ada', lastName: 'Answer' });
  const [info] = await t.deps.db.select({ id: userInformations.id }).from(userInformations).where(eq(userInformations.userId, a.user.id));
  await t.deps.db.insert(phones).values({ number: '514-555-0101', userInformationId: info!.id });
  const manager = await createCharityRepresentative(t.deps.db, { charityId: ids.quebec, roleId: 3, firstName: 'Max', lastName: 'Manager' });
  // Reads applications without answering them: not someone to call.
  await createCharityRepresentative(t.deps.db, { charityId: ids.quebec, roleId: 4, firstName: 'Vic', lastName: 'Viewer' });
  answerers = [a.user.email, manager.user.email].map((e) => e.toLowerCase()).sort();
  representative = await t.as(a.user);
  await createCharityRepresentative(t.deps.db, { charityId: ids.ontario, roleId: CharityRepresentativeRole.admin, firstName: 'Otto', lastName: 'Ontario' });

  const quebecApplication = await application(ids.quebec, 'Élise', 'Treasurer');
  ids.quebecApplication = quebecApplication.id;
  candidate = await t.as(quebecApplication.user);
  ids.ontarioApplication = (await application(ids.ontario, 'Omar', 'Chair')).id;
  // Two working days old: waiting, not overdue.
  ids.recent = (await application(ids.quebec, 'Rita', 'Secretary', new Date('2027-06-25T13:00:00Z'))).id;
  const run = await admin.post('/api/staff/scheduled-jobs/reply-clock/run');
  expect(json(run).summary).toMatchObject({ overdue: 2 });
});

describe("staff 'Waiting applicants'", () => {
  it('lists every overdue application by charity with days waiting and the representatives who may answer, for both staff roles', async () => {
    for (const who of [admin, staffStaff]) {
      const res = await read(who);
      expect(res.statusCode, res.body).toBe(200);
      const body = json(res);
      expect(body.total).toBe(2);
      expect(body.applicants.map((a: { applicationId: number }) => a.applicationId)).toEqual([ids.quebecApplication, ids.ontarioApplication]);
      const [quebec, ontario] = body.applicants;
      expect(quebec).toMatchObject({
        charity: { id: ids.quebec, name: 'Aide Québec' },
        posting: { positionName: 'Treasurer' },
        candidate: { firstName: 'Élise', lastName: 'Waits' },
        daysWaiting: 10,
        remindedAt: null,
      });
      expect(quebec.representatives.map((r: { email: string }) => r.email).sort()).toEqual(answerers);
      expect(quebec.representatives.find((r: { firstName: string }) => r.firstName === 'Ada')).toMatchObject({ lastName: 'Answer', phone: '514-555-0101' });
      // Ontario worked on 24 June: a day more.
      expect(ontario).toMatchObject({ charity: { name: 'Bread Ontario' }, daysWaiting: 11 });
      expect(ontario.representatives.map((r: { firstName: string }) => r.firstName)).toEqual(['Otto']);
    }
  });

  it('pages in SQL and filters by charity; a charity with nothing overdue lists nothing', async () => {
    const first = json(await read(admin, { Pagination: { Page: 1, ItemsPerPage: 1 } }));
    expect(first).toMatchObject({ total: 2, applicants: [{ applicationId: ids.quebecApplication }] });
    const second = json(await read(admin, { Pagination: { Page: 2, ItemsPerPage: 1 } }));
    expect(second.applicants.map((a: { applicationId: number }) => a.applicationId)).toEqual([ids.ontarioApplication]);
    const ontario = json(await read(admin, { Filters: [...OVERRIDE, { name: 'charityId', values: [ids.ontario] }] }));
    expect(ontario).toMatchObject({ total: 1, applicants: [{ applicationId: ids.ontarioApplication }] });
    const none = json(await read(admin, { Filters: [...OVERRIDE, { name: 'charityId', values: [999999] }] }));
    expect(none).toEqual({ applicants: [], total: 0 });
  });

  it('refuses representatives, candidates and anyone without a session; bad input is a clean 400, an unknown id a 404', async () => {
    expect((await read(representative)).statusCode).toBe(403);
    expect((await read(candidate)).statusCode).toBe(403);
    expect((await representative.post(`/api/staff/waiting-applicants/${ids.quebecApplication}/remind`)).statusCode).toBe(403);
    expect((await candidate.get('/api/staff/waiting-applicants/csv')).statusCode).toBe(403);
    expect((await t.anonymous.post('/api/staff/waiting-applicants/read', { Filters: OVERRIDE })).statusCode).toBe(401);
    expect((await admin.post('/api/staff/waiting-applicants/read', {})).statusCode).toBe(400);
    expect((await read(admin, { Filters: [...OVERRIDE, { name: 'charityId', values: [99999999999] }] })).statusCode).toBe(400);
    expect((await read(admin, { Filters: [...OVERRIDE, { name: 'charityId', values: ['1\u0000'] }] })).statusCode).toBe(400);
    expect((await admin.post('/api/staff/waiting-applicants/99999999999/remind')).statusCode).toBe(400);
    expect((await admin.post('/api/staff/waiting-applicants/1%00/remind')).statusCode).toBe(400);
    expect((await admin.post('/api/staff/waiting-applicants/999999/remind')).statusCode).toBe(404);
    // Waiting, but not overdue: nothing to remind.
    expect((await admin.post(`/api/staff/waiting-applicants/${ids.recent}/remind`)).statusCode).toBe(404);
  });

  it("'Remind' sends 'Reply overdue' again to the representatives who may answer, at most once a day", async () => {
    const [last] = await t.deps.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    const res = await admin.post(`/api/staff/waiting-applicants/${ids.quebecApplication}/remind`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ remindedAt: now.toISOString(), recipients: 2 });
    const mails = await t.deps.db.select().from(outbox).where(gt(outbox.id, last?.id ?? 0));
    expect(mails.map((m) => m.to).sort()).toEqual(answerers);
    expect(mails.every((m) => m.subject === 'Reply overdue' && m.text.includes('Élise Waits'))).toBe(true);
    // Staff actions name it, and the charity reminded.
    const [action] = await t.deps.db.select().from(actAsActions).where(eq(actAsActions.route, '/api/staff/waiting-applicants/:id/remind')).orderBy(desc(actAsActions.id)).limit(1);
    const [charity] = await t.deps.db.select({ name: charities.name }).from(applications).innerJoin(charities, eq(charities.id, applications.charityId)).where(eq(applications.id, ids.quebecApplication));
    expect(action).toMatchObject({ action: 'remindedCharity', subjectName: charity!.name, statusCode: 200 });

    const again = await admin.post(`/api/staff/waiting-applicants/${ids.quebecApplication}/remind`);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('A reminder was already sent today for this application.');
    const french = await staffStaff.post(`/api/staff/waiting-applicants/${ids.quebecApplication}/remind`, undefined, { headers: { 'accept-language': 'fr' } });
    expect(json(french).message).toBe("Un rappel a déjà été envoyé aujourd'hui pour cette candidature.");
    expect(json(await read(admin)).applicants[0].remindedAt).toBe(now.toISOString());

    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect((await admin.post(`/api/staff/waiting-applicants/${ids.quebecApplication}/remind`)).statusCode).toBe(200);
  });

  it('exports the list as CSV in the reader’s language', async () => {
    const res = await admin.get('/api/staff/waiting-applicants/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="waiting-applicants-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Charity,Posting,Position,Candidate,Applied,Working days waiting,Representatives to call,Last reminded');
    expect(res.body).toContain('Aide Québec');
    expect(res.body).toContain('Ada Answer, 514-555-0101');
    expect(res.body).not.toContain('Vic Viewer');
    const french = await admin.get('/api/staff/waiting-applicants/csv', { headers: { 'accept-language': 'fr' } });
    expect(french.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe("Organisme,Affichage,Poste,Candidat,Candidature,Jours ouvrables d'attente,Représentants à appeler,Dernier rappel");
  });

  it('drops an application from the list once the charity answers it', async () => {
    const moved = await representative.patch(`/api/candidates/applications/${ids.quebecApplication}`, [{ op: 'replace', path: '/applicationStatusId', value: S.underReview }]);
    expect(moved.statusCode, moved.body).toBe(200);
    const body = json(await read(admin));
    expect(body).toMatchObject({ total: 1, applicants: [{ applicationId: ids.ontarioApplication }] });
    const [row] = await t.deps.db.select().from(applications).where(eq(applications.id, ids.quebecApplication));
    expect(row!.applicationStatusId).toBe(S.underReview);
  });
});
