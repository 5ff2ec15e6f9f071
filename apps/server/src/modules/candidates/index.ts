export { candidateRegistrationRoutes } from './candidate-registration.routes.ts';
export { staffCandidatesRoutes } from './staff-candidates.routes.ts';
export { candidateProfileRoutes } from './candidate-profile.routes.ts';
export { getCandidateSubject, type CandidateRecord } from './candidate-subject.ts';
