export { lookupsRoutes } from './lookups.routes.ts';
