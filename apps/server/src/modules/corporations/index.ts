export { corporationsRoutes } from './corporations.routes.ts';
