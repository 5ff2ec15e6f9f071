import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CharityRepresentativeRole, Involvement } from '@boardmatch/shared';
import { candidateRolePermissions, charityRepresentativeRolePermissions, users } from '../../db/schema/index.ts';
import { setupTestApp } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative } from '../../../test/factories.ts';
import type { TokenFacts } from '../../platform/auth/session-user.ts';
import { resolveActor } from './actor.ts';

const t = setupTestApp();

async function tokenOf(userId: number, involvement: string, charityId: number | null = null): Promise<TokenFacts> {
  const [user] = await t.deps.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
  return { userId, involvement, charityId, actingStaffUserId: null, tokenVersion: user!.tokenVersion, actingStaffTokenVersion: null };
}

describe('the actor of a request', () => {
  it('reads each role’s permissions once per database, for representatives and candidates alike', async () => {
    const { user, charityId } = await createCharityRepresentative(t.deps.db, { roleId: CharityRepresentativeRole.admin });
    const representative = await tokenOf(user.id, Involvement.charityRepresentative, charityId);
    const first = await resolveActor(t.deps.db, representative);
    expect(Object.keys(first!.claims).length).toBeGreaterThan(0);

    const candidate = await createCandidate(t.deps.db);
    const candidateToken = await tokenOf(candidate.user.id, Involvement.candidate);
    const firstCandidate = await resolveActor(t.deps.db, candidateToken);
    expect(Object.keys(firstCandidate!.claims).length).toBeGreaterThan(0);

    // Were the permissions read again, these requests would hold no claims.
    await t.deps.db.delete(charityRepresentativeRolePermissions).where(eq(charityRepresentativeRolePermissions.roleId, CharityRepresentativeRole.admin));
    await t.deps.db.delete(candidateRolePermissions);
    expect((await resolveActor(t.deps.db, representative))!.claims).toEqual(first!.claims);
    expect((await resolveActor(t.deps.db, candidateToken))!.claims).toEqual(firstCandidate!.claims);
  });
});
