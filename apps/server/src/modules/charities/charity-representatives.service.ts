import { CharityRepresentativeRole, defineListSpec, type CharityRepresentative, type CharityRepresentativeList, type ListQuery, type RepresentativeRole, type RepresentativeRoleUpdate, type Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from './charity-representatives.repository.ts';
import { revokeInvitationsOf } from './invitations.repository.ts';
import { presentRepresentative, presentRepresentativeRoles } from './charities.presenter.ts';

const LAST_ADMIN = 'charityAdmin.representatives.errors.lastAdmin';
const representativeList = defineListSpec({ filters: {}, sort: {}, defaultSize: 20, maxSize: 100, allCap: 500 });

export async function listRepresentatives(db: DbOrTx, session: SessionUser, charityId: number, q: ListQuery, language: Language = 'en'): Promise<CharityRepresentativeList> {
  authorize(session, 'representative.read', { charityId });
  const { page } = readListQuery(q, representativeList, { actor: session });
  const { rows, roleRows, total } = await repo.findRepresentatives(db, charityId, page);
  return { representatives: rows.map((row) => presentRepresentative(row, roleRows, language)), total };
}

async function liveRepresentative(db: DbOrTx, id: number) {
  const rep = await repo.findLiveRepresentative(db, id);
  if (!rep) throw AppError.notFound();
  return rep;
}

async function present(db: DbOrTx, rep: { id: number; charityId: number }): Promise<CharityRepresentative> {
  const { rows, roleRows } = await repo.findRepresentatives(db, rep.charityId, { offset: 0, limit: 1 }, rep.id);
  if (!rows[0]) throw AppError.notFound();
  return presentRepresentative(rows[0], roleRows);
}

/** A new role for a representative; the charity keeps at least one Admin. */
export async function updateRepresentativeRole(db: DbOrTx, session: SessionUser, id: number, input: RepresentativeRoleUpdate): Promise<CharityRepresentative> {
  const rep = await liveRepresentative(db, id);
  authorize(session, 'representative.update', rep);
  if (!(await repo.findRoleForCharity(db, rep.charityId, input.charityRepresentativeRoleId))) {
    throw AppError.badRequest('errors.invalidInput', [{ path: 'charityRepresentativeRoleId', message: 'errors.invalidInput' }]);
  }
  await db.transaction(async (tx) => {
    if (input.charityRepresentativeRoleId !== CharityRepresentativeRole.admin && (await repo.countOtherAdmins(tx, rep.charityId, rep.id)) === 0) throw AppError.badRequest(LAST_ADMIN);
    await repo.setRole(tx, rep.id, input.charityRepresentativeRoleId);
  });
  return present(db, rep);
}

/** Soft delete: the person no longer represents the charity (their sessions for it end with the next request). */
export async function deleteRepresentative(db: DbOrTx, session: SessionUser, id: number): Promise<void> {
  const rep = await liveRepresentative(db, id);
  authorize(session, 'representative.delete', rep);
  await db.transaction(async (tx) => {
    if ((await repo.countOtherAdmins(tx, rep.charityId, rep.id)) === 0) throw AppError.badRequest(LAST_ADMIN);
    await repo.softDeleteRepresentative(tx, rep.id);
    // Their pending invitations to the charity stop working: accepting one would bring them back.
    const email = await repo.findUserNameOf(tx, rep.userId);
    if (email) await revokeInvitationsOf(tx, rep.charityId, email);
  });
}

export async function listRepresentativeRoles(db: DbOrTx, session: SessionUser, charityId: number, language: Language = 'en'): Promise<RepresentativeRole[]> {
  authorize(session, 'representative.read', { charityId });
  return presentRepresentativeRoles(await repo.findRolesWithPermissions(db, charityId), language);
}
