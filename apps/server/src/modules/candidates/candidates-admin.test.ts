import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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

  it('answers every candidate, up to the cap, for ItemsPerPage -1', async () => {
    const all = json(await read(staff, { Pagination: { Page: 1, ItemsPerPage: -1 } }));
    expect(all.candidates.length).toBe(all.total);
  });
});
