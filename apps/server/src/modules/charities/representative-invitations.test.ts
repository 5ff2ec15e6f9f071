import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { charityRepresentatives, users } from '../../db/schema/index.ts';
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
