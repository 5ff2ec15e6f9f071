import { ApplicationStatus, REPLY_DEADLINE_WORKING_DAYS, type Application, type Interview } from '@boardmatch/shared';
import { presentPosting, type PostingRow, applyBlocker } from '../postings/index.ts';
import type { ApplicationRow } from './applications.repository.ts';
import { workingDaysWaited } from './reply-clock.job.ts';

/** An application as its candidate, the charity's representatives and staff see it. */
export function presentApplication(row: ApplicationRow, posting: PostingRow, now: Date, interview: Interview | null): Application {
  const waitedDays = row.applicationStatusId === ApplicationStatus.applied ? workingDaysWaited(row.applicationDate, now, row.province) : null;
  return {
    id: row.id,
    postingId: row.postingId,
    candidateId: row.candidateId,
    charityId: row.charityId,
    charityPositionId: row.charityPositionId,
    description: row.description,
    applicationDate: row.applicationDate.toISOString(),
    applicationStatusId: row.applicationStatusId,
    applicationStatus: { id: row.applicationStatusId, name: row.statusName },
    charity: { id: row.charityId, name: row.charityName },
    charityPosition: { id: row.charityPositionId, name: row.positionName, isNotBoard: row.isNotBoard },
    candidate: { id: row.candidateId, firstName: row.firstName, lastName: row.lastName },
    shortlisted: row.shortlisted,
    waiting: waitedDays === null ? null : { days: waitedDays, overdue: waitedDays >= REPLY_DEADLINE_WORKING_DAYS },
    interview,
    posting: presentPosting(posting, {
      applied: true,
      applyBlocker: posting.deletedAt || posting.charityDeletedAt ? 'unavailable' : applyBlocker({ posting, candidate: { onboardingComplete: true }, applied: true }),
    }),
  };
}
