export { notificationsRoutes } from './notifications.routes.ts';
export { weeklyDigestsJob } from './weekly-digests.job.ts';
