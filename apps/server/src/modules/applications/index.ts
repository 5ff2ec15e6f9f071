export { applicationsRoutes } from './applications.routes.ts';
export { replyClockJob } from './reply-clock.job.ts';
