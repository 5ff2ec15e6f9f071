import { beforeAll, describe, expect, it } from 'vitest';
import { desc, gt } from 'drizzle-orm';
import ICAL from 'ical.js';
import { ApplicationStatus as S, CharityRepresentativeRole, translate } from '@boardmatch/shared';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { outbox } from '../../db/schema/index.ts';
import { runInterviewReminders } from './interview-reminders.job.ts';

const t = setupTestApp();
let candidate: Caller;
let other: Caller;
let rep: Caller & { charityId: number };
let basic: Caller;
let otherRep: Caller;
let staff: Caller;
let postingId: number;
const emails = { candidate: '', rep: '' };

const HOUR = 3_600_000;
/** A whole minute some hours from now, as people propose times. */
const inHours = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

async function apply(who: Caller = candidate): Promise<number> {
  const res = await who.post('/api/candidates/applications', { postingId, description: 'I keep books.' });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id;
}

beforeAll(async () => {
  const c = await createCandidate(t.deps.db, { firstName: 'Ada', lastName: 'Applicant' });
  emails.candidate = c.user.email;
  candidate = await t.as(c.user);
  other = await t.as((await createCandidate(t.deps.db)).user);
  const r = await createCharityRepresentative(t.deps.db, { firstName: 'Rita', lastName: 'Rep' });
  emails.rep = r.user.email;
  rep = { ...(await t.as(r.user)), charityId: r.charityId };
  basic = await t.as((await createCharityRepresentative(t.deps.db, { charityId: r.charityId, roleId: CharityRepresentativeRole.basicAccess })).user);
  otherRep = await t.as((await createCharityRepresentative(t.deps.db)).user);
  staff = await t.as((await createStaff(t.deps.db)).user);
  postingId = (await createPosting(t.deps.db, { charityId: r.charityId })).posting.id;
});

const proposal = (times = [inHours(48), inHours(72)]) => ({ times, durationMinutes: 45, place: 'https://meet.example.org/board', timeZone: 'America/Toronto' });
const propose = (who: Caller, id: number, body: object = proposal()) => who.post(`/api/candidates/applications/${id}/interview`, body);
const base = (id: number) => `/api/candidates/applications/${id}/interview`;

async function mailSince(id: number) {
  return t.deps.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
}
async function lastMailId() {
  const [row] = await t.deps.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id ?? 0;
}

function parseCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
  return { method: component.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate(), end: event.endDate.toJSDate(), location: event.location };
}

describe('interviews in the calendar', () => {
  it('proposes times (moving the application to Interview), the candidate chooses one, and both get an invitation', async () => {
    const id = await apply();
    const before = await lastMailId();
    const proposed = await propose(rep, id);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const application = json(proposed);
    expect(application.applicationStatusId).toBe(S.interview);
    expect(application.interview).toMatchObject({ state: 'proposed', durationMinutes: 45, startsAt: null });
    expect(application.interview.slots).toHaveLength(2);
    // Only the candidate is told, with the times and no invitation yet.
    const told = await mailSince(before);
    expect(told.map((m) => m.to)).toEqual([emails.candidate]);
    expect(told[0]!.subject).toMatch(/^Choose a time for your interview/);
    expect(told[0]!.calendar).toBeNull();

    // The candidate sees it in their list; a second Send is refused while the first is open.
    expect((await propose(rep, id)).statusCode).toBe(409);
    const mine = json(await candidate.post('/api/candidates/applications/read', {}));
    const slot = mine.applications.find((a: { id: number }) => a.id === id).interview.slots[1];

    const chooseAt = await lastMailId();
    const chosen = await candidate.post(`${base(id)}/choice`, { slotId: slot.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(json(chosen).interview).toMatchObject({ state: 'scheduled', startsAt: slot.startsAt });
    const invitations = await mailSince(chooseAt);
    expect(invitations.map((m) => m.to).sort()).toEqual([emails.candidate, emails.rep].sort());
    for (const mail of invitations) {
      const event = parseCalendar(mail.calendar!);
      expect(event).toMatchObject({ method: 'REQUEST', sequence: 0, location: 'https://meet.example.org/board' });
      expect(event.start.toISOString()).toBe(slot.startsAt);
      expect(event.end.getTime() - event.start.getTime()).toBe(45 * 60_000);
      expect(mail.text).toContain('45 minutes');
    }
    // Choosing twice changes nothing.
    expect((await candidate.post(`${base(id)}/choice`, { slotId: slot.id })).statusCode).toBe(409);

    // Reschedule: the same event, a higher sequence, the new time.
    const moveAt = await lastMailId();
    const moved = await rep.put(base(id), { startsAt: inHours(100), durationMinutes: 60, place: '12 Main St, Toronto', timeZone: 'America/Toronto' });
    expect(moved.statusCode, moved.body).toBe(200);
    const updates = await mailSince(moveAt);
    expect(updates).toHaveLength(2);
    const update = parseCalendar(updates[0]!.calendar!);
    expect(update).toMatchObject({ method: 'REQUEST', sequence: 1, location: '12 Main St, Toronto', uid: parseCalendar(invitations[0]!.calendar!).uid });

    // Cancel: METHOD:CANCEL to both, same uid, higher sequence.
    const cancelAt = await lastMailId();
    const cancelled = await candidate.post(`${base(id)}/cancel`, { message: 'I took another seat.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled).interview.state).toBe('cancelled');
    const cancellations = await mailSince(cancelAt);
    expect(cancellations.map((m) => m.to).sort()).toEqual([emails.candidate, emails.rep].sort());
    for (const mail of cancellations) {
      expect(parseCalendar(mail.calendar!)).toMatchObject({ method: 'CANCEL', sequence: 2, uid: update.uid });
      expect(mail.text).toContain('I took another seat.');
    }
    expect((await candidate.post(`${base(id)}/cancel`, {})).statusCode).toBe(409);
  });

  it('lets the candidate ask for other times, and the charity propose again on the same interview', async () => {
    const id = await apply(other);
    expect((await propose(rep, id)).statusCode).toBe(201);
    const before = await lastMailId();
    const asked = await other.post(`${base(id)}/other-times`, { message: 'Evenings suit me.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked).interview).toMatchObject({ state: 'otherTimes', candidateMessage: 'Evenings suit me.' });
    const told = await mailSince(before);
    expect(told.map((m) => m.to)).toEqual([emails.rep]);
    expect(told[0]!.text).toContain('Evenings suit me.');
    const again = await propose(rep, id, proposal([inHours(30), inHours(31), inHours(32)]));
    expect(again.statusCode, again.body).toBe(201);
    expect(json(again).interview).toMatchObject({ id: json(asked).interview.id, state: 'proposed', candidateMessage: null });
    expect(json(again).interview.slots).toHaveLength(3);
  });

  it('refuses times in the past, too far ahead, too few or repeated, and a place left empty, in words', async () => {
    const id = await apply(await t.as((await createCandidate(t.deps.db)).user));
    const cases: [object, string, string][] = [
      [proposal([inHours(-1), inHours(5)]), 'times.0', 'interviews.errors.timeInPast'],
      [proposal([inHours(5), inHours(24 * 400)]), 'times.1', 'interviews.errors.timeTooFar'],
      [proposal([inHours(5)]), 'times', 'interviews.errors.timesCount'],
      [proposal([inHours(5), inHours(6), inHours(7), inHours(8), inHours(9), inHours(10)]), 'times', 'interviews.errors.timesCount'],
      [proposal([inHours(5), inHours(5)]), 'times', 'interviews.errors.timesDistinct'],
      [{ ...proposal(), place: '   ' }, 'place', 'interviews.errors.placeRequired'],
      [{ ...proposal(), durationMinutes: 7 }, 'durationMinutes', ''],
      [{ ...proposal(), timeZone: 'Mars/Olympus' }, 'timeZone', ''],
      [{ ...proposal(), times: ['tomorrow', inHours(5)] }, 'times.0', ''],
    ];
    for (const [body, path, message] of cases) {
      const res = await propose(rep, id, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      const issue = json(res).issues.find((i: { path: string }) => i.path === path);
      expect(issue, `${path} ${res.body}`).toBeTruthy();
      if (message) expect(issue.message).toBe(translate(message as never));
    }
    // Nothing was arranged, nothing moved.
    const list = json(await rep.post('/api/candidates/applications/read', { Filters: [{ name: 'charityId', values: [rep.charityId] }] }));
    expect(list.applications.find((a: { id: number }) => a.id === id)).toMatchObject({ applicationStatusId: S.applied, interview: null });
  });

  it('lets only the charity propose and reschedule, only the candidate choose, and keeps others out', async () => {
    const id = await apply(await t.as((await createCandidate(t.deps.db)).user));
    for (const who of [candidate, otherRep, basic]) expect((await propose(who, id)).statusCode).toBe(403);
    expect((await t.anonymous.post(base(id), proposal())).statusCode).toBe(401);
    expect((await propose(rep, 2_147_483_647)).statusCode).toBe(404);
    expect((await propose(staff, id)).statusCode).toBe(201);
    // Another candidate learns nothing of it; the charity cannot choose for the candidate.
    expect((await candidate.post(`${base(id)}/choice`, { slotId: 1 })).statusCode).toBe(404);
    expect((await rep.post(`${base(id)}/choice`, { slotId: 1 })).statusCode).toBe(403);
    for (const who of [otherRep, basic, other]) expect((await who.post(`${base(id)}/cancel`, {})).statusCode).toBe(403);
  });

  it('refuses a slot of another interview', async () => {
    const firstId = await apply(await t.as((await createCandidate(t.deps.db)).user));
    const first = json(await propose(rep, firstId));
    const applicant = await t.as((await createCandidate(t.deps.db)).user);
    const secondId = await apply(applicant);
    expect((await propose(rep, secondId)).statusCode).toBe(201);
    const res = await applicant.post(`${base(secondId)}/choice`, { slotId: first.interview.slots[0].id });
    expect(res.statusCode).toBe(400);
    expect(json(res).issues[0]).toMatchObject({ path: 'slotId', message: translate('interviews.errors.slotUnknown') });
  });

  it('calls the interview off when the charity declines, and takes a booked one off both calendars', async () => {
    const applicant = await t.as((await createCandidate(t.deps.db)).user);
    const id = await apply(applicant);
    const slot = json(await propose(rep, id)).interview.slots[0];
    expect((await applicant.post(`${base(id)}/choice`, { slotId: slot.id })).statusCode).toBe(200);
    const before = await lastMailId();
    const declined = await rep.patch(`/api/candidates/applications/${id}`, [{ op: 'replace', path: '/applicationStatusId', value: S.declinedByCharity }]);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(json(declined).interview.state).toBe('cancelled');
    const calendars = (await mailSince(before)).filter((m) => m.calendar);
    expect(calendars).toHaveLength(2);
    for (const mail of calendars) expect(parseCalendar(mail.calendar!).method).toBe('CANCEL');
  });

  it('drops times still to be chosen when the charity moves on to an offer, and the candidate can no longer choose', async () => {
    const applicant = await t.as((await createCandidate(t.deps.db)).user);
    const id = await apply(applicant);
    const slot = json(await propose(rep, id)).interview.slots[0];
    const before = await lastMailId();
    const offered = await rep.patch(`/api/candidates/applications/${id}`, [{ op: 'replace', path: '/applicationStatusId', value: S.offerExtended }]);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(json(offered).interview.state).toBe('cancelled');
    // Only the offer's own mail: no calendar, no separate cancellation.
    expect((await mailSince(before)).map((m) => [m.subject.startsWith('Application for'), m.calendar])).toEqual([[true, null]]);
    expect((await applicant.post(`${base(id)}/choice`, { slotId: slot.id })).statusCode).toBe(409);
    expect((await applicant.post(`${base(id)}/other-times`, {})).statusCode).toBe(409);
  });

  it('reminds both sides once, a day before', async () => {
    const applicant = await t.as((await createCandidate(t.deps.db)).user);
    const id = await apply(applicant);
    const slot = json(await propose(rep, id, proposal([inHours(30), inHours(60)]))).interview.slots[0];
    expect((await applicant.post(`${base(id)}/choice`, { slotId: slot.id })).statusCode).toBe(200);
    const db = t.deps.db;
    // 7 hours ahead the interview is 23 hours away: reminded once, however often the job runs.
    const at = new Date(Date.now() + 7 * HOUR);
    const before = await lastMailId();
    const first = await db.transaction((tx) => runInterviewReminders(tx as never, at, 'http://boardmatch.test'));
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const reminders = (await mailSince(before)).filter((m) => /^Tomorrow: interview/.test(m.subject));
    expect(reminders).toHaveLength(2);
    const again = await lastMailId();
    await db.transaction((tx) => runInterviewReminders(tx as never, new Date(at.getTime() + HOUR), 'http://boardmatch.test'));
    expect((await mailSince(again)).filter((m) => /^Tomorrow: interview/.test(m.subject))).toHaveLength(0);
  });
});
