import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { ApplicationStatus as S, CharityRepresentativeRole, ReplyStage } from '@boardmatch/shared';
import { addresses, applicationStatusChanges, applications, charityFocusAreas, outbox, users } from '../../db/schema/index.ts';
import { createCandidate, createCharity, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { json, setupTestApp, type SignedIn } from '../../../test/helpers.ts';

/**
 * The response clock, with the product's clock moved from day to day. Applications made on Monday 14 June 2027:
 * in Quebec 24 June and 1 July are holidays, in Ontario only 1 July, so the Quebec charity's steps fall a day later
 * from the 10th working day on (5th: 21 June in both; 10th: 28 June in Ontario, 29 June in Quebec).
 */
let now = new Date('2027-06-14T13:00:00Z');
const t = setupTestApp({ now: () => now });
const at = (day: string) => (now = new Date(`${day}T14:00:00Z`));
const role = { admin: CharityRepresentativeRole.admin, boardManager: 2, postingManager: 3, viewer: 4, basicAccess: CharityRepresentativeRole.basicAccess };
const QUEBEC = 11;
const ONTARIO = 9;

let admin: SignedIn;
let quebec: { id: number; answerers: string[]; representative: SignedIn };
let ontario: { id: number; answerers: string[] };
let staffEmails: string[];
const apps: Record<'waiting' | 'answered' | 'ontario', { id: number; candidateEmail: string }> = {} as never;
let similarPostingId: number;

async function marker(): Promise<number> {
  const [row] = await t.deps.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id ?? 0;
}

async function mailsSince(mark: number) {
  return t.deps.db.select().from(outbox).where(gt(outbox.id, mark)).orderBy(asc(outbox.id));
}

const recipients = (mails: { to: string; subject: string }[], subject: string) =>
  mails
    .filter((m) => m.subject === subject)
    .map((m) => m.to)
    .sort();

async function run() {
  const res = await admin.post('/api/staff/scheduled-jobs/reply-clock/run');
  expect(res.statusCode, res.body).toBe(200);
  expect(json(res).outcome).toBe('succeeded');
  return json(res).summary as Record<string, number>;
}

async function charityIn(regionId: number) {
  const charity = await createCharity(t.deps.db);
  await t.deps.db.insert(addresses).values({ city: 'Somewhere', regionId, countryId: 1, charityId: charity.id });
  await t.deps.db.insert(charityFocusAreas).values({ charityId: charity.id, focusAreaId: 3 });
  return charity.id;
}

async function application(charityId: number, o: { language?: 'en' | 'fr'; firstName?: string; positionName?: string } = {}) {
  const c = await createCandidate(t.deps.db, { firstName: o.firstName ?? 'Cora' });
  if (o.language) await t.deps.db.update(users).set({ preferredLanguage: o.language }).where(eq(users.id, c.user.id));
  const { posting, position } = await createPosting(t.deps.db, { charityId, positionName: o.positionName ?? 'Treasurer', skillIds: [7], expiryDate: '2027-12-31' });
  const [row] = await t.deps.db
    .insert(applications)
    .values({ postingId: posting.id, candidateId: c.candidate.id, charityId, charityPositionId: position.id, description: 'I keep books.', applicationDate: new Date('2027-06-14T13:00:00Z') })
    .returning();
  return { id: row!.id, candidateEmail: c.user.email.toLowerCase() };
}

beforeAll(async () => {
  admin = await t.as('staff');
  const staffStaff = await createStaff(t.deps.db, { roleId: 2 });
  // Unverified staff are told nothing.
  await createStaff(t.deps.db, { verified: false });
  staffEmails = [admin.user.email, staffStaff.user.email].map((e) => e.toLowerCase()).sort();

  const quebecId = await charityIn(QUEBEC);
  const rep = (charityId: number, roleId: number, o: { verified?: boolean } = {}) => createCharityRepresentative(t.deps.db, { charityId, roleId, ...o });
  const a = await rep(quebecId, role.admin);
  const postingManager = await rep(quebecId, role.postingManager);
  // Those whose roles only read applications, Basic Access, an unverified admin and a disabled one get nothing.
  await rep(quebecId, role.viewer);
  await rep(quebecId, role.boardManager);
  await rep(quebecId, role.basicAccess);
  await rep(quebecId, role.admin, { verified: false });
  const disabled = await rep(quebecId, role.admin);
  await t.deps.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.user.id));
  quebec = { id: quebecId, answerers: [a.user.email, postingManager.user.email].map((e) => e.toLowerCase()).sort(), representative: await t.as(a.user) };

  const ontarioId = await charityIn(ONTARIO);
  const o = await rep(ontarioId, role.admin);
  ontario = { id: ontarioId, answerers: [o.user.email.toLowerCase()] };

  apps.waiting = await application(quebecId, { language: 'fr', firstName: 'Élise' });
  apps.answered = await application(quebecId, { firstName: 'Anwar', positionName: 'Chair' });
  apps.ontario = await application(ontarioId, { firstName: 'Omar' });

  // An open posting elsewhere asking the same skill: the kind note suggests it; a closed one is never suggested.
  const otherCharity = await charityIn(ONTARIO);
  similarPostingId = (await createPosting(t.deps.db, { charityId: otherCharity, positionName: 'Secretary', skillIds: [7], expiryDate: '2027-12-31' })).posting.id;
  await createPosting(t.deps.db, { charityId: otherCharity, positionName: 'Director', skillIds: [7], expiryDate: '2027-12-31', statusId: 2 });
});

describe('the response clock', () => {
  it('does nothing before 5 working days', async () => {
    at('2027-06-18');
    const mark = await marker();
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 0, closed: 0 });
    expect(await mailsSince(mark)).toEqual([]);
  });

  it("at 5 working days tells the representatives who may answer, and no one else, 'Applicants are waiting'", async () => {
    // The charity answers one of its applicants in time: that one is not counted.
    const moved = await quebec.representative.patch(`/api/candidates/applications/${apps.answered.id}`, [{ op: 'replace', path: '/applicationStatusId', value: S.underReview }]);
    expect(moved.statusCode, moved.body).toBe(200);
    at('2027-06-21');
    const mark = await marker();
    expect(await run()).toEqual({ waiting: 2, overdue: 0, escalated: 0, closed: 0 });
    const mails = await mailsSince(mark);
    expect(mails.map((m) => m.to).sort()).toEqual([...quebec.answerers, ...ontario.answerers].sort());
    expect(recipients(mails, 'Applicants are waiting')).toEqual([...quebec.answerers, ...ontario.answerers].sort());
    const toQuebec = mails.find((m) => m.to === quebec.answerers[0])!;
    expect(toQuebec.text).toContain('Élise');
    expect(toQuebec.text).not.toContain('Anwar');
    expect(toQuebec.text).not.toContain('Omar');
    expect(toQuebec.text).toContain('5 working days');
  });

  it('takes no step twice: a rerun, and a run that finds the row due again at the same stage, send nothing', async () => {
    const mark = await marker();
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 0, closed: 0 });
    // As if a second instance had read the rows before the first committed its step.
    await t.deps.db.update(applications).set({ replyDueAt: new Date('2027-06-01T00:00:00Z') }).where(eq(applications.charityId, quebec.id));
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 0, closed: 0 });
    expect(await mailsSince(mark)).toEqual([]);
    const [row] = await t.deps.db.select().from(applications).where(eq(applications.id, apps.waiting.id));
    expect(row!.replyStage).toBe(ReplyStage.waiting);
  });

  it("at 10 working days tells the same people 'Reply overdue', counted with each province's holidays", async () => {
    at('2027-06-28');
    let mark = await marker();
    // Ontario works on 24 June, Quebec does not: only Ontario's applicant is 10 working days old.
    expect(await run()).toEqual({ waiting: 0, overdue: 1, escalated: 0, closed: 0 });
    expect(recipients(await mailsSince(mark), 'Reply overdue')).toEqual(ontario.answerers);
    at('2027-06-29');
    mark = await marker();
    expect(await run()).toEqual({ waiting: 0, overdue: 1, escalated: 0, closed: 0 });
    const mails = await mailsSince(mark);
    expect(mails.map((m) => m.to).sort()).toEqual(quebec.answerers);
    expect(recipients(mails, 'Reply overdue')).toEqual(quebec.answerers);
  });

  it('at 15 working days escalates to staff: one mail per staff member per run, listing every newly escalated application', async () => {
    at('2027-07-07');
    const mark = await marker();
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 2, closed: 0 });
    const mails = await mailsSince(mark);
    expect(mails.map((m) => m.to).sort()).toEqual(staffEmails);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Waiting applicants: 2 without a reply for 15 working days');
    expect(mail.text).toContain('Élise');
    expect(mail.text).toContain('Omar');
    expect(mail.text).toContain('/boardmatch-waiting-applicants');
    // Nothing more the next hour.
    now = new Date(now.getTime() + 3_600_000);
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 0, closed: 0 });
  });

  it('at 30 working days closes the application as No Response and tells the candidate kindly, in their language, with postings like it', async () => {
    at('2027-07-27');
    let mark = await marker();
    // Ontario's 30th working day is 27 July, Quebec's (with 24 June) the 28th.
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 0, closed: 1 });
    at('2027-07-28');
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 0, closed: 1 });
    const mails = await mailsSince(mark);
    expect(mails.map((m) => m.to).sort()).toEqual([apps.waiting.candidateEmail, apps.ontario.candidateEmail].sort());
    const french = mails.find((m) => m.to === apps.waiting.candidateEmail)!;
    // The position by its French name.
    expect(french.subject).toMatch(/^Votre candidature au poste Trésorerie chez Charity \d+$/);
    expect(french.text).toContain("n'a reçu aucune réponse");
    expect(french.text).toContain(`(no ${similarPostingId})`);
    expect(french.text).not.toContain('Director');
    const english = mails.find((m) => m.to === apps.ontario.candidateEmail)!;
    expect(english.text).toContain('Please keep applying.');
    expect(english.text).toContain(`Secretary`);

    const [closed] = await t.deps.db.select().from(applications).where(eq(applications.id, apps.waiting.id));
    expect(closed).toMatchObject({ applicationStatusId: S.noResponse, replyStage: ReplyStage.closed, replyDueAt: null });
    const [history] = await t.deps.db.select().from(applicationStatusChanges).where(and(eq(applicationStatusChanges.applicationId, apps.waiting.id), eq(applicationStatusChanges.toStatusId, S.noResponse)));
    expect(history).toMatchObject({ fromStatusId: S.applied, changedByUserId: null });
    const [answered] = await t.deps.db.select().from(applications).where(eq(applications.id, apps.answered.id));
    expect(answered!.applicationStatusId).toBe(S.underReview);

    // The charity's list shows the status by name; the charity can no longer move it.
    const listed = await quebec.representative.post('/api/candidates/applications/read', {});
    expect(listed.statusCode, listed.body).toBe(200);
    const list = json(listed);
    expect(list.applications.find((a: { id: number }) => a.id === apps.waiting.id).applicationStatus).toEqual({ id: S.noResponse, name: 'No Response' });
    const move = await quebec.representative.patch(`/api/candidates/applications/${apps.waiting.id}`, [{ op: 'replace', path: '/applicationStatusId', value: S.underReview }]);
    expect(move.statusCode).toBe(400);

    mark = await marker();
    expect(await run()).toEqual({ waiting: 0, overdue: 0, escalated: 0, closed: 0 });
    expect(await mailsSince(mark)).toEqual([]);
  });
});
