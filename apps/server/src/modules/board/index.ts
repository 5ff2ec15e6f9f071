export { boardRoutes } from './board.routes.ts';
