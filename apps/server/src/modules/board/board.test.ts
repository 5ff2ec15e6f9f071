import { beforeAll, describe, expect, it } from 'vitest';
import { charityMandates, charityPositions } from '../../db/schema/index.ts';
import { json, setupTestApp, tokenFromMail, type Caller } from '../../../test/helpers.ts';
import { createCharityRepresentative } from '../../../test/factories.ts';
import { dayFromToday } from '../../../test/postings-factory.ts';

const t = setupTestApp();
let charityId: number;
let chairId: number;
let adminRepId: number;
const callers = {} as Record<'admin' | 'boardManager' | 'basic' | 'other' | 'candidate' | 'staff', Caller>;
type Who = keyof typeof callers;

beforeAll(async () => {
  const admin = await t.as('representative', { firstName: 'Ada', lastName: 'Chair' });
  charityId = admin.charityId;
  adminRepId = admin.representative.id;
  callers.admin = admin;
  callers.boardManager = await t.as('representative', { charityId, roleId: 2 });
  callers.basic = await t.as('representative', { charityId, roleId: 5 });
  callers.other = await t.as('representative');
  callers.candidate = await t.as('candidate');
  callers.staff = await t.as('staff');
  const [chair] = await t.deps.db.insert(charityPositions).values({ charityId, name: 'Chair', isDefault: true, sortOrder: 1 }).returning();
  chairId = chair!.id;
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const list = (who: Who | null, status?: number) => as(who).post(`/api/charities/${charityId}/mandates/read`, status ? { Filters: [{ name: 'status', values: [status] }] } : {});
const create = (who: Who | null, payload: object) => as(who).post('/api/charities/mandates', payload);
const seat = (o: Record<string, unknown> = {}) => ({ charityId, charityPositionId: chairId, charityRepresentativeId: adminRepId, startDate: dayFromToday(-100), endDate: dayFromToday(265), ...o });

describe('the board', () => {
  it('lists seats with their status from the dates, filtered All, Current, Past', async () => {
    const current = json(await create('admin', seat()));
    expect(current).toMatchObject({ status: 'Current', position: { id: chairId, name: 'Chair' }, representative: { id: adminRepId, firstName: 'Ada', lastName: 'Chair' } });
    const past = json(await create('admin', seat({ startDate: dayFromToday(-800), endDate: dayFromToday(-30) })));
    const future = json(await create('admin', seat({ startDate: dayFromToday(30), endDate: dayFromToday(400) })));
    const vacant = json(await create('admin', seat({ charityRepresentativeId: null, startDate: dayFromToday(1), endDate: dayFromToday(2) })));
    expect(vacant).toMatchObject({ representative: null, startDate: null, endDate: null, status: 'Current' });
    const ids = (res: { json: () => unknown }) => (res.json() as { charityMandates: { id: number }[] }).charityMandates.map((m) => m.id).sort();
    expect(ids(await list('basic', 1))).toEqual([current.id, past.id, future.id, vacant.id].sort());
    expect(ids(await list('basic', 2))).toEqual([current.id, vacant.id].sort());
    expect(ids(await list('basic', 3))).toEqual([past.id]);
    expect(ids(await list('basic', 4))).toEqual([future.id]);
  });

  it('invites a new board member with Basic Access, who registers from the e-mail', async () => {
    const res = await create('admin', seat({ charityRepresentativeId: null, newRepresentative: { firstName: 'Nia', lastName: 'New', email: 'nia.new@example.org' } }));
    expect(res.statusCode).toBe(201);
    const mail = (await t.lastMailTo('nia.new@example.org'))!;
    expect(mail.subject).toMatch(/invited/);
    const token = tokenFromMail(mail.text);
    const registered = await t.app.inject({ method: 'POST', url: '/api/charities/representatives/register', payload: { token, firstName: 'Nia', lastName: 'New', password: 'Good-pass1!', confirmPassword: 'Good-pass1!' } });
    expect(registered.statusCode).toBe(201);
    // The seat was waiting for her: it is hers now.
    const seats = json(await list('admin')).charityMandates as { id: number; representative: { firstName: string } | null }[];
    expect(seats.find((m) => m.id === json(res).id)?.representative).toMatchObject({ firstName: 'Nia' });
    expect(json(res)).toMatchObject({ representative: null });
    // Someone who already represents the charity is not invited again, and the seat is not saved either.
    const before = json(await list('admin')).total;
    const again = await create('admin', seat({ charityRepresentativeId: null, newRepresentative: { firstName: 'Nia', lastName: 'New', email: 'nia.new@example.org' } }));
    expect(again.statusCode).toBe(409);
    expect(json(await list('admin')).total).toBe(before);
  });

  it('refuses dates out of order, a position or representative of another charity, and a bad e-mail', async () => {
    expect(json(await create('admin', seat({ startDate: dayFromToday(10), endDate: dayFromToday(5) }))).issues).toEqual([{ path: 'endDate', message: 'The mandate can not end before it starts.' }]);
    const [foreign] = await t.deps.db.insert(charityPositions).values({ charityId: (await createCharityRepresentative(t.deps.db)).charityId, name: 'Chair' }).returning();
    expect((await create('admin', seat({ charityPositionId: foreign!.id }))).statusCode).toBe(400);
    const stranger = await createCharityRepresentative(t.deps.db);
    expect((await create('admin', seat({ charityRepresentativeId: stranger.representative.id }))).statusCode).toBe(400);
    expect((await create('admin', seat({ charityRepresentativeId: null, newRepresentative: { firstName: 'X', lastName: 'Y', email: 'nope' } }))).statusCode).toBe(400);
    expect((await create('admin', seat({ charityPositionId: 2147483647 }))).statusCode).toBe(400);
  });

  it('edits and deletes seats by the board permissions, on the own charity only', async () => {
    const created = json(await create('boardManager', seat()));
    const put = (who: Who, payload: object) => as(who).put(`/api/charities/mandates/${created.id}`, payload);
    expect((await put('boardManager', seat({ endDate: dayFromToday(30) }))).statusCode).toBe(200);
    expect((await put('basic', seat())).statusCode).toBe(403);
    expect((await put('other', seat())).statusCode).toBe(403);
    expect((await create('basic', seat())).statusCode).toBe(403);
    expect((await create('other', seat())).statusCode).toBe(403);
    expect((await list('other')).statusCode).toBe(403);
    expect((await list('candidate')).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('staff')).statusCode).toBe(200);
    expect((await as('basic').delete(`/api/charities/mandates/${created.id}`)).statusCode).toBe(403);
    expect((await as('admin').delete(`/api/charities/mandates/${created.id}`)).statusCode).toBe(204);
    expect((await as('admin').delete(`/api/charities/mandates/${created.id}`)).statusCode).toBe(404);
    const rows = await t.deps.db.select().from(charityMandates);
    expect(rows.find((r) => r.id === created.id)?.deletedAt).not.toBeNull();
  });

  it('offers the charity’s representatives as seat holders', async () => {
    const res = await as('boardManager').get(`/api/charities/${charityId}/board-representatives`);
    expect(json(res as never)).toEqual(expect.arrayContaining([expect.objectContaining({ id: adminRepId, firstName: 'Ada', lastName: 'Chair' })]));
    expect((await as('admin').get(`/api/charities/${charityId}/board-representatives`)).statusCode).toBe(200);
    // Basic Access reads the board, not the e-mails of every representative.
    expect((await as('basic').get(`/api/charities/${charityId}/board-representatives`)).statusCode).toBe(403);
    expect((await as('other').get(`/api/charities/${charityId}/board-representatives`)).statusCode).toBe(403);
  });
});
