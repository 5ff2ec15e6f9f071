import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidateOnboardingSteps, phones } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
beforeAll(async () => {
  const regions = await t.regions();
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
const get = (who: Caller) => who.get('/api/users/information');
const put = (who: Caller, payload: object) => who.put('/api/users/information', payload);

describe('the user profile page API (2.9)', () => {
  it("reads and saves the signed-in user's own information without asking for a password", async () => {
    const rep = await t.as('representative');
    const { user } = rep;
    const before = json(await get(rep));
    expect(before).toMatchObject({ userId: user.id, email: user.email, mainPhone: null, address: null });
    const res = await put(rep, info());
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ firstName: 'Grace', mainPhone: { number: '613-555-0101' }, eveningPhone: null, address: { city: 'Ottawa', region: 'ON' } });
    expect(JSON.stringify(json(res))).not.toMatch(/password/i);
    await put(rep, info());
    const ui = json(await get(rep));
    expect(ui.firstName).toBe('Grace');
    expect(await t.deps.db.select().from(phones).where(eq(phones.number, '613-555-0101'))).toHaveLength(1);
  });

  it("applies the registration rules: names required, pronoun 'Other' needs its text, a valid phone, a region of the country", async () => {
    const staff = await t.as('staff');
    const bad = await put(staff, info({ lastName: ' ', pronounId: 4, pronounOther: '', mainPhone: { number: '12' } }));
    expect(bad.statusCode).toBe(400);
    const byPath = Object.fromEntries((json(bad).issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({ lastName: 'Last Name can not be empty', pronounOther: 'Pronoun Other can not be empty', 'mainPhone.number': 'Please enter a valid phone number' });
    expect((await put(staff, info({ address: { city: 'X', regionId: 999999, countryId: ontario.countryId } }))).statusCode).toBe(400);
    expect((await put(staff, info({ firstName: '<script>alert(1)</script>' }))).statusCode).toBe(200);
  });

  it('records a candidate\'s information step when the user information is complete', async () => {
    const owner = await t.as('candidate', { onboardingComplete: false });
    const { candidate } = owner;
    expect((await put(owner, info())).statusCode).toBe(200);
    const [step] = await t.deps.db.select().from(candidateOnboardingSteps).where(eq(candidateOnboardingSteps.candidateId, candidate.id));
    expect(step).toMatchObject({ onboardingId: 1, completedPercent: 100 });
  });

  it('needs a session (401) and the user-information.read claim (403)', async () => {
    expect((await get(t.anonymous)).statusCode).toBe(401);
    expect((await put(t.anonymous, info())).statusCode).toBe(401);
    // A user with no involvement has no claims.
    const plain = await t.as('user');
    expect((await get(plain)).statusCode).toBe(403);
    expect((await put(plain, info())).statusCode).toBe(403);
  });
});
