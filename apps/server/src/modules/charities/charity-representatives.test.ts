import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, setupTestApp, signIn } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';

const t = setupTestApp();
let charityId: number;
let adminRepId: number;
const tokens: Record<'admin' | 'basic' | 'other' | 'candidate' | 'staff', string> = { admin: '', basic: '', other: '', candidate: '', staff: '' };
type Who = keyof typeof tokens;

beforeAll(async () => {
  const admin = await createCharityRepresentative(t.deps.db, { firstName: 'Ada', lastName: 'Admin' });
  charityId = admin.charityId;
  adminRepId = admin.representative.id;
  tokens.admin = (await signIn(t.app, admin.user.email)).token;
  tokens.basic = (await signIn(t.app, (await createCharityRepresentative(t.deps.db, { charityId, roleId: 5 })).user.email)).token;
  tokens.other = (await signIn(t.app, (await createCharityRepresentative(t.deps.db)).user.email)).token;
  tokens.candidate = (await signIn(t.app, (await createCandidate(t.deps.db)).user.email)).token;
  tokens.staff = (await signIn(t.app, (await createStaff(t.deps.db)).user.email)).token;
});

const as = (who: Who | null) => (who ? bearer(tokens[who]) : {});
const list = (who: Who | null) => t.app.inject({ method: 'POST', url: `/api/charities/${charityId}/representatives/read`, headers: as(who), payload: {} });
const setRole = (who: Who, id: number, roleId: number) => t.app.inject({ method: 'PUT', url: `/api/charities/representatives/${id}`, headers: as(who), payload: { charityRepresentativeRoleId: roleId } });

describe('charity representatives', () => {
  it('lists the representatives with their roles and e-mails to the charity admin', async () => {
    const body = json(await list('admin'));
    expect(body.total).toBe(2);
    expect(body.representatives).toEqual(expect.arrayContaining([expect.objectContaining({ id: adminRepId, firstName: 'Ada', lastName: 'Admin', roles: [{ id: 1, name: 'Admin' }] })]));
  });

  it('changes a role and removes a representative, who then can no longer act for the charity', async () => {
    const person = await createCharityRepresentative(t.deps.db, { charityId, roleId: 5 });
    const token = (await signIn(t.app, person.user.email)).token;
    const changed = await setRole('admin', person.representative.id, 3);
    expect(json(changed).roles).toEqual([{ id: 3, name: 'Posting Manager' }]);
    expect((await setRole('admin', person.representative.id, 99999)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/charities/representatives/${person.representative.id}`, headers: as('admin') })).statusCode).toBe(204);
    expect(json(await list('admin')).representatives.map((r: { id: number }) => r.id)).not.toContain(person.representative.id);
    const afterwards = await t.app.inject({ method: 'POST', url: `/api/charities/${charityId}/postings/read`, headers: bearer(token), payload: {} });
    expect([401, 403]).toContain(afterwards.statusCode);
  });

  it('keeps the last Admin', async () => {
    const res = await setRole('admin', adminRepId, 5);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('A charity must keep at least one representative with the Admin role.');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/charities/representatives/${adminRepId}`, headers: as('admin') })).statusCode).toBe(400);
  });

  it('refuses a second invitation of someone who already represents the charity', async () => {
    const existing = await createCharityRepresentative(t.deps.db, { charityId, roleId: 5 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/charities/representatives/invite',
      headers: as('admin'),
      payload: { firstName: 'Sam', lastName: 'Twice', email: existing.user.email, charityId, charityRepresentativeRoleId: 5 },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This person already represents the charity.');
  });

  it('shows the roles with their permissions', async () => {
    const roles = json(await t.app.inject({ method: 'GET', url: `/api/charities/${charityId}/representative-roles`, headers: as('admin') })) as unknown as { id: number; permissions: { claim: string; creates: number }[] }[];
    const basic = roles.find((r) => r.id === 5)!;
    expect(basic.permissions.find((p) => p.claim === 'charity-board')).toMatchObject({ creates: 0 });
    expect(roles.find((r) => r.id === 1)!.permissions.find((p) => p.claim === 'charity-admin')).toMatchObject({ creates: 1 });
  });

  it('lets only the charity admin (and staff Admin) manage representatives', async () => {
    expect((await list('basic')).statusCode).toBe(403);
    expect((await list('other')).statusCode).toBe(403);
    expect((await list('candidate')).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('staff')).statusCode).toBe(200);
    expect((await setRole('basic', adminRepId, 1)).statusCode).toBe(403);
    expect((await setRole('other', adminRepId, 1)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/charities/representatives/999999', headers: as('admin') })).statusCode).toBe(404);
  });
});
