import { beforeAll, describe, expect, it } from 'vitest';
import { charityPositions } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createPosting } from '../../../test/postings-factory.ts';

const t = setupTestApp();
let charityId: number;
let otherCharityId: number;
const callers = {} as Record<'admin' | 'basic' | 'postingManager' | 'other' | 'candidate' | 'staff', Caller>;

beforeAll(async () => {
  const admin = await t.as('representative');
  charityId = admin.charityId;
  callers.admin = admin;
  callers.basic = await t.as('representative', { charityId, roleId: 5 });
  callers.postingManager = await t.as('representative', { charityId, roleId: 3 });
  const other = await t.as('representative');
  otherCharityId = other.charityId;
  callers.other = other;
  callers.candidate = await t.as('candidate');
  callers.staff = await t.as('staff');
});

const as = (who: keyof typeof callers | null) => (who ? callers[who] : t.anonymous);
const create = (who: keyof typeof callers | null, payload: object) => as(who).post('/api/charities/positions', payload);
const list = (who: keyof typeof callers | null, payload: object) => as(who).post('/api/charities/positions/read', payload);

describe('charity positions', () => {
  it('creates, lists, renames, deactivates, reactivates and deletes a position', async () => {
    const created = await create('admin', { name: 'Fundraising Committee Member', charityId, isNotBoard: true });
    expect(created.statusCode).toBe(201);
    const position = json(created);
    expect(position).toMatchObject({ charityId, name: 'Fundraising Committee Member', isNotBoard: true, isDefault: false, isDisabled: false });

    const found = json(await list('admin', { Search: 'fundraising', Filters: [{ name: 'isDisabled', values: [0] }] }));
    expect(found.positions.map((p: { id: number }) => p.id)).toEqual([position.id]);
    expect(found.total).toBe(1);

    const renamed = await as('admin').put(`/api/charities/positions/${position.id}`, { name: 'Events Committee Member', isNotBoard: true });
    expect(json(renamed)).toMatchObject({ name: 'Events Committee Member' });

    const off = await as('admin').put(`/api/charities/positions/${position.id}/enabled`, { isDisabled: true });
    expect(json(off).isDisabled).toBe(true);
    const inactive = json(await list('admin', { Filters: [{ name: 'charityId', values: [charityId] }, { name: 'isDisabled', values: [1] }] }));
    expect(inactive.positions.map((p: { id: number }) => p.id)).toContain(position.id);
    expect(json(await list('admin', { Filters: [{ name: 'isDisabled', values: [0] }] })).positions.map((p: { id: number }) => p.id)).not.toContain(position.id);
    await as('admin').put(`/api/charities/positions/${position.id}/enabled`, { isDisabled: false });

    const deleted = await as('admin').delete(`/api/charities/positions/${position.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(json(await list('admin', {})).positions.map((p: { id: number }) => p.id)).not.toContain(position.id);
    expect((await as('admin').delete(`/api/charities/positions/${position.id}`)).statusCode).toBe(404);
  });

  it('refuses an empty name, a duplicate name, and changes to default positions', async () => {
    const empty = await create('admin', { name: '  ', charityId });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).issues).toEqual([{ path: 'name', message: 'name can not be empty' }].map((i) => ({ ...i, message: expect.stringContaining('can not be empty') })));
    expect((await create('admin', { name: 'Patron', charityId })).statusCode).toBe(201);
    const twice = await create('admin', { name: 'patron', charityId });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe('This charity already has a position with this name.');
    // Another charity may use the same name.
    expect((await create('other', { name: 'Patron', charityId: otherCharityId })).statusCode).toBe(201);

    const [chair] = await t.deps.db.insert(charityPositions).values({ charityId, name: 'Chair', isDefault: true, sortOrder: 1 }).returning();
    const edit = await as('admin').put(`/api/charities/positions/${chair!.id}`, { name: 'President', isNotBoard: false });
    expect(edit.statusCode).toBe(400);
    expect(json(edit).message).toBe('Default positions can not be changed or deleted.');
    expect((await as('admin').delete(`/api/charities/positions/${chair!.id}`)).statusCode).toBe(400);
  });

  it('keeps a position that a live posting still uses', async () => {
    const { position } = await createPosting(t.deps.db, { charityId });
    const res = await as('admin').delete(`/api/charities/positions/${position.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This position is used by a posting or a board member and can not be deleted.');
  });

  it('lets each caller do what their roles allow, on their own charity only', async () => {
    // Basic Access reads but does not create; a Posting Manager creates (from the postings page) but does not delete.
    expect((await list('basic', {})).statusCode).toBe(200);
    expect((await create('basic', { name: 'Scribe', charityId })).statusCode).toBe(403);
    const pm = await create('postingManager', { name: 'Volunteer Coordinator', charityId, isNotBoard: true });
    expect(pm.statusCode).toBe(201);
    expect((await as('postingManager').delete(`/api/charities/positions/${json(pm).id}`)).statusCode).toBe(403);

    // Another charity's representative can neither list nor touch this charity's positions.
    expect((await list('other', { Filters: [{ name: 'charityId', values: [charityId] }] })).statusCode).toBe(403);
    expect((await create('other', { name: 'Intruder', charityId })).statusCode).toBe(403);
    expect((await as('other').put(`/api/charities/positions/${json(pm).id}/enabled`, { isDisabled: true })).statusCode).toBe(403);

    // Candidates and visitors: refused; staff: any charity, naming it.
    expect((await list('candidate', { Filters: [{ name: 'charityId', values: [charityId] }] })).statusCode).toBe(403);
    expect((await list(null, {})).statusCode).toBe(401);
    expect((await list('staff', {})).statusCode).toBe(400);
    expect(json(await list('staff', { Filters: [{ name: 'charityId', values: [charityId] }] })).total).toBeGreaterThan(0);
    expect((await create('staff', { name: 'Honorary Patron', charityId })).statusCode).toBe(201);
  });

  it('answers 404 for unknown positions and 400 for ids out of range', async () => {
    expect((await as('admin').put('/api/charities/positions/999999', { name: 'X', isNotBoard: false })).statusCode).toBe(404);
    expect((await as('admin').delete('/api/charities/positions/99999999999')).statusCode).toBe(400);
    expect((await create('admin', { name: 'Ghost', charityId: 99999999999 })).statusCode).toBe(400);
  });
});
