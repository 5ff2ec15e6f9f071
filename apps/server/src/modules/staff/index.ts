export { staffRoutes } from './staff.routes.ts';
export { socialMediaTypesRoutes } from './social-media-types.routes.ts';
