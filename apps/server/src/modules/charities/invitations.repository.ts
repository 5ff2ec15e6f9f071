import { and, count, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/list-sql.ts';
import { charities, charityMandates, charityRepresentativeInvitations, charityRepresentativeRoles, charityRepresentatives, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../platform/auth/crypto.ts';

export const INVITATION_TTL_DAYS = 14;

export async function createInvitation(
  db: DbOrTx,
  input: { charityId: number; email: string; firstName: string; lastName: string; roleId: number; invitedByUserId: number | null },
): Promise<{ token: string; id: number }> {
  const token = randomToken();
  const [row] = await db
    .insert(charityRepresentativeInvitations)
    .values({ ...input, email: input.email.toLowerCase(), tokenHash: sha256(token), expiresAt: sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})` })
    .returning({ id: charityRepresentativeInvitations.id });
  return { token, id: row!.id };
}

/** The board seats offered with this invitation, still vacant, go to the representative who accepted it. */
export async function claimInvitedSeats(db: DbOrTx, invitationId: number, representativeId: number) {
  await db
    .update(charityMandates)
    .set({ charityRepresentativeId: representativeId })
    .where(and(eq(charityMandates.invitationId, invitationId), isNull(charityMandates.charityRepresentativeId), isNull(charityMandates.deletedAt)));
}

export async function findLiveInvitation(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      id: charityRepresentativeInvitations.id,
      charityId: charityRepresentativeInvitations.charityId,
      email: charityRepresentativeInvitations.email,
      firstName: charityRepresentativeInvitations.firstName,
      lastName: charityRepresentativeInvitations.lastName,
      roleId: charityRepresentativeInvitations.roleId,
      charityName: charities.name,
      charitableNumber: charities.charitableNumber,
    })
    .from(charityRepresentativeInvitations)
    .innerJoin(charities, eq(charities.id, charityRepresentativeInvitations.charityId))
    .where(
      and(
        eq(charityRepresentativeInvitations.tokenHash, sha256(token)),
        isNull(charityRepresentativeInvitations.acceptedAt),
        isNull(charityRepresentativeInvitations.revokedAt),
        gt(charityRepresentativeInvitations.expiresAt, sql`now()`),
        isNull(charities.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type LiveInvitationRow = NonNullable<Awaited<ReturnType<typeof findLiveInvitation>>>;

export async function acceptInvitation(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(charityRepresentativeInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(charityRepresentativeInvitations.id, id), isNull(charityRepresentativeInvitations.acceptedAt)))
    .returning({ id: charityRepresentativeInvitations.id });
  return rows.length === 1;
}

/** The link of the invitation e-mail: the login page opens the invitation registration dialog from these values. */
export function invitationLink(appUrl: string, token: string, i: { email: string; charityName: string; charitableNumber: string | null; firstName: string; lastName: string }) {
  const q = new URLSearchParams({ regusr: i.email, char: i.charityName, charnum: i.charitableNumber ?? '', lname: i.lastName, fname: i.firstName, token });
  return `${appUrl}/login?${q.toString()}`;
}

/** The name and number an invitation shows, of a live charity; null when unknown or deleted. */
export async function findInvitingCharity(db: DbOrTx, charityId: number) {
  const [charity] = await db
    .select({ name: charities.name, charitableNumber: charities.charitableNumber })
    .from(charities)
    .where(and(eq(charities.id, charityId), isNull(charities.deletedAt)))
    .limit(1);
  return charity ?? null;
}

/** A live representative of the charity signed in with this e-mail, if any. */
export async function findLiveRepresentativeByEmail(db: DbOrTx, charityId: number, email: string) {
  const [row] = await db
    .select({ id: charityRepresentatives.id })
    .from(charityRepresentatives)
    .innerJoin(users, eq(users.id, charityRepresentatives.userId))
    .where(and(eq(charityRepresentatives.charityId, charityId), isNull(charityRepresentatives.deletedAt), eq(users.userName, email.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** The invitation of a link whatever its state (used, revoked, expired), to say which; a deleted charity's counts as revoked. */
export async function findInvitationState(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      acceptedAt: charityRepresentativeInvitations.acceptedAt,
      revokedAt: charityRepresentativeInvitations.revokedAt,
      charityDeletedAt: charities.deletedAt,
      expiresAt: charityRepresentativeInvitations.expiresAt,
    })
    .from(charityRepresentativeInvitations)
    .innerJoin(charities, eq(charities.id, charityRepresentativeInvitations.charityId))
    .where(eq(charityRepresentativeInvitations.tokenHash, sha256(token)))
    .limit(1);
  return row ? { acceptedAt: row.acceptedAt, revokedAt: row.revokedAt ?? row.charityDeletedAt, expiresAt: row.expiresAt } : null;
}

const pending = () =>
  and(isNull(charityRepresentativeInvitations.acceptedAt), isNull(charityRepresentativeInvitations.revokedAt), gt(charityRepresentativeInvitations.expiresAt, sql`now()`));
const sameEmail = (email: string) => sql`lower(${charityRepresentativeInvitations.email}) = ${email.trim().toLowerCase()}`;

/** One page of the charity's pending invitations (or the one with this id; those whose e-mail contains search), newest first. */
export async function findPendingInvitations(db: DbOrTx, charityId: number, page: { offset: number; limit: number }, id?: number, search?: string | null) {
  const where = and(
    pending(),
    eq(charityRepresentativeInvitations.charityId, charityId),
    id === undefined ? undefined : eq(charityRepresentativeInvitations.id, id),
    search ? ilike(charityRepresentativeInvitations.email, containsPattern(search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: charityRepresentativeInvitations.id,
        charityId: charityRepresentativeInvitations.charityId,
        email: charityRepresentativeInvitations.email,
        firstName: charityRepresentativeInvitations.firstName,
        lastName: charityRepresentativeInvitations.lastName,
        roleId: charityRepresentativeRoles.id,
        roleName: charityRepresentativeRoles.name,
        createdAt: charityRepresentativeInvitations.createdAt,
        expiresAt: charityRepresentativeInvitations.expiresAt,
      })
      .from(charityRepresentativeInvitations)
      .innerJoin(charityRepresentativeRoles, eq(charityRepresentativeRoles.id, charityRepresentativeInvitations.roleId))
      .where(where)
      .orderBy(desc(charityRepresentativeInvitations.createdAt), desc(charityRepresentativeInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(charityRepresentativeInvitations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type PendingInvitationRow = Awaited<ReturnType<typeof findPendingInvitations>>['rows'][number];

/** A pending invitation, of whichever charity: the charity decides who may act on it. */
export async function findPendingInvitationById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: charityRepresentativeInvitations.id, charityId: charityRepresentativeInvitations.charityId })
    .from(charityRepresentativeInvitations)
    .where(and(eq(charityRepresentativeInvitations.id, id), pending()))
    .limit(1);
  return row ?? null;
}

/** Holds this e-mail's invitations to the charity until the transaction ends, so two invites at once cannot both pass the pending check. */
export async function lockInvitee(tx: DbOrTx, charityId: number, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`charity-invitation:${charityId}:${email.trim().toLowerCase()}`}))`);
}

export async function hasPendingInvitation(db: DbOrTx, charityId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: charityRepresentativeInvitations.id })
    .from(charityRepresentativeInvitations)
    .where(and(pending(), eq(charityRepresentativeInvitations.charityId, charityId), sameEmail(email)))
    .limit(1);
  return Boolean(row);
}

/** A new link for a pending invitation (the old one stops working) and a fresh validity; null when not pending. */
export async function renewInvitation(db: DbOrTx, id: number): Promise<{ token: string } | null> {
  const token = randomToken();
  const rows = await db
    .update(charityRepresentativeInvitations)
    .set({ tokenHash: sha256(token), expiresAt: sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})` })
    .where(and(eq(charityRepresentativeInvitations.id, id), pending()))
    .returning({ id: charityRepresentativeInvitations.id });
  return rows.length === 1 ? { token } : null;
}

/** Revokes a pending invitation; false when there was none. */
export async function revokeInvitation(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(charityRepresentativeInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(charityRepresentativeInvitations.id, id), pending()))
    .returning({ id: charityRepresentativeInvitations.id });
  return rows.length === 1;
}

/** Revokes the person's pending invitations to this charity (they were removed from it). */
export async function revokeInvitationsOf(db: DbOrTx, charityId: number, email: string): Promise<void> {
  await db
    .update(charityRepresentativeInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(pending(), eq(charityRepresentativeInvitations.charityId, charityId), sameEmail(email)));
}
