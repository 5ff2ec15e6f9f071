import { ApplicationStatus, CourseType, OtherId, PhoneType, PostingStatus } from '@boardmatch/shared';

/*
 * The small lookup lists. Ids are explicit; the ones the spec fixes come from packages/shared constants
 * (statuses, 'other' rows, phone types), the rest are simply 1, 2, 3 ...
 */

const numbered = (names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

/** Puts 'Other' at the id the constants give it, the other names before it in order. */
function withOther(names: string[], otherId: number) {
  if (names.length !== otherId - 1) throw new Error(`expected ${otherId - 1} names before 'Other'`);
  return [...numbered(names), { id: otherId, name: 'Other' }];
}

export const PHONE_TYPES = [
  { id: PhoneType.main, name: 'Main' },
  { id: PhoneType.evening, name: 'Evening' },
];

/** Id 4 is 'Other' (PRONOUN_OTHER_ID). */
export const PRONOUNS = numbered(['She/Her', 'He/Him', 'They/Them', 'Other']);

export const EDUCATION_TYPES = numbered([
  'High School Diploma',
  'College Diploma or Certificate',
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate',
  'Professional Designation',
  'Other Certificate',
]);

export const EXPERIENCE_CONTRACT_TYPES = numbered(['Full-time', 'Part-time', 'Contract', 'Self-employed', 'Volunteer', 'Internship']);

export const EXPERIENCE_LOCATION_TYPES = numbered(['Physical', 'Remote', 'Hybrid']);

export const INTRODUCTION_TYPES = numbered([
  'Friend or Colleague',
  'Employer',
  'Charity or Not-for-Profit',
  'Social Media',
  'Search Engine',
  'Event or Presentation',
  'News or Publication',
  'Other',
]);

/** Id 6 is 'Other' (OtherId.employerVolunteerProgram). */
export const VOLUNTEER_PROGRAM_TYPES = withOther(
  [
    'My employer has a formal volunteer program',
    'My employer offers paid volunteer time off',
    'My employer supports board service informally',
    'My employer has no volunteer program',
    'I am not sure',
  ],
  OtherId.employerVolunteerProgram,
);

/** Id 4 is 'Other' (OtherId.volunteerExperience). */
export const VOLUNTEER_EXPERIENCE_TYPES = withOther(['Board Member', 'Committee Member', 'Community or Event Volunteer'], OtherId.volunteerExperience);

export const BOARD_EXPERIENCE_TYPES = numbered([
  'No board experience',
  'Less than 2 years',
  '2 to 5 years',
  'More than 5 years',
]);

/** Shown as '< 25', '25-34' ... '65+'. */
export const AGE_GROUPS = [
  { id: 1, from: null, to: 25 },
  { id: 2, from: 25, to: 34 },
  { id: 3, from: 35, to: 44 },
  { id: 4, from: 45, to: 54 },
  { id: 5, from: 55, to: 64 },
  { id: 6, from: 65, to: null },
];

export const MINORITY_GROUPS = withOther(
  [
    'First Nations',
    'Métis',
    'Inuit',
    'Black',
    'East Asian',
    'South Asian',
    'Southeast Asian',
    'West Asian or Arab',
    'Latin American',
    'Person with a Disability',
    '2SLGBTQIA+',
    'Newcomer to Canada',
    'Prefer not to say',
  ],
  OtherId.minorityGroup,
);

export const CHARITY_TYPES = numbered(['Registered Charity', 'Not-for-Profit Organization', 'Charitable Foundation']);

/** Chip colours: id 1 success, id 2 orange. */
export const CHARITY_SCOPES = numbered(['Local', 'Provincial', 'National', 'International']);

export const BOARD_TYPES = numbered(['Governance Board', 'Working Board', 'Mixed Governance and Working Board', 'Advisory Board']);

export const DEVELOPMENT_STAGES = numbered(['Start-up', 'Growing', 'Established', 'Renewal or Transition']);

export const FUNDING_STATUSES = numbered(['Stable', 'Growing', 'Declining', 'At Risk']);

export const BOARD_WORK_HOURS = withOther(
  ['Less than 5 hours per month', '5 to 10 hours per month', '10 to 15 hours per month'],
  OtherId.charityBoardWorkHours,
);

export const POSITION_TYPES = numbered(['Board Position', 'Non-Board Position']);

export const APPLICATION_STATUSES = [
  { id: ApplicationStatus.accepted, name: 'Offer Accepted' },
  { id: ApplicationStatus.applied, name: 'Application in Progress' },
  { id: ApplicationStatus.withdrawn, name: 'Withdrawn' },
  { id: ApplicationStatus.declinedByCharity, name: 'Declined' },
  { id: ApplicationStatus.interview, name: 'Interview' },
  { id: ApplicationStatus.offerExtended, name: 'Offer Extended' },
  { id: ApplicationStatus.underReview, name: 'Under Review' },
  { id: ApplicationStatus.noResponse, name: 'No Response' },
];

export const POSTING_STATUSES = [
  { id: PostingStatus.open, name: 'Open' },
  { id: PostingStatus.fulfilled, name: 'Fulfilled' },
];

export const FILE_TYPES = numbered(['profile-image', 'background-image', 'resume', 'social-media-icon', 'logo']);

export const FILE_PRIVACY_TYPES = [
  { id: 1, description: 'Private: only BoardMatch staff' },
  { id: 2, description: 'Charities I apply to' },
  { id: 3, description: 'All participating charities' },
];

export const COURSE_TYPES = [
  { id: CourseType.candidate, name: 'Candidate' },
  { id: CourseType.charity, name: 'Charity' },
];

export const SOCIAL_MEDIA_TYPES = numbered(['LinkedIn', 'Facebook', 'X', 'Instagram', 'YouTube', 'TikTok']);

/**
 * Onboarding steps. Candidate 1-5 (4 orientation: hidden, not counted). Charity onboarding has only steps
 * 6-9: charity-level steps 6-7 are recorded against the charity, representative steps 8-9 (8 orientation
 * training: hidden, not counted) against the representative. Sort order runs across both charity audiences.
 */
export const ONBOARDING_STEPS = [
  { audience: 'candidate', onboardingId: 1, name: 'Information', sortOrder: 1, isHidden: false, isIgnored: false },
  { audience: 'candidate', onboardingId: 2, name: 'Qualifications', sortOrder: 2, isHidden: false, isIgnored: false },
  { audience: 'candidate', onboardingId: 3, name: 'Position Matching', sortOrder: 3, isHidden: false, isIgnored: false },
  { audience: 'candidate', onboardingId: 4, name: 'Orientation', sortOrder: 4, isHidden: true, isIgnored: true },
  { audience: 'candidate', onboardingId: 5, name: 'Release Form', sortOrder: 5, isHidden: false, isIgnored: false },
  { audience: 'charity', onboardingId: 6, name: 'Charity Details', sortOrder: 1, isHidden: false, isIgnored: false },
  { audience: 'charity', onboardingId: 7, name: 'Position Matching', sortOrder: 2, isHidden: false, isIgnored: false },
  { audience: 'charity-representative', onboardingId: 8, name: 'Orientation Training', sortOrder: 3, isHidden: true, isIgnored: true },
  { audience: 'charity-representative', onboardingId: 9, name: 'Release Form', sortOrder: 4, isHidden: false, isIgnored: false },
] as const;
