import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addresses, charities, charityReplyStats, charityRepresentatives, contacts, corporations, emails, phones } from '../../db/schema/index.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { findContacts, saveContact } from '../contacts/index.ts';
import { json, setupTestApp, signIn, TEST_PASSWORD, tokenFromMail, type Caller } from '../../../test/helpers.ts';
import { createCharity, createCharityRepresentative } from '../../../test/factories.ts';
import { staffCharitiesQuery, staffCharityRowsQuery } from './staff-charities.repository.ts';

const t = setupTestApp();
const callers = {} as Record<'admin' | 'staff' | 'rep' | 'otherRep' | 'candidate', Caller>;
type Who = keyof typeof callers;
let adminEmail = '';
let region: { id: number; countryId: number; abbreviation?: string };
let charityA: number;
let charityB: number;
let repUser: { id: number; email: string };

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const OVERRIDE = { name: 'AdminOverride', values: [1] };
const read = (who: Who | null, body: Record<string, unknown> = {}) =>
  as(who).post('/api/charities/admin/read', { Filters: [OVERRIDE], ...body });

let seq = 0;
function newCharity(overrides: { adminEmail?: string; seniorEmail?: string } = {}) {
  seq += 1;
  return {
    charity: { name: `Harbour Food Bank ${seq}`, charitableNumber: `8000${seq} RR0001`, email: `office${seq}@harbour.example.org`, charityTypeId: 1, charityScopeId: 2 },
    mainPhone: { number: '416-555-0100', extension: '12' },
    address: { address1: '12 Long Harbour Street East', city: 'Thunder Bay', regionId: region.id, countryId: region.countryId, code: 'P7B 1A1' },
    account: { email: overrides.adminEmail ?? `admin${seq}@harbour.example.org`, password: 'Harbour-pass1!', confirmPassword: 'Harbour-pass1!', firstName: 'Hana', lastName: 'Harbour' },
    seniorStaff: { firstName: 'Sol', lastName: 'Senior', title: 'Executive Director', email: overrides.seniorEmail ?? `director${seq}@harbour.example.org`, daytimePhone: '416-555-0101', extension: null },
  };
}
const create = (who: Who | null, body: unknown) => as(who).post('/api/charities', body as object);

beforeAll(async () => {
  const db = t.deps.db;
  const admin = await t.as('staff');
  adminEmail = admin.user.email;
  callers.admin = admin;
  callers.staff = await t.as('staff', { roleId: 2 });
  const rep = await t.as('representative');
  repUser = rep.user;
  charityA = rep.charityId;
  callers.rep = rep;
  const other = await t.as('representative');
  charityB = other.charityId;
  callers.otherRep = other;
  callers.candidate = await t.as('candidate');
  const regions = await t.regions();
  region = regions[0]!;
  // Charity A: year 0, an address and a main phone, in Calgary.
  await db.update(charities).set({ name: 'Aardvark Rescue League', yearOfIncorporation: 0, charityScopeId: 1, charityTypeId: 1 }).where(eq(charities.id, charityA));
  await db.insert(emails).values({ name: 'hello@aardvark.example.org', charityId: charityA });
  await db.insert(addresses).values({ address1: '1 Rescue Road', city: 'Calgary', regionId: regions[1]!.id, countryId: regions[1]!.countryId, code: 'T2P 1J9', charityId: charityA });
  await db.insert(phones).values({ number: '403-555-0199', phoneTypeId: 1, charityId: charityA });
  await db.update(charities).set({ name: 'Zebra Crossing Trust', yearOfIncorporation: 1999 }).where(eq(charities.id, charityB));
  await db.insert(addresses).values({ city: 'Fredericton', regionId: region.id, countryId: region.countryId, charityId: charityB });
});

describe('staff charity list', () => {
  it('answers both staff roles, with the columns the screen shows', async () => {
    for (const who of ['admin', 'staff'] as const) {
      const res = await read(who, { Search: 'aardvark' });
      expect(res.statusCode, res.body).toBe(200);
      const body = json(res);
      expect(body.total).toBe(1);
      expect(body.charities[0]).toMatchObject({
        id: charityA,
        name: 'Aardvark Rescue League',
        email: 'hello@aardvark.example.org',
        yearOfIncorporation: 0,
        charityScope: { id: 1 },
        charityType: { id: 1 },
        city: 'Calgary',
        phone: '403-555-0199',
      });
      expect(body.charities[0].address).toMatch(/^1 Rescue Road, Calgary, .+, T2P 1J9$/);
    }
  });

  it('names the type in the reader\'s language', async () => {
    const french = await as('admin').post('/api/charities/admin/read', { Filters: [{ name: 'AdminOverride', values: [1] }], Search: 'aardvark' }, { headers: { 'accept-language': 'fr' } });
    expect(json(french).charities[0].charityType).toEqual({ id: 1, name: 'Organisme de bienfaisance enregistré' });
    expect(json(await read('admin', { Search: 'aardvark' })).charities[0].charityType).toEqual({ id: 1, name: 'Registered Charity' });
  });

  it('refuses everyone else, and a staff call without AdminOverride', async () => {
    expect((await read(null)).statusCode).toBe(401);
    for (const who of ['rep', 'otherRep', 'candidate'] as const) expect((await read(who)).statusCode).toBe(403);
    const plain = await as('admin').post('/api/charities/admin/read', {});
    expect(plain.statusCode).toBe(400);
  });

  it('filters by City (any case) and Province, pages and sorts in SQL', async () => {
    const byCity = json(await read('admin', { Filters: [OVERRIDE, { name: 'City', values: ['calgary'] }] }));
    expect(byCity.charities.map((c: { id: number }) => c.id)).toEqual([charityA]);
    const byProvince = json(await read('admin', { Filters: [OVERRIDE, { name: 'Province', values: [region.id] }] }));
    expect(byProvince.charities.map((c: { id: number }) => c.id)).toContain(charityB);
    expect(byProvince.charities.map((c: { id: number }) => c.id)).not.toContain(charityA);
    const page = json(await read('admin', { Pagination: { Page: 1, ItemsPerPage: 1 }, Sort: [{ field: 'name', isAscending: false }] }));
    expect(page.charities).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.charities[0].name).toBe('Zebra Crossing Trust');
  });

  it('says what is wrong with a bad query: unknown filter, huge id, NUL', async () => {
    expect((await read('admin', { Filters: [OVERRIDE, { name: 'Nonsense', values: [1] }] })).statusCode).toBe(400);
    expect((await read('admin', { Filters: [OVERRIDE, { name: 'Province', values: [2_147_483_648] }] })).statusCode).toBe(400);
    expect((await read('admin', { Search: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('searches names forgivingly: a transposed letter, a missing one, no accents', async () => {
    const names = async (search: string) => json(await read('admin', { Search: search })).charities.map((c: { name: string }) => c.name);
    expect(await names('Aadrvark')).toEqual(['Aardvark Rescue League']);
    expect(await names('zebra crosing')).toEqual(['Zebra Crossing Trust']);
    expect(await names('Zxbrq Crossing')).toEqual([]);
    await t.deps.db.update(charities).set({ name: 'Zèbre Crossing Trust' }).where(eq(charities.id, charityB));
    expect(await names('zebre')).toEqual(['Zèbre Crossing Trust']);
    await t.deps.db.update(charities).set({ name: 'Zebra Crossing Trust' }).where(eq(charities.id, charityB));
  });

  it("shows each charity's replies as its profile does: from 3 answered or closed applications, null before or without figures", async () => {
    const db = t.deps.db;
    const third = await createCharity(db, { name: 'Quiet Owl Society' });
    const computedAt = new Date();
    await db.insert(charityReplyStats).values([
      // 3 answered, 1 closed as No Response, a median of 4 days: 'Usually replies within 4 days', 'Replies to 75%'.
      { charityId: charityA, answered: 3, unanswered: 1, medianReplyDays: 4, computedAt },
      // Two applications only: not enough to show.
      { charityId: charityB, answered: 1, unanswered: 1, medianReplyDays: 2, computedAt },
    ]);
    try {
      const listed = json(await read('admin', { Filters: [OVERRIDE, { name: 'charityId', values: [charityA, charityB, third.id] }] })).charities as { id: number; replies: unknown }[];
      const replies = Object.fromEntries(listed.map((c) => [c.id, c.replies]));
      expect(replies).toEqual({ [charityA]: { medianDays: 4, sharePercent: 75, applications: 4 }, [charityB]: null, [third.id]: null });
      // Exactly 3, none answered: the share alone, no median.
      await db.update(charityReplyStats).set({ answered: 0, unanswered: 3, medianReplyDays: null }).where(eq(charityReplyStats.charityId, charityB));
      const found = json(await read('admin', { Search: 'zebra' })).charities[0];
      expect(found.replies).toEqual({ medianDays: null, sharePercent: 0, applications: 3 });
    } finally {
      await db.delete(charityReplyStats);
    }
  });

  it("reads the page's reply figures by charity_reply_stats' key, in the rows' one query", async () => {
    const result = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(sql`explain (costs off) ${staffCharityRowsQuery(tx, [charityA, charityB]).getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
    });
    const plan = result.rows.map((r) => String(Object.values(r)[0])).join('\n');
    // Each listed charity's figures are looked up by the key, not found by reading the whole table.
    expect(plan).toMatch(/Index (Only )?Scan using charity_reply_stats_pkey on charity_reply_stats\n\s+Index Cond: \(charity_id = charities\.id\)/);
  });

  it('reads search and filters through indexes', async () => {
    const plan = async (filter: Parameters<typeof staffCharitiesQuery>[1]) =>
      t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain (costs off) ${staffCharitiesQuery(tx, filter, { offset: 0, limit: 20 }, []).getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
        return result.rows.map((r) => String(Object.values(r)[0])).join('\n');
      });
    const none = { search: null, cities: [], regionIds: [], ids: [] };
    expect(await plan({ ...none, search: 'harbour' })).toContain('charities_name_trgm_idx');
    expect(await plan({ ...none, cities: ['calgary'] })).toContain('addresses_city_idx');
    expect(await plan({ ...none, regionIds: [region.id] })).toContain('addresses_region_id_idx');
  });
});

describe('New Charity', () => {
  it('creates the charity, its administrator and the senior staff contact; the administrator verifies and signs in', async () => {
    const input = newCharity();
    const res = await create('staff', input);
    expect(res.statusCode, res.body).toBe(201);
    const created = json(res);
    expect(created).toMatchObject({ name: input.charity.name, administrator: { userName: input.account.email } });
    const listed = json(await read('admin', { Search: input.charity.name }));
    expect(listed.charities[0]).toMatchObject({ id: created.id, email: input.charity.email, charityScope: { id: 2 }, phone: '416-555-0100' });
    const people = json(await as('admin').get(`/api/charities/${created.id}/contacts`));
    expect(people.contacts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: input.account.email, isPrimary: true }),
        expect.objectContaining({ email: input.seniorStaff.email, title: 'Executive Director', daytimePhone: '416-555-0101', isSeniorStaff: true }),
      ]),
    );
    const mail = await t.lastMailTo(input.account.email);
    expect(mail?.subject).toBe('Verify your BoardMatch account');
    await expect(signIn(t.app, input.account.email, 'Harbour-pass1!')).rejects.toThrow();
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/verification?token=${encodeURIComponent(tokenFromMail(mail!.text))}` })).statusCode).toBeLessThan(300);
    const session = await signIn(t.app, input.account.email, 'Harbour-pass1!');
    expect(session.body.charityRepresentative.charityRepresentative.charityId).toBe(created.id);
  });

  it("refuses a taken administrator e-mail with 409 and the spec's words", async () => {
    const res = await create('admin', newCharity({ adminEmail: adminEmail }));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Email is already registered. Please, try another one.');
  });

  it('says which field is wrong, never 500', async () => {
    const badSenior = await create('admin', { ...newCharity(), seniorStaff: { ...newCharity().seniorStaff, email: 'not-an-email', title: '' } });
    expect(badSenior.statusCode).toBe(400);
    const issues = json(badSenior).issues as { path: string; message: string }[];
    expect(issues).toEqual(expect.arrayContaining([{ path: 'seniorStaff.email', message: 'Email must be valid' }, expect.objectContaining({ path: 'seniorStaff.title' })]));
    const weak = await create('admin', { ...newCharity(), account: { ...newCharity().account, password: 'short', confirmPassword: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect((await create('admin', { ...newCharity(), charity: { ...newCharity().charity, name: 'a\u0000b' } })).statusCode).toBe(400);
    expect((await create('admin', { ...newCharity(), address: { ...newCharity().address, regionId: 2_147_483_648 } })).statusCode).toBe(400);
    expect((await create('admin', { ...newCharity(), address: { ...newCharity().address, regionId: 999_999 } })).statusCode).toBe(400);
    expect((await create('admin', {})).statusCode).toBe(400);
    const { charityTypeId: _type, ...untyped } = newCharity().charity;
    const noType = await create('admin', { ...newCharity(), charity: untyped });
    expect(noType.statusCode).toBe(400);
    expect((json(noType).issues as { path: string }[]).map((i) => i.path)).toEqual(['charity.charityTypeId']);
  });

  it('is refused to representatives, candidates and anonymous callers', async () => {
    expect((await create(null, newCharity())).statusCode).toBe(401);
    for (const who of ['rep', 'candidate'] as const) expect((await create(who, newCharity())).statusCode).toBe(403);
  });
});

describe('a charity’s contacts', () => {
  const save = (who: Who | null, charityId: number | string, body: unknown) => as(who).post(`/api/charities/${charityId}/contacts`, body as object);
  const contact = { id: 0, firstName: 'Pat', lastName: 'Primary', daytimePhone: '416-555-0111', title: 'Chair', email: 'pat@aardvark.example.org', isPrimary: true };

  it('creates with id 0, updates with an id, keeps one primary', async () => {
    const first = json(await save('staff', charityA, contact));
    expect(first).toMatchObject({ firstName: 'Pat', charityId: charityA, corporationId: null, extension: null, isPrimary: true });
    const second = json(await save('admin', charityA, { ...contact, email: 'quinn@aardvark.example.org', firstName: 'Quinn', extension: '7' }));
    const updated = await save('admin', charityA, { ...contact, id: first.id, title: 'Past Chair', isPrimary: false, isSeniorStaff: true });
    expect(updated.statusCode).toBe(200);
    expect(json(updated)).toMatchObject({ id: first.id, title: 'Past Chair', isSeniorStaff: true });
    const list = json(await as('staff').get(`/api/charities/${charityA}/contacts`));
    expect(list.contacts.filter((c: { isPrimary: boolean }) => c.isPrimary).map((c: { id: number }) => c.id)).toEqual([second.id]);
  });

  it('keeps contacts to their charity: another charity’s contact id is unknown here', async () => {
    const elsewhere = json(await save('admin', charityB, { ...contact, email: 'bea@zebra.example.org' }));
    expect((await save('admin', charityA, { ...contact, id: elsewhere.id })).statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(contacts).where(eq(contacts.id, elsewhere.id));
    expect(row!.charityId).toBe(charityB);
  });

  it('checks the Contact form', async () => {
    const res = await save('admin', charityA, { ...contact, email: 'nope', firstName: '', daytimePhone: '' });
    expect(res.statusCode).toBe(400);
    const issues = json(res).issues as { path: string; message: string }[];
    expect(issues).toEqual(expect.arrayContaining([{ path: 'email', message: 'Email must be valid' }, { path: 'firstName', message: 'First Name can not be empty' }]));
    expect((await save('admin', charityA, { ...contact, id: 2_147_483_648 })).statusCode).toBe(400);
    expect((await save('admin', '2147483648', contact)).statusCode).toBe(400);
    expect((await save('admin', 999_999, contact)).statusCode).toBe(404);
    expect((await save('admin', charityA, { ...contact, title: 'a\u0000' })).statusCode).toBe(400);
  });

  it('is staff only: not even the charity’s own representative', async () => {
    expect((await save(null, charityA, contact)).statusCode).toBe(401);
    for (const who of ['rep', 'otherRep', 'candidate'] as const) {
      expect((await save(who, charityA, contact)).statusCode).toBe(403);
      expect((await as(who).get(`/api/charities/${charityA}/contacts`)).statusCode).toBe(403);
    }
  });
});

describe("a corporation's contacts through the same service", () => {
  const staffActor = (claims: Record<string, number>): SessionUser => ({
    id: 1, userId: 1, isSelf: true, actingAdminUserId: null, involvement: 'boardmatch', candidateId: null, charityId: null, charityRepresentativeId: null, staffRoleId: 2, actingStaffUserId: null, claims,
  });

  it('creates and updates a contact owned by the corporation, and refuses anyone but staff', async () => {
    const db = t.deps.db;
    const [corporation] = await db.insert(corporations).values({ name: 'Maple Trust Co.' }).returning();
    const owner = { corporationId: corporation!.id };
    const actor = staffActor({ 'boardmatch-search.read': 1 });
    const input = { id: 0, firstName: 'Cora', lastName: 'Corp', daytimePhone: '416-555-0123', extension: null, title: 'CSR Lead', email: 'cora@maple.example.org', isPrimary: true, isSeniorStaff: false };
    const created = await saveContact(db, actor, owner, input);
    expect(created).toMatchObject({ corporationId: corporation!.id, charityId: null, isPrimary: true });
    await saveContact(db, actor, owner, { ...input, id: created.id, title: 'CSR Director' });
    expect((await findContacts(db, actor, owner)).contacts).toEqual([expect.objectContaining({ id: created.id, title: 'CSR Director' })]);
    await expect(saveContact(db, actor, { corporationId: corporation!.id + 1000 }, { ...input, id: created.id })).rejects.toMatchObject({ status: 404 });
    const representative = { ...staffActor({}), involvement: 'charityRepresentative' as const, staffRoleId: null, charityId: charityB, charityRepresentativeId: 1 };
    await expect(saveContact(db, representative, owner, input)).rejects.toMatchObject({ status: 403 });
  });
});

describe('acting as a charity representative', () => {
  it("selects the chosen charity's representative involvement", async () => {
    const db = t.deps.db;
    const person = await createCharityRepresentative(db);
    const second = await createCharity(db, { name: 'Second Charity' });
    await db.insert(charityRepresentatives).values({ userId: person.user.id, charityId: second.id });
    const admin = await t.as({ email: adminEmail });
    const acting = await admin.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: person.user.id, adminUsername: adminEmail, adminPassword: TEST_PASSWORD, charityId: second.id });
    expect(acting.statusCode, acting.body).toBe(200);
    expect(json(acting).charityRepresentative.charityRepresentative.charityId).toBe(second.id);
    const again = await t.as({ email: adminEmail });
    const notTheirs = await again.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: person.user.id, adminUsername: adminEmail, adminPassword: TEST_PASSWORD, charityId: charityB });
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('Delete charity', () => {
  const remove = (who: Who | null, id: number | string) => as(who).delete(`/api/charities/${id}`);

  it('is refused to everyone but staff', async () => {
    expect((await remove(null, charityA)).statusCode).toBe(401);
    for (const who of ['rep', 'otherRep', 'candidate'] as const) expect((await remove(who, charityA)).statusCode).toBe(403);
    expect((await remove('admin', '2147483648')).statusCode).toBe(400);
    expect((await remove('admin', 999_999)).statusCode).toBe(404);
  });

  it('takes the charity out of lists and search; its representatives can no longer act for it', async () => {
    const before = await as('rep').post(`/api/charities/${charityA}/postings/read`, {});
    expect(before.statusCode).toBe(200);
    expect((await remove('staff', charityA)).statusCode).toBe(204);
    expect(json(await read('admin', { Search: 'aardvark' })).total).toBe(0);
    expect(json(await t.app.inject({ method: 'POST', url: '/api/charities/read-public', payload: { Search: 'Aardvark' } })).total).toBe(0);
    const after = await as('rep').post(`/api/charities/${charityA}/postings/read`, {});
    expect(after.statusCode).toBe(401);
    const fresh = await t.as(repUser);
    expect(fresh.body.charityRepresentative).toBeNull();
    expect((await remove('admin', charityA)).statusCode).toBe(404);
    expect((await as('admin').get(`/api/charities/${charityA}/contacts`)).statusCode).toBe(404);
  });
});
