import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ApplicationStatus as S, NOTES_MAX_LENGTH } from '@boardmatch/shared';
import { json, setupTestApp, TEST_PASSWORD, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharity, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createPosting, dayFromToday } from '../../../test/postings-factory.ts';
import { applicationStatusChanges, applications, candidateMatchingPreferences, candidates, outbox, users } from '../../db/schema/index.ts';

const t = setupTestApp();
type Person = Caller & { email: string };
let owner: Person & { candidateId: number };
let other: Person & { candidateId: number };
let incomplete: Person;
let rep: Person & { charityId: number };
let otherRep: Person;
let staff: Person;

async function person(user: { email: string }): Promise<Person> {
  return { ...(await t.as(user)), email: user.email };
}

beforeAll(async () => {
  const o = await createCandidate(t.deps.db, { firstName: 'Olive', lastName: 'Owner' });
  owner = { ...(await person(o.user)), candidateId: o.candidate.id };
  const a = await createCandidate(t.deps.db);
  other = { ...(await person(a.user)), candidateId: a.candidate.id };
  incomplete = await person((await createCandidate(t.deps.db, { onboardingComplete: false })).user);
  const r = await createCharityRepresentative(t.deps.db);
  rep = { ...(await person(r.user)), charityId: r.charityId };
  otherRep = await person((await createCharityRepresentative(t.deps.db)).user);
  staff = await person((await createStaff(t.deps.db)).user);
});

const apply = (who: Caller | null, payload: object) => (who ?? t.anonymous).post('/api/candidates/applications', payload);
const read = (who: Caller | null, payload: object = {}) => (who ?? t.anonymous).post('/api/candidates/applications/read', payload);
const patch = (who: Caller | null, id: number | string, value: unknown, body?: unknown) =>
  (who ?? t.anonymous).patch(`/api/candidates/applications/${id}`, (body ?? [{ op: 'replace', path: '/applicationStatusId', value }]) as object);

/** A posting of rep's charity and an application of the owner in the given status. */
async function applicationIn(status: number, candidateId = owner.candidateId) {
  const { posting, position } = await createPosting(t.deps.db, { charityId: rep.charityId });
  const [row] = await t.deps.db
    .insert(applications)
    .values({ postingId: posting.id, candidateId, charityId: rep.charityId, charityPositionId: position.id, description: 'Because', applicationStatusId: status })
    .returning();
  return row!;
}

const statusOf = async (id: number) => (await t.deps.db.select().from(applications).where(eq(applications.id, id)))[0]!.applicationStatusId;
const mailsTo = async (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));

describe('applying for a posting', () => {
  it('creates the application from the posting, records the status and e-mails the representatives', async () => {
    const { posting, position } = await createPosting(t.deps.db, { charityId: rep.charityId, positionName: 'Secretary' });
    const before = (await mailsTo(rep.email)).length;
    const res = await apply(owner, { postingId: posting.id, description: '  I keep minutes well.  ', charityId: 424242, charityPositionId: 424242 });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({
      postingId: posting.id,
      candidateId: owner.candidateId,
      charityId: rep.charityId,
      charityPositionId: position.id,
      description: 'I keep minutes well.',
      applicationStatusId: S.applied,
      applicationStatus: { id: 2, name: 'Application in Progress' },
      charityPosition: { name: 'Secretary' },
      candidate: { firstName: 'Olive', lastName: 'Owner' },
      posting: { id: posting.id, applied: true },
    });
    expect(new Date(body.applicationDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const changes = await t.deps.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, body.id));
    expect(changes).toMatchObject([{ fromStatusId: null, toStatusId: 2 }]);
    const mails = await mailsTo(rep.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toContain('Secretary');
    expect(mails.at(-1)!.text).toContain('Olive Owner');
    expect((await mailsTo(otherRep.email)).length).toBe(0);
    const receipt = (await mailsTo(owner.email)).at(-1)!;
    expect(receipt.subject).toBe('Successfully Applied.');
    expect(receipt.text).toContain(`Secretary (#${posting.id})`);
    expect(receipt.text).toContain('/candidate-postings');
  });

  it('refuses a second application with 409, also when the database alone catches it', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId: rep.charityId });
    expect((await apply(owner, { postingId: posting.id, description: 'First' })).statusCode).toBe(201);
    const second = await apply(owner, { postingId: posting.id, description: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toBe('You have already applied for this position.');
    const { posting: racing } = await createPosting(t.deps.db, { charityId: rep.charityId });
    const both = await Promise.all([apply(owner, { postingId: racing.id, description: 'A' }), apply(owner, { postingId: racing.id, description: 'B' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses each blocker with the spec text', async () => {
    const expired = (await createPosting(t.deps.db, { expiryDate: dayFromToday(-1) })).posting;
    const res = await apply(owner, { postingId: expired.id, description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Position Exipred');

    const open = (await createPosting(t.deps.db)).posting;
    for (const who of [rep, staff]) {
      const r = await apply(who, { postingId: open.id, description: 'x' });
      expect(r.statusCode).toBe(403);
      expect(json(r).message).toBe('Must be signed in as a Candidate to apply.');
    }
    const notOnboarded = await apply(incomplete, { postingId: open.id, description: 'x' });
    expect(notOnboarded.statusCode).toBe(403);
    expect(json(notOnboarded).message).toBe('You must complete your Onboarding before you can apply.');

    for (const gone of [(await createPosting(t.deps.db, { statusId: 2 })).posting, (await createPosting(t.deps.db, { deleted: true })).posting]) {
      const r = await apply(owner, { postingId: gone.id, description: 'x' });
      expect([400, 404]).toContain(r.statusCode);
      expect(json(r).message).toBe('The position is no longer available.');
    }
    const unknown = await apply(owner, { postingId: 999999, description: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await apply(null, { postingId: open.id, description: 'x' })).statusCode).toBe(401);
  });

  it('needs the Notes', async () => {
    const { posting } = await createPosting(t.deps.db);
    for (const description of ['', '   ']) {
      const res = await apply(owner, { postingId: posting.id, description });
      expect(res.statusCode).toBe(400);
      expect(json(res).issues).toContainEqual({ path: 'description', message: 'Notes can not be empty' });
    }
    expect((await apply(owner, { postingId: posting.id })).statusCode).toBe(400);
    expect((await apply(owner, { postingId: 'x', description: 'y' })).statusCode).toBe(400);
  });

  it('refuses Notes longer than the form allows', async () => {
    const { posting } = await createPosting(t.deps.db);
    const res = await apply(owner, { postingId: posting.id, description: 'x'.repeat(NOTES_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(json(res).issues.map((i: { path: string }) => i.path)).toContain('description');
  });
});

describe('reading applications', () => {
  it("gives a candidate only their own, paged, with the posting and status name", async () => {
    const mine = await applicationIn(S.interview);
    await applicationIn(S.applied, other.candidateId);
    const res = await read(owner, { Pagination: { Page: 1, ItemsPerPage: 2 } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.applications.length).toBe(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const all = json(await read(owner, { Filters: [{ name: 'candidateId', values: [owner.candidateId] }] }));
    expect(all.total).toBe(body.total);
    expect(all.applications.every((a: { candidateId: number }) => a.candidateId === owner.candidateId)).toBe(true);
    const found = all.applications.find((a: { id: number }) => a.id === mine.id);
    expect(found).toMatchObject({ applicationStatus: { id: 12, name: 'Interview' }, charity: { id: rep.charityId }, posting: { id: mine.postingId } });
  });

  it("refuses a candidate another candidate's list", async () => {
    expect((await read(other, { Filters: [{ name: 'candidateId', values: [owner.candidateId] }] })).statusCode).toBe(403);
    const own = json(await read(other, {}));
    expect(own.applications.every((a: { candidateId: number }) => a.candidateId === other.candidateId)).toBe(true);
  });

  it("gives a representative their charity's applications and staff any", async () => {
    const repList = json(await read(rep, {}));
    expect(repList.total).toBeGreaterThan(0);
    expect(repList.applications.every((a: { charityId: number }) => a.charityId === rep.charityId)).toBe(true);
    expect(json(await read(otherRep, {})).total).toBe(0);
    expect((await read(otherRep, { Filters: [{ name: 'charityId', values: [rep.charityId] }] })).statusCode).toBe(403);
    const staffList = json(await read(staff, { Filters: [{ name: 'candidateId', values: [other.candidateId] }] }));
    expect(staffList.total).toBeGreaterThan(0);
    expect(staffList.applications.every((a: { candidateId: number }) => a.candidateId === other.candidateId)).toBe(true);
  });

  it('keeps an application whose posting was deleted in the list, marked unavailable', async () => {
    const app = await applicationIn(S.applied, other.candidateId);
    const { charityPostings } = await import('../../db/schema/index.ts');
    await t.deps.db.update(charityPostings).set({ deletedAt: new Date() }).where(eq(charityPostings.id, app.postingId));
    const list = json(await read(other, {}));
    expect(list.applications.find((a: { id: number }) => a.id === app.id)).toMatchObject({ posting: { applyBlocker: 'unavailable' } });
  });

  it("finds applications by their position's or charity's name, as they are named now, newest first", async () => {
    const { charities, charityPositions } = await import('../../db/schema/index.ts');
    const charity = await createCharity(t.deps.db, { name: 'Société Lumière' });
    const { posting, position } = await createPosting(t.deps.db, { charityId: charity.id, positionName: 'Trésorière adjointe' });
    const other2 = await createPosting(t.deps.db, { positionName: 'Vice-Chair of Lumieres' });
    const insert = (postingId: number, charityId: number, positionId: number, candidateId: number, day: string) =>
      t.deps.db
        .insert(applications)
        .values({ postingId, candidateId, charityId, charityPositionId: positionId, description: 'Because', applicationDate: new Date(`${day}T12:00:00Z`) })
        .returning()
        .then((r) => r[0]!);
    const older = await insert(posting.id, charity.id, position.id, owner.candidateId, '2026-01-02');
    const newer = await insert(other2.posting.id, other2.charityId, other2.position.id, other.candidateId, '2026-03-04');
    const search = async (text: string) =>
      json(await read(staff, { Search: text, Sort: [{ field: 'applicationDate', isAscending: false }] })) as { applications: { id: number }[]; total: number };

    // Case and accents aside, in the charity's name or the position's.
    const lumiere = await search('LUMIÈRE');
    expect(lumiere.applications.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(lumiere.total).toBe(2);
    expect((await search('tresoriere')).applications.map((a) => a.id)).toEqual([older.id]);

    // Renamed, an application is found by the new names only.
    await t.deps.db.update(charities).set({ name: 'Harbour Light' }).where(eq(charities.id, charity.id));
    await t.deps.db.update(charityPositions).set({ name: 'Secretary' }).where(eq(charityPositions.id, position.id));
    expect((await search('lumiere')).applications.map((a) => a.id)).toEqual([newer.id]);
    expect((await search('harbour light')).applications.map((a) => a.id)).toEqual([older.id]);
    expect((await search('tresoriere')).total).toBe(0);

    // A deleted candidate's application leaves the list and its total.
    await t.deps.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, other.candidateId));
    const after = await search('lumiere');
    await t.deps.db.update(candidates).set({ deletedAt: null }).where(eq(candidates.id, other.candidateId));
    expect(after).toMatchObject({ applications: [], total: 0 });
  });

  it("pages the list by the charity's, the position's or the status's name, in the readers' order", async () => {
    const { applicationStatuses } = await import('../../db/schema/index.ts');
    const named = async (charityName: string, positionName: string, status: number) => {
      const charity = await createCharity(t.deps.db, { name: charityName });
      const { posting, position } = await createPosting(t.deps.db, { charityId: charity.id, positionName });
      const [row] = await t.deps.db
        .insert(applications)
        .values({ postingId: posting.id, candidateId: owner.candidateId, charityId: charity.id, charityPositionId: position.id, description: 'Because', applicationStatusId: status })
        .returning();
      return row!.id;
    };
    // Case and accents do not put a name first: 'Ordre b' comes before 'Ordre C' and 'Ordre É' after both.
    const b = await named('Ordre b', 'Zèle Ordre', S.applied);
    const e = await named('Ordre É', 'apogée Ordre', S.interview);
    const c = await named('Ordre C', 'Milieu Ordre', S.underReview);
    const pages = async (field: string, isAscending: boolean) => {
      const page = (n: number) => read(staff, { Search: 'ordre', Sort: [{ field, isAscending }], Pagination: { Page: n, ItemsPerPage: 2 } }).then(json);
      const [first, second] = [await page(1), await page(2)];
      expect(first.total).toBe(3);
      return [...first.applications, ...second.applications].map((a: { id: number }) => a.id);
    };
    expect(await pages('charity', true)).toEqual([b, c, e]);
    expect(await pages('charity', false)).toEqual([e, c, b]);
    expect(await pages('position', true)).toEqual([e, c, b]);
    const statusNames = await t.deps.db.select().from(applicationStatuses);
    const nameOf = (id: number) => statusNames.find((s) => s.id === id)!.name;
    const byStatus = [b, e, c].map((id, i) => ({ id, name: nameOf([S.applied, S.interview, S.underReview][i]!) }));
    byStatus.sort((x, y) => x.name.localeCompare(y.name, 'en'));
    expect(await pages('status', true)).toEqual(byStatus.map((x) => x.id));

    // A field sorted on again orders nothing more; and however many orders a client asks for, each is answered.
    const twice = await read(staff, { Search: 'ordre', Sort: [{ field: 'charity', isAscending: true }, { field: 'charity', isAscending: false }] }).then(json);
    expect(twice.applications.map((a: { id: number }) => a.id)).toEqual([b, c, e]);
    const fields = ['charity', 'position', 'status', 'applicationDate'];
    for (const first of fields)
      for (const second of fields.filter((f) => f !== first))
        for (const [up, down] of [[true, true], [true, false], [false, true], [false, false]])
          for (const Filters of [[], [{ name: 'applicationStatusId', values: [S.applied, S.interview, S.underReview] }]]) {
            const res = await read(staff, { Search: 'ordre', Filters, Sort: [{ field: first, isAscending: up }, { field: second, isAscending: down }] });
            expect(res.statusCode).toBe(200);
            expect(json(res).applications).toHaveLength(3);
          }
    expect(await pages('charity', true)).toEqual([b, c, e]);
  });

  it('needs a session', async () => {
    expect((await read(null)).statusCode).toBe(401);
  });

  it('answers 400 naming a bad id, an unknown status, an unknown filter or sort field', async () => {
    const bad = await read(staff, { Filters: [{ name: 'candidateId', values: ['abc'] }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'Filters.candidateId' }] });
    expect((await read(staff, { Filters: [{ name: 'charityId', values: [2_147_483_648] }] })).statusCode).toBe(400);
    expect((await read(staff, { Filters: [{ name: 'status', values: [99] }] })).statusCode).toBe(400);
    expect(json(await read(staff, { Filters: [{ name: 'colour', values: [1] }] })).issues).toEqual([expect.objectContaining({ path: 'Filters.colour' })]);
    expect(json(await read(staff, { Sort: [{ field: 'password', isAscending: true }] })).issues).toEqual([expect.objectContaining({ path: 'Sort.0.field' })]);
    expect((await read(staff, { Pagination: { Page: 1, ItemsPerPage: 101 } })).statusCode).toBe(400);
  });
});

describe('changing the status', () => {
  const changesOf = (id: number) => t.deps.db.select().from(applicationStatusChanges).where(and(eq(applicationStatusChanges.applicationId, id)));

  it('lets the candidate withdraw, e-mailing the charity', async () => {
    const app = await applicationIn(S.underReview);
    const before = (await mailsTo(rep.email)).length;
    const res = await patch(owner, app.id, S.withdrawn);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: app.id, applicationStatusId: 6, applicationStatus: { id: 6, name: 'Withdrawn' } });
    expect(await changesOf(app.id)).toMatchObject([{ fromStatusId: 15, toStatusId: 6 }]);
    expect((await mailsTo(rep.email)).length).toBe(before + 1);
  });

  it('lets the candidate deny or accept an extended offer, and accept nothing else', async () => {
    const deny = await applicationIn(S.offerExtended);
    expect((await patch(owner, deny.id, S.withdrawn)).statusCode).toBe(200);
    const accept = await applicationIn(S.offerExtended);
    expect((await patch(owner, accept.id, S.accepted)).statusCode).toBe(200);
    expect(await statusOf(accept.id)).toBe(S.accepted);
    for (const from of [S.applied, S.underReview, S.interview]) {
      const app = await applicationIn(from);
      const res = await patch(owner, app.id, S.accepted);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe("There was an issue with updating the application's status");
      expect(await statusOf(app.id)).toBe(from);
    }
  });

  it('refuses the candidate any move from 6, 7 or 1, and the charity statuses', async () => {
    for (const from of [S.withdrawn, S.declinedByCharity, S.accepted]) {
      const app = await applicationIn(from);
      expect((await patch(owner, app.id, S.withdrawn)).statusCode).toBe(400);
      expect((await patch(owner, app.id, S.accepted)).statusCode).toBe(400);
    }
    const app = await applicationIn(S.applied);
    for (const to of [S.declinedByCharity, S.underReview, S.interview, S.offerExtended, S.applied, 99]) {
      expect((await patch(owner, app.id, to)).statusCode).toBe(400);
    }
    expect(await changesOf(app.id)).toEqual([]);
  });

  it("lets the charity's representative decline, review, interview and offer, e-mailing the candidate", async () => {
    const app = await applicationIn(S.applied);
    const before = (await mailsTo(owner.email)).length;
    for (const to of [S.underReview, S.interview, S.offerExtended, S.declinedByCharity]) {
      const res = await patch(rep, app.id, to);
      expect(res.statusCode).toBe(200);
      expect(await statusOf(app.id)).toBe(to);
    }
    expect((await changesOf(app.id)).map((c) => c.toStatusId)).toEqual([15, 12, 14, 7]);
    const mails = await mailsTo(owner.email);
    expect(mails.length).toBe(before + 4);
    expect(mails.at(-1)!.subject).toContain('Declined');
  });

  it('refuses the representative Accept, repeats of 15 and 14, and any move from 6, 7 or 1', async () => {
    const app = await applicationIn(S.applied);
    expect((await patch(rep, app.id, S.accepted)).statusCode).toBe(400);
    expect((await patch(rep, app.id, S.withdrawn)).statusCode).toBe(400);
    const review = await applicationIn(S.underReview);
    expect((await patch(rep, review.id, S.underReview)).statusCode).toBe(400);
    const offer = await applicationIn(S.offerExtended);
    expect((await patch(rep, offer.id, S.offerExtended)).statusCode).toBe(400);
    expect((await patch(rep, offer.id, S.accepted)).statusCode).toBe(400);
    for (const from of [S.withdrawn, S.declinedByCharity, S.accepted]) {
      const closed = await applicationIn(from);
      for (const to of [S.declinedByCharity, S.underReview, S.interview, S.offerExtended]) {
        expect((await patch(rep, closed.id, to)).statusCode).toBe(400);
      }
    }
  });

  it('lets staff do what either side may, and no more', async () => {
    const app = await applicationIn(S.applied);
    expect((await patch(staff, app.id, S.offerExtended)).statusCode).toBe(200);
    expect((await patch(staff, app.id, S.accepted)).statusCode).toBe(200);
    expect((await patch(staff, app.id, S.withdrawn)).statusCode).toBe(400);
    const fresh = await applicationIn(S.applied);
    expect((await patch(staff, fresh.id, S.accepted)).statusCode).toBe(400);
    expect((await patch(staff, fresh.id, S.withdrawn)).statusCode).toBe(200);
  });

  it('lets staff acting as the candidate withdraw, recording the staff member as the one who changed it', async () => {
    const app = await applicationIn(S.applied);
    const staffUser = await t.as('staff');
    const ownerUserId = (await t.deps.db.select().from(candidates).where(eq(candidates.id, owner.candidateId)))[0]!.userId;
    const acting = await staffUser.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: ownerUserId, adminUsername: staffUser.user.email, adminPassword: TEST_PASSWORD });
    expect(acting.statusCode).toBe(200);
    const res = await patch(t.withToken(json(acting).token), app.id, S.withdrawn);
    expect(res.statusCode).toBe(200);
    expect(await changesOf(app.id)).toMatchObject([{ fromStatusId: 2, toStatusId: 6, changedByUserId: staffUser.user.id }]);
  });

  it('refuses everyone else with 403, no session with 401 and unknown ids with 404', async () => {
    const app = await applicationIn(S.applied);
    expect((await patch(other, app.id, S.withdrawn)).statusCode).toBe(403);
    expect((await patch(otherRep, app.id, S.declinedByCharity)).statusCode).toBe(403);
    expect((await patch(null, app.id, S.withdrawn)).statusCode).toBe(401);
    expect((await patch(owner, 999999, S.withdrawn)).statusCode).toBe(404);
    expect(await statusOf(app.id)).toBe(S.applied);
  });

  it('takes only a replace of /applicationStatusId', async () => {
    const app = await applicationIn(S.applied);
    expect((await patch(owner, app.id, null, [{ op: 'replace', path: '/description', value: 'x' }])).statusCode).toBe(400);
    expect((await patch(owner, app.id, null, [{ op: 'add', path: '/applicationStatusId', value: 6 }])).statusCode).toBe(400);
    expect((await patch(owner, app.id, null, { applicationStatusId: 6 })).statusCode).toBe(400);
    expect((await patch(owner, app.id, null, [])).statusCode).toBe(400);
    expect((await patch(owner, 'abc', S.withdrawn)).statusCode).toBe(400);
    expect(await statusOf(app.id)).toBe(S.applied);
  });
});

describe("the charity's side", () => {
  it('declines with a private reason and a message: the message reaches the candidate, the reason never does', async () => {
    const app = await applicationIn(S.interview);
    const res = await patch(rep, app.id, null, [
      { op: 'replace', path: '/applicationStatusId', value: S.declinedByCharity },
      { op: 'replace', path: '/declineReason', value: 'betterFit' },
      { op: 'replace', path: '/message', value: 'Thank you for meeting our board.' },
    ]);
    expect(res.statusCode).toBe(200);
    const [change] = await t.deps.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, app.id));
    expect(change).toMatchObject({ message: 'Thank you for meeting our board.', declineReason: 'betterFit' });
    const mail = (await mailsTo(owner.email)).at(-1)!;
    expect(mail.text).toContain('A note from the charity:\nThank you for meeting our board.');
    expect(mail.text).not.toContain('Another candidate was a better fit');

    // The spec's earlier reasons are still taken, and still kept from the candidate.
    const earlier = await applicationIn(S.interview);
    expect((await patch(rep, earlier.id, null, [{ op: 'replace', path: '/applicationStatusId', value: 7 }, { op: 'replace', path: '/declineReason', value: 'afterInterview' }])).statusCode).toBe(200);
    expect((await mailsTo(owner.email)).at(-1)!.text).not.toContain('Decline-After Interview');
  });

  it("sends the charity's kind note in the candidate's language when it writes none, with open postings like the one declined", async () => {
    const french = await createCandidate(t.deps.db, { firstName: 'Élise' });
    await t.deps.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, french.user.id));
    const { posting, position } = await createPosting(t.deps.db, { charityId: rep.charityId, skillIds: [1] });
    const [frApp] = await t.deps.db
      .insert(applications)
      .values({ postingId: posting.id, candidateId: french.candidate.id, charityId: rep.charityId, charityPositionId: position.id, description: 'Because' })
      .returning();
    const other = await createCharityRepresentative(t.deps.db);
    const { posting: like } = await createPosting(t.deps.db, { charityId: other.charityId, positionName: 'Secretary', skillIds: [1] });
    const res = await patch(rep, frApp!.id, null, [
      { op: 'replace', path: '/applicationStatusId', value: S.declinedByCharity },
      { op: 'replace', path: '/declineReason', value: 'positionFilled' },
    ]);
    expect(res.statusCode).toBe(200);
    const text = (await mailsTo(french.user.email)).at(-1)!.text;
    expect(text).toContain("Un mot de l'organisme :\nBonjour Élise,");
    expect(text).not.toContain('Poste pourvu ou retiré');
    expect(text).toContain(`(no ${like.id})`);
  });

  it('takes a reason only with a decline, and refuses unknown reasons and a second status', async () => {
    const app = await applicationIn(S.applied);
    const withReview = await patch(rep, app.id, null, [
      { op: 'replace', path: '/applicationStatusId', value: S.underReview },
      { op: 'replace', path: '/declineReason', value: 'other' },
    ]);
    expect(withReview.statusCode).toBe(400);
    expect((await patch(rep, app.id, null, [{ op: 'replace', path: '/applicationStatusId', value: 7 }, { op: 'replace', path: '/declineReason', value: 'rude' }])).statusCode).toBe(400);
    expect((await patch(rep, app.id, null, [{ op: 'replace', path: '/applicationStatusId', value: 7 }, { op: 'replace', path: '/applicationStatusId', value: 15 }])).statusCode).toBe(400);
    expect(await statusOf(app.id)).toBe(S.applied);
  });

  it("lists the charity's applications only to a representative whose roles may read its postings", async () => {
    await applicationIn(S.applied);
    const basic = await createCharityRepresentative(t.deps.db, { charityId: rep.charityId, roleId: 5 });
    expect((await read(await t.as(basic.user))).statusCode).toBe(403);
    const viewer = await createCharityRepresentative(t.deps.db, { charityId: rep.charityId, roleId: 4 });
    expect(json(await read(await t.as(viewer.user))).total).toBeGreaterThan(0);
  });

  it("moves applications only for a representative whose roles may update the charity's postings", async () => {
    const app = await applicationIn(S.applied);
    // A Viewer reads the application but may not move it; Basic Access does not even read it.
    for (const [roleId, status] of [[4, 400], [5, 403]]) {
      const viewer = await createCharityRepresentative(t.deps.db, { charityId: rep.charityId, roleId });
      const res = await patch(await t.as(viewer.user), app.id, S.underReview);
      expect(res.statusCode).toBe(status);
    }
    const manager = await createCharityRepresentative(t.deps.db, { charityId: rep.charityId, roleId: 3 });
    expect((await patch(await t.as(manager.user), app.id, S.underReview)).statusCode).toBe(200);
  });

  it('invites a candidate who allows review for an interview, once, e-mailing them', async () => {
    const reviewable = await createCandidate(t.deps.db, { firstName: 'Rita' });
    await t.deps.db.insert(candidateMatchingPreferences).values({ candidateId: reviewable.candidate.id, permissionToViewInformation: true, withdrawParticipation: false });
    const hidden = await createCandidate(t.deps.db);
    const { posting } = await createPosting(t.deps.db, { charityId: rep.charityId, positionName: 'Board Secretary' });
    const invite = (who: Caller | null, candidateId: number, postingId = posting.id) => (who ?? t.anonymous).post(`/api/charities/postings/${postingId}/invite-candidate`, { candidateId });

    const res = await invite(rep, reviewable.candidate.id);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ postingId: posting.id, candidateId: reviewable.candidate.id, applicationStatusId: S.interview, charityId: rep.charityId });
    const mail = (await mailsTo(reviewable.user.email)).at(-1)!;
    expect(mail.subject).toBe('Interview invitation: Board Secretary with ' + json(res).charity.name);
    expect(mail.text).toContain('Hello Rita');
    // It is now one of the charity's applications.
    expect(json(await read(rep, { Filters: [{ name: 'postingId', values: [posting.id] }] })).total).toBe(1);

    expect((await invite(rep, reviewable.candidate.id)).statusCode).toBe(409);
    const refused = await invite(rep, hidden.candidate.id);
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message).toBe('This candidate can not be invited: they do not allow charities to review their profile.');
    expect((await invite(otherRep, reviewable.candidate.id)).statusCode).toBe(403);
    expect((await invite(owner, reviewable.candidate.id)).statusCode).toBe(403);
    expect((await invite(null, reviewable.candidate.id)).statusCode).toBe(401);
    const basic = await createCharityRepresentative(t.deps.db, { charityId: rep.charityId, roleId: 5 });
    expect((await invite(await t.as(basic.user), reviewable.candidate.id)).statusCode).toBe(403);
    const expired = (await createPosting(t.deps.db, { charityId: rep.charityId, expiryDate: dayFromToday(-1) })).posting;
    expect((await invite(rep, reviewable.candidate.id, expired.id)).statusCode).toBe(400);
    const closed = (await createPosting(t.deps.db, { charityId: rep.charityId, statusId: 2 })).posting;
    expect((await invite(rep, reviewable.candidate.id, closed.id)).statusCode).toBe(400);
    expect((await invite(rep, reviewable.candidate.id, 999999)).statusCode).toBe(404);
  });
});
