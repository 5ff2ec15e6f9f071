export { matchingRoutes } from './matching.routes.ts';
export { fitPostingOf, fitTargetOfPosting } from './fit-target.ts';
