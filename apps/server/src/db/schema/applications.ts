import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';
import { charities } from './charities.ts';
import { charityPositions } from './positions.ts';
import { charityPostings } from './postings.ts';
import { applicationStatuses } from './reference.ts';
import { users } from './users.ts';

/**
 * A candidate's application to a posting, once per candidate and posting. charityId and charityPositionId
 * are copied from the posting at creation so charity lists filter without a join.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    postingId: integer('posting_id').notNull().references(() => charityPostings.id),
    candidateId: integer('candidate_id').notNull().references(() => candidates.id),
    charityId: integer('charity_id').notNull().references(() => charities.id),
    charityPositionId: integer('charity_position_id').notNull().references(() => charityPositions.id),
    /** Why the candidate is a good fit (Notes). */
    description: text('description').notNull(),
    applicationDate: timestamp('application_date', { withTimezone: true }).notNull().defaultNow(),
    /** Starts at 2 (Application in Progress). */
    applicationStatusId: integer('application_status_id').notNull().default(2).references(() => applicationStatuses.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The position's and the charity's name, folded (folded()), kept by triggers for the list's search (migration 0018). */
    foldedPositionName: text('folded_position_name'),
    foldedCharityName: text('folded_charity_name'),
    /**
     * The response clock (migration 0020): the last step taken while the application waits in Applied (ReplyStage:
     * 0 none, 1 'Applicants are waiting', 2 'Reply overdue', 3 escalated to staff, 4 closed as No Response), and when
     * the scheduled job should look at it next (a trigger sets it on insert; the job moves it to the next step's day).
     */
    replyStage: smallint('reply_stage').notNull().default(0),
    replyDueAt: timestamp('reply_due_at', { withTimezone: true }),
    /** When staff last sent the 'Reply overdue' reminder again ('Remind'): at most once a day. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    unique('applications_candidate_posting_key').on(t.candidateId, t.postingId),
    index('applications_posting_id_idx').on(t.postingId, t.applicationStatusId),
    index('applications_charity_id_idx').on(t.charityId, t.applicationDate),
    index('applications_charity_position_id_idx').on(t.charityPositionId),
    index('applications_application_status_id_idx').on(t.applicationStatusId),
    // Every charity's applications (staff), newest first (migration 0017).
    index('applications_application_date_idx').on(t.applicationDate.desc(), t.id.desc()),
    index('applications_folded_position_name_trgm_idx').using('gin', t.foldedPositionName.op('gin_trgm_ops')),
    index('applications_folded_charity_name_trgm_idx').using('gin', t.foldedCharityName.op('gin_trgm_ops')),
    // The response clock's work: waiting applications by the time their next step is due (migration 0020).
    index('applications_reply_due_idx').on(t.replyDueAt, t.id).where(sql`application_status_id = 2`),
    // Staff 'Waiting applicants': overdue applications by charity (migration 0020).
    index('applications_overdue_idx').on(t.foldedCharityName, t.charityId, t.applicationDate, t.id).where(sql`application_status_id = 2 AND reply_stage >= 2`),
  ],
);

/** Every status change of an application, who made it and when (the status e-mail is sent from here). */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    fromStatusId: integer('from_status_id').references(() => applicationStatuses.id),
    toStatusId: integer('to_status_id').notNull().references(() => applicationStatuses.id),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    /** What the candidate was told with the change (a decline's message). */
    message: text('message'),
    /** A charity's decline: its private reason (DECLINE_REASONS), never told to the candidate. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_changes_application_id_idx').on(t.applicationId)],
);
