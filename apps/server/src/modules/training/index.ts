export { trainingRoutes } from './training.routes.ts';
