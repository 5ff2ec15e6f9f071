import { z } from 'zod';
import { idSchema, totalCappedSchema } from './common.ts';
import { isAuditDay } from './act-as-audit-options.ts';

/* The staff Admin's act-as audit: every time a staff member acted as another user, and what they changed. */

const person = z.object({ id: z.number(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() });

/**
 * A write made while acting: the route's pattern and the answer's status, never the data sent; description says it
 * in words in the reader's language ('Alex Morgan changed the personal information of Jordan Lee').
 */
export const actAsChangeSchema = z.object({ method: z.string(), route: z.string(), statusCode: z.number(), createdAt: z.string(), description: z.string() });
export type ActAsChange = z.infer<typeof actAsChangeSchema>;

export const actAsEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  ipAddress: z.string(),
  /** Why the staff member acted, as they gave it (null for acting before reasons were asked). */
  reason: z.string().nullable(),
  staff: person,
  target: person,
  changes: z.array(actAsChangeSchema),
});
export type ActAsEntry = z.infer<typeof actAsEntrySchema>;
export const actAsListSchema = z.object({ actAs: z.array(actAsEntrySchema), total: z.number(), totalCapped: totalCappedSchema });
export type ActAsList = z.infer<typeof actAsListSchema>;

/** A staff member's own write or act-as attempt, in words in the reader's language ('Alex Morgan deactivated candidate Jordan Lee'). */
export const staffActionSchema = z.object({ id: z.number(), createdAt: z.string(), staff: person, statusCode: z.number(), description: z.string() });
export type StaffAction = z.infer<typeof staffActionSchema>;
export const staffActionListSchema = z.object({ actions: z.array(staffActionSchema), total: z.number(), totalCapped: totalCappedSchema });
export type StaffActionList = z.infer<typeof staffActionListSchema>;

/** The staff members who have acted as someone, for the filter. */
export const actAsStaffListSchema = z.array(person);
export type ActAsStaff = z.infer<typeof person>;

/** GET /api/act-as-audits/csv: the list's filters as query parameters. */
export const actAsCsvQuerySchema = z.object({
  staffUserId: idSchema.optional(),
  search: z.string().max(200).optional(),
  from: z.string().refine(isAuditDay, 'actAsAudit.badDate').optional(),
  to: z.string().refine(isAuditDay, 'actAsAudit.badDate').optional(),
});
export type ActAsCsvQuery = z.infer<typeof actAsCsvQuerySchema>;

/** The CSV text itself. */
export const actAsCsvSchema = z.string();
