import { rankPostingsFor, referenceName, translate, type DigestKind, type FitCandidate, type Language } from '@boardmatch/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { SCHEDULE_TIME_ZONE } from '../../platform/jobs/job-runner.ts';
import { addDays, dayTime, productDay } from '../../platform/calendar/days.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { writeDigest, type DigestSection } from '../mail/index.ts';
import { findCharitiesPeopleWhoMay, findStaffRecipients } from '../users/index.ts';
import * as repo from './notifications.repository.ts';
import { UnsubscribeTokens } from './unsubscribe-tokens.ts';

const WEEK_MS = 7 * 24 * 3_600_000;
/** At most this many lines in each list of a digest; the rest is counted ('And 3 more.'). */
const TOP = 5;
/** The newest postings of the week a run looks at; past that, a digest names the newest. */
const NEW_POSTINGS_CAP = 200;
const CANDIDATE_BATCH = 500;

/** The week of an instant: the date of its Monday in the program's time zone (what 'once a week' is counted by). */
export function weekOf(at: Date): string {
  const day = productDay(at);
  return addDays(day, -((new Date(dayTime(day)).getUTCDay() + 6) % 7));
}

interface Context {
  db: DbOrTx;
  now: Date;
  week: string;
  appUrl: string;
  tokens: UnsubscribeTokens;
}

/** Writes one digest to its reader, once this week: the log's row and the mail commit together. */
async function sendDigest(ctx: Context, reader: repo.DigestReader, kind: DigestKind, build: (language: Language) => { subject: string; intro: string; sections: DigestSection[] }): Promise<boolean> {
  if (!(await repo.logDigest(ctx.db, reader.userId, kind, ctx.week, ctx.now))) return false;
  const token = ctx.tokens.sign(reader.userId, kind);
  const { subject, intro, sections } = build(reader.language);
  const mail = writeDigest({ subject, intro, sections, unsubscribePage: `${ctx.appUrl}/unsubscribe/${token}`, settingsPage: `${ctx.appUrl}/user-information#notifications` }, reader.language);
  await enqueueMail(ctx.db, { to: reader.email, ...mail, listUnsubscribe: `${ctx.appUrl}/api/unsubscribe/${token}` }, MailPriority.notification);
  return true;
}

const more = (total: number, shown: number, language: Language) => (total > shown ? translate('notifications.mail.andMore', { count: total - shown }, language) : undefined);

/** Candidates: the week's new postings that fit them (a shared skill or cause), best first, at most five. */
async function postingsDigests(ctx: Context): Promise<number> {
  const postings = await repo.findNewPostings(ctx.db, new Date(ctx.now.getTime() - WEEK_MS), ctx.now, productDay(ctx.now), NEW_POSTINGS_CAP);
  if (postings.length === 0) return 0;
  const skillIds = [...new Set(postings.flatMap((p) => p.skillIds))];
  const focusAreaIds = [...new Set(postings.flatMap((p) => p.focusAreaIds))];
  const postingIds = postings.map((p) => p.id);
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const batch = await repo.findDigestCandidates(ctx.db, { afterId, limit: CANDIDATE_BATCH, week: ctx.week, skillIds, focusAreaIds, postingIds });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.candidateId;
    for (const candidate of batch) {
      const fitCandidate: FitCandidate = {
        id: candidate.candidateId,
        skillIds: candidate.skillIds,
        focusAreaIds: candidate.focusAreaIds,
        city: candidate.city,
        regionId: candidate.regionId,
        languages: [candidate.language],
        boardExperienceTypeId: candidate.boardExperienceTypeId,
        lookingForPosition: candidate.lookingForPosition,
      };
      const open = postings.filter((p) => !candidate.appliedPostingIds.includes(p.id));
      const fitting = rankPostingsFor(fitCandidate, open, open.length)
        .filter(({ fit }) => fit.reasons.some((r) => r.kind === 'skills' || r.kind === 'causes'))
        .slice(0, TOP);
      if (fitting.length === 0) continue;
      const done = await sendDigest(ctx, candidate, 'postings', (language) => ({
        subject: translate('notifications.mail.postingsSubject', {}, language),
        intro: translate('notifications.mail.postingsIntro', { name: candidate.firstName }, language),
        sections: [
          {
            items: fitting.map(({ item }) => ({
              text: translate('notifications.mail.postingLine', { position: referenceName('positions', item.positionName, language), charity: item.charityName }, language),
              href: `${ctx.appUrl}/search?pid=${item.id}`,
            })),
            link: { text: translate('notifications.mail.postingsMore', {}, language), href: `${ctx.appUrl}/candidate-search` },
          },
        ],
      }));
      if (done) sent += 1;
    }
    if (batch.length < CANDIDATE_BATCH) break;
  }
  return sent;
}

/** How far ahead a representative's digest looks for board terms ending. */
const TERMS_AHEAD_DAYS = 90;


interface CharityNews {
  charityId: number;
  charityName: string;
  applicants?: { total: number; items: repo.WaitingApplicant[] };
  terms?: { total: number; items: repo.TermEnding[] };
}

/**
 * Representatives: their charity's applicants waiting for a reply (to those who may answer applications) and its board
 * terms ending in the next 90 days (to those who may post, who can draft the seat's posting). One mail per person and
 * week, a section per charity and subject.
 */
async function applicantsDigests(ctx: Context): Promise<number> {
  const today = productDay(ctx.now);
  const waiting = await repo.findWaitingApplicantsByCharity(ctx.db, TOP);
  const ending = await repo.findTermsEndingByCharity(ctx.db, today, addDays(today, TERMS_AHEAD_DAYS), TOP);
  const byPerson = new Map<number, Map<number, CharityNews>>();
  // Each charity's readers, read for all the charities with news at once.
  const add = async <N extends { items: { charityName: string }[] }>(news: Map<number, N>, permission: 'application.answer' | 'posting.create', section: (n: N) => Partial<CharityNews>) => {
    const readers = await findCharitiesPeopleWhoMay(ctx.db, [...news.keys()], permission, { verifiedOnly: true });
    for (const [charityId, item] of news) {
      for (const person of readers.get(charityId) ?? []) {
        const charities = byPerson.get(person.userId) ?? new Map<number, CharityNews>();
        charities.set(charityId, { ...(charities.get(charityId) ?? { charityId, charityName: item.items[0]!.charityName }), ...section(item) });
        byPerson.set(person.userId, charities);
      }
    }
  };
  await add(waiting, 'application.answer', (applicants) => ({ applicants }));
  await add(ending, 'posting.create', (terms) => ({ terms }));
  let sent = 0;
  for (const reader of await repo.findDigestReaders(ctx.db, [...byPerson.keys()], 'applicants', ctx.week)) {
    const charities = [...byPerson.get(reader.userId)!.values()];
    const first = charities[0]!;
    const done = await sendDigest(ctx, reader, 'applicants', (language) => {
      const date = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: SCHEDULE_TIME_ZONE });
      const day = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
      const sections: DigestSection[] = charities.flatMap((c) => [
        ...(c.applicants
          ? [
              {
                title: translate('notifications.mail.applicantsTitle', { charity: c.charityName, count: c.applicants.total }, language),
                items: c.applicants.items.map((a) => ({
                  text: translate('notifications.mail.applicantLine', { candidate: a.candidateName, position: referenceName('positions', a.positionName, language), postingId: a.postingId, date: date.format(a.applicationDate) }, language),
                })),
                more: more(c.applicants.total, c.applicants.items.length, language),
                link: { text: translate('notifications.mail.applicantsMore', {}, language), href: `${ctx.appUrl}/charity-postings` },
              },
            ]
          : []),
        ...(c.terms
          ? [
              {
                title: translate('notifications.mail.termsTitle', { charity: c.charityName, count: c.terms.total }, language),
                items: c.terms.items.map((term) => ({
                  text: translate('notifications.mail.termLine', { position: referenceName('positions', term.positionName, language), member: term.memberName, date: day.format(new Date(`${term.endDate}T00:00:00Z`)) }, language),
                  href: `${ctx.appUrl}/charity-postings?draft=${term.id}`,
                })),
                more: more(c.terms.total, c.terms.items.length, language),
                link: { text: translate('notifications.mail.termsMore', {}, language), href: `${ctx.appUrl}/charity-board` },
              },
            ]
          : []),
      ]);
      const subject = first.applicants ? 'notifications.mail.applicantsSubject' : 'notifications.mail.termsSubject';
      return { subject: translate(subject, { charity: first.charityName }, language), intro: translate('notifications.mail.greeting', { name: reader.firstName }, language), sections };
    });
    if (done) sent += 1;
  }
  return sent;
}

/** Staff: applications past the reply deadline (both staff roles) and the week's undelivered mail (Admin). */
async function staffDigests(ctx: Context): Promise<number> {
  const overdue = await repo.findOverdueReplies(ctx.db, TOP);
  const undelivered = await repo.findUndeliveredSince(ctx.db, new Date(ctx.now.getTime() - WEEK_MS), TOP);
  if (overdue.total === 0 && undelivered.total === 0) return 0;
  const seeOverdue = new Set(await findStaffRecipients(ctx.db, 'application.waiting-list'));
  const seeUndelivered = new Set(await findStaffRecipients(ctx.db, 'undelivered-mail.read'));
  const ids = await repo.findUserIdsByEmail(ctx.db, [...new Set([...seeOverdue, ...seeUndelivered])]);
  let sent = 0;
  for (const reader of await repo.findDigestReaders(ctx.db, [...ids.values()], 'staff', ctx.week)) {
    const showOverdue = overdue.total > 0 && seeOverdue.has(reader.email);
    const showUndelivered = undelivered.total > 0 && seeUndelivered.has(reader.email);
    if (!showOverdue && !showUndelivered) continue;
    const done = await sendDigest(ctx, reader, 'staff', (language) => {
      const sections: DigestSection[] = [];
      if (showOverdue) {
        sections.push({
          title: translate('notifications.mail.overdueTitle', { count: overdue.total }, language),
          items: overdue.items.map((a) => ({
            text: translate('notifications.mail.overdueLine', { charity: a.charityName, candidate: a.candidateName, position: referenceName('positions', a.positionName, language), postingId: a.postingId }, language),
          })),
          more: more(overdue.total, overdue.items.length, language),
          link: { text: translate('notifications.mail.overdueMore', {}, language), href: `${ctx.appUrl}/boardmatch-waiting-applicants` },
        });
      }
      if (showUndelivered) {
        sections.push({
          title: translate('notifications.mail.undeliveredTitle', { count: undelivered.total }, language),
          items: undelivered.items.map((m) => ({ text: translate('notifications.mail.undeliveredLine', { subject: m.subject, to: m.to }, language) })),
          more: more(undelivered.total, undelivered.items.length, language),
          link: { text: translate('notifications.mail.undeliveredMore', {}, language), href: `${ctx.appUrl}/boardmatch-admin` },
        });
      }
      return { subject: translate('notifications.mail.staffSubject', {}, language), intro: translate('notifications.mail.greeting', { name: reader.firstName }, language), sections };
    });
    if (done) sent += 1;
  }
  return sent;
}

/** Runs every digest of the week for `now`; returns how many were sent. */
export async function runWeeklyDigests(db: Db, now: Date, config: { appUrl: string; secret: string }): Promise<Record<string, number>> {
  const ctx: Context = { db, now, week: weekOf(now), appUrl: config.appUrl, tokens: new UnsubscribeTokens(config.secret) };
  const digests = (await postingsDigests(ctx)) + (await applicantsDigests(ctx)) + (await staffDigests(ctx));
  return { digests };
}

/**
 * Every Monday morning: each person's weekly digests, those they keep on in Notifications, each only when it has
 * something to say, once per person and week (digest_log), in the reader's language, with a one-click unsubscribe.
 */
export function weeklyDigestsJob(config: { appUrl: string; secret: string }): JobDefinition {
  return { name: 'weekly-digests', cron: '0 7 * * 1', run: ({ db, now }) => runWeeklyDigests(db, now, config) };
}
