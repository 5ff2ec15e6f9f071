import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { purgeSentMailBodies } from '../../platform/mail/outbox.ts';
import { erasePerson } from './account-data.service.ts';

/** How long an unverified account, and the words of a delivered mail, are kept. */
export const RETENTION_DAYS = 30;

/** Accounts erased per run: a backlog is worked off over a few nights rather than in one long transaction. */
const ACCOUNTS_PER_RUN = 500;

/**
 * Data retention, every night: accounts whose e-mail was never verified within 30 days are erased (their e-mail is
 * free again), and delivered mail older than 30 days loses its words.
 */
export const retentionJob: JobDefinition = {
  name: 'retention',
  cron: '30 3 * * *',
  async run({ db, now }) {
    const before = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const ids = await findUnverifiedAccounts(db, before);
    for (const id of ids) await erasePerson(db, id);
    const mailBodies = await purgeSentMailBodies(db, before);
    return { unverifiedAccounts: ids.length, mailBodies };
  },
};

async function findUnverifiedAccounts(db: Db, before: Date): Promise<number[]> {
  const result = (await db.execute(
    sql`select id from users where not is_verified and deleted_at is null and created_at < ${before.toISOString()}::timestamptz order by created_at limit ${ACCOUNTS_PER_RUN}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}
