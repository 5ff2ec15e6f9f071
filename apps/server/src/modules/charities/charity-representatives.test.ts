import { beforeAll, describe, expect, it } from 'vitest';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCharityRepresentative } from '../../../test/factories.ts';

const t = setupTestApp();
let charityId: number;
let adminRepId: number;
const callers = {} as Record<'admin' | 'basic' | 'other' | 'candidate' | 'staff', Caller>;
type Who = keyof typeof callers;

beforeAll(async () => {
  const admin = await t.as('representative', { firstName: 'Ada', lastName: 'Admin' });
  charityId = admin.charityId;
  adminRepId = admin.representative.id;
  callers.admin = admin;
  callers.basic = await t.as('representative', { charityId, roleId: 5 });
  callers.other = await t.as('representative');
  callers.candidate = await t.as('candidate');
  callers.staff = await t.as('staff');
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const list = (who: Who | null) => as(who).post(`/api/charities/${charityId}/representatives/read`, {});
const setRole = (who: Who, id: number, roleId: number) => as(who).put(`/api/charities/representatives/${id}`, { charityRepresentativeRoleId: roleId });

describe('charity representatives', () => {
  it('lists the representatives with their roles and e-mails to the charity admin', async () => {
    const body = json(await list('admin'));
    expect(body.total).toBe(2);
    expect(body.representatives).toEqual(expect.arrayContaining([expect.objectContaining({ id: adminRepId, firstName: 'Ada', lastName: 'Admin', roles: [{ id: 1, name: 'Admin' }] })]));
  });

  it('changes a role and removes a representative, who then can no longer act for the charity', async () => {
    const person = await t.as('representative', { charityId, roleId: 5 });
    const changed = await setRole('admin', person.representative.id, 3);
    expect(json(changed).roles).toEqual([{ id: 3, name: 'Posting Manager' }]);
    expect((await setRole('admin', person.representative.id, 99999)).statusCode).toBe(400);
    expect((await as('admin').delete(`/api/charities/representatives/${person.representative.id}`)).statusCode).toBe(204);
    expect(json(await list('admin')).representatives.map((r: { id: number }) => r.id)).not.toContain(person.representative.id);
    const afterwards = await person.post(`/api/charities/${charityId}/postings/read`, {});
    expect([401, 403]).toContain(afterwards.statusCode);
  });

  it('keeps the last Admin', async () => {
    const res = await setRole('admin', adminRepId, 5);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('A charity must keep at least one representative with the Admin role.');
    expect((await as('admin').delete(`/api/charities/representatives/${adminRepId}`)).statusCode).toBe(400);
  });

  it('refuses a second invitation of someone who already represents the charity', async () => {
    const existing = await createCharityRepresentative(t.deps.db, { charityId, roleId: 5 });
    const res = await as('admin').post('/api/charities/representatives/invite', { firstName: 'Sam', lastName: 'Twice', email: existing.user.email, charityId, charityRepresentativeRoleId: 5 });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This person already represents the charity.');
  });

  it('shows the roles with their permissions', async () => {
    const roles = json(await as('admin').get(`/api/charities/${charityId}/representative-roles`)) as unknown as { id: number; permissions: { claim: string; creates: number }[] }[];
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
    expect((await as('admin').delete('/api/charities/representatives/999999')).statusCode).toBe(404);
  });
});
