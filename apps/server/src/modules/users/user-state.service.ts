import { Involvement, type Language, type SwitchInvolvement, type UserState } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { resolveSession } from './session.service.ts';
import { setPreferredLanguage, updateUserState } from './users.repository.ts';
import { presentUserState } from './users.presenter.ts';

/** Remembers the last visited path, where the next sign-in lands. */
export async function saveLastState(db: DbOrTx, actor: SessionUser, lastState: string): Promise<void> {
  await updateUserState(db, actor.id, { lastState });
}

/** The language of the user's API messages and e-mails. Staff acting as a user choose their own screen's, not the user's. */
export async function saveLanguage(db: DbOrTx, actor: SessionUser, language: Language): Promise<void> {
  if (actor.isSelf) await setPreferredLanguage(db, actor.id, language);
}

/** Selects one of the user's own involvements (403 for one they do not hold); the token is refreshed afterwards. */
export async function switchInvolvement(db: DbOrTx, actor: SessionUser, choice: SwitchInvolvement): Promise<UserState> {
  const { involvement, charityId } = choice;
  const session = await resolveSession(db, actor.id);
  const target = session.involvements.find((i) => i.involvement === involvement && (involvement !== Involvement.charityRepresentative || i.charityId === charityId));
  if (!target) throw AppError.forbidden();
  const state = await updateUserState(db, actor.id, {
    boardmatchRole: involvement === Involvement.boardmatch ? 1 : 0,
    charityRole: involvement === Involvement.charityRepresentative ? 1 : 0,
    candidateRole: involvement === Involvement.candidate ? 1 : 0,
    charityId: involvement === Involvement.charityRepresentative ? target.charityId : null,
  });
  return presentUserState(state);
}
