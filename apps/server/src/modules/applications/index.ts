export { applicationsRoutes } from './applications.routes.ts';
export { replyClockJob } from './reply-clock.job.ts';
export { replyStatsJob } from './reply-stats.job.ts';
export { waitingApplicantsRoutes } from './waiting-applicants.routes.ts';
export { interviewRemindersJob } from './interview-reminders.job.ts';
