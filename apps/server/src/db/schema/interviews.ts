import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InterviewState } from '@boardmatch/shared';
import { applications } from './applications.ts';
import { users } from './users.ts';

/**
 * An interview arranged for an application: the times proposed (interview_slots), then the one chosen (starts_at).
 * uid and sequence are the calendar invitation's: each update and the cancellation carry the same uid, a higher
 * sequence, so a calendar moves or removes the one event.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    state: text('state').$type<InterviewState>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place').notNull(),
    /** The representative's time zone when proposing: the charity side's mail is written in it. */
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    candidateMessage: text('candidate_message'),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** The representative who proposed it: the charity side of its mail. */
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_id_idx').on(t.applicationId, t.id),
    uniqueIndex('interviews_one_open_idx').on(t.applicationId).where(sql`"state" IN ('proposed', 'otherTimes', 'scheduled')`),
    index('interviews_reminder_due_idx').on(t.startsAt).where(sql`"state" = 'scheduled' AND "reminded_at" IS NULL`),
  ],
);

export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('interview_slots_interview_id_idx').on(t.interviewId, t.startsAt)],
);
