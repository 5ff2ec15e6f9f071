import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import * as s from '../../db/schema/index.ts';

/** Public reference lists by URL name, each ordered by id. */
const lists: Record<string, PgTable & { id: PgColumn }> = {
  countries: s.countries,
  regions: s.regions,
  'phone-types': s.phoneTypes,
  pronouns: s.pronouns,
  skills: s.skills,
  'focus-areas': s.focusAreas,
  'education-types': s.educationTypes,
  'experience-contract-types': s.experienceContractTypes,
  'experience-location-types': s.experienceLocationTypes,
  'introduction-types': s.introductionTypes,
  'volunteer-program-types': s.volunteerProgramTypes,
  'volunteer-experience-types': s.volunteerExperienceTypes,
  'board-experience-types': s.boardExperienceTypes,
  'age-groups': s.ageGroups,
  'minority-groups': s.minorityGroups,
  'charity-types': s.charityTypes,
  'charity-scopes': s.charityScopes,
  'board-types': s.boardTypes,
  'development-stages': s.developmentStages,
  'funding-statuses': s.fundingStatuses,
  'board-work-hours': s.boardWorkHours,
  'position-types': s.positionTypes,
  'application-statuses': s.applicationStatuses,
  'posting-statuses': s.postingStatuses,
  'file-privacy-types': s.filePrivacyTypes,
  'course-types': s.courseTypes,
  'social-media-types': s.socialMediaTypes,
};

export async function lookupsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/lookups/:list',
    { config: { access: 'public' }, schema: { tags: ['lookups'], summary: `Reference list: ${Object.keys(lists).join(', ')}`, params: z.object({ list: z.string().max(50) }) } },
    async (request, reply) => {
      const table = Object.hasOwn(lists, request.params.list) ? lists[request.params.list] : undefined;
      if (!table) throw AppError.notFound();
      reply.header('cache-control', 'public, max-age=300');
      return deps.db.select().from(table).orderBy(asc(table.id));
    },
  );
}
