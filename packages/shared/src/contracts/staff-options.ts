/* The staff Admin's scheduled jobs by name, apart from the schemas in staff.ts (which load the schema library). */

export const SCHEDULED_JOB_NAMES = ['retention', 'reply-clock', 'reply-stats', 'interview-reminders', 'terms-ending', 'weekly-digests'] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];
