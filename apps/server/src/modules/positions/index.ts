export { positionsRoutes } from './positions.routes.ts';
