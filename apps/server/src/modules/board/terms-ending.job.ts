import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguages, writeMail } from '../mail/index.ts';
import { findCharityRecipients } from '../users/index.ts';
import * as repo from './board-terms.repository.ts';
import { positionName } from './board-terms.presenter.ts';
import { addDays, productDay } from '../../platform/calendar/days.ts';
import { longDay } from './term-days.ts';

/** Terms looked at per run and notice: a backlog is worked off over a few days. */
const TERMS_PER_RUN = 300;

/**
 * The notices, latest first, with the days left each covers: 90 for a term ending in 61 to 90 days, 60 for one ending
 * within 60. A day the job did not run is caught up on the next, once.
 */
const NOTICES = [
  { days: 90, from: 61 },
  { days: 60, from: 0 },
] as const;

/**
 * 'Terms ending', daily: for each held seat whose term ends within 90 and then 60 days, the charity's representatives
 * who may post (not Basic Access) get 'A board term ends on {date}' with 'Draft the posting'. Each notice is recorded
 * in the job's transaction under a unique (mandate, days), so a rerun or a second instance never sends it twice.
 */
export function termsEndingJob(config: { appUrl: string }): JobDefinition {
  return {
    name: 'terms-ending',
    cron: '40 6 * * *',
    run: ({ db, now }) => runTermsEnding(db, now, config.appUrl),
  };
}

export async function runTermsEnding(db: Db, now: Date, appUrl: string): Promise<Record<string, number>> {
  const today = productDay(now);
  let terms = 0;
  let mails = 0;
  for (const notice of NOTICES) {
    for (const term of await repo.findTermsToNotice(db, addDays(today, notice.from), addDays(today, notice.days), notice.days, TERMS_PER_RUN)) {
      if (!(await repo.recordNotice(db, term.mandateId, notice.days, now))) continue;
      terms += 1;
      mails += await tellRepresentatives(db, term, appUrl);
    }
  }
  return { termsNoticed: terms, termNoticeMails: mails };
}

/** One mail per representative who may post, in their language. */
async function tellRepresentatives(db: DbOrTx, term: repo.TermToNotice, appUrl: string): Promise<number> {
  const recipients = await findCharityRecipients(db, term.charityId, 'posting.create', { verifiedOnly: true });
  for (const [to, language] of await recipientLanguages(db, recipients)) {
    const values = {
      date: longDay(term.endDate!, language),
      position: positionName(term, language),
      member: `${term.firstName ?? ''} ${term.lastName ?? ''}`.trim(),
      charity: term.charityName,
      link: `${appUrl}/charity-postings?draft=${term.mandateId}`,
    };
    await enqueueMail(db, { to, ...writeMail('boardTermEnding', language, values) }, MailPriority.notification);
  }
  return recipients.length;
}
