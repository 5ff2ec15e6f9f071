import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { CharityRepresentativeRole } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  charityRepresentativeRolePermissions,
  charityRepresentativeRoles,
  charityRepresentativeToRoles,
  charityRepresentatives,
  claims,
  userInformations,
  users,
} from '../../db/schema/index.ts';

const live = (charityId: number, id?: number) =>
  and(eq(charityRepresentatives.charityId, charityId), isNull(charityRepresentatives.deletedAt), isNull(users.deletedAt), id === undefined ? undefined : eq(charityRepresentatives.id, id));

/** One page of the charity's live representatives and the roles they hold (or the one with this id). */
export async function findRepresentatives(db: DbOrTx, charityId: number, page: { offset: number; limit: number }, id?: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: charityRepresentatives.id,
        userId: charityRepresentatives.userId,
        charityId: charityRepresentatives.charityId,
        firstName: userInformations.firstName,
        lastName: userInformations.lastName,
        email: users.userName,
        acceptTermsAndConditions: charityRepresentatives.acceptTermsAndConditions,
      })
      .from(charityRepresentatives)
      .innerJoin(users, eq(users.id, charityRepresentatives.userId))
      .innerJoin(userInformations, eq(userInformations.userId, charityRepresentatives.userId))
      .where(live(charityId, id))
      .orderBy(asc(userInformations.lastName), asc(userInformations.firstName), asc(charityRepresentatives.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(charityRepresentatives).innerJoin(users, eq(users.id, charityRepresentatives.userId)).where(live(charityId, id)),
  ]);
  const roleRows = rows.length
    ? await db
        .select({ representativeId: charityRepresentativeToRoles.charityRepresentativeId, id: charityRepresentativeRoles.id, name: charityRepresentativeRoles.name, charityId: charityRepresentativeRoles.charityId })
        .from(charityRepresentativeToRoles)
        .innerJoin(charityRepresentativeRoles, eq(charityRepresentativeRoles.id, charityRepresentativeToRoles.roleId))
        .where(inArray(charityRepresentativeToRoles.charityRepresentativeId, rows.map((r) => r.id)))
    : [];
  return { rows, roleRows, total: total?.n ?? 0 };
}
export type RepresentativeRow = Awaited<ReturnType<typeof findRepresentatives>>['rows'][number];
export type RepresentativeRoleRow = Awaited<ReturnType<typeof findRepresentatives>>['roleRows'][number];

export async function findLiveRepresentative(db: DbOrTx, id: number) {
  const [row] = await db.select().from(charityRepresentatives).where(and(eq(charityRepresentatives.id, id), isNull(charityRepresentatives.deletedAt))).limit(1);
  return row ?? null;
}

/** A role the charity may give: a global one or the charity's own. */
export async function findRoleForCharity(db: DbOrTx, charityId: number, roleId: number) {
  const [row] = await db
    .select({ id: charityRepresentativeRoles.id })
    .from(charityRepresentativeRoles)
    .where(and(eq(charityRepresentativeRoles.id, roleId), or(isNull(charityRepresentativeRoles.charityId), eq(charityRepresentativeRoles.charityId, charityId))))
    .limit(1);
  return row ?? null;
}

/** How many live representatives of the charity hold role Admin, leaving one out. */
export async function countOtherAdmins(db: DbOrTx, charityId: number, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: charityRepresentatives.id })
    .from(charityRepresentatives)
    .innerJoin(charityRepresentativeToRoles, eq(charityRepresentativeToRoles.charityRepresentativeId, charityRepresentatives.id))
    .where(and(eq(charityRepresentatives.charityId, charityId), isNull(charityRepresentatives.deletedAt), eq(charityRepresentativeToRoles.roleId, CharityRepresentativeRole.admin)));
  return rows.filter((r) => r.id !== exceptId).length;
}

export async function setRole(db: DbOrTx, representativeId: number, roleId: number) {
  await db.delete(charityRepresentativeToRoles).where(eq(charityRepresentativeToRoles.charityRepresentativeId, representativeId));
  await db.insert(charityRepresentativeToRoles).values({ charityRepresentativeId: representativeId, roleId });
}

export async function softDeleteRepresentative(db: DbOrTx, id: number) {
  await db.update(charityRepresentatives).set({ deletedAt: new Date() }).where(eq(charityRepresentatives.id, id));
}

/** The roles a charity's representatives may hold, and those roles' permission rows. */
export async function findRolesWithPermissions(db: DbOrTx, charityId: number) {
  const roles = await db
    .select({ id: charityRepresentativeRoles.id, name: charityRepresentativeRoles.name, charityId: charityRepresentativeRoles.charityId })
    .from(charityRepresentativeRoles)
    .where(or(isNull(charityRepresentativeRoles.charityId), eq(charityRepresentativeRoles.charityId, charityId)))
    .orderBy(asc(charityRepresentativeRoles.id));
  const permissions = roles.length
    ? await db
        .select({
          roleId: charityRepresentativeRolePermissions.roleId,
          claim: claims.name,
          description: claims.description,
          reads: charityRepresentativeRolePermissions.reads,
          creates: charityRepresentativeRolePermissions.creates,
          updates: charityRepresentativeRolePermissions.updates,
          deletes: charityRepresentativeRolePermissions.deletes,
        })
        .from(charityRepresentativeRolePermissions)
        .innerJoin(claims, eq(claims.id, charityRepresentativeRolePermissions.claimId))
        .where(inArray(charityRepresentativeRolePermissions.roleId, roles.map((r) => r.id)))
        .orderBy(asc(claims.id))
    : [];
  return { roles, permissions };
}
export type RoleGrants = Awaited<ReturnType<typeof findRolesWithPermissions>>;

export async function findUserNameOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.userName ?? null;
}
