import type { UserNameCheck } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { isUserNameTaken } from './users.repository.ts';

/** Whether an e-mail is already a user name: staff ask it before creating a user for someone (the user form's check). */
export async function checkUserName(db: DbOrTx, actor: SessionUser, userName: string): Promise<UserNameCheck> {
  authorize(actor, 'candidate.manage');
  return { taken: await isUserNameTaken(db, userName) };
}
