import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, charityPositions, charityPostingShares, users } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate } from '../../../test/factories.ts';
import { createPosting, dayFromToday } from '../../../test/postings-factory.ts';

const t = setupTestApp();
let charityId: number;
let positionId: number;
let candidateId: number;
const callers = {} as Record<'admin' | 'postingManager' | 'basic' | 'other' | 'candidate' | 'staff', Caller>;
type Who = keyof typeof callers;

beforeAll(async () => {
  const admin = await t.as('representative');
  charityId = admin.charityId;
  callers.admin = admin;
  callers.postingManager = await t.as('representative', { charityId, roleId: 3 });
  callers.basic = await t.as('representative', { charityId, roleId: 5 });
  callers.other = await t.as('representative');
  const candidate = await t.as('candidate');
  candidateId = candidate.candidate.id;
  callers.candidate = candidate;
  callers.staff = await t.as('staff');
  const [position] = await t.deps.db.insert(charityPositions).values({ charityId, name: 'Treasurer' }).returning();
  positionId = position!.id;
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const form = (o: Record<string, unknown> = {}) => ({
  charityId,
  charityPositionId: positionId,
  description: '<p>Keep the <b>books</b> <script>alert(1)</script></p>',
  skills: [1, 2],
  specialRequirements: 'CPA preferred',
  startDate: dayFromToday(30),
  endDate: dayFromToday(30 + 730),
  expiryDate: dayFromToday(20),
  ...o,
});
const create = (who: Who | null, payload: object) => as(who).post('/api/charities/postings', payload);
const list = (who: Who | null, payload: object = {}, id = charityId) => as(who).post(`/api/charities/${id}/postings/read`, payload);
const issuePaths = (res: { json: () => unknown }) => ((res.json() as { issues: { path: string }[] }).issues ?? []).map((i) => i.path).sort();

describe('posted positions', () => {
  it('creates a posting with its skills, cleans its description and lists it OPEN with its applicants', async () => {
    const res = await create('admin', form());
    expect(res.statusCode).toBe(201);
    const posting = json(res);
    expect(posting).toMatchObject({ charityId, charityPosition: { id: positionId, name: 'Treasurer' }, status: 'OPEN', applicationCount: 0, specialRequirements: 'CPA preferred' });
    expect(posting.description).toBe('<p>Keep the <b>books</b> </p>');
    expect(posting.candidateSkill.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);

    await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId, charityId, charityPositionId: positionId, description: 'Me' });
    const body = json(await list('admin', { Filters: [{ name: 'positionId', values: [positionId] }] }));
    expect(body.postings.find((p: { id: number }) => p.id === posting.id)).toMatchObject({ applicationCount: 1, status: 'OPEN' });
    expect(json(await list('admin', { Filters: [{ name: 'postingId', values: [posting.id] }] })).total).toBe(1);
  });

  it('shows EXPIRED and FULFILLED postings as such', async () => {
    const expired = (await createPosting(t.deps.db, { charityId, expiryDate: dayFromToday(-1) })).posting;
    const fulfilled = (await createPosting(t.deps.db, { charityId, statusId: 2 })).posting;
    const rows = json(await list('admin', { Pagination: { Page: 1, ItemsPerPage: 100 } })).postings as { id: number; status: string }[];
    expect(rows.find((p) => p.id === expired.id)?.status).toBe('EXPIRED');
    expect(rows.find((p) => p.id === fulfilled.id)?.status).toBe('FULFILLED');
  });

  it('refuses a form that breaks the rules, naming each field, and saves nothing', async () => {
    const before = json(await list('admin')).total;
    const empty = await create('admin', form({ description: '<p> </p>', skills: [], specialRequirements: '' }));
    expect(empty.statusCode).toBe(400);
    expect(issuePaths(empty)).toEqual(['skills', 'specialRequirements']);
    const blank = await create('admin', form({ description: '<p><br></p>' }));
    expect(json(blank).issues).toEqual([{ path: 'description', message: 'Must be filled' }]);
    const dates = await create('admin', form({ startDate: dayFromToday(-1), endDate: dayFromToday(-2), expiryDate: dayFromToday(-3) }));
    expect(issuePaths(dates)).toEqual(['endDate', 'expiryDate', 'startDate']);
    const late = await create('admin', form({ endDate: dayFromToday(60), expiryDate: dayFromToday(61) }));
    expect(json(late).issues).toEqual([{ path: 'expiryDate', message: 'The expiry date can not be after the mandate end date, or more than one year from today.' }]);
    expect((await create('admin', form({ startDate: '2026-02-30' }))).statusCode).toBe(400);
    const foreign = (await createPosting(t.deps.db)).position;
    const wrongPosition = await create('admin', form({ charityPositionId: foreign.id }));
    expect(wrongPosition.statusCode).toBe(400);
    expect(json(wrongPosition).issues[0].path).toBe('charityPositionId');
    expect((await create('admin', form({ charityPositionId: 2147483647 }))).statusCode).toBe(400);
    expect((await create('admin', form({ skills: [99999] }))).statusCode).toBe(400);
    expect(json(await list('admin')).total).toBe(before);
  });

  it('edits a posting (keeping its old start date), then closes it: no new applications, applicants stay', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId });
    const edited = await as('postingManager').put(`/api/charities/postings/${posting.id}`, form({ charityPositionId: positionId, startDate: posting.startDate, endDate: posting.endDate, expiryDate: dayFromToday(10), skills: [3] }));
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ charityPosition: { id: positionId }, expiryDate: dayFromToday(10), candidateSkill: [{ id: 3 }] });

    await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId, charityId, charityPositionId: positionId, description: 'Me' });
    const closed = await as('admin').post(`/api/charities/postings/${posting.id}/close`);
    expect(json(closed)).toMatchObject({ status: 'FULFILLED', charityPostingStatusId: 2, applicationCount: 1 });
    expect((await as('admin').post(`/api/charities/postings/${posting.id}/close`)).statusCode).toBe(400);
    const other = await t.as('candidate');
    const apply = await other.post('/api/candidates/applications', { postingId: posting.id, description: 'Please' });
    expect(apply.statusCode).toBe(400);
    const theirs = json(await as('admin').post('/api/candidates/applications/read', { Filters: [{ name: 'postingId', values: [posting.id] }] }));
    expect(theirs.total).toBe(1);
  });

  it('deletes a posting softly: gone from the list and from candidates', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId });
    expect((await as('admin').delete(`/api/charities/postings/${posting.id}`)).statusCode).toBe(204);
    expect(json(await list('admin', { Filters: [{ name: 'postingId', values: [posting.id] }] })).total).toBe(0);
    expect((await as('candidate').get(`/api/charities/postings/${posting.id}`)).statusCode).toBe(404);
    expect((await as('admin').delete(`/api/charities/postings/${posting.id}`)).statusCode).toBe(404);
  });

  it('shares an open posting by e-mail with a link to it, in the recipient’s language', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId, positionName: 'Secretary' });
    const share = (who: Who, payload: object, id = posting.id) => as(who).post(`/api/charities/postings/${id}/share`, payload);
    const message = { toEmail: 'friend@example.org', toName: 'Sam', subject: 'Recommended Position - Secretary on BoardMatch', fromName: 'Ada', customBody: 'You would love this board.' };
    expect((await share('admin', message)).statusCode).toBe(200);
    const mail = await t.lastMailTo('friend@example.org');
    expect(mail?.subject).toBe('Recommended Position - Secretary on BoardMatch');
    expect(mail?.text).toContain('Hello Sam');
    expect(mail?.text).toContain('You would love this board.');
    expect(mail?.text).toContain(`/search?pid=${posting.id}`);
    expect(await t.deps.db.select().from(charityPostingShares).where(eq(charityPostingShares.charityPostingId, posting.id))).toHaveLength(1);

    const french = await createCandidate(t.deps.db);
    await t.deps.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, french.user.id));
    await share('admin', { ...message, toEmail: french.user.email });
    expect((await t.lastMailTo(french.user.email))?.text).toContain('Bonjour Sam');

    const missing = await share('admin', { toEmail: 'not-an-email', toName: '', subject: '', fromName: '' });
    expect(issuePaths(missing)).toEqual(['fromName', 'subject', 'toEmail', 'toName']);
    const expired = (await createPosting(t.deps.db, { charityId, expiryDate: dayFromToday(-1) })).posting;
    const refused = await share('admin', message, expired.id);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Only an open posting can be shared.');
    // Sharing is a representative's act on their own charity's posting.
    expect((await share('staff', message)).statusCode).toBe(403);
    expect((await share('other', message)).statusCode).toBe(403);
    expect((await share('basic', message)).statusCode).toBe(403);
  });

  it('lets each caller do what their roles allow, on their own charity only', async () => {
    expect((await list('basic')).statusCode).toBe(403);
    expect((await create('basic', form())).statusCode).toBe(403);
    expect((await create('postingManager', form())).statusCode).toBe(201);
    expect((await list('other')).statusCode).toBe(403);
    expect((await create('other', form())).statusCode).toBe(403);
    expect((await list('candidate')).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('staff')).statusCode).toBe(200);
    expect((await create('staff', form())).statusCode).toBe(201);
    const { posting } = await createPosting(t.deps.db, { charityId });
    for (const who of ['other', 'candidate', 'basic'] as const) {
      expect((await as(who).post(`/api/charities/postings/${posting.id}/close`)).statusCode).toBe(403);
      expect((await as(who).delete(`/api/charities/postings/${posting.id}`)).statusCode).toBe(403);
    }
    expect((await as('admin').put('/api/charities/postings/999999', form())).statusCode).toBe(404);
  });
});
