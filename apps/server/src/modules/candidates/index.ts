export { candidateRegistrationRoutes } from './candidate-registration.routes.ts';
export { candidatesAdminRoutes } from './candidates-admin.routes.ts';
export { candidateProfileRoutes } from './candidate-profile.routes.ts';
export { getCandidateSubject, type CandidateRecord } from './candidate-subject.ts';
