import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actAsActions } from '../../db/schema/index.ts';
import { bearer, json, setupTestApp, signIn, TEST_PASSWORD } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { csvCell } from './csv.ts';

const t = setupTestApp();
const tokens: Record<'admin' | 'staff' | 'representative' | 'candidate', string> = { admin: '', staff: '', representative: '', candidate: '' };
type Who = keyof typeof tokens;
let admin: { id: number; email: string };
let target: { id: number; email: string };
let actingToken: string;

/** The recorder writes after the answer has gone: wait until the row is there. */
async function actionsOf(adminUserId: number, atLeast: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await t.deps.db.select().from(actAsActions).where(eq(actAsActions.adminUserId, adminUserId));
    if (rows.length >= atLeast) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  return t.deps.db.select().from(actAsActions).where(eq(actAsActions.adminUserId, adminUserId));
}

beforeAll(async () => {
  admin = (await createStaff(t.deps.db, { firstName: 'Alex', lastName: 'Auditor' })).user;
  tokens.admin = (await signIn(t.app, admin.email)).token;
  tokens.staff = (await signIn(t.app, (await createStaff(t.deps.db, { roleId: 2 })).user.email)).token;
  tokens.representative = (await signIn(t.app, (await createCharityRepresentative(t.deps.db)).user.email)).token;
  const candidate = await createCandidate(t.deps.db, { firstName: '=HYPERLINK("http://evil")', lastName: 'Candidate' });
  target = candidate.user;
  tokens.candidate = (await signIn(t.app, candidate.user.email)).token;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/authenticate-as-user', headers: bearer(tokens.admin), payload: { targetUserId: target.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  actingToken = json(res).token;
});

const as = (who: Who | null) => (who ? bearer(tokens[who]) : {});
const OVERRIDE = { name: 'AdminOverride', values: [1] };
const read = (who: Who | null, body: object = { Filters: [OVERRIDE] }) => t.app.inject({ method: 'POST', url: '/api/act-as-audits/read', headers: as(who), payload: body });
const csv = (who: Who | null, query = '') => t.app.inject({ method: 'GET', url: `/api/act-as-audits/csv${query}`, headers: as(who) });

describe('act-as audit', () => {
  it('records each write made while acting (route pattern and status, not the data), and not reads or own writes', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/me/language', headers: bearer(actingToken), payload: { language: 'fr' } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/me/language', headers: bearer(actingToken), payload: { language: 'xx' } })).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: '/api/thinkific/enrollments/read', headers: bearer(actingToken), payload: {} });
    await t.app.inject({ method: 'PUT', url: '/api/users/me/language', headers: as('admin'), payload: { language: 'en' } });
    const rows = await actionsOf(admin.id, 2);
    await new Promise((r) => setTimeout(r, 100));
    const settled = await actionsOf(admin.id, 2);
    expect(settled).toHaveLength(2);
    expect(rows.map((r) => [r.method, r.route, r.statusCode, r.targetUserId])).toEqual([
      ['PUT', '/api/users/me/language', 204, target.id],
      ['PUT', '/api/users/me/language', 400, target.id],
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
    expect(entry).toMatchObject({ staff: { id: admin.id, email: admin.email, firstName: 'Alex', lastName: 'Auditor' }, target: { id: target.id, email: target.email }, ipAddress: expect.any(String) });
    expect(entry.changes.map((c: { method: string; route: string; statusCode: number }) => `${c.method} ${c.route} ${c.statusCode}`)).toEqual(['PUT /api/users/me/language 204', 'PUT /api/users/me/language 400']);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/act-as-audits/staff', headers: as('admin') }))).toEqual([{ id: admin.id, email: admin.email, firstName: 'Alex', lastName: 'Auditor' }]);
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

  it('exports the same list as CSV with escaped cells and formulas neutralised', async () => {
    await actionsOf(admin.id, 2);
    const res = await csv('admin', `?staffUserId=${admin.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="act-as-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When,Staff name,Staff e-mail,Acted-as name,Acted-as e-mail,IP address,Changes');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"") Candidate",${target.email}`);
    expect(res.body).toContain('PUT /api/users/me/language 204');
    const french = await t.app.inject({ method: 'GET', url: '/api/act-as-audits/csv', headers: { ...as('admin'), 'accept-language': 'fr' } });
    expect(french.body).toContain('Adresse IP');
    expect((await csv('admin', '?from=2024-13-01')).statusCode).toBe(400);
    expect((await csv('admin', '?staffUserId=99999999999')).statusCode).toBe(400);
    expect((await csv('admin', `?search=${encodeURIComponent('\u0000')}`)).statusCode).toBeLessThan(500);
  });

  it('escapes CSV cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const lead of ['=', '+', '-', '@', '\t']) expect(csvCell(`${lead}1+1`).startsWith(`'${lead}`) || csvCell(`${lead}1+1`).startsWith(`"'${lead}`)).toBe(true);
  });

  it('is for staff Admin only: staff Staff, representatives, candidates and anyone acting are refused', async () => {
    for (const who of ['staff', 'representative', 'candidate'] as const) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await csv(who)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/act-as-audits/staff', headers: as(who) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/act-as-audits/read', headers: bearer(actingToken), payload: { Filters: [OVERRIDE] } })).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
    expect((await csv(null)).statusCode).toBe(401);
  });
});
