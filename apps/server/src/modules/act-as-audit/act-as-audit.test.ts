import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { actAsActions, charities, files, userInformations, users } from '../../db/schema/index.ts';
import { createCandidate, createCharity } from '../../../test/factories.ts';
import { multipart, PNG_BYTES } from '../../../test/uploads.ts';
import { json, setupTestApp, TEST_PASSWORD, type Caller, type SignedIn } from '../../../test/helpers.ts';

const t = setupTestApp();
const callers = {} as Record<'admin' | 'staff' | 'representative' | 'candidate', SignedIn>;
type Who = keyof typeof callers;
let admin: { id: number; email: string };
let target: { id: number; email: string };
let acting: Caller;
let targetCandidateId: number;

/** The recorder writes after the answer has gone: wait until the row is there. */
async function actionsOf(adminUserId: number, atLeast: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await t.deps.db.select().from(actAsActions).where(and(eq(actAsActions.adminUserId, adminUserId), isNotNull(actAsActions.targetUserId)));
    if (rows.length >= atLeast) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  return t.deps.db.select().from(actAsActions).where(and(eq(actAsActions.adminUserId, adminUserId), isNotNull(actAsActions.targetUserId)));
}

beforeAll(async () => {
  callers.admin = await t.as('staff', { firstName: 'Alex', lastName: 'Auditor' });
  admin = callers.admin.user;
  callers.staff = await t.as('staff', { roleId: 2 });
  callers.representative = await t.as('representative');
  const made = await t.as('candidate', { firstName: '=HYPERLINK("http://evil")', lastName: 'Candidate' });
  callers.candidate = made;
  targetCandidateId = made.candidate.id;
  target = callers.candidate.user;
  const res = await callers.admin.post('/api/auth/authenticate-as-user', { targetUserId: target.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD, reason: '=cmd|help by phone' });
  expect(res.statusCode, res.body).toBe(200);
  acting = t.withToken(json(res).token);
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const OVERRIDE = { name: 'AdminOverride', values: [1] };
const read = (who: Who | null, body: object = { Filters: [OVERRIDE] }) => as(who).post('/api/act-as-audits/read', body);
const csv = (who: Who | null, query = '') => as(who).get(`/api/act-as-audits/csv${query}`);

describe('act-as audit', () => {
  it('records each write made while acting (route pattern and status, not the data), and not reads or own writes', async () => {
    expect((await acting.put('/api/users/me/language', { language: 'fr' })).statusCode).toBe(204);
    expect((await acting.put('/api/users/me/language', { language: 'xx' })).statusCode).toBe(400);
    await acting.post('/api/thinkific/enrollments/read', {});
    await as('admin').put('/api/users/me/language', { language: 'en' });
    // A page's own bookkeeping is recorded, and left out of the changes listed.
    expect((await acting.post('/api/candidates/onboarding/sync', { candidateId: targetCandidateId })).statusCode).toBeLessThan(300);
    const rows = await actionsOf(admin.id, 3);
    await new Promise((r) => setTimeout(r, 100));
    const settled = await actionsOf(admin.id, 3);
    expect(settled).toHaveLength(3);
    expect(rows.map((r) => [r.method, r.route, r.statusCode, r.targetUserId])).toEqual([
      ['PUT', '/api/users/me/language', 204, target.id],
      ['PUT', '/api/users/me/language', 400, target.id],
      ['POST', '/api/candidates/onboarding/sync', rows[2]!.statusCode, target.id],
    ]);
    expect(rows.every((r) => r.impersonationAuditId !== null)).toBe(true);
  });

  it('lists every act-as for staff Admin with who, as whom, when, from where and the changes', async () => {
    await actionsOf(admin.id, 2);
    const res = await read('admin', { Filters: [OVERRIDE, { name: 'StaffUserId', values: [admin.id] }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.total).toBe(1);
    const [entry] = body.actAs;
    expect(entry).toMatchObject({ staff: { id: admin.id, email: admin.email, firstName: 'Alex', lastName: 'Auditor' }, target: { id: target.id, email: target.email }, ipAddress: expect.any(String), reason: '=cmd|help by phone' });
    expect(entry.changes.map((c: { method: string; route: string; statusCode: number }) => `${c.method} ${c.route} ${c.statusCode}`)).toEqual(['PUT /api/users/me/language 204', 'PUT /api/users/me/language 400']);
    // In words, with the names: a refused write says so.
    const name = '=HYPERLINK("http://evil") Candidate';
    expect(entry.changes.map((c: { description: string }) => c.description)).toEqual([`Alex Auditor changed the language of ${name}`, `Alex Auditor changed the language of ${name} (refused)`]);
    const french = json(await as('admin').post('/api/act-as-audits/read', { Filters: [OVERRIDE, { name: 'StaffUserId', values: [admin.id] }] }, { headers: { 'accept-language': 'fr' } }));
    expect(french.actAs[0].changes[0].description).toBe(`Alex Auditor a modifié la langue de ${name}`);
    expect(json(await as('admin').get('/api/act-as-audits/staff'))).toEqual([{ id: admin.id, email: admin.email, firstName: 'Alex', lastName: 'Auditor' }]);
  });

  it('filters by the acted-as user and a date range, paged in SQL', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const bySearch = (search: string) => read('admin', { Filters: [OVERRIDE], Search: search }).then((r) => json(r).total);
    expect(await bySearch(target.email.slice(0, 8))).toBe(1);
    expect(await bySearch('candidate')).toBe(1);
    expect(await bySearch('nobody-like-this')).toBe(0);
    const byDays = (from: string, to: string) => read('admin', { Filters: [OVERRIDE, { name: 'From', values: [from] }, { name: 'To', values: [to] }] }).then((r) => json(r).total);
    expect(await byDays(today, today)).toBe(1);
    expect(await byDays('2001-01-01', '2001-12-31')).toBe(0);
    const bad = await read('admin', { Filters: [OVERRIDE, { name: 'From', values: ['2024-02-30'] }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).issues).toEqual([{ path: 'Filters.from', message: 'Enter a date as YYYY-MM-DD' }]);
    expect((await read('admin', { Filters: [OVERRIDE, { name: 'To', values: ['x\u0000'] }] })).statusCode).toBe(400);
    expect((await read('admin', { Filters: [OVERRIDE, { name: 'StaffUserId', values: [99999999999] }] })).statusCode).toBe(400);
    expect(json(await read('admin', { Filters: [OVERRIDE], Pagination: { Page: 2, ItemsPerPage: 1 } })).actAs).toEqual([]);
    expect((await read('admin', {})).statusCode).toBe(400);
  });

  it("finds the sign-ins by the acted-as user's name and e-mail as they are now, accents aside", async () => {
    const bySearch = (search: string) => read('admin', { Filters: [OVERRIDE], Search: search }).then((r) => json(r).total);
    const [info] = await t.deps.db.select().from(userInformations).where(eq(userInformations.userId, target.id));
    await t.deps.db.update(userInformations).set({ firstName: 'Zoé', lastName: 'Ærsbøl' }).where(eq(userInformations.userId, target.id));
    await t.deps.db.update(users).set({ userName: 'renamed-target@example.org' }).where(eq(users.id, target.id));
    const found = [await bySearch('zoe aersbol'), await bySearch('RENAMED-target'), await bySearch(target.email.slice(0, 8)), await bySearch('candidate')];
    await t.deps.db.update(userInformations).set({ firstName: info!.firstName, lastName: info!.lastName }).where(eq(userInformations.userId, target.id));
    await t.deps.db.update(users).set({ userName: target.email }).where(eq(users.id, target.id));
    expect(found).toEqual([1, 1, 0, 0]);
    expect(await bySearch('candidate')).toBe(1);
  });

  it('exports the same list as CSV with escaped cells and formulas neutralised', async () => {
    await actionsOf(admin.id, 2);
    const res = await csv('admin', `?staffUserId=${admin.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="act-as-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When,Staff name,Staff e-mail,Acted-as name,Acted-as e-mail,Reason,IP address,Changes');
    // The reason as given, a formula neutralised like every other cell.
    expect(res.body).toContain(`,'=cmd|help by phone,`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"") Candidate",${target.email}`);
    expect(res.body).toContain('Alex Auditor changed the language of');
    expect(res.body).toContain('(refused)');
    const french = await as('admin').get('/api/act-as-audits/csv', { headers: { 'accept-language': 'fr' } });
    expect(french.body).toContain('Adresse IP');
    expect((await csv('admin', '?from=2024-13-01')).statusCode).toBe(400);
    expect((await csv('admin', '?staffUserId=99999999999')).statusCode).toBe(400);
    expect((await csv('admin', `?search=${encodeURIComponent('\u0000')}`)).statusCode).toBeLessThan(500);
  });

  it('is for staff Admin only: staff Staff, representatives, candidates and anyone acting are refused', async () => {
    for (const who of ['staff', 'representative', 'candidate'] as const) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await csv(who)).statusCode).toBe(403);
      expect((await as(who).get('/api/act-as-audits/staff')).statusCode).toBe(403);
    }
    expect((await acting.post('/api/act-as-audits/read', { Filters: [OVERRIDE] })).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
    expect((await csv(null)).statusCode).toBe(401);
  });
});

describe('act-as audit of the writes the API puts on GET', () => {
  it('records setting a background and activating a picture through GET while acting', async () => {
    const staff = await t.as('staff');
    const made = await t.as('candidate');
    const started = await staff.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: made.user.id, adminUsername: staff.user.email, adminPassword: TEST_PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const actingHere = t.withToken(json(started).token);
    const candidateId = made.candidate.id;
    const [background] = await t.deps.db.select({ id: files.id }).from(files).where(eq(files.entityType, 'system')).limit(1);
    expect((await actingHere.get(`/api/candidates/${candidateId}/set-background/${background!.id}`)).statusCode).toBe(200);
    const upload = multipart({ name: 'me.png', bytes: PNG_BYTES });
    const picture = json(await actingHere.inject({ method: 'POST', url: `/api/images/upload/candidate/${candidateId}/profile-image`, ...upload }));
    expect((await actingHere.get(`/api/images/activate/candidate/${candidateId}/${picture.id}`)).statusCode).toBe(200);
    // Reads through GET stay out of the record.
    expect((await actingHere.get(`/api/candidates/${candidateId}/background-image-thumbnails`)).statusCode).toBe(200);
    const rows = await actionsOf(staff.user.id, 3);
    await new Promise((r) => setTimeout(r, 100));
    const settled = await actionsOf(staff.user.id, 3);
    expect(settled.map((r) => `${r.method} ${r.route} ${r.statusCode}`)).toEqual([
      'GET /api/candidates/:id/set-background/:imageId 200',
      'POST /api/images/upload/:entityType/:entityId/:fileType 200',
      'GET /api/images/activate/:entityType/:entityId/:fileId 200',
    ]);
    expect(rows.every((r) => r.targetUserId === made.user.id)).toBe(true);
  });
});

describe('staff actions in words', () => {
  it("records a staff member's own writes and every act-as attempt, refused or not, with the subject's name", async () => {
    const morgan = await t.as('staff', { firstName: 'Alex', lastName: 'Morgan' });
    const jordan = await createCandidate(t.deps.db, { firstName: 'Jordan', lastName: 'Lee' });
    const charity = await createCharity(t.deps.db);
    const [{ name: charityName }] = await t.deps.db.select({ name: charities.name }).from(charities).where(eq(charities.id, charity.id));
    const refused = await morgan.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: jordan.user.id, adminUsername: morgan.user.email, adminPassword: 'Wrong-pass1!' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const accepted = await morgan.post('/api/auth/authenticate-as-user', { targetUserId: jordan.user.id, adminUsername: morgan.user.email, adminPassword: TEST_PASSWORD, reason: 'Address change asked by phone' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await morgan.put(`/api/candidates/${jordan.candidate.id}/enabled`, { isDisabled: true })).statusCode).toBe(200);
    expect((await morgan.delete(`/api/charities/${charity.id}`)).statusCode).toBeLessThan(300);
    // A staff member's own page bookkeeping is not a staff action.
    await morgan.put('/api/users/me/language', { language: 'en' });

    const body = { Filters: [OVERRIDE, { name: 'StaffUserId', values: [morgan.user.id] }] };
    const res = await as('admin').post('/api/act-as-audits/staff-actions/read', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).actions.map((a: { description: string }) => a.description)).toEqual([
      `Alex Morgan deleted charity ${charityName}`,
      'Alex Morgan deactivated candidate Jordan Lee',
      'Alex Morgan acted as Jordan Lee (reason: Address change asked by phone)',
      'Alex Morgan tried to act as Jordan Lee and was refused (reason: Help asked by phone)',
    ]);
    const french = await as('admin').post('/api/act-as-audits/staff-actions/read', body, { headers: { 'accept-language': 'fr' } });
    expect(json(french).actions[1].description).toBe('Alex Morgan a désactivé le candidat Jordan Lee');
    expect(json(await as('admin').post('/api/act-as-audits/staff-actions/read', { ...body, Search: 'jordan' })).total).toBe(3);
    expect((await as('staff').post('/api/act-as-audits/staff-actions/read', body)).statusCode).toBe(403);

    const csvRes = await as('admin').get(`/api/act-as-audits/staff-actions/csv?staffUserId=${morgan.user.id}`);
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-disposition']).toMatch(/^attachment; filename="staff-actions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvRes.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When,Staff name,Staff e-mail,Action');
    expect(lines.slice(1, 5).map((l) => l.split(',').at(-1))).toEqual([`Alex Morgan deleted charity ${charityName}`, 'Alex Morgan deactivated candidate Jordan Lee', 'Alex Morgan acted as Jordan Lee (reason: Address change asked by phone)', 'Alex Morgan tried to act as Jordan Lee and was refused (reason: Help asked by phone)']);
    expect((await as('staff').get('/api/act-as-audits/staff-actions/csv')).statusCode).toBe(403);
  });
});
