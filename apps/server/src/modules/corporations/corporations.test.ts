import { beforeAll, describe, expect, it } from 'vitest';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';

const t = setupTestApp();
const callers = {} as Record<'admin' | 'staff' | 'representative' | 'candidate', Caller>;
type Who = keyof typeof callers;
let region: { id: number; countryId: number };

beforeAll(async () => {
  callers.admin = await t.as('staff');
  callers.staff = await t.as('staff', { roleId: 2 });
  callers.representative = await t.as('representative');
  callers.candidate = await t.as('candidate');
  region = (await t.regions())[0]!;
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const OVERRIDE = { name: 'AdminOverride', values: [1] };
const read = (who: Who | null, body: object = { Filters: [OVERRIDE] }) => as(who).post('/api/corporations/read', body);
const create = (who: Who | null, body: object) => as(who).post('/api/corporations', body);
const update = (who: Who | null, body: object) => as(who).put('/api/corporations', body);
const getOne = (who: Who | null, id: number | string) => as(who).get(`/api/corporations/${id}`);

const contact = { firstName: 'Rita', lastName: 'Lead', daytimePhone: '416-555-0101', title: 'Community Investment', email: 'rita@northwind.example', isPrimary: true };

describe('corporations', () => {
  it('creates a corporation with its e-mail, address, phone and contacts in one save, and reads it back', async () => {
    const res = await create('admin', {
      name: 'Northwind Trading',
      email: ' Giving@Northwind.Example ',
      website: 'https://northwind.example',
      address: { address1: '1 King St W', city: 'Toronto', regionId: region.id, countryId: region.countryId, code: 'M5H 1A1' },
      phone: { number: '416-555-0100', extension: '12' },
      contacts: [contact, { ...contact, firstName: 'Sam', email: 'sam@northwind.example', isPrimary: false, isSeniorStaff: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = json(res);
    expect(created).toMatchObject({ name: 'Northwind Trading', website: 'https://northwind.example', email: { name: 'giving@northwind.example' }, phone: { number: '416-555-0100', extension: '12' } });
    expect(created.address).toMatchObject({ city: 'Toronto', regionId: region.id, countryId: region.countryId, code: 'M5H 1A1' });
    expect(created.contacts).toHaveLength(2);
    expect(json(await getOne('staff', created.id))).toEqual(created);
  });

  it('updates by the body id: keeps a named contact, adds a new one, removes the one left out, and clears the address', async () => {
    const created = json(await create('staff', { name: 'Contoso', email: 'hello@contoso.example', contacts: [contact, { ...contact, firstName: 'Gone' }] }));
    const [kept] = created.contacts as { id: number }[];
    const res = await update('staff', { id: created.id, name: 'Contoso Ltd', email: 'info@contoso.example', website: '', contacts: [{ ...contact, id: kept!.id, title: 'Director' }, { ...contact, firstName: 'New', id: 0 }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ name: 'Contoso Ltd', website: null, email: { name: 'info@contoso.example' }, address: null, phone: null });
    expect(body.contacts.map((c: { firstName: string; title: string }) => `${c.firstName} ${c.title}`)).toEqual(['Rita Director', 'New Community Investment']);
    expect(body.contacts[0].id).toBe(kept!.id);
  });

  it("refuses another corporation's contact id, and leaves the corporation as it was", async () => {
    const a = json(await create('admin', { name: 'Alpha', email: 'a@alpha.example', contacts: [contact] }));
    const b = json(await create('admin', { name: 'Beta', email: 'b@beta.example' }));
    const res = await update('admin', { id: b.id, name: 'Beta renamed', email: 'b@beta.example', contacts: [{ ...contact, id: a.contacts[0].id }] });
    expect(res.statusCode).toBe(400);
    expect(json(await getOne('admin', b.id)).name).toBe('Beta');
    expect(json(await getOne('admin', a.id)).contacts).toHaveLength(1);
  });

  it('lists corporations paged and searched in SQL, staff only, with AdminOverride', async () => {
    await create('admin', { name: 'Zeta Paging One', email: 'one@zeta.example' });
    await create('admin', { name: 'Zeta Paging Two', email: 'two@zeta.example' });
    const page = json(await read('staff', { Filters: [OVERRIDE], Search: 'zeta paging', Pagination: { Page: 2, ItemsPerPage: 1 }, Sort: [{ field: 'name', isAscending: true }] }));
    expect(page.total).toBe(2);
    expect(page.corporations.map((c: { name: string }) => c.name)).toEqual(['Zeta Paging Two']);
    // Found by name (accents aside), website or e-mail, each once, in the readers' order either way, with its e-mail.
    await create('admin', { name: 'Éclair Paging', email: 'eclair@zeta.example', website: 'https://zeta-paging.example' });
    await create('admin', { name: 'Quay Works', email: 'zetapaging@quay.example' });
    const names = async (search: string, isAscending: boolean) =>
      json(await read('staff', { Filters: [OVERRIDE], Search: search, Sort: [{ field: 'name', isAscending }] })) as { corporations: { name: string; email: { name: string } | null }[]; total: number };
    const found = await names('paging', true);
    expect(found.corporations.map((c) => c.name)).toEqual(['Éclair Paging', 'Quay Works', 'Zeta Paging One', 'Zeta Paging Two']);
    expect(found.corporations[0]!.email?.name).toBe('eclair@zeta.example');
    expect((await names('zeta', false)).corporations.map((c) => c.name)).toEqual(['Zeta Paging Two', 'Zeta Paging One', 'Quay Works', 'Éclair Paging']);
    expect((await names('ECLAIR', true)).total).toBe(1);
    // Without the override a staff list is refused (400), with it anyone but staff is refused.
    expect((await read('admin', {})).statusCode).toBe(400);
    expect((await read('admin', { Filters: [OVERRIDE], Sort: [{ field: 'password', isAscending: true }] })).statusCode).toBe(400);
  });

  it('answers the form rules in the spec words', async () => {
    const res = await create('admin', { name: '', email: 'not-an-email', contacts: [{ ...contact, email: 'nope', daytimePhone: '' }] });
    expect(res.statusCode).toBe(400);
    const issues = json(res).issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name can not be empty' },
        { path: 'email', message: 'Email must be valid' },
        { path: 'contacts.0.email', message: 'Email must be valid' },
        { path: 'contacts.0.daytimePhone', message: 'Daytime Phone can not be empty' },
      ]),
    );
    expect(json(await create('admin', { name: 'X' })).issues).toEqual(expect.arrayContaining([{ path: 'email', message: 'Email can not be empty' }]));
    // A region of another country, NUL characters, unknown and huge ids: 400 or 404, never 500.
    const otherCountry = region.countryId + 1;
    expect((await create('admin', { name: 'Bad address', email: 'x@y.example', address: { city: 'Nowhere', regionId: region.id, countryId: otherCountry } })).statusCode).toBe(400);
    expect((await create('admin', { name: 'Nul\u0000Corp', email: 'nul@corp.example' })).statusCode).toBe(400);
    expect((await create('admin', { name: 'Big region', email: 'big@corp.example', address: { city: 'X', regionId: 2147483647, countryId: 2147483647 } })).statusCode).toBe(400);
    expect((await update('admin', { id: 2147483647, name: 'Ghost', email: 'ghost@corp.example' })).statusCode).toBe(404);
    expect((await update('admin', { id: 99999999999, name: 'Ghost', email: 'ghost@corp.example' })).statusCode).toBe(400);
    expect((await getOne('admin', 2147483647)).statusCode).toBe(404);
    expect((await getOne('admin', '99999999999')).statusCode).toBe(400);
  });

  it('refuses a second corporation of the same name, in words, naming the field', async () => {
    expect((await create('admin', { name: 'Fabrikam', email: 'hi@fabrikam.example', contacts: [] })).statusCode).toBe(200);
    const twin = await create('staff', { name: ' fabrikam ', email: 'other@fabrikam.example', contacts: [] });
    expect(twin.statusCode).toBe(409);
    expect(json(twin)).toMatchObject({ message: 'A corporation with this name already exists.', issues: [{ path: 'name', message: 'A corporation with this name already exists.' }] });
    const other = json(await create('admin', { name: 'Tailspin', email: 'hi@tailspin.example', contacts: [] }));
    expect((await update('admin', { id: other.id, name: 'FABRIKAM', email: 'hi@tailspin.example', contacts: [] })).statusCode).toBe(409);
    expect((await update('admin', { id: other.id, name: 'Tailspin Toys', email: 'hi@tailspin.example', contacts: [] })).statusCode).toBe(200);
  });

  it('deletes a corporation with its contacts, e-mail, address and phone; staff only', async () => {
    const made = json(await create('admin', { name: 'Short Lived', email: 'bye@short.example', phone: { number: '416-555-0100' }, address: { city: 'Toronto', regionId: region.id, countryId: region.countryId }, contacts: [contact] }));
    for (const who of ['representative', 'candidate'] as const) expect((await as(who).delete(`/api/corporations/${made.id}`)).statusCode).toBe(403);
    expect((await as(null).delete(`/api/corporations/${made.id}`)).statusCode).toBe(401);
    expect((await as('staff').delete(`/api/corporations/${made.id}`)).statusCode).toBe(204);
    expect((await getOne('admin', made.id)).statusCode).toBe(404);
    expect((await as('admin').delete(`/api/corporations/${made.id}`)).statusCode).toBe(404);
    expect((await as('admin').delete('/api/corporations/99999999999')).statusCode).toBe(400);
    // Its name is free again.
    expect((await create('admin', { name: 'Short Lived', email: 'again@short.example', contacts: [] })).statusCode).toBe(200);
  });

  it('is for staff only: representatives, candidates and the anonymous are refused', async () => {
    const id = json(await create('admin', { name: 'Private Corp', email: 'p@corp.example' })).id as number;
    for (const who of ['representative', 'candidate'] as const) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await getOne(who, id)).statusCode).toBe(403);
      expect((await create(who, { name: 'Mine', email: 'm@corp.example' })).statusCode).toBe(403);
      expect((await update(who, { id, name: 'Mine', email: 'm@corp.example' })).statusCode).toBe(403);
    }
    expect((await read(null)).statusCode).toBe(401);
    expect((await getOne(null, id)).statusCode).toBe(401);
    expect((await create(null, { name: 'Mine', email: 'm@corp.example' })).statusCode).toBe(401);
    expect((await update(null, { id, name: 'Mine', email: 'm@corp.example' })).statusCode).toBe(401);
    expect(json(await getOne('admin', id)).name).toBe('Private Corp');
  });
});
