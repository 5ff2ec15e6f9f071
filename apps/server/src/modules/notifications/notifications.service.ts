import type { DigestKind, NotificationSettings, UnsubscribeAnswer, UpdateNotificationSettings } from '@boardmatch/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from './notifications.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-tokens.ts';

/** The digests a person can receive given what they are involved as. */
function offeredKinds(involvements: { candidate: boolean; representative: boolean; staff: boolean }): DigestKind[] {
  const kinds: DigestKind[] = [];
  if (involvements.candidate) kinds.push('postings');
  if (involvements.representative) kinds.push('applicants');
  if (involvements.staff) kinds.push('staff');
  return kinds;
}

/** The signed-in user's digests, each on or off (staff acting as a user see and set the user's, as with the rest of the profile). */
export async function getNotificationSettings(db: DbOrTx, actor: SessionUser): Promise<NotificationSettings> {
  authorize(actor, 'user.notifications');
  const involvements = await repo.findInvolvements(db, actor.id);
  const saved = await repo.findSettings(db, actor.id);
  return {
    digests: offeredKinds(involvements).map((kind) => ({ kind, enabled: saved.get(kind) ?? true })),
    communicationsDeclined: involvements.candidate && involvements.acceptsCommunications === false,
  };
}

/** Turns the user's digests on or off; a digest they cannot receive is refused (400) and nothing is saved. */
export async function updateNotificationSettings(db: Db, actor: SessionUser, input: UpdateNotificationSettings): Promise<NotificationSettings> {
  authorize(actor, 'user.notifications');
  const offered = offeredKinds(await repo.findInvolvements(db, actor.id));
  const issues = input.digests.flatMap((d, i) => (offered.includes(d.kind) ? [] : [{ path: `digests.${i}.kind`, message: 'errors.invalidInput' }]));
  if (issues.length) throw AppError.badRequest('errors.invalidInput', issues);
  await db.transaction(async (tx) => {
    for (const d of input.digests) await repo.saveSetting(tx, actor.id, d.kind, d.enabled);
  });
  return getNotificationSettings(db, actor);
}

/** The digest an unsubscribe link names (404 for a token this server did not sign, or a person no longer here). */
async function digestOf(db: DbOrTx, tokens: UnsubscribeTokens, token: string): Promise<{ userId: number; kind: DigestKind }> {
  const named = tokens.verify(token);
  if (!named || !(await repo.userExists(db, named.userId))) throw AppError.notFound('notifications.errors.invalidLink', 'UNSUBSCRIBE_LINK_INVALID');
  return named;
}

/** What the unsubscribe page asks about; changes nothing (link scanners open links). */
export async function checkUnsubscribe(db: DbOrTx, tokens: UnsubscribeTokens, token: string): Promise<UnsubscribeAnswer> {
  return { kind: (await digestOf(db, tokens, token)).kind };
}

/** Turns off the one digest the token names, for the token's owner; again is the same. */
export async function unsubscribe(db: DbOrTx, tokens: UnsubscribeTokens, token: string): Promise<UnsubscribeAnswer> {
  const { userId, kind } = await digestOf(db, tokens, token);
  await repo.saveSetting(db, userId, kind, false);
  return { kind };
}
