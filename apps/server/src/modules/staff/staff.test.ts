import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { boardmatchRepresentativeInvitations, boardmatchRepresentatives, userSocialMediaLinks, users } from '../../db/schema/index.ts';
import { json, setupTestApp, signIn, TEST_PASSWORD, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createStaff, createTestUser } from '../../../test/factories.ts';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, multipart } from '../../../test/uploads.ts';

const t = setupTestApp();
const callers = {} as Record<'admin' | 'staff' | 'representative' | 'candidate', Caller>;
type Who = keyof typeof callers;
let adminUser: { id: number; email: string };
let staffUser: { id: number; email: string };
let candidateUser: { id: number; email: string };
const HUGE = '99999999999999999999';
const OVERRIDE = { Filters: [{ name: 'AdminOverride', values: [1] }] };

beforeAll(async () => {
  const admin = await createStaff(t.deps.db, { firstName: 'Ada', lastName: 'Admin' });
  const staff = await createStaff(t.deps.db, { roleId: 2, firstName: 'Sam', lastName: 'Staff' });
  const candidate = await createCandidate(t.deps.db);
  adminUser = admin.user;
  staffUser = staff.user;
  candidateUser = candidate.user;
  callers.admin = await t.as(admin.user);
  callers.staff = await t.as(staff.user);
  callers.representative = await t.as('representative');
  callers.candidate = await t.as(candidate.user);
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);
const listUsers = (who: Who | null, payload: unknown = OVERRIDE) => as(who).post('/api/staff/users/read', payload as object);
const invite = (who: Who | null, payload: Record<string, unknown>, language = 'en') =>
  as(who).post('/api/staff/users/invite', payload, { headers: { 'accept-language': language } });
const removeStaff = (who: Who | null, id: number | string) => as(who).delete(`/api/staff/users/${id}`);
const invitation = (first: string, email: string, roleId = 2) => ({ firstName: first, lastName: 'Invitee', email, boardMatchRepresentativeRoleId: roleId });
const linkToken = (text: string) => decodeURIComponent(text.match(/\/staff-invitation\/([A-Za-z0-9_%-]+)/)![1]!);
const involvementOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).involvement as string;
const staffIdOf = async (userId: number) => (await t.deps.db.select().from(boardmatchRepresentatives).where(eq(boardmatchRepresentatives.userId, userId)))[0]!.id;

describe('BoardMatch Users', () => {
  it('lists the staff with name, e-mail and role to the staff role Admin, paged in SQL', async () => {
    const res = await listUsers('admin');
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.users).toEqual(expect.arrayContaining([expect.objectContaining({ userId: adminUser.id, firstName: 'Ada', lastName: 'Admin', email: adminUser.email, role: { id: 1, name: 'Admin' } })]));
    expect(body.users).toEqual(expect.arrayContaining([expect.objectContaining({ userId: staffUser.id, role: { id: 2, name: 'Staff' } })]));
    const page = json(await listUsers('admin', { ...OVERRIDE, Pagination: { Page: 1, ItemsPerPage: 1 } }));
    expect(page.users).toHaveLength(1);
    expect(page.total).toBe(body.total);
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
  });

  it('orders the staff by last name, first name and record, and leaves out those whose account was deleted, from the total too', async () => {
    const names = [
      ['Zed', 'Aaronson'],
      ['Abe', 'Aaronson'],
      ['Abe', 'Aaronson'],
      ['Cy', 'Aaronson'],
    ] as const;
    const made = [];
    for (const [firstName, lastName] of names) made.push((await createStaff(t.deps.db, { firstName, lastName, roleId: 2 })).user);
    const staffIds = await Promise.all(made.map((u) => staffIdOf(u.id)));
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, made[3]!.id));
    const body = json(await listUsers('admin', { ...OVERRIDE, Pagination: { Page: 1, ItemsPerPage: 3 } }));
    expect(body.users.map((u: { id: number }) => u.id)).toEqual([staffIds[1], staffIds[2], staffIds[0]]);
    const all = json(await listUsers('admin'));
    expect(all.users.map((u: { id: number }) => u.id)).not.toContain(staffIds[3]);
    expect(all.total).toBe(all.users.length);
    await t.deps.db.update(boardmatchRepresentatives).set({ deletedAt: new Date() }).where(eq(boardmatchRepresentatives.id, staffIds[0]!));
    expect(json(await listUsers('admin')).total).toBe(all.total - 1);
    await t.deps.db.update(boardmatchRepresentatives).set({ deletedAt: null }).where(eq(boardmatchRepresentatives.id, staffIds[0]!));
  });

  it('refuses the list to role Staff, representatives, candidates and anonymous callers, and without AdminOverride', async () => {
    expect((await listUsers('staff')).statusCode).toBe(403);
    expect((await listUsers('representative')).statusCode).toBe(403);
    expect((await listUsers('candidate')).statusCode).toBe(403);
    expect((await listUsers(null)).statusCode).toBe(401);
    expect((await listUsers('admin', {})).statusCode).toBe(400);
  });

  it('invites with a role: a hashed token, an e-mail in the request language, and 409 for someone already staff', async () => {
    const res = await invite('admin', invitation('Nia', 'nia.new@example.org'), 'fr');
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.lastMailTo('nia.new@example.org');
    expect(mail?.subject).toBe('Vous êtes invité à rejoindre le personnel de BoardMatch');
    expect(mail?.text).toContain('comme Personnel');
    expect(mail?.text).toContain('http://boardmatch.test/staff-invitation/');
    const token = linkToken(mail!.text);
    const [row] = await t.deps.db.select().from(boardmatchRepresentativeInvitations).where(eq(boardmatchRepresentativeInvitations.email, 'nia.new@example.org'));
    expect(row!.roleId).toBe(2);
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).toHaveLength(64);

    const dup = await invite('admin', invitation('Sam', staffUser.email.toUpperCase()));
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('This person is already a BoardMatch user.');
    const dupFr = await invite('admin', invitation('Sam', staffUser.email), 'fr');
    expect(json(dupFr).message).toBe('Cette personne est déjà un utilisateur BoardMatch.');
  });

  it('answers bad invitations with the spec words per field, and refuses callers outside the admin section', async () => {
    const bad = await invite('admin', { firstName: ' ', lastName: '', email: 'not-an-email', boardMatchRepresentativeRoleId: 0 });
    expect(bad.statusCode).toBe(400);
    const paths = json(bad).issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'boardMatchRepresentativeRoleId']));
    expect(json(bad).issues.find((i: { path: string }) => i.path === 'firstName').message).toBe('First Name can not be empty');
    expect((await invite('admin', invitation('Zed', 'zed@example.org', 99999))).statusCode).toBe(400);
    expect((await invite('admin', invitation('Zed', 'zed@example.org', Number(HUGE)))).statusCode).toBe(400);
    for (const who of ['staff', 'representative', 'candidate'] as const) expect((await invite(who, invitation('Zed', 'zed@example.org'))).statusCode).toBe(403);
    expect((await invite(null, invitation('Zed', 'zed@example.org'))).statusCode).toBe(401);
    expect(await t.lastMailTo('zed@example.org')).toBeUndefined();
  });

  it('lets the invitee set a password and sign in as staff of the invited role, once', async () => {
    await invite('admin', invitation('Noor', 'noor.new@example.org'));
    const token = linkToken((await t.lastMailTo('noor.new@example.org'))!.text);
    const shown = await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` });
    expect(json(shown)).toEqual({ email: 'noor.new@example.org', firstName: 'Noor', lastName: 'Invitee', role: 'Staff', hasAccount: false });
    const weak = await t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { token, password: 'password' } });
    expect(weak.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { token } });
    expect(none.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { token, password: 'New-pass1!' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toEqual({ userName: 'noor.new@example.org', createdAccount: true });
    const session = await t.as({ email: 'noor.new@example.org' }, 'New-pass1!');
    expect(involvementOf(session.token)).toBe('boardmatch');
    expect((await session.post(`/api/users/${candidateUser.id}/password-reset`)).statusCode).toBe(200);
    expect((await session.post('/api/staff/users/read', OVERRIDE)).statusCode).toBe(403);
    // A used link says so in words.
    const again = await t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { token, password: 'New-pass1!' } });
    expect(again.statusCode).toBe(410);
    const used = await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` });
    expect(used.statusCode).toBe(410);
    expect(json(used)).toMatchObject({ code: 'INVITATION_USED', message: 'This invitation has already been used. Please sign in with your e-mail and password.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/invitations/no-such-token' })).statusCode).toBe(404);
  });

  it('adds the staff involvement to someone who already has an account, keeping their password', async () => {
    const existing = await createCandidate(t.deps.db);
    await invite('admin', invitation('Kim', existing.user.email, 1));
    const token = linkToken((await t.lastMailTo(existing.user.email))!.text);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` })).hasAccount).toBe(true);
    const ok = await t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { token, password: 'Other-pass1!' } });
    expect(json(ok)).toEqual({ userName: existing.user.email, createdAccount: false });
    await expect(signIn(t.app, existing.user.email, 'Other-pass1!')).rejects.toThrow();
    const session = await t.as(existing.user, TEST_PASSWORD);
    expect(involvementOf(session.token)).toBe('boardmatch');
    expect((await session.get('/api/staff/roles')).statusCode).toBe(200);
    expect(json(await listUsers('admin')).users.map((u: { userId: number }) => u.userId)).toContain(existing.user.id);
  });

  it('deletes a staff user (soft) after which their staff session ends at once; never oneself nor the last Admin', async () => {
    const gone = await createStaff(t.deps.db, { roleId: 2 });
    const goneSession = await t.as(gone.user);
    expect((await goneSession.post(`/api/users/${candidateUser.id}/password-reset`)).statusCode).toBe(200);
    const id = await staffIdOf(gone.user.id);
    expect((await removeStaff('staff', id)).statusCode).toBe(403);
    expect((await removeStaff('candidate', id)).statusCode).toBe(403);
    expect((await removeStaff('representative', id)).statusCode).toBe(403);
    expect((await removeStaff(null, id)).statusCode).toBe(401);
    expect((await removeStaff('admin', id)).statusCode).toBe(204);
    const [row] = await t.deps.db.select().from(boardmatchRepresentatives).where(eq(boardmatchRepresentatives.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await goneSession.post(`/api/users/${candidateUser.id}/password-reset`)).statusCode).toBe(401);
    // A refresh gives no staff session back.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { bm_refresh: goneSession.refreshToken } });
    if (refreshed.statusCode === 200) expect(involvementOf(json(refreshed).token)).not.toBe('boardmatch');
    else expect(refreshed.statusCode).toBe(401);
    expect(json(await listUsers('admin')).users.map((u: { id: number }) => u.id)).not.toContain(id);
    expect((await removeStaff('admin', id)).statusCode).toBe(404);
    expect((await removeStaff('admin', 999999)).statusCode).toBe(404);
    expect((await removeStaff('admin', HUGE)).statusCode).toBe(400);
    expect((await removeStaff('admin', 'abc')).statusCode).toBe(400);

    const self = await removeStaff('admin', await staffIdOf(adminUser.id));
    expect(self.statusCode).toBe(409);
    expect(json(self).message).toBe('You cannot delete yourself.');
  });

  it('keeps the last Admin', async () => {
    // Only this file's Admins: the one signed in, and the invited one who accepted with role Admin.
    const other = await createStaff(t.deps.db);
    const otherAdmin = await t.as(other.user);
    const admins = json(await listUsers('admin', { ...OVERRIDE, Pagination: { Page: 1, ItemsPerPage: -1 } })).users.filter((u: { role: { id: number } }) => u.role.id === 1);
    for (const a of admins) if (a.userId !== adminUser.id && a.userId !== other.user.id) expect((await removeStaff('admin', a.id)).statusCode).toBe(204);
    expect((await otherAdmin.delete(`/api/staff/users/${await staffIdOf(adminUser.id)}`)).statusCode).toBe(204);
    const last = await otherAdmin.delete(`/api/staff/users/${await staffIdOf(other.user.id)}`, { headers: { 'accept-language': 'fr' } });
    expect(last.statusCode).toBe(409);
    expect(json(last).message).toBe('Vous ne pouvez pas vous supprimer vous-même.');
    // Restore the signed-in Admin for the tests that follow.
    await t.deps.db.update(boardmatchRepresentatives).set({ deletedAt: null }).where(eq(boardmatchRepresentatives.userId, adminUser.id));
    callers.admin = await t.as(adminUser);
    await t.deps.db.update(boardmatchRepresentatives).set({ deletedAt: new Date() }).where(eq(boardmatchRepresentatives.userId, adminUser.id));
    const lastAdmin = await otherAdmin.delete(`/api/staff/users/${await staffIdOf(other.user.id)}`);
    expect(lastAdmin.statusCode).toBe(409);
    await t.deps.db.update(boardmatchRepresentatives).set({ deletedAt: null }).where(eq(boardmatchRepresentatives.userId, adminUser.id));
  });
});

describe('Admin Roles', () => {
  it('gives the staff roles with one access flag per claim: Admin all, Staff all but the admin section', async () => {
    const res = await as('admin').get('/api/staff/roles');
    expect(res.statusCode).toBe(200);
    const roles = json(res) as unknown as { id: number; name: string; permissions: { claim: string; description: string; reads: boolean }[] }[];
    expect(roles.map((r) => r.name)).toEqual(['Admin', 'Staff']);
    expect(roles[0]!.permissions.every((p) => p.reads)).toBe(true);
    const staffAdmin = roles[1]!.permissions.find((p) => p.claim === 'boardmatch-admin')!;
    expect(staffAdmin).toEqual({ claim: 'boardmatch-admin', description: 'Staff administration', reads: false });
    expect(roles[1]!.permissions.find((p) => p.claim === 'candidates')!.reads).toBe(true);
    for (const who of ['staff', 'representative', 'candidate'] as const) expect((await as(who).get('/api/staff/roles')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/roles' })).statusCode).toBe(401);
  });
});

describe('Social media types', () => {
  const form = (name: string | null, file?: { name: string; bytes: Buffer }) => multipart(file ? { ...file, field: 'image' } : null, name === null ? {} : { name });
  const send = (who: Who | null, method: 'POST' | 'PUT', url: string, body: ReturnType<typeof form>, language = 'en') =>
    as(who).inject({ method, url, headers: { ...body.headers, 'accept-language': language }, payload: body.payload });

  it('creates a type with a png image served as a public image, and lists it to anyone', async () => {
    const res = await send('admin', 'POST', '/api/social-media-types', form('Mastodon', { name: 'mastodon.png', bytes: PNG_BYTES }));
    expect(res.statusCode, res.body).toBe(201);
    const created = json(res);
    expect(created).toMatchObject({ name: 'Mastodon', imageUrl: `/api/images/${created.imageId}` });
    const image = await t.app.inject({ method: 'GET', url: created.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const list = json(await t.app.inject({ method: 'GET', url: '/api/social-media-types' })) as unknown as { name: string }[];
    expect(list.map((x) => x.name)).toEqual(expect.arrayContaining(['LinkedIn', 'Mastodon']));
  });

  it('creates without an image, edits the name and replaces the image with a jpg', async () => {
    const created = json(await send('admin', 'POST', '/api/social-media-types', form('Threads')));
    expect(created.imageId).toBeNull();
    const edited = await send('admin', 'PUT', `/api/social-media-types/${created.id}`, form('Threads App', { name: 'threads.jpg', bytes: JPEG_BYTES }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({ id: created.id, name: 'Threads App' });
    expect(json(edited).imageId).toEqual(expect.any(Number));
    const again = await send('admin', 'PUT', `/api/social-media-types/${created.id}`, form('Threads App'));
    expect(json(again).imageId).toBe(json(edited).imageId);
  });

  it('refuses a missing name, a duplicate name (409), a file that is not a png or jpg by content', async () => {
    const empty = await send('admin', 'POST', '/api/social-media-types', form(' '));
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Please enter all required details marked in red.');
    expect(json(empty).issues[0]).toEqual({ path: 'name', message: 'Name can not be empty' });
    expect((await send('admin', 'POST', '/api/social-media-types', form(null))).statusCode).toBe(400);
    const dup = await send('admin', 'POST', '/api/social-media-types', form('linkedin'));
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('A social media type with this name already exists.');
    const fb = json(await t.app.inject({ method: 'GET', url: '/api/social-media-types' })).find((x: { name: string }) => x.name === 'Facebook');
    expect((await send('admin', 'PUT', `/api/social-media-types/${fb.id}`, form('LinkedIn'))).statusCode).toBe(409);
    const pdf = await send('admin', 'POST', '/api/social-media-types', form('Docs', { name: 'icon.png', bytes: PDF_BYTES }));
    expect(pdf.statusCode).toBe(400);
    expect(json(pdf).issues[0].path).toBe('image');
    const renamed = await send('admin', 'POST', '/api/social-media-types', form('Docs', { name: 'icon.gif', bytes: PNG_BYTES }));
    expect(renamed.statusCode).toBe(400);
    const notMultipart = await as('admin').post('/api/social-media-types', { name: 'Json' });
    expect(notMultipart.statusCode).toBe(400);
    const names = (json(await t.app.inject({ method: 'GET', url: '/api/social-media-types' })) as unknown as { name: string }[]).map((x) => x.name);
    expect(names).not.toContain('Docs');
  });

  it('answers unknown and huge ids, and refuses callers outside the admin section', async () => {
    expect((await send('admin', 'PUT', '/api/social-media-types/999999', form('Nope'))).statusCode).toBe(404);
    expect((await send('admin', 'PUT', `/api/social-media-types/${HUGE}`, form('Nope'))).statusCode).toBe(400);
    for (const who of ['staff', 'representative', 'candidate'] as const) {
      expect((await send(who, 'POST', '/api/social-media-types', form('Nope'))).statusCode).toBe(403);
      expect((await send(who, 'PUT', '/api/social-media-types/1', form('Nope'))).statusCode).toBe(403);
    }
    expect((await send(null, 'POST', '/api/social-media-types', form('Nope'))).statusCode).toBe(401);
  });

  it('deletes a type nobody links to; a type in use says so and stays', async () => {
    const unused = json(await send('admin', 'POST', '/api/social-media-types', form('Gone Soon')));
    for (const who of ['staff', 'representative', 'candidate'] as const) expect((await as(who).delete(`/api/social-media-types/${unused.id}`)).statusCode).toBe(403);
    expect((await as('admin').delete(`/api/social-media-types/${unused.id}`)).statusCode).toBe(204);
    expect((await as('admin').delete(`/api/social-media-types/${unused.id}`)).statusCode).toBe(404);
    const used = json(await send('admin', 'POST', '/api/social-media-types', form('Kept')));
    await t.deps.db.insert(userSocialMediaLinks).values({ userId: candidateUser.id, socialMediaTypeId: used.id, url: 'https://kept.example/me' });
    const refused = await as('admin').delete(`/api/social-media-types/${used.id}`, { headers: { 'accept-language': 'fr' } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Ce type ne peut pas être supprimé tant que des liens l’utilisent (liens : 1).');
    const names = (json(await t.app.inject({ method: 'GET', url: '/api/social-media-types' })) as unknown as { name: string }[]).map((x) => x.name);
    expect(names).toContain('Kept');
    expect(names).not.toContain('Gone Soon');
  });
});

describe('password reset sent by staff', () => {
  const reset = (who: Who | null, id: number | string, language = 'en') =>
    as(who).post(`/api/users/${id}/password-reset`, undefined, { headers: { 'accept-language': language } });

  it("queues the forgot-password flow's e-mail in the recipient's language, for both staff roles", async () => {
    const person = await createTestUser(t.deps.db, { firstName: 'Rosa' });
    await t.deps.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, person.id));
    const res = await reset('staff', person.id, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ email: person.email });
    const mail = await t.lastMailTo(person.email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe BoardMatch');
    const token = mail!.text.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/check-reset-password', payload: { Token: token } })).statusCode).toBe(200);
    expect((await reset('admin', person.id)).statusCode).toBe(200);
  });

  it('refuses representatives, candidates (even for themselves) and anonymous callers; 404 and 400 for unknown and bad ids', async () => {
    expect((await reset('candidate', candidateUser.id)).statusCode).toBe(403);
    expect((await reset('representative', candidateUser.id)).statusCode).toBe(403);
    expect((await reset(null, candidateUser.id)).statusCode).toBe(401);
    expect((await reset('admin', 999999)).statusCode).toBe(404);
    expect((await reset('admin', HUGE)).statusCode).toBe(400);
    expect((await reset('admin', 'x')).statusCode).toBe(400);
  });
});
