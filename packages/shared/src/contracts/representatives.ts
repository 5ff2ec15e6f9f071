import { z } from 'zod';
import { requiredIdSchema, namedSchema } from './common.ts';

/* A charity's representatives and the roles they may hold (the Charity Admin page). */

export const charityRepresentativeSchema = z.object({
  id: z.number(),
  userId: z.number(),
  charityId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(namedSchema),
  acceptTermsAndConditions: z.boolean(),
});
export type CharityRepresentative = z.infer<typeof charityRepresentativeSchema>;
export const charityRepresentativeListSchema = z.object({ representatives: z.array(charityRepresentativeSchema), total: z.number() });
export type CharityRepresentativeList = z.infer<typeof charityRepresentativeListSchema>;

/** Edit: the role only (e-mail and names are the person's own). */
export const representativeRoleUpdateSchema = z.object({ charityRepresentativeRoleId: requiredIdSchema });
export type RepresentativeRoleUpdate = z.infer<typeof representativeRoleUpdateSchema>;

export const rolePermissionSchema = z.object({ claim: z.string(), description: z.string(), reads: z.number(), creates: z.number(), updates: z.number(), deletes: z.number() });
export const representativeRoleSchema = z.object({ id: z.number(), name: z.string(), permissions: z.array(rolePermissionSchema) });
export type RepresentativeRole = z.infer<typeof representativeRoleSchema>;
export const representativeRoleListSchema = z.array(representativeRoleSchema);
