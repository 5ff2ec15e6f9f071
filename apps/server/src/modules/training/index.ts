export { trainingRoutes } from './training.routes.ts';
export { coursesAdminRoutes } from './courses-admin.routes.ts';
