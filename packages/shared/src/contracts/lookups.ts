import { z } from 'zod';
import { namedSchema } from './common.ts';
import { filePrivacyTypeSchema } from './qualifications.ts';

export const lookupParamsSchema = z.object({ list: z.string().max(50) });

export const countrySchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
/** A province, territory or state, with the country it belongs to. */
export const regionSchema = z.object({ id: z.number(), name: z.string(), abbreviation: z.string(), countryId: z.number() });
/** Either bound may be open (shown as '< to', 'from+' or 'from-to'). */
export const ageGroupSchema = z.object({ id: z.number(), from: z.number().nullable(), to: z.number().nullable() });

const namedList = z.array(namedSchema);

/** What GET /api/lookups/{list} answers for each list: its rows with their columns as stored, ordered by id. */
export const lookupListSchemas = {
  countries: z.array(countrySchema),
  regions: z.array(regionSchema),
  'phone-types': namedList,
  pronouns: namedList,
  skills: namedList,
  'focus-areas': namedList,
  'education-types': namedList,
  'experience-contract-types': namedList,
  'experience-location-types': namedList,
  'introduction-types': namedList,
  'volunteer-program-types': namedList,
  'volunteer-experience-types': namedList,
  'board-experience-types': namedList,
  'age-groups': z.array(ageGroupSchema),
  'minority-groups': namedList,
  'charity-types': namedList,
  'charity-scopes': namedList,
  'board-types': namedList,
  'development-stages': namedList,
  'funding-statuses': namedList,
  'board-work-hours': namedList,
  'position-types': namedList,
  'application-statuses': namedList,
  'posting-statuses': namedList,
  'file-privacy-types': z.array(filePrivacyTypeSchema),
  'course-types': namedList,
  'social-media-types': z.array(z.object({ id: z.number(), name: z.string(), imageId: z.number().nullable() })),
};
export type LookupListName = keyof typeof lookupListSchemas;
