import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { candidates } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate } from '../../../test/factories.ts';

const t = setupTestApp();
let staff: Caller;
beforeAll(async () => {
  staff = await t.as('staff');
  for (let i = 0; i < 5; i++) await createCandidate(t.deps.db, { lastName: `Zeta${i}`, firstName: 'Pat' });
  const { candidate } = await createCandidate(t.deps.db, { lastName: 'Inactive', firstName: 'Ina' });
  await t.deps.db.update(candidates).set({ isDisabled: true }).where(eq(candidates.id, candidate.id));
});

const OVERRIDE = { name: 'AdminOverride', values: [1] };
/** Staff calls carry AdminOverride, as the web sends it. */
const read = (who: Caller | null, body: { Filters?: unknown; [k: string]: unknown }, override = who === staff) =>
  (who ?? t.anonymous).post('/api/candidates/read', override && (body.Filters === undefined || Array.isArray(body.Filters)) ? { ...body, Filters: [OVERRIDE, ...((body.Filters as object[]) ?? [])] } : body);

describe('staff candidate list', () => {
  it('pages in SQL and answers the total', async () => {
    const res = await read(staff, { Filters: [{ name: 'IsDisabled', values: [0] }], Pagination: { Page: 2, ItemsPerPage: 2 }, Sort: [{ field: 'lastName', isAscending: true }] });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.total).toBe(5);
    expect(body.candidates.map((c: { user: { userInformation: { lastName: string } } }) => c.user.userInformation.lastName)).toEqual(['Zeta2', 'Zeta3']);
    expect(body.candidates[0].skills.length).toBeGreaterThan(0);
  });

  it('lists the inactive tab and searches by name', async () => {
    const inactive = json(await read(staff, { Filters: [{ name: 'IsDisabled', values: [1] }] }));
    expect(inactive.candidates.map((c: { user: { userInformation: { lastName: string } } }) => c.user.userInformation.lastName)).toEqual(['Inactive']);
    const found = json(await read(staff, { Search: 'zeta3' }));
    expect(found.total).toBe(1);
    // Names forgive a typo and accents; a word with digits is meant as typed (zeta3 is not zeta2).
    expect(json(await read(staff, { Search: 'Inactvie' })).total).toBe(1);
  });

  it('is refused without a session and without the candidates.read claim', async () => {
    expect((await read(null, {})).statusCode).toBe(401);
    expect((await read(await t.as('candidate'), {})).statusCode).toBe(403);
    expect((await read(await t.as('representative'), {})).statusCode).toBe(403);
  });

  it('needs AdminOverride from staff and refuses it from anyone else', async () => {
    const missing = await read(staff, {}, false);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).issues).toEqual([expect.objectContaining({ path: 'Filters.AdminOverride' })]);
    const candidate = await t.as('candidate');
    expect((await read(candidate, {}, true)).statusCode).toBe(403);
  });

  it('answers 400 to a bad list query', async () => {
    expect((await read(staff, { Pagination: { Page: 0, ItemsPerPage: 10 } })).statusCode).toBe(400);
    expect((await read(staff, { Filters: 'x' })).statusCode).toBe(400);
  });

  it('answers 400 naming a bad id or flag and an unknown filter, instead of dropping it', async () => {
    const bad = await read(staff, { Filters: [{ name: 'skillSet', values: ['abc'] }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'Filters.skillSet' }] });
    expect(json(await read(staff, { Filters: [{ name: 'id', values: [0] }] })).issues).toEqual([expect.objectContaining({ path: 'Filters.id' })]);
    expect(json(await read(staff, { Filters: [{ name: 'IsDisabled', values: ['maybe'] }] })).issues).toEqual([expect.objectContaining({ path: 'Filters.IsDisabled' })]);
    expect(json(await read(staff, { Filters: [{ name: 'salary', values: [1] }] })).issues).toEqual([expect.objectContaining({ path: 'Filters.salary' })]);
    expect((await read(staff, { Sort: [{ field: 'password', isAscending: true }] })).statusCode).toBe(400);
  });

  it('pages namesakes in their order, by last or first name, and follows every change to what it lists', async () => {
    const ids = (body: { candidates: { id: number }[] }) => body.candidates.map((c) => c.id);
    const search = async (text: string, sort: string, page = 1, size = 2) =>
      json(await read(staff, { Search: text, Sort: [{ field: sort, isAscending: true }], Pagination: { Page: page, ItemsPerPage: size } })) as { candidates: { id: number }[]; total: number };
    const quills = [];
    for (let i = 0; i < 3; i++) quills.push(await createCandidate(t.deps.db, { firstName: 'Quill', lastName: 'Whitmore' }));
    const ann = await createCandidate(t.deps.db, { firstName: 'Ann', lastName: 'Whitmoré' });
    const abel = await createCandidate(t.deps.db, { firstName: 'Whitmore', lastName: 'Abel', email: `abel-${Date.now()}@example.org` });
    const [q1, q2, q3] = quills.map((q) => q.candidate.id);

    // By last name (Whitmore and Whitmoré side by side, then each namesake by their user information), two by two.
    const first = await search('whitmore', 'lastName');
    expect(first.total).toBe(5);
    expect(ids(first)).toEqual([abel.candidate.id, q1]);
    expect(ids(await search('whitmore', 'lastName', 2))).toEqual([q2, q3]);
    expect(ids(await search('whitmore', 'lastName', 3))).toEqual([ann.candidate.id]);
    expect(ids(await search('WHITMORE', 'firstName', 1, 5))).toEqual([ann.candidate.id, q1, q2, q3, abel.candidate.id]);
    // The e-mail, found with the names.
    expect(ids(await search('abel-', 'lastName', 1, 5))).toEqual([abel.candidate.id]);

    // Renamed, given a new e-mail, an address and a skill: found and filtered as now.
    const { userInformations, users, addresses, candidateSkills } = await import('../../db/schema/index.ts');
    await t.deps.db.update(userInformations).set({ lastName: 'Zed' }).where(eq(userInformations.userId, quills[1]!.user.id));
    await t.deps.db.update(users).set({ userName: 'quill-renamed@example.org' }).where(eq(users.id, quills[2]!.user.id));
    const [info] = await t.deps.db.select().from(userInformations).where(eq(userInformations.userId, quills[2]!.user.id));
    await t.deps.db.insert(addresses).values({ city: 'Moncton', regionId: 4, countryId: 1, userInformationId: info!.id });
    await t.deps.db.insert(candidateSkills).values({ candidateId: q3!, skillId: 7 });
    expect(ids(await search('whitmore', 'lastName', 1, 5))).toEqual([abel.candidate.id, q1, q3, ann.candidate.id]);
    expect(ids(await search('quill zed', 'lastName', 1, 5))).toEqual([q2]);
    expect(ids(await search('quill-renamed', 'lastName', 1, 5))).toEqual([q3]);
    const filtered = (filters: object[]) => read(staff, { Filters: filters }).then((r) => ids(json(r) as { candidates: { id: number }[] }));
    expect(await filtered([{ name: 'city', values: ['moncton'] }])).toEqual([q3]);
    expect(await filtered([{ name: 'skillSet', values: [7] }])).toEqual([q3]);
    await t.deps.db.delete(candidateSkills).where(eq(candidateSkills.skillId, 7));
    expect(await filtered([{ name: 'skillSet', values: [7] }])).toEqual([]);

    // A deleted account, or candidate, leaves the list and its total.
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, quills[0]!.user.id));
    await t.deps.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, ann.candidate.id));
    const after = await search('whitmore', 'lastName', 1, 5);
    expect(ids(after)).toEqual([abel.candidate.id, q3]);
    expect(after.total).toBe(2);
    // A name no listed candidate holds any more is forgotten (a name is personal).
    const names = (await t.deps.db.execute(sql`select last_name, first_name from candidate_list_names where last_name like 'Whitmor%' order by 1, 2`)) as unknown as { rows: unknown[] };
    expect(names.rows).toEqual([{ last_name: 'Whitmore', first_name: 'Quill' }]);
  });

  it('lists the candidates of several skills once each in the readers’ order, paged, and follows changes (migration 0019)', async () => {
    const { candidateSkills, userInformations } = await import('../../db/schema/index.ts');
    const person = async (firstName: string, lastName: string, skills: number[]) => {
      const { candidate, user } = await createCandidate(t.deps.db, { firstName, lastName });
      await t.deps.db.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidate.id));
      await t.deps.db.insert(candidateSkills).values(skills.map((skillId) => ({ candidateId: candidate.id, skillId })));
      return { id: candidate.id, userId: user.id };
    };
    const zoe = await person('Zoe', 'Zúñiga', [21, 22]);
    const eli = await person('Élise', 'Éthier', [22]);
    const fox = await person('Fay', 'Fox', [21]);
    const page = async (n: number, isAscending = true) => {
      const body = json(await read(staff, { Filters: [{ name: 'skillSet', values: [21, 22] }], Sort: [{ field: 'lastName', isAscending }], Pagination: { Page: n, ItemsPerPage: 2 } }));
      return { ids: body.candidates.map((c: { id: number }) => c.id) as number[], total: body.total as number };
    };
    expect(await page(1)).toEqual({ ids: [eli.id, fox.id], total: 3 });
    expect(await page(2)).toEqual({ ids: [zoe.id], total: 3 });
    expect((await page(1, false)).ids).toEqual([zoe.id, fox.id]);
    await t.deps.db.update(userInformations).set({ lastName: 'Abara' }).where(eq(userInformations.userId, zoe.userId));
    expect((await page(1)).ids).toEqual([zoe.id, eli.id]);
    await t.deps.db.delete(candidateSkills).where(eq(candidateSkills.candidateId, fox.id));
    await t.deps.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, eli.id));
    expect(await page(1)).toEqual({ ids: [zoe.id], total: 1 });
  });

  it('answers every candidate, up to the cap, for ItemsPerPage -1', async () => {
    const all = json(await read(staff, { Pagination: { Page: 1, ItemsPerPage: -1 } }));
    expect(all.candidates.length).toBe(all.total);
  });
});
