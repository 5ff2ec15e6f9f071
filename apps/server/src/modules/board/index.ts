export { boardRoutes } from './board.routes.ts';
export { termsEndingJob } from './terms-ending.job.ts';
