import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { boardmatchRepresentatives, outbox, users } from '../../db/schema/index.ts';
import { json, setupTestApp, TEST_PASSWORD, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createInvitation } from './staff.repository.ts';

const t = setupTestApp();
const OVERRIDE = { Filters: [{ name: 'AdminOverride', values: [1] }] };
let admin: Caller & { email: string };
let seq = 0;

beforeAll(async () => {
  const made = await createStaff(t.deps.db, { firstName: 'Ada', lastName: 'Admin' });
  admin = { ...(await t.as(made.user)), email: made.user.email };
});

const nextEmail = () => `staff.invitee${++seq}-${Date.now()}@example.org`;
const invite = (email: string, roleId = 2, language = 'en') =>
  admin.post('/api/staff/users/invite', { firstName: 'Iris', lastName: 'Invitee', email, boardMatchRepresentativeRoleId: roleId }, { headers: { 'accept-language': language } });
const pending = async () => json(await admin.post('/api/staff/invitations/read', OVERRIDE)).invitations as { id: number; email: string; role: { name: string } }[];
const linkToken = (text: string) => decodeURIComponent(text.match(/\/staff-invitation\/([A-Za-z0-9_%-]+)/)![1]!);
const mailsTo = async (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.to, email));
const openLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` });
const accept = (token: string) => t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { token, password: 'New-pass1!' } });

describe('pending staff invitations', () => {
  it('are listed with their role; a second invitation of the same e-mail is refused (409) and not mailed', async () => {
    const email = nextEmail();
    expect((await invite(email)).statusCode).toBe(200);
    expect((await pending()).find((i) => i.email === email)).toMatchObject({ role: { name: 'Staff' } });
    const again = await invite(email);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'INVITATION_PENDING', message: 'An invitation is already pending for this e-mail.' });
    expect(json(await invite(email, 2, 'fr')).message).toBe('Une invitation est déjà en attente pour ce courriel.');
    expect(await mailsTo(email)).toHaveLength(1);
    // The page finds the pending one by its e-mail to offer Resend instead.
    const found = json(await admin.post('/api/staff/invitations/read', { ...OVERRIDE, Search: email.toUpperCase() }));
    expect(found.invitations.map((i: { email: string }) => i.email)).toEqual([email]);
  });

  it('are created once when the same e-mail is invited twice at the same moment', async () => {
    const email = nextEmail();
    const answers = (await Promise.all([invite(email), invite(email)])).map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('are resent with a new link (the old one stops working), and revoked: the link then says so', async () => {
    const email = nextEmail();
    await invite(email);
    const first = linkToken((await t.lastMailTo(email))!.text);
    const { id } = (await pending()).find((i) => i.email === email)!;
    expect((await admin.post(`/api/staff/invitations/${id}/resend`)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const second = linkToken((await t.lastMailTo(email))!.text);
    expect(second).not.toBe(first);
    expect((await openLink(first)).statusCode).toBe(404);
    expect((await openLink(second)).statusCode).toBe(200);

    expect((await admin.delete(`/api/staff/invitations/${id}`)).statusCode).toBe(204);
    expect((await pending()).some((i) => i.id === id)).toBe(false);
    const revoked = await openLink(second);
    expect(revoked.statusCode).toBe(410);
    expect(json(revoked)).toMatchObject({ code: 'INVITATION_REVOKED', message: 'This invitation has been revoked. Please ask whoever invited you for a new one.' });
    expect((await accept(second)).statusCode).toBe(410);
    expect((await admin.post(`/api/staff/invitations/${id}/resend`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/staff/invitations/${id}`)).statusCode).toBe(404);
  });

  it('are the Admin role’s: Staff, representatives and candidates are refused', async () => {
    const staffOnly = await t.as('staff', { roleId: 2 });
    const rep = await t.as('representative');
    for (const who of [staffOnly, rep]) {
      expect((await who.post('/api/staff/invitations/read', OVERRIDE)).statusCode).toBe(403);
      expect((await who.post('/api/staff/invitations/1/resend')).statusCode).toBe(403);
      expect((await who.delete('/api/staff/invitations/1')).statusCode).toBe(403);
    }
    expect((await t.anonymous.post('/api/staff/invitations/read', OVERRIDE)).statusCode).toBe(401);
  });
});

describe('removing a staff member', () => {
  it('revokes their pending invitations: accepting one no longer restores staff access', async () => {
    const member = await createStaff(t.deps.db, { roleId: 2 });
    // A link they still hold from an earlier invitation.
    const { token } = await createInvitation(t.deps.db, { email: member.user.email, firstName: 'Old', lastName: 'Link', roleId: 1, invitedByUserId: member.user.id });
    const [row] = await t.deps.db.select().from(boardmatchRepresentatives).where(eq(boardmatchRepresentatives.userId, member.user.id));
    expect((await admin.delete(`/api/staff/users/${row!.id}`)).statusCode).toBe(204);
    expect((await openLink(token)).statusCode).toBe(410);
    expect((await accept(token)).statusCode).toBe(410);
    const [after] = await t.deps.db.select().from(boardmatchRepresentatives).where(eq(boardmatchRepresentatives.userId, member.user.id));
    expect(after!.deletedAt).not.toBeNull();
  });
});

describe("a staff member's role", () => {
  it('can be changed; the last Admin can be neither demoted nor removed', async () => {
    const member = await createStaff(t.deps.db, { roleId: 2, firstName: 'Rae' });
    const [row] = await t.deps.db.select().from(boardmatchRepresentatives).where(eq(boardmatchRepresentatives.userId, member.user.id));
    const promoted = await admin.put(`/api/staff/users/${row!.id}/role`, { boardMatchRepresentativeRoleId: 1 });
    expect(promoted.statusCode).toBe(200);
    expect(json(promoted)).toMatchObject({ id: row!.id, role: { id: 1, name: 'Admin' } });
    const session = await t.as(member.user);
    expect((await session.post('/api/staff/invitations/read', OVERRIDE)).statusCode).toBe(200);
    expect((await admin.put(`/api/staff/users/${row!.id}/role`, { boardMatchRepresentativeRoleId: 2 })).statusCode).toBe(200);

    // Every other Admin demoted: the last one stays.
    const admins = await t.deps.db.select().from(boardmatchRepresentatives).where(eq(boardmatchRepresentatives.roleId, 1));
    const [adminRow] = await t.deps.db.select().from(boardmatchRepresentatives).innerJoin(users, eq(users.id, boardmatchRepresentatives.userId)).where(eq(users.userName, admin.email));
    for (const other of admins.filter((a) => a.id !== adminRow!.boardmatch_representatives.id)) {
      await t.deps.db.update(boardmatchRepresentatives).set({ roleId: 2 }).where(eq(boardmatchRepresentatives.id, other.id));
    }
    const demote = await admin.put(`/api/staff/users/${adminRow!.boardmatch_representatives.id}/role`, { boardMatchRepresentativeRoleId: 2 });
    expect(demote.statusCode).toBe(409);
    expect(json(demote)).toMatchObject({ code: 'LAST_ADMIN', message: 'BoardMatch must keep at least one user with the Admin role.' });
    expect((await admin.put(`/api/staff/users/${adminRow!.boardmatch_representatives.id}/role`, { boardMatchRepresentativeRoleId: 1 })).statusCode).toBe(200);
    expect((await admin.put('/api/staff/users/999999/role', { boardMatchRepresentativeRoleId: 2 })).statusCode).toBe(404);
    expect((await admin.put(`/api/staff/users/${row!.id}/role`, { boardMatchRepresentativeRoleId: 99 })).statusCode).toBe(400);
  });
});

describe('acting as another user', () => {
  const actAs = (targetUserId: number) => admin.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId, adminUsername: admin.email, adminPassword: TEST_PASSWORD });

  it('is for candidates and representatives, never another staff member nor a disabled user', async () => {
    const candidate = await createCandidate(t.deps.db);
    expect((await actAs(candidate.user.id)).statusCode).toBe(200);
    admin = { ...(await t.as({ email: admin.email })), email: admin.email };
    const rep = await createCharityRepresentative(t.deps.db);
    expect((await actAs(rep.user.id)).statusCode).toBe(200);
    admin = { ...(await t.as({ email: admin.email })), email: admin.email };

    const colleague = await createStaff(t.deps.db, { roleId: 2 });
    const staffRes = await actAs(colleague.user.id);
    expect(staffRes.statusCode).toBe(403);
    expect(json(staffRes)).toMatchObject({ code: 'CANNOT_ACT_AS_STAFF', message: 'You can act as a candidate or a charity representative, not as another staff member.' });

    const inactive = await createCandidate(t.deps.db);
    await t.deps.db.execute(`update candidates set is_disabled = true where id = ${inactive.candidate.id}`);
    const disabledRes = await actAs(inactive.user.id);
    expect(disabledRes.statusCode).toBe(403);
    expect(json(disabledRes)).toMatchObject({ code: 'CANNOT_ACT_AS_DISABLED', message: 'This user is disabled: you cannot act as them.' });

    const blocked = await createCharityRepresentative(t.deps.db);
    await t.deps.db.update(users).set({ isDisabled: true }).where(eq(users.id, blocked.user.id));
    expect((await actAs(blocked.user.id)).statusCode).toBe(403);
  });
});
