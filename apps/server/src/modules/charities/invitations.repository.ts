import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { charities, charityMandates, charityRepresentativeInvitations, charityRepresentatives, users } from '../../db/schema/index.ts';
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
