export { charityRegistrationRoutes } from './charity-registration.routes.ts';
export { charityProfileRoutes } from './charity-profile.routes.ts';
export { charityRepresentativesRoutes } from './charity-representatives.routes.ts';
export { queueInvitation, type InvitationInput } from './invitation-registration.service.ts';
export { findInvitingCharity } from './invitations.repository.ts';
export { staffCharitiesRoutes } from './staff-charities.routes.ts';
