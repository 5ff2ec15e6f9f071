import { and, asc, count, desc, eq, gt, ilike, isNull, ne, sql } from 'drizzle-orm';
import { StaffRole } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/list-sql.ts';
import {
  boardmatchRepresentativeInvitations,
  boardmatchRepresentativeRolePermissions,
  boardmatchRepresentativeRoles,
  boardmatchRepresentatives,
  claims,
  outbox,
  userInformations,
  users,
} from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../platform/auth/crypto.ts';

export const STAFF_INVITATION_TTL_DAYS = 14;

const liveStaff = (id?: number) => and(isNull(boardmatchRepresentatives.deletedAt), isNull(users.deletedAt), id === undefined ? undefined : eq(boardmatchRepresentatives.id, id));

/**
 * Live staff records whose user is live too, counted without reading every user: the staff records (a user for
 * each) less those whose user was deleted, a few found by their own index (migration 0018).
 */
const staffOfLiveUsers = (id?: number) =>
  and(
    isNull(boardmatchRepresentatives.deletedAt),
    sql`not exists (select 1 from ${users} where ${users.id} = ${boardmatchRepresentatives.userId} and ${users.deletedAt} is not null)`,
    id === undefined ? undefined : eq(boardmatchRepresentatives.id, id),
  );

/**
 * One page of the live staff users with their role (or the one with this staff id), by last and first name: the
 * page walks the (last name, first name) index of the user informations and keeps the staff among them.
 */
export async function findStaffUsers(db: DbOrTx, page: { offset: number; limit: number }, id?: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: boardmatchRepresentatives.id,
        userId: boardmatchRepresentatives.userId,
        firstName: userInformations.firstName,
        lastName: userInformations.lastName,
        email: users.userName,
        roleId: boardmatchRepresentativeRoles.id,
        roleName: boardmatchRepresentativeRoles.name,
      })
      .from(boardmatchRepresentatives)
      .innerJoin(users, eq(users.id, boardmatchRepresentatives.userId))
      .innerJoin(userInformations, eq(userInformations.userId, boardmatchRepresentatives.userId))
      .innerJoin(boardmatchRepresentativeRoles, eq(boardmatchRepresentativeRoles.id, boardmatchRepresentatives.roleId))
      .where(liveStaff(id))
      .orderBy(asc(userInformations.lastName), asc(userInformations.firstName), asc(boardmatchRepresentatives.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(boardmatchRepresentatives).where(staffOfLiveUsers(id)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type StaffUserRow = Awaited<ReturnType<typeof findStaffUsers>>['rows'][number];

/** A live staff record (of a live user), or null. */
export async function findLiveStaff(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: boardmatchRepresentatives.id, userId: boardmatchRepresentatives.userId, roleId: boardmatchRepresentatives.roleId, email: users.userName })
    .from(boardmatchRepresentatives)
    .innerJoin(users, eq(users.id, boardmatchRepresentatives.userId))
    .where(liveStaff(id))
    .limit(1);
  return row ?? null;
}

/** How many live staff users hold role Admin, leaving one out. Locks them, so two removals cannot both pass. */
export async function countOtherAdmins(db: DbOrTx, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: boardmatchRepresentatives.id })
    .from(boardmatchRepresentatives)
    .innerJoin(users, eq(users.id, boardmatchRepresentatives.userId))
    .where(and(liveStaff(), eq(boardmatchRepresentatives.roleId, StaffRole.admin), ne(boardmatchRepresentatives.id, exceptId)))
    .for('update', { of: boardmatchRepresentatives });
  return rows.length;
}

export async function softDeleteStaff(db: DbOrTx, id: number) {
  await db.update(boardmatchRepresentatives).set({ deletedAt: new Date() }).where(eq(boardmatchRepresentatives.id, id));
}

export async function findRole(db: DbOrTx, id: number) {
  const [row] = await db.select().from(boardmatchRepresentativeRoles).where(eq(boardmatchRepresentativeRoles.id, id)).limit(1);
  return row ?? null;
}

/** The staff roles, and every grant of a claim to a staff role. */
export async function findRolesWithPermissions(db: DbOrTx) {
  const [roles, grants] = await Promise.all([
    db.select().from(boardmatchRepresentativeRoles).orderBy(asc(boardmatchRepresentativeRoles.id)),
    db
      .select({ roleId: boardmatchRepresentativeRolePermissions.roleId, claimId: claims.id, claim: claims.name, description: claims.description, reads: boardmatchRepresentativeRolePermissions.reads })
      .from(boardmatchRepresentativeRolePermissions)
      .innerJoin(claims, eq(claims.id, boardmatchRepresentativeRolePermissions.claimId))
      .orderBy(asc(claims.id)),
  ]);
  return { roles, grants };
}
export type StaffRoleGrants = Awaited<ReturnType<typeof findRolesWithPermissions>>;

/** The user with this user name (live or not) and whether they hold a staff record (live or removed). */
export async function findUserAndStaff(db: DbOrTx, userName: string) {
  const [row] = await db
    .select({ userId: users.id, userDeleted: sql<boolean>`${users.deletedAt} is not null`, staffId: boardmatchRepresentatives.id, staffDeletedAt: boardmatchRepresentatives.deletedAt })
    .from(users)
    .leftJoin(boardmatchRepresentatives, eq(boardmatchRepresentatives.userId, users.id))
    .where(eq(users.userName, userName.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Gives the user the staff involvement with this role: a new record, or their removed one restored. */
export async function addStaff(db: DbOrTx, userId: number, roleId: number) {
  const [row] = await db
    .insert(boardmatchRepresentatives)
    .values({ userId, roleId })
    .onConflictDoUpdate({ target: boardmatchRepresentatives.userId, set: { roleId, deletedAt: null } })
    .returning({ id: boardmatchRepresentatives.id });
  return row!;
}

export async function createInvitation(db: DbOrTx, input: { email: string; firstName: string; lastName: string; roleId: number; invitedByUserId: number }) {
  const token = randomToken();
  const [row] = await db
    .insert(boardmatchRepresentativeInvitations)
    .values({ ...input, email: input.email.toLowerCase(), tokenHash: sha256(token), expiresAt: sql`now() + make_interval(days => ${STAFF_INVITATION_TTL_DAYS})` })
    .returning({ id: boardmatchRepresentativeInvitations.id });
  return { token, id: row!.id };
}

/** An invitation not yet accepted nor expired, with its role's name. */
export async function findLiveInvitation(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      id: boardmatchRepresentativeInvitations.id,
      email: boardmatchRepresentativeInvitations.email,
      firstName: boardmatchRepresentativeInvitations.firstName,
      lastName: boardmatchRepresentativeInvitations.lastName,
      roleId: boardmatchRepresentativeInvitations.roleId,
      roleName: boardmatchRepresentativeRoles.name,
    })
    .from(boardmatchRepresentativeInvitations)
    .innerJoin(boardmatchRepresentativeRoles, eq(boardmatchRepresentativeRoles.id, boardmatchRepresentativeInvitations.roleId))
    .where(
      and(
        eq(boardmatchRepresentativeInvitations.tokenHash, sha256(token)),
        isNull(boardmatchRepresentativeInvitations.acceptedAt),
        isNull(boardmatchRepresentativeInvitations.revokedAt),
        gt(boardmatchRepresentativeInvitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The invitation of a link whatever its state (used, revoked, expired), to say which. */
export async function findInvitationState(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ acceptedAt: boardmatchRepresentativeInvitations.acceptedAt, revokedAt: boardmatchRepresentativeInvitations.revokedAt, expiresAt: boardmatchRepresentativeInvitations.expiresAt })
    .from(boardmatchRepresentativeInvitations)
    .where(eq(boardmatchRepresentativeInvitations.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

const pending = () =>
  and(isNull(boardmatchRepresentativeInvitations.acceptedAt), isNull(boardmatchRepresentativeInvitations.revokedAt), gt(boardmatchRepresentativeInvitations.expiresAt, sql`now()`));

/** One page of the pending staff invitations (or the one with this id; those whose e-mail contains search), newest first. */
export async function findPendingInvitations(db: DbOrTx, page: { offset: number; limit: number }, id?: number, search?: string | null) {
  const where = and(
    pending(),
    id === undefined ? undefined : eq(boardmatchRepresentativeInvitations.id, id),
    search ? ilike(boardmatchRepresentativeInvitations.email, containsPattern(search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: boardmatchRepresentativeInvitations.id,
        email: boardmatchRepresentativeInvitations.email,
        firstName: boardmatchRepresentativeInvitations.firstName,
        lastName: boardmatchRepresentativeInvitations.lastName,
        roleId: boardmatchRepresentativeRoles.id,
        roleName: boardmatchRepresentativeRoles.name,
        createdAt: boardmatchRepresentativeInvitations.createdAt,
        expiresAt: boardmatchRepresentativeInvitations.expiresAt,
      })
      .from(boardmatchRepresentativeInvitations)
      .innerJoin(boardmatchRepresentativeRoles, eq(boardmatchRepresentativeRoles.id, boardmatchRepresentativeInvitations.roleId))
      .where(where)
      .orderBy(desc(boardmatchRepresentativeInvitations.createdAt), desc(boardmatchRepresentativeInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(boardmatchRepresentativeInvitations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type PendingInvitationRow = Awaited<ReturnType<typeof findPendingInvitations>>['rows'][number];

/** Holds this e-mail's invitations until the transaction ends, so two invites at once cannot both pass the pending check. */
export async function lockInvitee(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${email.trim().toLowerCase()}`}))`);
}

export async function hasPendingInvitation(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: boardmatchRepresentativeInvitations.id })
    .from(boardmatchRepresentativeInvitations)
    .where(and(pending(), sql`lower(${boardmatchRepresentativeInvitations.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/** A new link for a pending invitation (the old one stops working) and a fresh validity; null when not pending. */
export async function renewInvitation(db: DbOrTx, id: number): Promise<{ token: string } | null> {
  const token = randomToken();
  const rows = await db
    .update(boardmatchRepresentativeInvitations)
    .set({ tokenHash: sha256(token), expiresAt: sql`now() + make_interval(days => ${STAFF_INVITATION_TTL_DAYS})` })
    .where(and(eq(boardmatchRepresentativeInvitations.id, id), pending()))
    .returning({ id: boardmatchRepresentativeInvitations.id });
  return rows.length === 1 ? { token } : null;
}

/** Revokes a pending invitation; false when there was none. */
export async function revokeInvitation(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(boardmatchRepresentativeInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(boardmatchRepresentativeInvitations.id, id), pending()))
    .returning({ id: boardmatchRepresentativeInvitations.id });
  return rows.length === 1;
}

/** Revokes every pending staff invitation of this e-mail (the person is removed from the staff). */
export async function revokeInvitationsOf(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(boardmatchRepresentativeInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(pending(), sql`lower(${boardmatchRepresentativeInvitations.email}) = ${email.trim().toLowerCase()}`));
}

export async function updateStaffRole(db: DbOrTx, id: number, roleId: number): Promise<void> {
  await db.update(boardmatchRepresentatives).set({ roleId }).where(eq(boardmatchRepresentatives.id, id));
}
export type LiveInvitationRow = NonNullable<Awaited<ReturnType<typeof findLiveInvitation>>>;

/** Marks the invitation used; false when someone else used it first. */
export async function acceptInvitation(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(boardmatchRepresentativeInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(boardmatchRepresentativeInvitations.id, id), isNull(boardmatchRepresentativeInvitations.acceptedAt)))
    .returning({ id: boardmatchRepresentativeInvitations.id });
  return rows.length === 1;
}

/** One page of the mail refused for good, newest first. */
export async function findUndeliveredMail(db: DbOrTx, page: { offset: number; limit: number }) {
  const failed = sql`${outbox.failedAt} is not null and ${outbox.sentAt} is null`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, failedAt: outbox.failedAt, lastError: outbox.lastError })
      .from(outbox)
      .where(failed)
      .orderBy(desc(outbox.failedAt), desc(outbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(outbox).where(failed),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type UndeliveredMailRow = Awaited<ReturnType<typeof findUndeliveredMail>>['rows'][number];
