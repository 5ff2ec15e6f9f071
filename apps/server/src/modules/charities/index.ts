export { charityRegistrationRoutes } from './charity-registration.routes.ts';
