/** The spec's fixed ids. The database seeds the same ids; code refers to them by name. */

export const Involvement = { boardmatch: 'boardmatch', charityRepresentative: 'charityRepresentative', candidate: 'candidate' } as const;
export type InvolvementKind = (typeof Involvement)[keyof typeof Involvement];

export const ApplicationStatus = {
  accepted: 1,
  applied: 2,
  withdrawn: 6,
  declinedByCharity: 7,
  interview: 12,
  offerExtended: 14,
  underReview: 15,
  /** Closed by the response clock: the charity did not answer within 30 working days. */
  noResponse: 16,
} as const;

/**
 * The response clock: working days an application may wait in Applied before each step (the charity is reminded,
 * told it is overdue, staff are told, the application closes as No Response). The deadline is REPLY_DEADLINE.
 */
export const ReplyClock = { waiting: 5, overdue: 10, escalated: 15, closed: 30 } as const;
export const REPLY_DEADLINE_WORKING_DAYS = ReplyClock.overdue;
/** A charity's replies are shown once this many of its applications (of the last 12 months) were answered or closed. */
export const REPLY_STATS_MIN_APPLICATIONS = 3;
/** The step an application has reached (applications.reply_stage). */
export const ReplyStage = { none: 0, waiting: 1, overdue: 2, escalated: 3, closed: 4 } as const;

/** Candidate steps; the User Information and Candidate Details tabs both belong to step 1 (information). */
export const CandidateOnboardingStep = { information: 1, qualifications: 2, positionMatching: 3, orientation: 4, releaseForm: 5 } as const;
/** Candidate onboarding ignores step 4 (orientation, hidden). */
export const CANDIDATE_ONBOARDING_IGNORED_STEP = 4;
/** Charity onboarding steps 6-9 (there are no charity steps 1-5); 8 orientation training is hidden. */
export const CharityOnboardingStep = { charityDetails: 6, positionMatching: 7, orientation: 8, releaseForm: 9 } as const;
/** Charity-level steps 6-7 are recorded against the charity, representative steps 8-9 against the representative. */
export const CHARITY_ONBOARDING_STEPS = [6, 7] as const;
export const REPRESENTATIVE_ONBOARDING_STEPS = [8, 9] as const;
/** Charity representative onboarding ignores step 8 (orientation training, hidden). */
export const REPRESENTATIVE_ONBOARDING_IGNORED_STEP = 8;
export const ONBOARDING_COMPLETE_PERCENT = 100;

export const CharityRepresentativeRole = { admin: 1, basicAccess: 5 } as const;
/** Staff roles: Admin (every permission) and Staff (everything but the admin section). */
export const StaffRole = { admin: 1, staff: 2 } as const;
export const BoardmatchRole = { admin: 1, staff: 2 } as const;

export const ORIENTATION_COURSE_ID = 1679471;
/** The charity orientation course (course type 2), onboarding step 8 of a representative. */
export const CHARITY_ORIENTATION_COURSE_ID = 1679472;
export const CourseType = { candidate: 1, charity: 2 } as const;

export const PostingStatus = { open: 1, fulfilled: 2 } as const;

/** Lookup rows whose id means 'other' and asks for a 'Please specify' box. */
export const OtherId = { employerVolunteerProgram: 6, charityBoardWorkHours: 4, volunteerExperience: 4, minorityGroup: 14 } as const;

export const PhoneType = { main: 1, evening: 2 } as const;

export const SearchCategory = { all: -1, candidates: 1, charities: 2, positions: 3 } as const;

export const DEFAULT_ITEMS_PER_PAGE = -1;
export const TABLE_PAGE_SIZES = [10, 20, 50, -1] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 20;
export const SNACKBAR_TIMEOUT_MS = 10000;
export const HEADER_HEIGHT_PX = 117;
export const CAROUSEL_INTERVAL_MS = 999000;

export const CHARITABLE_REGISTRATION_NUMBER = '11921 8109 RR0001';
export const CITIES_SERVED = ['Calgary', 'Fredericton', 'Greater Toronto Area', 'Greater Vancouver', 'Thunder Bay'] as const;

/** Pronoun 'Other' asks for pronounOther. */
export const PRONOUN_OTHER_ID = 4;
export const Country = { canada: 1, unitedStates: 2 } as const;
/** Experience entries default to 1 (physical). */
/**
 * board_experience_types as seeded (apps/server/src/db/seed/reference/lists.ts), in order of experience. Other ids
 * (a type added later) count as experienced.
 */
export const BoardExperienceType = { none: 1, underTwoYears: 2, twoToFiveYears: 3, overFiveYears: 4 } as const;

export const ExperienceLocationType = { physical: 1, remote: 2, hybrid: 3 } as const;
/** file_types rows; the names are the spec's type values (type=profile-image ...). */
export const FileType = { profileImage: 1, backgroundImage: 2, resume: 3, socialMediaIcon: 4, logo: 5 } as const;
export const FileTypeName = { 1: 'profile-image', 2: 'background-image', 3: 'resume', 4: 'social-media-icon', 5: 'logo' } as const;
/** Who may see a resume (file_privacy_types). */
export const FilePrivacyType = { private: 1, charitiesAppliedTo: 2, allCharities: 3 } as const;
/** Renewable board term choices besides 1 to 5 times. */
export const RenewableTerm = { noLimit: -1, notRenewable: 0 } as const;
/** Board positions every charity starts with (isDefault, not editable), in board order. */
export const DEFAULT_BOARD_POSITIONS = ['Chair', 'Vice-Chair', 'Treasurer', 'Secretary', 'Director'] as const;

/** Ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/** The agreements recorded in the consent log: the terms and conditions at registration, the release form at onboarding. */
export const CONSENT_KINDS = ['terms-and-conditions', 'release-form'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** The version of each agreement's text in force; raise it when the text changes, so each consent says which it was. */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = { 'terms-and-conditions': '2024-1', 'release-form': '2024-1' };
