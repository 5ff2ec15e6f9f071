import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { charityRepresentatives, outbox, users } from '../../db/schema/index.ts';
import { createInvitation } from './invitations.repository.ts';
import { json, setupTestApp, tokenFromMail, type Caller } from '../../../test/helpers.ts';
import { createCharityRepresentative } from '../../../test/factories.ts';

const t = setupTestApp();
let seq = 0;

async function charityAdmin() {
  const made = await createCharityRepresentative(t.deps.db);
  return { ...(await t.as(made.user)), charityId: made.charityId };
}

const invite = (who: Caller, charityId: number, email: string, roleId = 5) =>
  who.post('/api/charities/representatives/invite', { firstName: 'Nia', lastName: 'Board', email, charityId, charityRepresentativeRoleId: roleId });
const registerWith = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/charities/representatives/register', payload: { token, firstName: 'Nia', lastName: 'Board', password: 'Good-pass1!', confirmPassword: 'Good-pass1!' } });
const nextEmail = () => `invitee${++seq}-${Date.now()}@example.org`;

describe('the release form of an invited representative', () => {
  it('starts unticked: nobody agrees for them, and their own agreement is recorded for them', async () => {
    const admin = await charityAdmin();
    const email = nextEmail();
    expect((await invite(admin, admin.charityId, email)).statusCode).toBe(200);
    const reg = await registerWith(tokenFromMail((await t.lastMailTo(email))!.text));
    expect(reg.statusCode).toBe(201);
    const repId = json(reg).charityRepresentative.id as number;
    const [row] = await t.deps.db.select().from(charityRepresentatives).where(eq(charityRepresentatives.id, repId));
    expect(row!.acceptTermsAndConditions).toBe(false);

    await t.deps.db.update(users).set({ isVerified: true }).where(eq(users.userName, email));
    const invitee = await t.as({ email }, 'Good-pass1!');
    const steps = json(await invitee.post('/api/charities/onboarding/sync'));
    expect(steps.items.find((i: { onboardingId: number }) => i.onboardingId === 9).completedPercent).toBe(0);
    const agreed = json(await invitee.post('/api/charities/onboarding/release', { acceptTermsAndConditions: true }));
    expect(agreed.items.find((i: { onboardingId: number }) => i.onboardingId === 9).completedPercent).toBe(100);
    const [after] = await t.deps.db.select().from(charityRepresentatives).where(eq(charityRepresentatives.id, repId));
    expect(after!.acceptTermsAndConditions).toBe(true);
  });
});

describe("a charity's pending invitations", () => {
  const pending = async (who: Caller, charityId: number) => json(await who.post(`/api/charities/${charityId}/invitations/read`, {})).invitations as { id: number; email: string; role: { id: number } }[];
  const openLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/charities/invitations/${token}` });

  it('are listed to whoever may invite; a second invitation of the same e-mail is refused (409) and not mailed', async () => {
    const admin = await charityAdmin();
    const email = nextEmail();
    expect((await invite(admin, admin.charityId, email)).statusCode).toBe(200);
    expect((await pending(admin, admin.charityId)).find((i) => i.email === email)).toMatchObject({ role: { id: 5 } });
    const again = await invite(admin, admin.charityId, email, 4);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'INVITATION_PENDING', message: 'An invitation is already pending for this e-mail.' });
    const french = await admin.post('/api/charities/representatives/invite', { firstName: 'Nia', lastName: 'Board', email, charityId: admin.charityId, charityRepresentativeRoleId: 5 }, { headers: { 'accept-language': 'fr' } });
    expect(json(french).message).toBe('Une invitation est déjà en attente pour ce courriel.');
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(1);
    const found = json(await admin.post(`/api/charities/${admin.charityId}/invitations/read`, { Search: email }));
    expect(found.invitations.map((i: { email: string }) => i.email)).toEqual([email]);

    const basic = await t.as((await createCharityRepresentative(t.deps.db, { charityId: admin.charityId, roleId: 5 })).user);
    expect((await basic.post(`/api/charities/${admin.charityId}/invitations/read`, {})).statusCode).toBe(403);
    const { id } = (await pending(admin, admin.charityId)).find((i) => i.email === email)!;
    expect((await basic.post(`/api/charities/invitations/${id}/resend`)).statusCode).toBe(403);
    expect((await basic.delete(`/api/charities/invitations/${id}`)).statusCode).toBe(403);
    const outsider = await charityAdmin();
    expect((await outsider.post(`/api/charities/${admin.charityId}/invitations/read`, {})).statusCode).toBe(403);
    expect((await outsider.delete(`/api/charities/invitations/${id}`)).statusCode).toBe(403);
  });

  it('are created once when the same e-mail is invited twice at the same moment', async () => {
    const admin = await charityAdmin();
    const email = nextEmail();
    const answers = (await Promise.all([invite(admin, admin.charityId, email), invite(admin, admin.charityId, email)])).map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(1);
  });

  it('are resent with a new link and revoked; a revoked or used link says so in words', async () => {
    const admin = await charityAdmin();
    const email = nextEmail();
    await invite(admin, admin.charityId, email);
    const first = tokenFromMail((await t.lastMailTo(email))!.text);
    const { id } = (await pending(admin, admin.charityId)).find((i) => i.email === email)!;
    expect((await admin.post(`/api/charities/invitations/${id}/resend`)).statusCode).toBe(200);
    const second = tokenFromMail((await t.lastMailTo(email))!.text);
    expect(second).not.toBe(first);
    expect((await openLink(first)).statusCode).toBe(404);
    expect((await openLink(second)).statusCode).toBe(200);
    expect((await admin.delete(`/api/charities/invitations/${id}`)).statusCode).toBe(204);
    const revoked = await openLink(second);
    expect(revoked.statusCode).toBe(410);
    expect(json(revoked)).toMatchObject({ code: 'INVITATION_REVOKED', message: 'This invitation has been revoked. Please ask whoever invited you for a new one.' });
    expect((await registerWith(second)).statusCode).toBe(410);

    // Used: the link no longer opens the registration form.
    const other = nextEmail();
    await invite(admin, admin.charityId, other);
    const token = tokenFromMail((await t.lastMailTo(other))!.text);
    expect((await registerWith(token)).statusCode).toBe(201);
    const used = await openLink(token);
    expect(used.statusCode).toBe(410);
    expect(json(used)).toMatchObject({ code: 'INVITATION_USED', message: 'This invitation has already been used. Please sign in with your e-mail and password.' });
    const usedFr = await t.app.inject({ method: 'GET', url: `/api/charities/invitations/${token}`, headers: { 'accept-language': 'fr' } });
    expect(json(usedFr).message).toBe('Cette invitation a déjà été utilisée. Veuillez vous connecter avec votre courriel et votre mot de passe.');
    expect((await registerWith(token)).statusCode).toBe(410);
  });

  it('of a removed representative are revoked with them', async () => {
    const admin = await charityAdmin();
    const rep = await createCharityRepresentative(t.deps.db, { charityId: admin.charityId, roleId: 4, select: false });
    // A link they still hold from an earlier invitation.
    const { token } = await createInvitation(t.deps.db, { charityId: admin.charityId, email: rep.user.email, firstName: 'Old', lastName: 'Link', roleId: 1, invitedByUserId: null });
    expect((await admin.delete(`/api/charities/representatives/${rep.representative.id}`)).statusCode).toBe(204);
    const res = await openLink(token);
    expect(res.statusCode).toBe(410);
    expect(json(res).code).toBe('INVITATION_REVOKED');
  });
});
