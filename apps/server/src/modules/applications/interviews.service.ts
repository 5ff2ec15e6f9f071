import { randomUUID } from 'node:crypto';
import {
  ApplicationStatus,
  INTERVIEW_HORIZON_DAYS,
  can,
  referenceName,
  translate,
  type Application,
  type ChooseInterviewTime,
  type InterviewMessage,
  type Language,
  type ProposeInterview,
  type RescheduleInterview,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { formatInstant, provinceTimeZone, timeZoneName } from '../../platform/calendar/time-zones.ts';
import { recipientLanguages } from '../mail/index.ts';
import { findCharityRecipients } from '../users/index.ts';
import * as applicationsRepo from './applications.repository.ts';
import * as repo from './interviews.repository.ts';
import { interviewCalendar } from './interview-calendar.ts';

type ApplicationForUpdate = NonNullable<Awaited<ReturnType<typeof applicationsRepo.findApplicationForUpdate>>>;

const ALREADY = 'interviews.errors.alreadyArranged';
const NOT_OPEN = 'interviews.errors.notOpen';
/** Statuses from which the charity may still arrange an interview (the move to Interview, or already there). */
const INTERVIEWABLE: readonly number[] = [ApplicationStatus.applied, ApplicationStatus.underReview, ApplicationStatus.interview];

async function loadApplication(deps: Deps, id: number): Promise<ApplicationForUpdate> {
  const application = await applicationsRepo.findApplicationForUpdate(deps.db, id);
  if (!application) throw AppError.notFound();
  return application;
}

/** Each time in the future and within a year; the refusal names the time. */
function checkTimes(times: Date[], now: Date, path: (i: number) => string): void {
  const horizon = now.getTime() + INTERVIEW_HORIZON_DAYS * 86_400_000;
  times.forEach((time, i) => {
    if (time.getTime() <= now.getTime()) throw AppError.badRequest('interviews.errors.timeInPast', [{ path: path(i), message: 'interviews.errors.timeInPast' }]);
    if (time.getTime() > horizon) throw AppError.badRequest('interviews.errors.timeTooFar', [{ path: path(i), message: 'interviews.errors.timeTooFar' }]);
  });
}

/** A candidate's routes answer 404 for anyone else's application: whether it exists is not theirs to learn. */
function ownApplication(session: SessionUser, application: ApplicationForUpdate): void {
  if (!can(session, 'interview.choose', application)) throw AppError.notFound();
}

/** Runs a change and answers the application as it is after it, then sends what it wrote to the outbox. */
async function inTransaction(deps: Deps, work: (tx: DbOrTx) => Promise<number>, answer: (tx: DbOrTx, id: number) => Promise<Application>): Promise<Application> {
  let result: Application;
  try {
    result = await deps.db.transaction(async (tx) => answer(tx, await work(tx)));
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.conflict(ALREADY);
    throw err;
  }
  deps.flushMail();
  return result;
}

export type PresentOne = (tx: DbOrTx, id: number) => Promise<Application>;

/**
 * 'Request Interview' with times: moves the application to Interview (unless it is there) and sends the candidate
 * 2 to 5 times to choose from. After the candidate asked for other times, the same interview gets the new times.
 */
export async function proposeInterview(deps: Deps, session: SessionUser, id: number, body: ProposeInterview, present: PresentOne): Promise<Application> {
  const application = await loadApplication(deps, id);
  authorize(session, 'application.answer', application);
  const from = application.applicationStatusId;
  if (!INTERVIEWABLE.includes(from)) throw AppError.badRequest('interviews.errors.notInterviewing');
  checkTimes(body.times.map((t) => new Date(t)), deps.now(), (i) => `times.${i}`);
  const times = body.times.map((t) => new Date(t)).sort((a, b) => a.getTime() - b.getTime());
  return inTransaction(
    deps,
    async (tx) => {
      const open = await repo.findOpenInterview(tx, id);
      const details = { durationMinutes: body.durationMinutes, place: body.place, timeZone: body.timeZone, proposedByUserId: session.id };
      let interviewId: number;
      if (open && open.state === 'otherTimes') {
        if (!(await repo.updateInterview(tx, open.id, 'otherTimes', { ...details, state: 'proposed', candidateMessage: null }))) throw AppError.conflict(ALREADY);
        interviewId = open.id;
      } else {
        if (open) throw AppError.conflict(ALREADY);
        interviewId = (await repo.insertInterview(tx, { ...details, applicationId: id, state: 'proposed', uid: `${randomUUID()}@boardmatch` })).id;
      }
      await repo.replaceSlots(tx, interviewId, times);
      if (from !== ApplicationStatus.interview) {
        if (!(await applicationsRepo.updateApplicationStatus(tx, id, from, ApplicationStatus.interview))) throw AppError.badRequest('applications.errors.statusUpdateFailed');
        await applicationsRepo.insertStatusChange(tx, { applicationId: id, fromStatusId: from, toStatusId: ApplicationStatus.interview, changedByUserId: session.actingAdminUserId ?? session.id });
      }
      await tellCandidateOfTimes(tx, deps, interviewId, times, body);
      return id;
    },
    present,
  );
}

/**
 * The candidate's answer to times proposed (choose one, or ask for others): only their own application, only while it
 * is in Interview with times waiting for them; `work` runs in the transaction on the interview, locked.
 */
async function answerProposal(deps: Deps, session: SessionUser, id: number, present: PresentOne, work: (tx: DbOrTx, open: repo.InterviewRow) => Promise<void>): Promise<Application> {
  const application = await loadApplication(deps, id);
  ownApplication(session, application);
  if (application.applicationStatusId !== ApplicationStatus.interview) throw AppError.conflict(NOT_OPEN);
  return inTransaction(
    deps,
    async (tx) => {
      const open = await repo.findOpenInterview(tx, id);
      if (!open || open.state !== 'proposed') throw AppError.conflict(NOT_OPEN);
      await work(tx, open);
      return id;
    },
    present,
  );
}

/** The candidate chooses one of the proposed times: both sides get the calendar invitation. */
export function chooseInterviewTime(deps: Deps, session: SessionUser, id: number, body: ChooseInterviewTime, present: PresentOne): Promise<Application> {
  return answerProposal(deps, session, id, present, async (tx, open) => {
    const slot = await repo.findSlot(tx, open.id, body.slotId);
    if (!slot) throw AppError.badRequest('interviews.errors.slotUnknown', [{ path: 'slotId', message: 'interviews.errors.slotUnknown' }]);
    checkTimes([slot.startsAt], deps.now(), () => 'slotId');
    const booked = await repo.updateInterview(tx, open.id, 'proposed', { state: 'scheduled', startsAt: slot.startsAt });
    if (!booked) throw AppError.conflict(NOT_OPEN);
    await sendCalendar(tx, deps, booked, 'scheduled');
  });
}

/** The candidate can make none of the times: the charity is asked for others. */
export function askOtherInterviewTimes(deps: Deps, session: SessionUser, id: number, body: InterviewMessage, present: PresentOne): Promise<Application> {
  return answerProposal(deps, session, id, present, async (tx, open) => {
    const asked = await repo.updateInterview(tx, open.id, 'proposed', { state: 'otherTimes', candidateMessage: body.message || null });
    if (!asked) throw AppError.conflict(NOT_OPEN);
    await tellCharityOfOtherTimes(tx, deps, asked);
  });
}

/** 'Reschedule': a booked interview moves to a new time (and place); both calendars get the update. */
export async function rescheduleInterview(deps: Deps, session: SessionUser, id: number, body: RescheduleInterview, present: PresentOne): Promise<Application> {
  const application = await loadApplication(deps, id);
  authorize(session, 'application.answer', application);
  const startsAt = new Date(body.startsAt);
  checkTimes([startsAt], deps.now(), () => 'startsAt');
  return inTransaction(
    deps,
    async (tx) => {
      const open = await repo.findOpenInterview(tx, id);
      if (!open || open.state !== 'scheduled') throw AppError.conflict(NOT_OPEN);
      const moved = await repo.updateInterview(tx, open.id, 'scheduled', {
        startsAt,
        durationMinutes: body.durationMinutes,
        place: body.place,
        timeZone: body.timeZone,
        sequence: open.sequence + 1,
        remindedAt: null,
      });
      if (!moved) throw AppError.conflict(NOT_OPEN);
      await sendCalendar(tx, deps, moved, 'rescheduled');
      return id;
    },
    present,
  );
}

/** 'Cancel interview', by either side. */
export async function cancelInterview(deps: Deps, session: SessionUser, id: number, body: InterviewMessage, present: PresentOne): Promise<Application> {
  const application = await loadApplication(deps, id);
  authorize(session, 'interview.cancel', application);
  const byCandidate = can(session, 'interview.choose', application);
  return inTransaction(
    deps,
    async (tx) => {
      const open = await repo.findOpenInterview(tx, id);
      if (!open) throw AppError.conflict(NOT_OPEN);
      await callOff(tx, deps, open, { byCandidate, message: body.message || null });
      return id;
    },
    present,
  );
}

/**
 * Calls off an interview inside the caller's transaction. A booked one sends METHOD:CANCEL to both sides, whose
 * calendars hold it (unless it has already begun); one still being arranged tells only the other side.
 */
async function callOff(tx: DbOrTx, deps: Deps, open: repo.InterviewRow, { byCandidate, message }: { byCandidate: boolean | null; message: string | null }): Promise<void> {
  const cancelled = await repo.updateInterview(tx, open.id, open.state, { state: 'cancelled', sequence: open.sequence + 1 });
  if (!cancelled) throw AppError.conflict(NOT_OPEN);
  const booked = open.state === 'scheduled' && open.startsAt !== null;
  if (booked && open.startsAt!.getTime() <= deps.now().getTime()) return;
  await sendCancellation(tx, deps, { ...cancelled, startsAt: open.startsAt }, booked ? null : byCandidate, message);
}

/**
 * A decline or a withdrawal ends the interview with it: called inside the status move's transaction.
 * byCandidate: who moved (the candidate withdrew) decides who is told of an interview not yet booked.
 */
export async function endInterviewWithApplication(tx: DbOrTx, deps: Deps, applicationId: number, byCandidate: boolean): Promise<void> {
  const open = await repo.findOpenInterview(tx, applicationId);
  if (open) await callOff(tx, deps, open, { byCandidate, message: null });
}

/**
 * A move on from Interview (Under Review, an offer, its acceptance) settles times still being arranged: they are
 * dropped without a mail of their own, as the move's mail tells the candidate where things stand. A booked interview
 * stays on both calendars.
 */
export async function dropUnbookedInterview(tx: DbOrTx, applicationId: number): Promise<void> {
  const open = await repo.findOpenInterview(tx, applicationId);
  if (open && open.state !== 'scheduled') await repo.updateInterview(tx, open.id, open.state, { state: 'cancelled', sequence: open.sequence + 1 });
}

// ---- mail ---------------------------------------------------------------------------------------------------------

interface Reader {
  to: string;
  language: Language;
  timeZone: string;
}

async function partiesOf(tx: DbOrTx, interview: repo.InterviewRow) {
  const parties = (await repo.findInterviewParties(tx, [interview.id])).get(interview.id);
  if (!parties) throw AppError.notFound();
  return parties;
}

/** The candidate, in their language and their province's time zone (the charity's, when they gave none). */
function candidateReader(parties: repo.InterviewParties, interview: { timeZone: string }): Reader {
  return { to: parties.candidateEmail, language: parties.candidateLanguage, timeZone: provinceTimeZone(parties.candidateProvince, interview.timeZone) };
}

/**
 * The charity's side: the representative who proposed the interview, in the time zone they proposed it in. When
 * their account is gone or disabled, the representatives who may answer the charity's applications.
 */
async function charityReaders(tx: DbOrTx, parties: repo.InterviewParties, interview: repo.InterviewRow): Promise<Reader[]> {
  const addresses = parties.proposerEmail ? [parties.proposerEmail] : await findCharityRecipients(tx, parties.charityId, 'application.answer', { verifiedOnly: true });
  return [...(await recipientLanguages(tx, addresses))].map(([to, language]) => ({ to, language, timeZone: interview.timeZone }));
}

type Side = 'candidate' | 'charity';

/** Both sides of an interview as its mail reads them: the candidate, then the charity's side. */
async function bothSides(tx: DbOrTx, parties: repo.InterviewParties, interview: repo.InterviewRow): Promise<{ reader: Reader; side: Side }[]> {
  const charity = await charityReaders(tx, parties, interview);
  return [{ reader: candidateReader(parties, interview), side: 'candidate' }, ...charity.map((reader) => ({ reader, side: 'charity' as const }))];
}

function wordsFor(parties: repo.InterviewParties, reader: Reader, link: string) {
  return {
    candidate: `${parties.candidateFirstName} ${parties.candidateLastName}`,
    charity: parties.charityName,
    position: referenceName('positions', parties.positionName, reader.language),
    postingId: parties.postingId,
    link,
  };
}

const linkTo = (appUrl: string, side: Side) => `${appUrl}/${side === 'candidate' ? 'candidate-postings' : 'charity-postings'}`;
const linkFor = (deps: Deps, side: Side) => linkTo(deps.config.appUrl, side);

async function tellCandidateOfTimes(tx: DbOrTx, deps: Deps, interviewId: number, times: Date[], { durationMinutes, place, timeZone: proposedIn }: ProposeInterview): Promise<void> {
  const parties = (await repo.findInterviewParties(tx, [interviewId])).get(interviewId)!;
  const reader = candidateReader(parties, { timeZone: proposedIn });
  const { language, timeZone } = reader;
  const values = {
    ...wordsFor(parties, reader, linkFor(deps, 'candidate')),
    name: parties.candidateFirstName,
    duration: durationMinutes,
    zone: timeZoneName(times[0]!, language, timeZone),
    times: times.map((t) => translate('interviews.mail.timeLine', { when: formatInstant(t, language, timeZone) }, language)).join('\n'),
    place,
  };
  await enqueueMail(tx, { to: reader.to, subject: translate('interviews.mail.proposedSubject', values, language), text: translate('interviews.mail.proposedBody', values, language) }, MailPriority.notification);
}

async function tellCharityOfOtherTimes(tx: DbOrTx, deps: Deps, interview: repo.InterviewRow): Promise<void> {
  const parties = await partiesOf(tx, interview);
  for (const reader of await charityReaders(tx, parties, interview)) {
    const { language } = reader;
    const message = interview.candidateMessage ? translate('interviews.mail.candidateWrote', { message: interview.candidateMessage }, language) : '';
    const values = { ...wordsFor(parties, reader, linkFor(deps, 'charity')), message };
    await enqueueMail(tx, { to: reader.to, subject: translate('interviews.mail.otherTimesSubject', values, language), text: translate('interviews.mail.otherTimesBody', values, language) }, MailPriority.notification);
  }
}

/** The booked (or moved) interview to both sides, each in their language and time zone, with its invitation. */
async function sendCalendar(tx: DbOrTx, deps: Deps, interview: repo.InterviewRow, kind: 'scheduled' | 'rescheduled'): Promise<void> {
  const parties = await partiesOf(tx, interview);
  const readers = await bothSides(tx, parties, interview);
  const people = calendarPeople(parties, readers);
  for (const { reader, side } of readers) {
    const { language, timeZone } = reader;
    const startsAt = interview.startsAt!;
    const words = wordsFor(parties, reader, linkFor(deps, side));
    const values = { ...words, when: formatInstant(startsAt, language, timeZone), zone: timeZoneName(startsAt, language, timeZone), duration: interview.durationMinutes, place: interview.place };
    const calendar = interviewCalendar('request', { ...interview, startsAt }, people, words, language, deps.now());
    await enqueueMail(
      tx,
      { to: reader.to, subject: translate(`interviews.mail.${kind}Subject`, values, language), text: translate(`interviews.mail.${kind}Body`, values, language), calendar },
      MailPriority.notification,
    );
  }
}

/**
 * A cancellation: onlyOtherSideOf null means the interview was booked and both calendars hold it (METHOD:CANCEL to
 * both); true/false names who cancelled one still being arranged, and only the other side is told.
 */
async function sendCancellation(tx: DbOrTx, deps: Deps, interview: repo.InterviewRow, onlyOtherSideOf: boolean | null, message: string | null): Promise<void> {
  const parties = await partiesOf(tx, interview);
  const both = await bothSides(tx, parties, interview);
  const people = calendarPeople(parties, both);
  // Who cancelled times not yet chosen knows it: only the other side is told.
  const readers = both.filter(({ side }) => onlyOtherSideOf === null || side === (onlyOtherSideOf ? 'charity' : 'candidate'));
  for (const { reader, side } of readers) {
    const { language, timeZone } = reader;
    const words = wordsFor(parties, reader, linkFor(deps, side));
    const when = interview.startsAt ? translate('interviews.mail.cancelledWhen', { when: formatInstant(interview.startsAt, language, timeZone), zone: timeZoneName(interview.startsAt, language, timeZone) }, language) : '';
    const values = { ...words, when, message: message ? translate('interviews.mail.cancelMessage', { message }, language) : '' };
    const calendar = onlyOtherSideOf === null && interview.startsAt ? interviewCalendar('cancel', { ...interview, startsAt: interview.startsAt }, people, words, language, deps.now()) : undefined;
    await enqueueMail(tx, { to: reader.to, subject: translate('interviews.mail.cancelledSubject', values, language), text: translate('interviews.mail.cancelledBody', values, language), calendar }, MailPriority.notification);
  }
}

function calendarPeople(parties: repo.InterviewParties, readers: { reader: Reader; side: Side }[]) {
  const organizerEmail = parties.proposerEmail ?? readers.find((r) => r.side === 'charity')?.reader.to ?? parties.candidateEmail;
  return {
    organizer: { name: parties.proposerName ?? parties.charityName, email: organizerEmail },
    attendee: { name: `${parties.candidateFirstName} ${parties.candidateLastName}`, email: parties.candidateEmail },
  };
}

/** The reminder a day before, to both sides, in their language and time zone. */
export async function sendInterviewReminder(tx: DbOrTx, appUrl: string, interview: repo.InterviewRow): Promise<number> {
  const parties = await partiesOf(tx, interview);
  const readers = await bothSides(tx, parties, interview);
  for (const { reader, side } of readers) {
    const { language, timeZone } = reader;
    const startsAt = interview.startsAt!;
    const values = { ...wordsFor(parties, reader, linkTo(appUrl, side)), when: formatInstant(startsAt, language, timeZone), zone: timeZoneName(startsAt, language, timeZone), duration: interview.durationMinutes, place: interview.place };
    await enqueueMail(tx, { to: reader.to, subject: translate('interviews.mail.reminderSubject', values, language), text: translate('interviews.mail.reminderBody', values, language) }, MailPriority.notification);
  }
  return readers.length;
}
