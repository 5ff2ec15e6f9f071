import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Claim, listQuerySchema, type ListQuery } from '@boardmatch/shared';
import type { Deps } from '../../lib/deps.ts';
import { findCandidatesForStaff, type CandidateListFilter, type CandidateSortField } from './candidates.repository.ts';

const named = { id: z.number(), name: z.string() };
export const staffCandidateSchema = z.object({
  id: z.number(),
  userId: z.number(),
  isDisabled: z.boolean(),
  onboardingComplete: z.boolean(),
  joinDate: z.string(),
  user: z.object({ userName: z.string(), userInformation: z.object({ firstName: z.string(), lastName: z.string() }) }),
  city: z.string().nullable(),
  region: z.string().nullable(),
  skills: z.array(z.object(named)),
  focusAreas: z.array(z.object(named)),
});

const numbers = (values: unknown[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** The spec's filter names for the staff candidate list. */
function toFilter(q: ListQuery): CandidateListFilter {
  const f: CandidateListFilter = { search: q.Search };
  for (const { name, values } of q.Filters) {
    const key = name.toLowerCase();
    if (key === 'isdisabled' && values.length) f.isDisabled = String(values[0]) === '1' || values[0] === true;
    else if (key === 'skillset') f.skillIds = numbers(values);
    else if (key === 'focusareas') f.focusAreaIds = numbers(values);
    else if (key === 'city') f.cities = values.map(String);
    else if (key === 'province') f.regionIds = numbers(values);
    else if (key === 'id') f.ids = numbers(values);
  }
  return f;
}

const SORTABLE: Record<string, CandidateSortField> = { email: 'email', username: 'email', firstname: 'firstName', lastname: 'lastName', joindate: 'joinDate' };

export async function candidatesAdminRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/candidates/read',
    {
      onRequest: app.requireClaim(Claim.candidatesRead),
      schema: { tags: ['candidates'], summary: 'Staff list of candidates (paged in SQL)', body: listQuerySchema, response: { 200: z.object({ candidates: z.array(staffCandidateSchema), total: z.number() }) } },
    },
    async (request) => {
      const q = request.body;
      const per = q.Pagination.ItemsPerPage;
      const page = per === -1 ? { offset: 0, limit: null } : { offset: (q.Pagination.Page - 1) * per, limit: per };
      const sort = q.Sort.flatMap((s) => (SORTABLE[s.field.toLowerCase()] ? [{ field: SORTABLE[s.field.toLowerCase()]!, isAscending: s.isAscending }] : []));
      const { rows, total, skillRows, focusRows } = await findCandidatesForStaff(deps.db, toFilter(q), page, sort);
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
