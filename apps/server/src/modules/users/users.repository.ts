import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { CharityRepresentativeRole, ORIENTATION_COURSE_ID, type Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findAddress, findMainAndEveningPhones } from '../contacts/index.ts';
import { collated } from '../../db/list-sql.ts';
import { intArrayParam, preparedPerDatabase } from '../../db/prepared.ts';
import {
  boardmatchRepresentativeRolePermissions,
  boardmatchRepresentatives,
  candidateRolePermissions,
  candidates,
  charities,
  charityRepresentativeRolePermissions,
  charityRepresentativeToRoles,
  charityRepresentatives,
  claims,
  emails,
  enrollments,
  pronouns,
  userInformations,
  userStates,
  users,
} from '../../db/schema/index.ts';

export function findUserByUserName(db: DbOrTx, userName: string) {
  return db.query.users.findFirst({ where: and(eq(users.userName, userName.trim().toLowerCase()), isNull(users.deletedAt)) });
}

export function findUserById(db: DbOrTx, id: number) {
  return db.query.users.findFirst({ where: and(eq(users.id, id), isNull(users.deletedAt)) });
}
export type UserRow = typeof users.$inferSelect;

export async function findUserInformation(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(userInformations).where(eq(userInformations.userId, userId)).limit(1);
  return row ?? null;
}
export type UserInformationRow = typeof userInformations.$inferSelect;

/** Name, pronoun, e-mail, phones and address of a user. */
export async function findUserContact(db: DbOrTx, userId: number) {
  const [info] = await db
    .select({
      id: userInformations.id,
      userId: userInformations.userId,
      firstName: userInformations.firstName,
      lastName: userInformations.lastName,
      pronounId: userInformations.pronounId,
      pronounOther: userInformations.pronounOther,
      pronounName: pronouns.name,
      profileColour: userInformations.profileColour,
      email: emails.name,
      userName: users.userName,
    })
    .from(userInformations)
    .innerJoin(users, eq(users.id, userInformations.userId))
    .leftJoin(pronouns, eq(pronouns.id, userInformations.pronounId))
    .leftJoin(emails, eq(emails.userInformationId, userInformations.id))
    .where(eq(userInformations.userId, userId))
    .limit(1);
  if (!info) return null;
  const [phoneSet, address] = await Promise.all([findMainAndEveningPhones(db, 'userInformationId', info.id), findAddress(db, 'userInformationId', info.id)]);
  return { ...info, ...phoneSet, address };
}

export type UserContact = NonNullable<Awaited<ReturnType<typeof findUserContact>>>;

/** The user's name and pronoun (call inside a transaction); null when the user has no information row. */
export async function updateUserName(db: DbOrTx, userId: number, values: { firstName: string; lastName: string; pronounId: number | null; pronounOther: string | null }) {
  const [row] = await db.update(userInformations).set(values).where(eq(userInformations.userId, userId)).returning({ id: userInformations.id });
  return row ?? null;
}

export interface NewUser {
  userName: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  pronounId?: number | null;
  pronounOther?: string | null;
  profileColour?: string;
  preferredLanguage?: Language;
}

/** Creates the user with its information, e-mail and state rows. Call inside a transaction. */
export async function createUser(db: DbOrTx, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({ userName: input.userName.toLowerCase(), passwordHash: input.passwordHash, preferredLanguage: input.preferredLanguage ?? 'en' })
    .returning();
  const [info] = await db
    .insert(userInformations)
    .values({
      userId: user!.id,
      firstName: input.firstName,
      lastName: input.lastName,
      pronounId: input.pronounId ?? null,
      pronounOther: input.pronounOther ?? null,
      ...(input.profileColour ? { profileColour: input.profileColour } : {}),
    })
    .returning();
  await db.insert(emails).values({ name: input.userName.toLowerCase(), userInformationId: info!.id });
  await db.insert(userStates).values({ userId: user!.id });
  return { user: user!, userInformation: info! };
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setPreferredLanguage(db: DbOrTx, userId: number, language: Language) {
  await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
}

export async function markVerified(db: DbOrTx, userId: number) {
  await db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
}

export type UserStateRow = typeof userStates.$inferSelect;

export async function getOrCreateUserState(db: DbOrTx, userId: number) {
  const [existing] = await db.select().from(userStates).where(eq(userStates.userId, userId)).limit(1);
  if (existing) return existing;
  const [created] = await db.insert(userStates).values({ userId }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(userStates).where(eq(userStates.userId, userId)).limit(1))[0]!;
}

export async function updateUserState(db: DbOrTx, userId: number, values: Partial<typeof userStates.$inferInsert>) {
  await getOrCreateUserState(db, userId);
  const [row] = await db.update(userStates).set(values).where(eq(userStates.userId, userId)).returning();
  return row!;
}

export async function findStaffRepresentative(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(boardmatchRepresentatives)
    .where(and(eq(boardmatchRepresentatives.userId, userId), isNull(boardmatchRepresentatives.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findCandidateByUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: candidates.id, userId: candidates.userId, onboardingComplete: candidates.onboardingComplete, roleId: candidates.roleId, isDisabled: candidates.isDisabled })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), isNull(candidates.deletedAt)))
    .limit(1);
  return row ?? null;
}

export function findCharityRepresentativesByUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: charityRepresentatives.id,
      charityId: charityRepresentatives.charityId,
      onboardingComplete: charityRepresentatives.onboardingComplete,
      charityName: charities.name,
      charityOnboardingComplete: charities.onboardingComplete,
      roleIds: sql<number[] | null>`(select array_agg(rr.role_id order by rr.role_id) from ${charityRepresentativeToRoles} rr where rr.charity_representative_id = ${charityRepresentatives.id})`,
    })
    .from(charityRepresentatives)
    .innerJoin(charities, eq(charities.id, charityRepresentatives.charityId))
    .where(and(eq(charityRepresentatives.userId, userId), isNull(charityRepresentatives.deletedAt), isNull(charities.deletedAt)))
    .orderBy(collated(charities.name));
}

export interface PermissionRow {
  name: string;
  reads: number;
  creates: number;
  updates: number;
  deletes: number;
}

export function findCandidatePermissions(db: DbOrTx, roleId: number): Promise<PermissionRow[]> {
  return db
    .select({
      name: claims.name,
      reads: candidateRolePermissions.reads,
      creates: candidateRolePermissions.creates,
      updates: candidateRolePermissions.updates,
      deletes: candidateRolePermissions.deletes,
    })
    .from(candidateRolePermissions)
    .innerJoin(claims, eq(claims.id, candidateRolePermissions.claimId))
    .where(eq(candidateRolePermissions.roleId, roleId));
}

/** One charity representative role's permissions. */
export function findCharityRepresentativeRolePermissions(db: DbOrTx, roleId: number): Promise<PermissionRow[]> {
  return db
    .select({
      name: claims.name,
      reads: charityRepresentativeRolePermissions.reads,
      creates: charityRepresentativeRolePermissions.creates,
      updates: charityRepresentativeRolePermissions.updates,
      deletes: charityRepresentativeRolePermissions.deletes,
    })
    .from(charityRepresentativeRolePermissions)
    .innerJoin(claims, eq(claims.id, charityRepresentativeRolePermissions.claimId))
    .where(eq(charityRepresentativeRolePermissions.roleId, roleId));
}

export async function findStaffPermissions(db: DbOrTx, roleId: number): Promise<PermissionRow[]> {
  const rows = await db
    .select({ name: claims.name, reads: boardmatchRepresentativeRolePermissions.reads })
    .from(boardmatchRepresentativeRolePermissions)
    .innerJoin(claims, eq(claims.id, boardmatchRepresentativeRolePermissions.claimId))
    .where(eq(boardmatchRepresentativeRolePermissions.roleId, roleId));
  // Staff role permissions use a single access flag.
  return rows.map((r) => {
    const flag = r.reads ? 1 : 0;
    return { name: r.name, reads: flag, creates: flag, updates: flag, deletes: flag };
  });
}

/** Has the user finished the given learning-platform course (percentage completed 1)? */
export async function hasCompletedCourse(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), sql`${enrollments.percentageCompleted} >= 1`))
    .limit(1);
  return Boolean(row);
}

/** Is this e-mail a user name already (a removed user's too: the name stays taken)? */
export async function isUserNameTaken(db: DbOrTx, userName: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName.trim().toLowerCase())).limit(1);
  return Boolean(row);
}

/** Changes the sign-in name and the user's e-mail with it. Call inside a transaction. */
export async function changeUserName(db: DbOrTx, userId: number, userName: string) {
  const name = userName.trim().toLowerCase();
  await db.update(users).set({ userName: name }).where(eq(users.id, userId));
  const info = await findUserInformation(db, userId);
  if (!info) return;
  const updated = await db.update(emails).set({ name }).where(eq(emails.userInformationId, info.id)).returning({ id: emails.id });
  if (!updated.length) await db.insert(emails).values({ name, userInformationId: info.id });
}

/** Does the user hold an involvement besides being a candidate (staff, or a representative of a live charity)? */
export async function hasOtherThanCandidateInvolvement(db: DbOrTx, userId: number): Promise<boolean> {
  const [staff, reps] = await Promise.all([findStaffRepresentative(db, userId), findCharityRepresentativesByUser(db, userId)]);
  return Boolean(staff) || reps.length > 0;
}

/** The user can no longer sign in (a deleted candidate with no other involvement). */
export async function disableUser(db: DbOrTx, userId: number) {
  await db.update(users).set({ isDisabled: true }).where(eq(users.id, userId));
}

function actorQuery(db: DbOrTx) {
  const charityId = sql.placeholder('charityId');
  const actingStaffUserId = sql.placeholder('actingStaffUserId');
  const representative = sql`(select r.id from charity_representatives r join charities ch on ch.id = r.charity_id and ch.deleted_at is null
        where r.user_id = users.id and r.charity_id = ${charityId}::int and r.deleted_at is null limit 1)`;
  return db
    .select({
      // A deactivated candidate holds no candidate involvement: their candidate tokens are refused.
      candidateId: sql<number | null>`(select c.id from candidates c where c.user_id = users.id and c.deleted_at is null and not c.is_disabled limit 1)`,
      candidateRoleId: sql<number | null>`(select c.role_id from candidates c where c.user_id = users.id and c.deleted_at is null and not c.is_disabled limit 1)`,
      representativeId: sql<number | null>`${representative}`,
      representativeRoleIds: sql<number[] | null>`(select array_agg(rr.role_id order by rr.role_id) from charity_representative_to_roles rr where rr.charity_representative_id = ${representative})`,
      oriented: sql<boolean>`exists (select 1 from enrollments e where e.user_id = users.id and e.course_id = ${ORIENTATION_COURSE_ID}::int and e.percentage_completed >= 1)`,
      staffRoleId: sql<number | null>`(select b.role_id from boardmatch_representatives b where b.user_id = users.id and b.deleted_at is null limit 1)`,
      actingStaffHolds: sql<boolean>`(${actingStaffUserId}::int = 0 or exists (select 1 from boardmatch_representatives b join users su on su.id = b.user_id
        where b.user_id = ${actingStaffUserId}::int and b.deleted_at is null and not su.is_disabled and su.deleted_at is null
          and su.token_version <= ${sql.placeholder('actingStaffTokenVersion')}::int))`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isDisabled, false),
        isNull(users.deletedAt),
        lte(users.tokenVersion, sql.placeholder('tokenVersion')),
      ),
    )
    .limit(1)
    .prepare('resolve_actor');
}

/** The actor query is the same on every signed-in request: prepared once per database, so it is parsed and planned once per connection. */
const preparedActorQuery = preparedPerDatabase(actorQuery);

/**
 * What decides whether a verified token still holds, in one query: the live, enabled user at or above the token's
 * version, their candidate record, their representative record and roles for the token's charity (a live one),
 * their orientation, their staff role, and whether the staff member acting as them is still staff. Null when the
 * user is gone, disabled, or the token's version was raised since it was issued.
 */
export async function findActorFacts(
  db: DbOrTx,
  token: { userId: number; tokenVersion: number; charityId: number | null; actingStaffUserId: number | null; actingStaffTokenVersion: number | null },
) {
  const [row] = await preparedActorQuery(db).execute({
    userId: token.userId,
    tokenVersion: token.tokenVersion,
    charityId: token.charityId ?? 0,
    actingStaffUserId: token.actingStaffUserId ?? 0,
    actingStaffTokenVersion: token.actingStaffTokenVersion ?? -1,
  });
  return row ?? null;
}

/**
 * Charities' current people: representatives not removed, with a live, enabled account, and no former board
 * members (every seat they held at the charity has ended; the charity's Admin role is never one). With their roles.
 */
export async function findCurrentRepresentatives(db: DbOrTx, charityIds: readonly number[], o: { verifiedOnly?: boolean } = {}) {
  if (!charityIds.length) return [];
  const rows = await db
    .select({
      userId: users.id,
      email: users.userName,
      firstName: sql<string | null>`(select ui.first_name from user_informations ui where ui.user_id = ${users.id})`,
      lastName: sql<string | null>`(select ui.last_name from user_informations ui where ui.user_id = ${users.id})`,
      /** The person's own phone, the main one first. */
      phone: sql<string | null>`(select ph.number || coalesce(' x' || nullif(ph.extension, ''), '') from phones ph join user_informations ui on ui.id = ph.user_information_id where ui.user_id = ${users.id} order by ph.phone_type_id, ph.id limit 1)`,
      charityId: charityRepresentatives.charityId,
      representativeId: charityRepresentatives.id,
      roleIds: sql<number[] | null>`(select array_agg(rr.role_id order by rr.role_id) from charity_representative_to_roles rr where rr.charity_representative_id = ${charityRepresentatives.id})`,
    })
    .from(charityRepresentatives)
    .innerJoin(users, eq(users.id, charityRepresentatives.userId))
    .where(
      and(
        sql`${charityRepresentatives.charityId} = any(${intArrayParam(charityIds)}::int[])`,
        isNull(charityRepresentatives.deletedAt),
        isNull(users.deletedAt),
        eq(users.isDisabled, false),
        o.verifiedOnly ? eq(users.isVerified, true) : undefined,
        sql`not (
          exists (select 1 from charity_mandates m where m.charity_representative_id = ${charityRepresentatives.id} and m.charity_id = ${charityRepresentatives.charityId} and m.deleted_at is null and m.end_date < current_date)
          and not exists (select 1 from charity_mandates m where m.charity_representative_id = ${charityRepresentatives.id} and m.charity_id = ${charityRepresentatives.charityId} and m.deleted_at is null and (m.end_date is null or m.end_date >= current_date))
          and not exists (select 1 from charity_representative_to_roles rr where rr.charity_representative_id = ${charityRepresentatives.id} and rr.role_id = ${CharityRepresentativeRole.admin}::int)
        )`,
      ),
    )
    .orderBy(charityRepresentatives.id);
  return rows.map((r) => ({ ...r, roleIds: r.roleIds ?? [] }));
}

/** Active, verified staff members with their staff role, for the staff's notifications. */
export async function findActiveStaff(db: DbOrTx) {
  return db
    .select({ userId: users.id, email: users.userName, roleId: boardmatchRepresentatives.roleId })
    .from(boardmatchRepresentatives)
    .innerJoin(users, eq(users.id, boardmatchRepresentatives.userId))
    .where(and(isNull(boardmatchRepresentatives.deletedAt), isNull(users.deletedAt), eq(users.isDisabled, false), eq(users.isVerified, true)))
    .orderBy(boardmatchRepresentatives.id);
}
