import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { candidateMatchingPreferences, candidateSkills, candidates, charities, charityPositions, charityPostingSkills, charityPostings, userInformations } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createOpenPosting, createPlacedCharity } from '../../../test/factories.ts';

/*
 * The search tables (posting_search, candidate_search: migrations 0007 and 0008) follow every write that changes what a
 * search finds; totals stop counting at 1000; French words are stemmed as French. PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */

const t = setupTestApp();
let rep: Caller;
const ids: Record<string, number> = {};
const charity = (db: Db, name: string) => createPlacedCharity(db, name, { city: 'Moncton' });
const posting = createOpenPosting;

beforeAll(async () => {
  const db = t.deps.db;
  ids.accueil = await charity(db, 'Centre d’accueil Sainte-Anne');
  ids.river = await charity(db, 'River Watch Society');
  const secretary = await posting(db, ids.river, 'Secretary');
  ids.secretary = secretary.posting;
  ids.secretaryPosition = secretary.position;
  rep = await t.as('representative', { charityId: ids.river, firstName: 'Rita', lastName: 'Reader' });
  const { candidate, user } = await createCandidate(db, { firstName: 'Noor', lastName: 'Quillfeather' });
  await db.insert(candidateMatchingPreferences).values({ candidateId: candidate.id, permissionToViewInformation: true, withdrawParticipation: false });
  ids.candidate = candidate.id;
  ids.candidateUser = user.id;
});

const post = (url: string, body: object, who: Caller = t.anonymous) => who.post(url, body);
const postings = async (search: string) => json(await post('/api/charities/postings/read-public', { Search: search }));
const postingIds = async (search: string) => (await postings(search)).postings.map((p: { id: number }) => p.id) as number[];
const candidateNames = async (search: string) =>
  json(await post('/api/candidates/browse', { Search: search }, rep)).candidates.map((c: { lastName: string }) => c.lastName) as string[];

describe('search tables kept on write', () => {
  it('finds a posting by its charity’s new name, and its position’s', async () => {
    const db = t.deps.db;
    await db.update(charities).set({ name: 'Estuary Keepers' }).where(eq(charities.id, ids.river!));
    expect(await postingIds('estuary')).toEqual([ids.secretary]);
    expect(await postingIds('river watch')).toEqual([]);
    await db.update(charityPositions).set({ name: 'Recording Secretary' }).where(eq(charityPositions.id, ids.secretaryPosition!));
    expect(await postingIds('recording')).toEqual([ids.secretary]);
  });

  it('drops a closed or deleted posting, and the postings of a deleted charity', async () => {
    const db = t.deps.db;
    const closed = await posting(db, ids.river!, 'Archivist');
    expect(await postingIds('archivist')).toEqual([closed.posting]);
    await db.update(charityPostings).set({ charityPostingStatusId: 2 }).where(eq(charityPostings.id, closed.posting));
    expect(await postingIds('archivist')).toEqual([]);

    const gone = await charity(db, 'Lighthouse Keepers Guild');
    const open = await posting(db, gone, 'Lamplighter');
    expect(await postingIds('lamplighter')).toEqual([open.posting]);
    await db.update(charities).set({ deletedAt: new Date() }).where(eq(charities.id, gone));
    expect(await postingIds('lamplighter')).toEqual([]);
  });

  it('follows a candidate’s name, withdrawal and consent', async () => {
    const db = t.deps.db;
    expect(await candidateNames('Quillfeather')).toEqual(['Quillfeather']);
    await db.update(userInformations).set({ lastName: 'Inkwell' }).where(eq(userInformations.userId, ids.candidateUser!));
    expect(await candidateNames('Quillfeather')).toEqual([]);
    expect(await candidateNames('Inkwell')).toEqual(['Inkwell']);
    await db.update(candidateMatchingPreferences).set({ withdrawParticipation: true }).where(eq(candidateMatchingPreferences.candidateId, ids.candidate!));
    expect(await candidateNames('Inkwell')).toEqual([]);
    await db.update(candidateMatchingPreferences).set({ withdrawParticipation: false }).where(eq(candidateMatchingPreferences.candidateId, ids.candidate!));
    expect(await candidateNames('Inkwell')).toEqual(['Inkwell']);
  });

  it('follows the skills of a posting and of a candidate (migration 0008)', async () => {
    const db = t.deps.db;
    const skill = (id: number) => ({ Filters: [{ name: 'skillSet', values: [id] }] });
    const mapper = await posting(db, ids.river!, 'Cartographer');
    const filtered = async () => json(await post('/api/charities/postings/read-public', { Search: 'cartographer', ...skill(5) })).postings.map((p: { id: number }) => p.id);
    expect(await filtered()).toEqual([]);
    await db.insert(charityPostingSkills).values([{ charityPostingId: mapper.posting, skillId: 5 }, { charityPostingId: mapper.posting, skillId: 6 }]);
    expect(await filtered()).toEqual([mapper.posting]);
    await db.delete(charityPostingSkills).where(and(eq(charityPostingSkills.charityPostingId, mapper.posting), eq(charityPostingSkills.skillId, 5)));
    expect(await filtered()).toEqual([]);

    const browse = async () => json(await post('/api/candidates/browse', skill(7), rep)).candidates.map((c: { id: number }) => c.id);
    expect(await browse()).toEqual([]);
    await db.insert(candidateSkills).values({ candidateId: ids.candidate!, skillId: 7 });
    expect(await browse()).toEqual([ids.candidate]);
    await db.delete(candidateSkills).where(and(eq(candidateSkills.candidateId, ids.candidate!), eq(candidateSkills.skillId, 7)));
    expect(await browse()).toEqual([]);
  });

  it('follows the skills, expiry and state of the postings a browse by skills reads (migration 0019)', async () => {
    const db = t.deps.db;
    const read = async (...filters: object[]) => {
      const body = json(await post('/api/charities/postings/read-public', { Filters: [{ name: 'skillSet', values: [11, 12] }, ...filters] }));
      return { ids: body.postings.map((p: { id: number }) => p.id) as number[], total: body.total as number };
    };
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const both = await posting(db, ids.river!, 'Glazier');
    const one = await posting(db, ids.river!, 'Cooper');
    await db.insert(charityPostingSkills).values([
      { charityPostingId: both.posting, skillId: 11 },
      { charityPostingId: both.posting, skillId: 12 },
      { charityPostingId: one.posting, skillId: 12 },
    ]);
    // A posting with both skills is listed and counted once; the newest first.
    await db.update(charityPostings).set({ datePosted: new Date(Date.now() - 3_600_000) }).where(eq(charityPostings.id, one.posting));
    expect(await read()).toEqual({ ids: [both.posting, one.posting], total: 2 });
    await db.update(charityPostings).set({ expiryDate: day(60) }).where(eq(charityPostings.id, both.posting));
    expect((await read({ name: 'DateRange', values: [1] })).ids).toEqual([one.posting]);
    expect((await read({ name: 'DateRange', values: [3] })).ids).toEqual([both.posting, one.posting]);
    await db.update(charityPostings).set({ expiryDate: day(-1) }).where(eq(charityPostings.id, both.posting));
    expect(await read()).toEqual({ ids: [one.posting], total: 1 });
    expect((await read({ name: 'expire', values: [false] })).ids).toEqual([both.posting, one.posting]);
    await db.update(charityPostings).set({ charityPostingStatusId: 2 }).where(eq(charityPostings.id, both.posting));
    expect((await read({ name: 'expire', values: [false] })).ids).toEqual([one.posting]);
    await db.delete(charityPostingSkills).where(eq(charityPostingSkills.charityPostingId, one.posting));
    expect(await read()).toEqual({ ids: [], total: 0 });
    expect((await db.execute(sql`select count(*)::int as n from posting_search_skills where posting_id in (${both.posting}, ${one.posting})`)).rows).toEqual([{ n: 0 }]);
  });

  it('browses the candidates of several skills in name order, each once, paged (migration 0019)', async () => {
    const db = t.deps.db;
    const person = async (firstName: string, lastName: string, skills: number[]) => {
      const { candidate } = await createCandidate(db, { firstName, lastName });
      await db.insert(candidateMatchingPreferences).values({ candidateId: candidate.id, permissionToViewInformation: true, withdrawParticipation: false });
      await db.insert(candidateSkills).values(skills.map((skillId) => ({ candidateId: candidate.id, skillId })));
      return candidate.id;
    };
    const zed = await person('Ada', 'Zwicky', [13, 14]);
    const mid = await person('Bea', 'Mistry', [14]);
    const abe = await person('Cal', 'Abara', [13]);
    const browse = async (page: number, sort?: string) => {
      const body = { Filters: [{ name: 'skillSet', values: [13, 14] }], Pagination: { Page: page, ItemsPerPage: 2 }, ...(sort ? { Sort: [{ field: sort, isAscending: true }] } : {}) };
      const found = json(await post('/api/candidates/browse', body, rep));
      return { ids: found.candidates.map((c: { id: number }) => c.id) as number[], total: found.total as number };
    };
    expect(await browse(1)).toEqual({ ids: [abe, mid], total: 3 });
    expect(await browse(2)).toEqual({ ids: [zed], total: 3 });
    expect((await browse(1, 'firstName')).ids).toEqual([zed, mid]);
    // A skill taken away, or the candidate's name changed, is followed.
    await db.delete(candidateSkills).where(and(eq(candidateSkills.candidateId, zed), eq(candidateSkills.skillId, 13)));
    expect(await browse(2)).toEqual({ ids: [zed], total: 3 });
    await db.update(userInformations).set({ lastName: 'Aaronson' }).where(eq(userInformations.userId, (await db.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, zed)))[0]!.userId));
    expect(await browse(1)).toEqual({ ids: [zed, abe], total: 3 });
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, zed));
    expect(await browse(1)).toEqual({ ids: [abe, mid], total: 2 });
  });
});

describe('totals and French', () => {
  it("stops counting at 1000 and says there are more ('1000+ Result(s)')", async () => {
    const db = t.deps.db;
    const { position } = await posting(db, ids.river!, 'Beekeeper');
    await db.execute(sql`insert into charity_postings (charity_id, charity_position_id, description, start_date, end_date, expiry_date, charity_posting_status_id)
      select ${ids.river}, ${position}, '<p>Hives.</p>', current_date + 60, current_date + 800, current_date + 30, 1 from generate_series(1, 1000)`);
    const found = json(await post('/api/charities/postings/read-public', { Search: 'beekeeper', Pagination: { Page: 1, ItemsPerPage: 10 } }));
    expect(found.total).toBe(1000);
    expect(found.totalCapped).toBe(true);
    expect(found.postings).toHaveLength(10);
    const few = await postings('recording');
    expect(few.totalCapped).toBe(false);
  });

  it('stems French words as French', async () => {
    const names = json(await post('/api/charities/read-public', { Search: 'accueillir' })).charities.map((c: { name: string }) => c.name);
    expect(names).toContain('Centre d’accueil Sainte-Anne');
  });
});
