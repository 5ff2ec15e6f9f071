import { eq } from 'drizzle-orm';
import { CharityRepresentativeRole } from '@boardmatch/shared';
import type { Db } from '../src/db/client.ts';
import {
  addresses,
  boardmatchRepresentatives,
  candidateFocusAreas,
  candidateSkills,
  candidates,
  charities,
  charityPositions,
  charityPostings,
  charityRepresentativeToRoles,
  charityRepresentatives,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/auth/crypto.ts';
import { createUser, updateUserState } from '../src/modules/users/users.repository.ts';

/** The password of every user the factories make, unless told otherwise. */
export const TEST_PASSWORD = 'Test-pass1!';

let seq = 0;
let cachedHash: Promise<string> | null = null;
const passwordHash = (password: string) => (password === TEST_PASSWORD ? (cachedHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password));

export interface UserOverrides {
  email?: string;
  password?: string;
  verified?: boolean;
  firstName?: string;
  lastName?: string;
}

export async function createTestUser(db: Db, o: UserOverrides = {}) {
  seq += 1;
  const email = o.email ?? `user${seq}-${Date.now()}@example.org`;
  const { user, userInformation } = await createUser(db, {
    userName: email,
    passwordHash: await passwordHash(o.password ?? TEST_PASSWORD),
    firstName: o.firstName ?? 'Test',
    lastName: o.lastName ?? `User${seq}`,
  });
  if (o.verified !== false) await db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
  return { ...user, email, userInformation };
}

export async function createCandidate(db: Db, o: UserOverrides & { onboardingComplete?: boolean; userId?: number } = {}) {
  const user = o.userId ? { id: o.userId, email: '' } : await createTestUser(db, o);
  const [candidate] = await db
    .insert(candidates)
    .values({ userId: user.id, experienceTitle: 'Analyst', experienceOrganizationName: 'Acme', onboardingComplete: o.onboardingComplete ?? true })
    .returning();
  await db.insert(candidateSkills).values({ candidateId: candidate!.id, skillId: 1 });
  await db.insert(candidateFocusAreas).values({ candidateId: candidate!.id, focusAreaId: 1 });
  await updateUserState(db, user.id, { candidateRole: 1, boardmatchRole: 0, charityRole: 0, charityId: null });
  return { user, candidate: candidate! };
}

export async function createCharity(db: Db, o: { name?: string; onboardingComplete?: boolean } = {}) {
  seq += 1;
  const [charity] = await db.insert(charities).values({ name: o.name ?? `Charity ${seq}`, charitableNumber: `1000${seq} RR0001`, onboardingComplete: o.onboardingComplete ?? true }).returning();
  return charity!;
}

export async function createCharityRepresentative(
  db: Db,
  o: UserOverrides & { charityId?: number; roleId?: number; userId?: number; onboardingComplete?: boolean; select?: boolean } = {},
) {
  const user = o.userId ? { id: o.userId, email: '' } : await createTestUser(db, o);
  const charityId = o.charityId ?? (await createCharity(db)).id;
  const [rep] = await db.insert(charityRepresentatives).values({ userId: user.id, charityId, onboardingComplete: o.onboardingComplete ?? true }).returning();
  await db.insert(charityRepresentativeToRoles).values({ charityRepresentativeId: rep!.id, roleId: o.roleId ?? CharityRepresentativeRole.admin });
  if (o.select !== false) await updateUserState(db, user.id, { charityRole: 1, candidateRole: 0, boardmatchRole: 0, charityId });
  return { user, representative: rep!, charityId };
}

export async function createStaff(db: Db, o: UserOverrides & { roleId?: number } = {}) {
  const user = await createTestUser(db, o);
  await db.insert(boardmatchRepresentatives).values({ userId: user.id, roleId: o.roleId ?? 1 });
  await updateUserState(db, user.id, { boardmatchRole: 1 });
  return { user };
}

const inDays = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A charity with a mission and an address, as search finds it; answers its id. */
export async function createPlacedCharity(db: Db, name: string, o: { mandate?: string; city?: string } = {}) {
  const c = await createCharity(db, { name });
  if (o.mandate) await db.update(charities).set({ mandate: o.mandate }).where(eq(charities.id, c.id));
  await db.insert(addresses).values({ city: o.city ?? 'Fredericton', regionId: 4, countryId: 1, charityId: c.id });
  return c.id;
}

/** An open posting of a new position of the charity, expiring in 30 days. */
export async function createOpenPosting(db: Db, charityId: number, positionName: string) {
  const [position] = await db.insert(charityPositions).values({ charityId, name: positionName }).returning();
  const [posting] = await db
    .insert(charityPostings)
    .values({ charityId, charityPositionId: position!.id, description: '<p>Join our board.</p>', startDate: inDays(60), endDate: inDays(800), expiryDate: inDays(30), charityPostingStatusId: 1 })
    .returning();
  return { posting: posting!.id, position: position!.id };
}
