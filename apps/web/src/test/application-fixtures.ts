/** Postings, applications and interviews as the API answers them, for the tests of every feature and page. */
import type { Application, Interview, PostingSummary } from '@boardmatch/shared';

export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function makePosting(o: Partial<PostingSummary> = {}): PostingSummary {
  return {
    id: 42,
    charityId: 9,
    charity: { id: 9, name: 'Hope Food Bank' },
    charityPosition: { id: 7, name: 'Treasurer', isNotBoard: false },
    description: '<p>Keep the <b>books</b></p>',
    specialRequirements: 'CPA preferred',
    startDate: '2027-01-01',
    endDate: '2027-01-22',
    expiryDate: dayFromToday(5),
    datePosted: '2026-01-01T10:00:00.000Z',
    charityPostingStatusId: 1,
    candidateSkill: [{ id: 1, name: 'Finance' }],
    applied: false,
    applyBlocker: null,
    ...o,
  };
}

export function makeApplication(o: Partial<Application> = {}): Application {
  const posting = o.posting ?? makePosting({ applied: true, applyBlocker: 'applied' });
  return {
    id: 100,
    postingId: posting.id,
    candidateId: 4,
    charityId: posting.charityId,
    charityPositionId: posting.charityPosition.id,
    description: 'I have kept books for ten years.',
    applicationDate: '2026-03-10T14:30:00.000Z',
    applicationStatusId: 2,
    applicationStatus: { id: 2, name: 'Application in Progress' },
    charity: posting.charity,
    charityPosition: posting.charityPosition,
    candidate: { id: 4, firstName: 'Pat', lastName: 'Lee' },
    shortlisted: false,
    waiting: null,
    interview: null,
    posting,
    ...o,
  };
}

/** An interview with two times proposed (tomorrow and the day after, at 10:00 local time), 60 minutes, by video. */
export function makeInterview(o: Partial<Interview> = {}): Interview {
  const at = (days: number) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    d.setHours(10, 0, 0, 0);
    return d.toISOString();
  };
  return {
    id: 500,
    state: 'proposed',
    durationMinutes: 60,
    place: 'https://meet.example.org/hope',
    timeZone: 'America/Toronto',
    slots: [
      { id: 501, startsAt: at(1) },
      { id: 502, startsAt: at(2) },
    ],
    startsAt: null,
    candidateMessage: null,
    ...o,
  };
}
