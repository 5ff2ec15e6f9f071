import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { Claim, Involvement, ORIENTATION_COURSE_ID, type Actor, type ClaimSet, type InvolvementKind } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { TokenFacts } from '../../platform/auth/session-user.ts';
import { users } from '../../db/schema/index.ts';
import * as repo from './users.repository.ts';

/** Permission rows as claims: '<claim>.read' etc. set to 1 for each granted flag. */
export function toClaims(rows: repo.PermissionRow[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) {
    if (r.reads) out[`${r.name}.read`] = 1;
    if (r.creates) out[`${r.name}.create`] = 1;
    if (r.updates) out[`${r.name}.update`] = 1;
    if (r.deletes) out[`${r.name}.delete`] = 1;
  }
  return out;
}

const isInvolvement = (value: string | null): value is InvolvementKind => Object.values(Involvement).includes(value as InvolvementKind);

/**
 * Role permissions are reference data that no request changes: each role's are read once per database and
 * kept, so a signed-in request costs one query (resolveActor) instead of three.
 */
const rolePermissions = new WeakMap<object, Map<string, Promise<repo.PermissionRow[]>>>();

function permissionsOf(db: DbOrTx, key: string, load: () => Promise<repo.PermissionRow[]>): Promise<repo.PermissionRow[]> {
  let cache = rolePermissions.get(db);
  if (!cache) rolePermissions.set(db, (cache = new Map()));
  let found = cache.get(key);
  if (!found) {
    // A query builder runs again each time it is awaited: keep the one answer, not the builder.
    found = Promise.resolve(load());
    cache.set(key, found);
    found.catch(() => cache.delete(key));
  }
  return found;
}

/** A representative's permissions: each of their roles' flags, the highest per claim. */
async function representativePermissions(db: DbOrTx, roleIds: readonly number[]): Promise<repo.PermissionRow[]> {
  const merged = new Map<string, repo.PermissionRow>();
  for (const roleId of roleIds) {
    for (const row of await permissionsOf(db, `charity:${roleId}`, () => repo.findCharityRepresentativeRolePermissions(db, roleId))) {
      const seen = merged.get(row.name);
      merged.set(
        row.name,
        seen
          ? { name: row.name, reads: Math.max(seen.reads, row.reads), creates: Math.max(seen.creates, row.creates), updates: Math.max(seen.updates, row.updates), deletes: Math.max(seen.deletes, row.deletes) }
          : row,
      );
    }
  }
  return [...merged.values()];
}

/** The claims of a candidate role, of a representative holding these roles, of a staff role: one reader each. */
export async function candidateRoleClaims(db: DbOrTx, roleId: number): Promise<Record<string, number>> {
  return toClaims(await permissionsOf(db, `candidate:${roleId}`, () => repo.findCandidatePermissions(db, roleId)));
}

export async function representativeRoleClaims(db: DbOrTx, roleIds: readonly number[]): Promise<Record<string, number>> {
  return toClaims(await representativePermissions(db, roleIds));
}

export async function staffRoleClaims(db: DbOrTx, roleId: number): Promise<Record<string, number>> {
  return toClaims(await permissionsOf(db, `staff:${roleId}`, () => repo.findStaffPermissions(db, roleId)));
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
const actorQueries = new WeakMap<object, ReturnType<typeof actorQuery>>();

/**
 * The request's actor, or null when the token no longer holds: the user is gone or disabled, the token's version
 * was raised since it was issued (logout, password reset, a revoked session), the user no longer has the
 * selected involvement (a representative removed from the charity, a staff member no longer staff, a deactivated
 * candidate), or the staff member acting as them is no longer staff. One query: the person with their involvements'
 * roles; the roles' permissions are kept per database (permissionsOf).
 */
export async function resolveActor(db: DbOrTx, token: TokenFacts): Promise<Actor | null> {
  let query = actorQueries.get(db);
  if (!query) actorQueries.set(db, (query = actorQuery(db)));
  const [row] = await query.execute({
    userId: token.userId,
    tokenVersion: token.tokenVersion,
    charityId: token.charityId ?? 0,
    actingStaffUserId: token.actingStaffUserId ?? 0,
    actingStaffTokenVersion: token.actingStaffTokenVersion ?? -1,
  });
  if (!row || !row.actingStaffHolds) return null;

  const involvement = isInvolvement(token.involvement) ? token.involvement : null;
  const actor: Actor = {
    userId: token.userId,
    involvement,
    candidateId: null,
    charityId: null,
    charityRepresentativeId: null,
    staffRoleId: null,
    actingStaffUserId: token.actingStaffUserId,
    claims: {},
  };
  if (involvement === Involvement.candidate) {
    if (row.candidateId === null || row.candidateRoleId === null) return null;
    const roleId = row.candidateRoleId;
    actor.candidateId = row.candidateId;
    actor.claims = (await candidateRoleClaims(db, roleId)) as ClaimSet;
    if (row.oriented) actor.claims[Claim.candidateThinkificEnrollmentComplete] = 1;
  } else if (involvement === Involvement.charityRepresentative) {
    if (row.representativeId === null) return null;
    actor.charityId = token.charityId;
    actor.charityRepresentativeId = row.representativeId;
    actor.claims = (await representativeRoleClaims(db, row.representativeRoleIds ?? [])) as ClaimSet;
  } else if (involvement === Involvement.boardmatch) {
    // Acting as someone else is never done with the staff involvement itself.
    if (row.staffRoleId === null || token.actingStaffUserId !== null) return null;
    const roleId = row.staffRoleId;
    actor.staffRoleId = roleId;
    actor.claims = (await staffRoleClaims(db, roleId)) as ClaimSet;
  }
  return actor;
}
