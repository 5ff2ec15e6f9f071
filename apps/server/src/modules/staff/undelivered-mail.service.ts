import { defineListSpec, type UndeliveredMailList } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from './staff.repository.ts';
import { presentUndeliveredMail } from './staff.presenter.ts';

const undeliveredMailList = defineListSpec({ filters: {}, sort: {}, defaultSize: 20, maxSize: 100, allCap: 500 });

/** Undelivered mail: what the receiving servers refused for good, newest first (a staff list: the call carries AdminOverride). */
export async function listUndeliveredMail(db: DbOrTx, actor: SessionUser, body: unknown): Promise<UndeliveredMailList> {
  authorize(actor, 'undelivered-mail.read');
  const { page } = readListQuery(body, undeliveredMailList, { actor, requireOverride: true });
  const { rows, total } = await repo.findUndeliveredMail(db, page);
  return { total, mails: rows.map(presentUndeliveredMail) };
}
