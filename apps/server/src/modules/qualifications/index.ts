export { qualificationsRoutes } from './qualifications.routes.ts';
