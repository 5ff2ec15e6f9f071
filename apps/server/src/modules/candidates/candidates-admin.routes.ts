import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Claim, defineListSpec, listQuerySchema, staffCandidateListSchema } from '@boardmatch/shared';
import type { Deps } from '../../lib/deps.ts';
import { readListQuery } from '../../lib/list-query.ts';
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

export async function candidatesAdminRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/candidates/read',
    {
      config: { access: [{ claim: Claim.candidatesRead }] },
      schema: { tags: ['candidates'], summary: 'Staff list of candidates (paged in SQL)', body: listQuerySchema, response: { 200: staffCandidateListSchema } },
    },
    async (request) => {
      const { filter: f, page, sort, search } = readListQuery(request.body, staffCandidateList);
      const filter: CandidateListFilter = { search, isDisabled: f.isDisabled, skillIds: f.skillSet, focusAreaIds: f.focusAreas, cities: f.city, regionIds: f.province, ids: f.id };
      const { rows, total, skillRows, focusRows } = await findCandidatesForStaff(deps.db, filter, page, sort);
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
    },
  );
}
