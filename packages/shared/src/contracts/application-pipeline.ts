import { z } from 'zod';
import { DECLINE_REASONS, EARLIER_DECLINE_REASONS } from './application-options.ts';
import { namedSchema } from './common.ts';

/*
 * The charity's working view of one application (issue: no applicant waits in silence): its history of moves, the
 * charity's private notes and its shortlist star. The candidate never sees any of it.
 */

export const APPLICATION_NOTE_MAX = 2000;

/** One move of the application: to which status, by whom (null: the candidate's own account was deleted), when. */
export const applicationHistoryEntrySchema = z.object({
  status: namedSchema,
  by: z.string().nullable(),
  /** ISO date-time. */
  at: z.string(),
  /** A decline's private reason. */
  declineReason: z.enum([...DECLINE_REASONS, ...EARLIER_DECLINE_REASONS]).nullable(),
});

/** A private note: seen by the charity's representatives who read applications and by staff. */
export const applicationNoteSchema = z.object({
  id: z.number(),
  note: z.string(),
  author: z.string().nullable(),
  /** ISO date-time. */
  at: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const applicationPipelineSchema = z.object({
  shortlisted: z.boolean(),
  history: z.array(applicationHistoryEntrySchema),
  notes: z.array(applicationNoteSchema),
  /** The kind note a decline tells the candidate unless the charity writes another: in the candidate's language. */
  declineMessage: z.string(),
});
export type ApplicationPipeline = z.infer<typeof applicationPipelineSchema>;

export const addApplicationNoteSchema = z.object({ note: z.string().trim().min(1).max(APPLICATION_NOTE_MAX) });
export type AddApplicationNote = z.infer<typeof addApplicationNoteSchema>;

export const shortlistApplicationSchema = z.object({ shortlisted: z.boolean() });
export type ShortlistApplication = z.infer<typeof shortlistApplicationSchema>;
