import { strToU8, zipSync, type Zippable } from 'fflate';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { verifyPassword } from '../../platform/auth/crypto.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { beforePasswordCheck, countPasswordTry } from '../../platform/rate-limit/rate-limit.ts';
import * as repo from './account-data.repository.ts';
import { archiveName, presentPersonData } from './users.presenter.ts';

/**
 * The person's data as a ZIP: data.json (everything held about them) and their files' bytes under files/.
 * Only the person themself: staff acting as them are refused by the route's access.
 */
export async function exportPersonData(db: DbOrTx, user: SessionUser): Promise<Uint8Array> {
  const data = await repo.findPersonData(db, user.id);
  const archive: Zippable = { 'data.json': strToU8(JSON.stringify(presentPersonData(data, new Date()), null, 2)) };
  for (const file of data.files) {
    const id = Number(file.id);
    const bytes = await repo.findPersonFileBytes(db, id);
    if (bytes) archive[archiveName(id, String(file.original_name ?? ''))] = [new Uint8Array(bytes), { level: 0 }];
  }
  return zipSync(archive, { level: 6 });
}

/** Erases a candidate's records inside the caller's transaction (staff deleting a candidate who holds another involvement). */
export async function eraseCandidate(tx: DbOrTx, candidateId: number): Promise<void> {
  await repo.eraseCandidate(tx, candidateId);
}

/** Erases one person inside the caller's transaction (their own deletion, or staff deleting a candidate or a user). */
export async function erasePerson(tx: DbOrTx, userId: number): Promise<void> {
  await repo.erasePerson(tx, userId);
}

/** The person deletes their own account, confirmed by their password. */
export async function deleteOwnAccount(deps: Deps, user: SessionUser, password: string, ip: string): Promise<void> {
  const credentials = await repo.findCredentials(deps.db, user.id);
  if (!credentials) throw AppError.notFound();
  // Each confirmation counts against the sign-in limits, so the password cannot be guessed here instead.
  await beforePasswordCheck(deps.limiter, deps.authLimits, ip, credentials.userName);
  await countPasswordTry(deps.limiter, deps.authLimits, ip, credentials.userName);
  if (!(await verifyPassword(credentials.passwordHash, password))) {
    throw AppError.badRequest('privacy.errors.wrongPassword', [{ path: 'password', message: 'privacy.errors.wrongPassword' }], 'WRONG_PASSWORD');
  }
  await deps.db.transaction(async (tx) => erasePerson(tx, user.id));
}

