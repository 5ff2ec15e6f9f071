/** The addresses the route guard sends users to (spec 1, section 2). */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const CANDIDATE_ONBOARDING_PATH = '/candidate-onboarding';
export const CANDIDATE_PROFILE_PATH = '/candidate-profile';
export const CHARITY_ONBOARDING_PATH = '/charity-onboarding';
export const CHARITY_PROFILE_PATH = '/charity-profile';
export const STAFF_LANDING_PATH = '/boardmatch-candidates';
export const SEARCH_PATH = '/search';
/** The query parameter that makes '/' and onboarding pages decide again where the user belongs. */
export const FORCE_REROUTE = 'forceReroute';
