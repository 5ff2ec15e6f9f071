import { index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';
import { charityPostings } from './postings.ts';
import { users } from './users.ts';

/** 'Invite to apply': one invitation per posting and candidate, whoever of the charity sent it. */
export const postingInvitations = pgTable(
  'posting_invitations',
  {
    id: serial('id').primaryKey(),
    charityPostingId: integer('charity_posting_id').notNull().references(() => charityPostings.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    /** The representative (or the staff member acting as one) who sent it. */
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('posting_invitations_posting_candidate_key').on(t.charityPostingId, t.candidateId),
    index('posting_invitations_candidate_id_idx').on(t.candidateId, t.charityPostingId),
    index('posting_invitations_invited_by_user_id_idx').on(t.invitedByUserId),
  ],
);
