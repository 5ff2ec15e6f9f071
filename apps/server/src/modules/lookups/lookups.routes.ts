import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import * as schema from '../../db/schema/index.ts';

/** Public reference lists by URL name. Every table here has id and name columns. */
const lists: Record<string, PgTable & { id: never; name: never }> = {};
function register(name: string, table: unknown) {
  if (table) lists[name] = table as (typeof lists)[string];
}
register('countries', schema.countries);
register('regions', schema.regions);
register('phone-types', schema.phoneTypes);
register('pronouns', schema.pronouns);
register('skills', schema.skills);
register('focus-areas', schema.focusAreas);
const s = schema as Record<string, unknown>;
for (const [name, exportName] of Object.entries({
  'charity-types': 'charityTypes',
  'charity-scopes': 'charityScopes',
  'board-types': 'charityBoardTypes',
  'development-stages': 'charityDevelopmentStages',
  'funding-statuses': 'charityFundingStatuses',
  'board-work-hours': 'charityBoardWorkHours',
  'education-types': 'candidateEducationTypes',
  'experience-contract-types': 'candidateExperienceContractTypes',
  'experience-location-types': 'candidateExperienceLocationTypes',
  'file-privacy-types': 'filePrivacyTypes',
  'introduction-types': 'candidateSourceOfIntroductionTypes',
  'volunteer-program-types': 'candidateEmployerVolunteerProgramTypes',
  'volunteer-experience-types': 'volunteerExperienceTypes',
  'board-experience-types': 'candidateBoardExperienceTypes',
  'age-groups': 'ageGroups',
  'minority-groups': 'minorityGroups',
  'social-media-types': 'socialMediaTypes',
  'application-statuses': 'applicationStatuses',
  'course-types': 'courseTypes',
})) {
  register(name, s[exportName]);
}

export async function lookupsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/lookups/:list',
    { schema: { tags: ['lookups'], summary: `Reference list: ${Object.keys(lists).join(', ')}`, params: z.object({ list: z.string().max(50) }) } },
    async (request, reply) => {
      const table = lists[request.params.list];
      if (!table) throw AppError.notFound();
      reply.header('cache-control', 'public, max-age=300');
      return deps.db.select().from(table).orderBy(asc((table as unknown as { id: never }).id));
    },
  );
}
