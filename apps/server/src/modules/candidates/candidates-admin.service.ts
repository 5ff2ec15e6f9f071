import { defineListSpec, type StaffCandidateList } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { readListQuery } from '../../lib/list-query.ts';
import { authorize, type SessionUser } from '../../plugins/auth.ts';
import { findCandidatesForStaff, type CandidateListFilter, type CandidateSortField } from './candidates.repository.ts';

/** The spec's filter names and sortable columns for the staff candidate list. */
const staffCandidateList = defineListSpec({
  filters: {
    isDisabled: { type: 'boolean' },
    skillSet: { type: 'ids' },
    focusAreas: { type: 'ids' },
    city: { type: 'strings' },
    province: { type: 'ids' },
    id: { type: 'ids' },
  },
  sort: { email: 'email', userName: 'email', firstName: 'firstName', lastName: 'lastName', joinDate: 'joinDate' } satisfies Record<string, CandidateSortField>,
  defaultSize: -1,
  maxSize: 100,
  allCap: 1000,
});

/** Staff read every candidate, filtered, sorted and paged in SQL. */
export async function listCandidatesForStaff(db: DbOrTx, actor: SessionUser, body: unknown): Promise<StaffCandidateList> {
  authorize(actor, 'candidate.list');
  const { filter: f, page, sort, search } = readListQuery(body, staffCandidateList, { actor, requireOverride: true });
  const filter: CandidateListFilter = { search, isDisabled: f.isDisabled, skillIds: f.skillSet, focusAreaIds: f.focusAreas, cities: f.city, regionIds: f.province, ids: f.id };
  const { rows, total, skillRows, focusRows } = await findCandidatesForStaff(db, filter, page, sort);
  return {
    total,
    candidates: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      isDisabled: r.isDisabled,
      onboardingComplete: r.onboardingComplete,
      joinDate: r.joinDate.toISOString(),
      user: { userName: r.userName, userInformation: { firstName: r.firstName, lastName: r.lastName } },
      city: r.city,
      region: r.region,
      skills: skillRows.filter((s) => s.candidateId === r.id).map(({ id, name }) => ({ id, name })),
      focusAreas: focusRows.filter((s) => s.candidateId === r.id).map(({ id, name }) => ({ id, name })),
    })),
  };
}
