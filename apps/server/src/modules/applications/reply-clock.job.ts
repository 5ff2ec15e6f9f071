import { ApplicationStatus, ReplyClock, ReplyStage, referenceName, translate, type Language } from '@boardmatch/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { SCHEDULE_TIME_ZONE, type JobDefinition } from '../../platform/jobs/job-runner.ts';
import { addWorkingDays, dayIn, workingDaysBetween, type Day } from '../../platform/calendar/working-days.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguages, writeMail } from '../mail/index.ts';
import { findCharityRecipients, findStaffRecipients } from '../users/index.ts';
import * as repo from './reply-clock.repository.ts';

/** Applications looked at per run: a backlog is worked off over a few runs rather than in one long transaction. */
const APPLICATIONS_PER_RUN = 500;
/** Open postings suggested to a candidate whose application closed. */
const SUGGESTIONS = 3;

/** The working days waited at which each stage is reached, in order. */
const STEPS: readonly { stage: number; days: number }[] = [
  { stage: ReplyStage.waiting, days: ReplyClock.waiting },
  { stage: ReplyStage.overdue, days: ReplyClock.overdue },
  { stage: ReplyStage.escalated, days: ReplyClock.escalated },
  { stage: ReplyStage.closed, days: ReplyClock.closed },
];

/** The stage an application has reached after waiting this many working days. */
export function stageAfter(workingDays: number): number {
  let stage: number = ReplyStage.none;
  for (const step of STEPS) if (workingDays >= step.days) stage = step.stage;
  return stage;
}

/** The calendar day the clock counts an instant on: the program's office time zone. */
export const clockDay = (instant: Date): Day => dayIn(instant, SCHEDULE_TIME_ZONE);

/** Working days an application has waited by `now`, counted in its charity's province. */
export function workingDaysWaited(applicationDate: Date, now: Date, province: string | null): number {
  return workingDaysBetween(clockDay(applicationDate), clockDay(now), province);
}

/**
 * When to look at an application next: the first moment of the day its next step falls due (05:00 UTC is past
 * midnight in Toronto in summer and in winter), or null once closed.
 */
function nextLook(appliedDay: Day, stage: number, province: string | null): Date | null {
  const next = STEPS.find((step) => step.stage > stage);
  return next ? new Date(`${addWorkingDays(appliedDay, next.days, province)}T05:00:00Z`) : null;
}

interface Taken {
  application: repo.WaitingApplication;
  days: number;
}

/**
 * The response clock, every hour: each waiting application takes each step it reaches once. At 5 working days the
 * charity's representatives who may answer it are told 'Applicants are waiting', at 10 'Reply overdue'; at 15 it
 * shows in staff's 'Waiting applicants' and staff are told, in one mail per run; at 30 it closes as No Response and
 * the candidate gets a kind note with postings like it. An application that reached a later step at once (the job
 * did not run for a while) takes that step only. The step is kept on the application and taken in the same
 * transaction as its mail (the job's), guarded by its stage, so a rerun or a second instance never sends it twice.
 */
export function replyClockJob(config: { appUrl: string }): JobDefinition {
  return {
    name: 'reply-clock',
    cron: '17 * * * *',
    run: ({ db, now }) => runReplyClock(db, now, config.appUrl),
  };
}

export async function runReplyClock(db: Db, now: Date, appUrl: string): Promise<Record<string, number>> {
  const today = clockDay(now);
  const taken = new Map<number, Taken[]>(STEPS.map((s) => [s.stage, []]));
  for (const application of await repo.findDueApplications(db, now, APPLICATIONS_PER_RUN)) {
    const appliedDay = clockDay(application.applicationDate);
    const days = workingDaysBetween(appliedDay, today, application.province);
    const stage = stageAfter(days);
    if (stage <= application.replyStage) {
      const dueAt = nextLook(appliedDay, application.replyStage, application.province);
      if (dueAt) await repo.postponeApplication(db, application.id, dueAt);
      continue;
    }
    const closing = stage === ReplyStage.closed;
    if (!(await repo.advanceStage(db, application.id, stage, nextLook(appliedDay, stage, application.province), closing ? ApplicationStatus.noResponse : undefined))) continue;
    if (closing) await repo.insertClosingChange(db, application.id);
    taken.get(stage)!.push({ application, days });
  }

  await remindCharities(db, taken.get(ReplyStage.waiting)!, 'applicantsWaiting', appUrl);
  await remindCharities(db, taken.get(ReplyStage.overdue)!, 'replyOverdue', appUrl);
  await tellStaff(db, taken.get(ReplyStage.escalated)!, appUrl);
  for (const { application } of taken.get(ReplyStage.closed)!) await tellCandidate(db, application, today, appUrl);
  return {
    waiting: taken.get(ReplyStage.waiting)!.length,
    overdue: taken.get(ReplyStage.overdue)!.length,
    escalated: taken.get(ReplyStage.escalated)!.length,
    closed: taken.get(ReplyStage.closed)!.length,
  };
}

const candidateName = (a: repo.WaitingApplication) => `${a.candidateFirstName} ${a.candidateLastName}`;

function applicationLines(items: Taken[], language: Language): string {
  return items
    .map(({ application: a, days }) => translate('applications.mail.applicationLine', { candidate: candidateName(a), position: referenceName('positions', a.positionName, language), postingId: a.postingId, days }, language))
    .join('\n');
}

/** One mail per charity and representative, listing that charity's applications that reached the step this run. */
async function remindCharities(db: DbOrTx, items: Taken[], template: 'applicantsWaiting' | 'replyOverdue', appUrl: string): Promise<void> {
  const byCharity = new Map<number, Taken[]>();
  for (const item of items) byCharity.set(item.application.charityId, [...(byCharity.get(item.application.charityId) ?? []), item]);
  for (const [charityId, list] of byCharity) {
    await sendCharityReminder(db, charityId, list, template, appUrl);
  }
}

/** The charity's reminder about these applications, to the representatives who may answer them (active, verified). */
export async function sendCharityReminder(db: DbOrTx, charityId: number, items: Taken[], template: 'applicantsWaiting' | 'replyOverdue', appUrl: string): Promise<number> {
  const recipients = await findCharityRecipients(db, charityId, 'application.answer', { verifiedOnly: true });
  const days = Math.min(...items.map((i) => i.days));
  for (const [to, language] of await recipientLanguages(db, recipients)) {
    const values = {
      charity: items[0]!.application.charityName,
      days,
      deadline: ReplyClock.overdue,
      closeDays: ReplyClock.closed,
      applications: applicationLines(items, language),
      link: `${appUrl}/charity-postings`,
    };
    await enqueueMail(db, { to, ...writeMail(template, language, values) }, MailPriority.notification);
  }
  return recipients.length;
}

/** One mail per staff member who may see 'Waiting applicants', listing what was newly escalated this run. */
async function tellStaff(db: DbOrTx, items: Taken[], appUrl: string): Promise<void> {
  if (items.length === 0) return;
  const recipients = await findStaffRecipients(db, 'application.waiting-list');
  for (const [to, language] of await recipientLanguages(db, recipients)) {
    const applications = items
      .map(({ application: a }) => translate('applications.mail.escalatedLine', { charity: a.charityName, candidate: candidateName(a), position: referenceName('positions', a.positionName, language), postingId: a.postingId }, language))
      .join('\n');
    const values = { count: items.length, days: ReplyClock.escalated, applications, link: `${appUrl}/boardmatch-waiting-applicants` };
    await enqueueMail(db, { to, ...writeMail('applicantsEscalated', language, values) }, MailPriority.notification);
  }
}

/** The candidate's kind note, in their language, with up to three open postings like the one that closed. */
async function tellCandidate(db: DbOrTx, a: repo.WaitingApplication, today: Day, appUrl: string): Promise<void> {
  const language = a.candidateLanguage;
  const similar = await repo.findSimilarPostings(db, a.postingId, a.charityId, today, SUGGESTIONS);
  const suggestions = similar.length
    ? translate('applications.mail.suggestionsIntro', {}, language) +
      similar.map((p) => translate('applications.mail.suggestionLine', { position: referenceName('positions', p.positionName, language), charity: p.charityName, postingId: p.postingId }, language)).join('\n')
    : '';
  const values = {
    name: a.candidateFirstName,
    position: referenceName('positions', a.positionName, language),
    postingId: a.postingId,
    charity: a.charityName,
    closeDays: ReplyClock.closed,
    suggestions,
    link: `${appUrl}/candidate-search`,
  };
  await enqueueMail(db, { to: a.candidateEmail, ...writeMail('closedNoResponse', language, values) }, MailPriority.notification);
}
