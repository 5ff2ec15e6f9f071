import { boolean, check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { candidates } from './candidates.ts';
import { charities } from './charities.ts';
import { charityRepresentatives } from './people.ts';

export const ONBOARDING_AUDIENCES = ['candidate', 'charity', 'charity-representative'] as const;
export type OnboardingAudience = (typeof ONBOARDING_AUDIENCES)[number];

/**
 * Step definitions (name, order, hidden) per audience: candidate steps 1-5 (4 orientation, hidden).
 * Charity onboarding has only steps 6-9: charity-level steps 6 charity details and 7 position matching
 * are recorded against the charity; representative steps 8 orientation training (hidden) and 9 release
 * form against the representative.
 */
export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    audience: text('audience', { enum: ONBOARDING_AUDIENCES }).notNull(),
    onboardingId: smallint('onboarding_id').notNull(),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull(),
    /** Hidden from the stepper (orientation). */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Not counted when deciding whether onboarding is still needed (orientation). */
    isIgnored: boolean('is_ignored').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.audience, t.onboardingId] })],
);

const stepColumns = {
  onboardingId: smallint('onboarding_id').notNull(),
  /** 0 .. 100; complete at 100. */
  completedPercent: smallint('completed_percent').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Progress of one candidate per step (1 information, 2 qualifications, 3 position matching, 4 orientation, 5 release form). */
export const candidateOnboardingSteps = pgTable(
  'candidate_onboarding_steps',
  {
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    ...stepColumns,
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.onboardingId] }),
    check('candidate_onboarding_steps_step_check', sql`${t.onboardingId} BETWEEN 1 AND 5`),
    check('candidate_onboarding_steps_percent_check', sql`${t.completedPercent} BETWEEN 0 AND 100`),
  ],
);

/** Progress of one charity per charity-level step (6 charity details, 7 position matching). */
export const charityOnboardingSteps = pgTable(
  'charity_onboarding_steps',
  {
    charityId: integer('charity_id').notNull().references(() => charities.id, { onDelete: 'cascade' }),
    ...stepColumns,
  },
  (t) => [
    primaryKey({ columns: [t.charityId, t.onboardingId] }),
    check('charity_onboarding_steps_step_check', sql`${t.onboardingId} BETWEEN 6 AND 7`),
    check('charity_onboarding_steps_percent_check', sql`${t.completedPercent} BETWEEN 0 AND 100`),
  ],
);

/** Progress of one charity representative per representative step (8 orientation training, 9 release form). */
export const charityRepresentativeOnboardingSteps = pgTable(
  'charity_representative_onboarding_steps',
  {
    charityRepresentativeId: integer('charity_representative_id').notNull().references(() => charityRepresentatives.id, { onDelete: 'cascade' }),
    ...stepColumns,
  },
  (t) => [
    primaryKey({ name: 'charity_representative_onboarding_steps_pk', columns: [t.charityRepresentativeId, t.onboardingId] }),
    check('charity_representative_onboarding_steps_step_check', sql`${t.onboardingId} BETWEEN 8 AND 9`),
    check('charity_representative_onboarding_steps_percent_check', sql`${t.completedPercent} BETWEEN 0 AND 100`),
  ],
);
