import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { queueResetMail } from '../auth/index.ts';
import { findUserById, findUserInformation } from '../users/index.ts';

/** Staff send any user the forgot-password flow's reset e-mail (in the user's language); the address it went to. */
export async function sendUserPasswordReset(deps: Deps, actor: SessionUser, userId: number): Promise<{ email: string }> {
  authorize(actor, 'user.send-password-reset');
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound();
  const info = await findUserInformation(deps.db, user.id);
  await deps.db.transaction((tx) => queueResetMail(tx, deps.config.appUrl, { id: user.id, userName: user.userName, firstName: info?.firstName ?? '' }));
  deps.flushMail();
  return { email: user.userName };
}
