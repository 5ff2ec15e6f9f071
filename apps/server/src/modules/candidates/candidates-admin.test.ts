import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidates } from '../../db/schema/index.ts';
import { bearer, json, setupTestApp, signIn } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';

const t = setupTestApp();
let staffToken: string;
beforeAll(async () => {
  const { user } = await createStaff(t.deps.db);
  staffToken = (await signIn(t.app, user.email)).token;
  for (let i = 0; i < 5; i++) await createCandidate(t.deps.db, { lastName: `Zeta${i}`, firstName: 'Pat' });
  const { candidate } = await createCandidate(t.deps.db, { lastName: 'Inactive', firstName: 'Ina' });
  await t.deps.db.update(candidates).set({ isDisabled: true }).where(eq(candidates.id, candidate.id));
});

const OVERRIDE = { name: 'AdminOverride', values: [1] };
/** Staff calls carry AdminOverride, as the web sends it. */
const read = (token: string | null, body: { Filters?: unknown; [k: string]: unknown }, override = token === staffToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidates/read',
    headers: token ? bearer(token) : {},
    payload: override && (body.Filters === undefined || Array.isArray(body.Filters)) ? { ...body, Filters: [OVERRIDE, ...((body.Filters as object[]) ?? [])] } : body,
  });

describe('staff candidate list', () => {
  it('pages in SQL and answers the total', async () => {
    const res = await read(staffToken, { Filters: [{ name: 'IsDisabled', values: [0] }], Pagination: { Page: 2, ItemsPerPage: 2 }, Sort: [{ field: 'lastName', isAscending: true }] });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.total).toBe(5);
    expect(body.candidates.map((c: { user: { userInformation: { lastName: string } } }) => c.user.userInformation.lastName)).toEqual(['Zeta2', 'Zeta3']);
    expect(body.candidates[0].skills.length).toBeGreaterThan(0);
  });

  it('lists the inactive tab and searches by name', async () => {
    const inactive = json(await read(staffToken, { Filters: [{ name: 'IsDisabled', values: [1] }] }));
    expect(inactive.candidates.map((c: { user: { userInformation: { lastName: string } } }) => c.user.userInformation.lastName)).toEqual(['Inactive']);
    const found = json(await read(staffToken, { Search: 'zeta3' }));
    expect(found.total).toBe(1);
    // Names forgive a typo and accents; a word with digits is meant as typed (zeta3 is not zeta2).
    expect(json(await read(staffToken, { Search: 'Inactvie' })).total).toBe(1);
  });

  it('is refused without a session and without the candidates.read claim', async () => {
    expect((await read(null, {})).statusCode).toBe(401);
    const { user } = await createCandidate(t.deps.db);
    expect((await read((await signIn(t.app, user.email)).token, {})).statusCode).toBe(403);
    const { user: rep } = await createCharityRepresentative(t.deps.db);
    expect((await read((await signIn(t.app, rep.email)).token, {})).statusCode).toBe(403);
  });

  it('needs AdminOverride from staff and refuses it from anyone else', async () => {
    const missing = await read(staffToken, {}, false);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).issues).toEqual([expect.objectContaining({ path: 'Filters.AdminOverride' })]);
    const { user } = await createCandidate(t.deps.db);
    const candidateToken = (await signIn(t.app, user.email)).token;
    expect((await read(candidateToken, {}, true)).statusCode).toBe(403);
  });

  it('answers 400 to a bad list query', async () => {
    expect((await read(staffToken, { Pagination: { Page: 0, ItemsPerPage: 10 } })).statusCode).toBe(400);
    expect((await read(staffToken, { Filters: 'x' })).statusCode).toBe(400);
  });

  it('answers 400 naming a bad id or flag and an unknown filter, instead of dropping it', async () => {
    const bad = await read(staffToken, { Filters: [{ name: 'skillSet', values: ['abc'] }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'Filters.skillSet' }] });
    expect(json(await read(staffToken, { Filters: [{ name: 'id', values: [0] }] })).issues).toEqual([expect.objectContaining({ path: 'Filters.id' })]);
    expect(json(await read(staffToken, { Filters: [{ name: 'IsDisabled', values: ['maybe'] }] })).issues).toEqual([expect.objectContaining({ path: 'Filters.IsDisabled' })]);
    expect(json(await read(staffToken, { Filters: [{ name: 'salary', values: [1] }] })).issues).toEqual([expect.objectContaining({ path: 'Filters.salary' })]);
    expect((await read(staffToken, { Sort: [{ field: 'password', isAscending: true }] })).statusCode).toBe(400);
  });

  it('answers every candidate, up to the cap, for ItemsPerPage -1', async () => {
    const all = json(await read(staffToken, { Pagination: { Page: 1, ItemsPerPage: -1 } }));
    expect(all.candidates.length).toBe(all.total);
  });
});
