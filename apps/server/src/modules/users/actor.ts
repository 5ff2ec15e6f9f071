import { Claim, Involvement, type Actor, type ClaimSet, type InvolvementKind } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { TokenFacts } from '../../platform/auth/session-user.ts';
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

/**
 * The request's actor, or null when the token no longer holds: the user is gone or disabled, the token's version
 * was raised since it was issued (logout, password reset, a revoked session), the user no longer has the
 * selected involvement (a representative removed from the charity, a staff member no longer staff, a deactivated
 * candidate), or the staff member acting as them is no longer staff. One query: the person with their involvements'
 * roles; the roles' permissions are kept per database (permissionsOf).
 */
export async function resolveActor(db: DbOrTx, token: TokenFacts): Promise<Actor | null> {
  const row = await repo.findActorFacts(db, token);
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
