/* The board's statuses, filters and notice days, apart from the schemas in board.ts (which load the schema library):
   the charity's profile shows its board with them. */

export const MANDATE_STATUSES = ['Past', 'Current', 'Future'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
/** The board panel's Status filter: 1 All, 2 Current, 3 Past (the profile also filters 4 Future). */
export const MandateFilter = { all: 1, current: 2, past: 3, future: 4 } as const;

/** Why the charity wants a skill: a skill its open postings ask for, or one its position matching answers point to. */
export const WANTED_SKILL_SOURCES = ['postings', 'matching'] as const;
export type WantedSkillSource = (typeof WANTED_SKILL_SOURCES)[number];

/** How far ahead 'Terms ending' looks. */
export const TERMS_ENDING_DAYS = 120;
/** The days before a term's end at which the representatives who may post are told. */
export const TERM_NOTICE_DAYS = [90, 60] as const;
