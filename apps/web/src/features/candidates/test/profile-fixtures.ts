import type { CandidateProfile, CandidateView, OnboardingSteps } from '@boardmatch/shared';
import { LOOKUPS, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

/** The candidate profile as GET /api/candidates/me answers it (candidate 4 of the test session). */
export function makeProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: 4,
    userId: 11,
    onboardingComplete: true,
    acceptTermsAndConditions: true,
    profileImageUrl: null,
    backgroundImageUrl: null,
    userInformation: {
      userId: 11,
      firstName: 'Pat',
      lastName: 'Lee',
      pronounId: 1,
      pronounOther: null,
      email: 'pat@example.org',
      profileColour: '#00695c',
      mainPhone: { number: '416-555-0100', extension: null },
      eveningPhone: null,
      address: { address1: '1 King St', address2: null, city: 'Toronto', regionId: 10, countryId: 1, code: 'M5H 1A1', region: 'ON', country: 'Canada' },
    },
    details: {
      experienceTitle: 'Controller',
      experienceOrganizationName: 'Acme',
      isLookingForPosition: true,
      about: '<p>About <b>me</b></p>',
      socialMedia: [],
      sourceOfIntroductionId: null,
      sourceOfIntroductionDetails: null,
      ageGroupId: null,
      minorityGroupIds: [],
      otherMinorityGroup: null,
      displayEmail: false,
      acceptCommunications: false,
    },
    skills: [
      { id: 1, name: 'Finance' },
      { id: 2, name: 'Governance' },
    ],
    focusAreas: [{ id: 5, name: 'Health' }],
    matchingPreferences: {
      candidateBoardExperienceTypeId: 1,
      candidateEmployerVolunteerProgramTypeId: null,
      candidateEmployerVolunteerProgramOther: null,
      volunteerExperienceTypeIds: [],
      otherVolunteerExperience: null,
      geographicalAreaPreference: null,
      reasonsAndGoals: null,
      permissionToViewInformation: true,
      withdrawParticipation: false,
    },
    ...overrides,
  };
}

export function makeSteps(done: number[] = [], complete = false): OnboardingSteps {
  const names = ['Information', 'Qualifications', 'Position Matching', 'Orientation', 'Release Form'];
  return {
    items: names.map((name, i) => ({ onboardingId: i + 1, name, completedPercent: done.includes(i + 1) ? 100 : 0, disabled: false, hidden: i === 3 })),
    onboardingComplete: complete,
  };
}

export function makeView(overrides: Partial<CandidateView> = {}): CandidateView {
  return {
    id: 4,
    firstName: 'Pat',
    lastName: 'Lee',
    pronoun: 'She/Her',
    profileColour: '#00695c',
    profileImageUrl: null,
    backgroundImageUrl: null,
    currentTitle: 'Controller',
    currentOrganization: 'Acme',
    location: { city: 'Toronto', region: 'ON', country: 'Canada' },
    phone: null,
    email: null,
    resume: null,
    about: '<p>I love <b>boards</b></p>',
    reasonsAndGoals: '<p>To give back</p>',
    socialMedia: [{ socialMediaTypeId: 1, name: 'LinkedIn', url: 'https://www.linkedin.com/in/pat' }],
    skills: [{ id: 1, name: 'Finance' }],
    focusAreas: [{ id: 5, name: 'Health' }],
    educations: [{ id: 1, educationTypeName: "Bachelor's Degree", designation: 'BComm', institution: 'University of Toronto', areaOfStudy: 'Accounting', startDate: '2010-09-01', endDate: '2014-05-01' }],
    experiences: [
      { id: 2, title: 'Controller', organizationName: 'Acme', description: null, contractTypeName: 'Full-time', locationTypeName: 'Physical', city: 'Toronto', region: 'ON', country: 'Canada', startDate: '2019-01-01', endDate: '2022-01-01' },
      { id: 3, title: 'Intern', organizationName: 'Beta', description: null, contractTypeName: null, locationTypeName: null, city: null, region: null, country: null, startDate: '2018-01-01', endDate: '2018-06-01' },
    ],
    ...overrides,
  };
}

export const PROFILE_LOOKUPS = {
  ...LOOKUPS,
  'GET /api/lookups/social-media-types': { status: 200, body: [{ id: 1, name: 'LinkedIn', imageId: null }] },
  'GET /api/lookups/introduction-types': { status: 200, body: [{ id: 1, name: 'Friend or Colleague' }] },
  'GET /api/lookups/age-groups': { status: 200, body: [{ id: 1, from: null, to: 25 }] },
  'GET /api/lookups/minority-groups': { status: 200, body: [{ id: 1, name: 'First Nations' }, { id: 14, name: 'Other' }] },
  'GET /api/lookups/board-experience-types': { status: 200, body: [{ id: 1, name: 'No board experience' }, { id: 2, name: 'Less than 2 years' }] },
  'GET /api/lookups/volunteer-experience-types': { status: 200, body: [{ id: 1, name: 'Board Member' }, { id: 4, name: 'Other' }] },
  'GET /api/lookups/volunteer-program-types': { status: 200, body: [{ id: 1, name: 'My employer has a formal volunteer program' }, { id: 6, name: 'Other' }] },
} as const;

export function signedInRoutes(options: SessionOptions = {}) {
  return {
    ...PROFILE_LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(options) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/auth/logout': { status: 204 },
  };
}
