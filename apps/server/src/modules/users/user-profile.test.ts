import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidateOnboardingSteps, phones } from '../../db/schema/index.ts';
import { bearer, json, setupTestApp, signIn } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff, createTestUser } from '../../../test/factories.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
beforeAll(async () => {
  const regions = json(await t.app.inject({ method: 'GET', url: '/api/lookups/regions' })) as unknown as { id: number; name: string; countryId: number }[];
  ontario = regions.find((r) => r.name === 'Ontario')!;
});

const info = (o: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  pronounId: null,
  mainPhone: { number: '613-555-0101' },
  eveningPhone: { number: '' },
  address: { city: 'Ottawa', regionId: ontario.id, countryId: ontario.countryId },
  ...o,
});
const get = (token: string | null) => t.app.inject({ method: 'GET', url: '/api/users/information', headers: token ? bearer(token) : {} });
const put = (token: string | null, payload: object) => t.app.inject({ method: 'PUT', url: '/api/users/information', headers: token ? bearer(token) : {}, payload });

describe('the user profile page API (2.9)', () => {
  it("reads and saves the signed-in user's own information without asking for a password", async () => {
    const { user } = await createCharityRepresentative(t.deps.db);
    const token = (await signIn(t.app, user.email)).token;
    const before = json(await get(token));
    expect(before).toMatchObject({ userId: user.id, email: user.email, mainPhone: null, address: null });
    const res = await put(token, info());
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ firstName: 'Grace', mainPhone: { number: '613-555-0101' }, eveningPhone: null, address: { city: 'Ottawa', region: 'ON' } });
    expect(JSON.stringify(json(res))).not.toMatch(/password/i);
    await put(token, info());
    const ui = json(await get(token));
    expect(ui.firstName).toBe('Grace');
    expect(await t.deps.db.select().from(phones).where(eq(phones.number, '613-555-0101'))).toHaveLength(1);
  });

  it("applies the registration rules: names required, pronoun 'Other' needs its text, a valid phone, a region of the country", async () => {
    const { user } = await createStaff(t.deps.db);
    const token = (await signIn(t.app, user.email)).token;
    const bad = await put(token, info({ lastName: ' ', pronounId: 4, pronounOther: '', mainPhone: { number: '12' } }));
    expect(bad.statusCode).toBe(400);
    const byPath = Object.fromEntries((json(bad).issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({ lastName: 'Last Name can not be empty', pronounOther: 'Pronoun Other can not be empty', 'mainPhone.number': 'Please enter a valid phone number' });
    expect((await put(token, info({ address: { city: 'X', regionId: 999999, countryId: ontario.countryId } }))).statusCode).toBe(400);
    expect((await put(token, info({ firstName: '<script>alert(1)</script>' }))).statusCode).toBe(200);
  });

  it('records a candidate\'s information step when the user information is complete', async () => {
    const { user, candidate } = await createCandidate(t.deps.db, { onboardingComplete: false });
    const token = (await signIn(t.app, user.email)).token;
    expect((await put(token, info())).statusCode).toBe(200);
    const [step] = await t.deps.db.select().from(candidateOnboardingSteps).where(eq(candidateOnboardingSteps.candidateId, candidate.id));
    expect(step).toMatchObject({ onboardingId: 1, completedPercent: 100 });
  });

  it('needs a session (401) and the user-information.read claim (403)', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, info())).statusCode).toBe(401);
    // A user with no involvement has no claims.
    const plain = await createTestUser(t.deps.db);
    const token = (await signIn(t.app, plain.email)).token;
    expect((await get(token)).statusCode).toBe(403);
    expect((await put(token, info())).statusCode).toBe(403);
  });
});
