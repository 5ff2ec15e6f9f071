import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { charities } from './charities.ts';

/** Last visited path and the selected involvement (role flags). */
export const userStates = pgTable('user_states', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id),
  lastState: text('last_state'),
  candidateRole: smallint('candidate_role').notNull().default(0),
  charityRole: smallint('charity_role').notNull().default(0),
  boardmatchRole: smallint('boardmatch_role').notNull().default(0),
  charityId: integer('charity_id').references(() => charities.id),
});
