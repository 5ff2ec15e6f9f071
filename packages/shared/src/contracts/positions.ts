import { z } from 'zod';
import { idSchema } from './common.ts';

/* Charity positions: board seats (Chair, Treasurer ...) and other roles (isNotBoard, e.g. sub-committee member). */

export const positionSchema = z.object({
  id: z.number(),
  charityId: z.number(),
  name: z.string(),
  /** The default board positions every charity starts with: not editable, not deletable. */
  isDefault: z.boolean(),
  /** Inactive positions are not offered for new postings or mandates. */
  isDisabled: z.boolean(),
  isNotBoard: z.boolean(),
});
export type Position = z.infer<typeof positionSchema>;

export const positionListSchema = z.object({ positions: z.array(positionSchema), total: z.number() });
export type PositionList = z.infer<typeof positionListSchema>;

const positionName = z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(100);

/** The New Position dialog: a name and whether it is a board position ('This is a Board Position'). */
export const createPositionSchema = z.object({ name: positionName, charityId: idSchema, isNotBoard: z.boolean().default(false) });
export type CreatePosition = z.infer<typeof createPositionSchema>;

export const updatePositionSchema = z.object({ name: positionName, isNotBoard: z.boolean() });
export type UpdatePosition = z.infer<typeof updatePositionSchema>;

/** Activate (false) or deactivate (true). */
export const positionEnabledSchema = z.object({ isDisabled: z.boolean() });
export type PositionEnabled = z.infer<typeof positionEnabledSchema>;
