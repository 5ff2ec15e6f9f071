export { positionsRoutes } from './positions.routes.ts';
export { requireActivePosition } from './positions.service.ts';
