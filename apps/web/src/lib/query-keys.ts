/**
 * Every key of the data cache, by area: each read files its answer under one of these, and each write invalidates or
 * replaces through them, so no key is written anywhere else. A key that begins another (charities.all() begins
 * charities.details(id)) invalidates it too: the arrays nest on purpose.
 *
 * Pure data: importing it costs a screen nothing (no TanStack Query, no feature).
 */

type Query = unknown;
/** Whose pictures: a candidate's or a charity's. */
type ImageOwnerKey = { kind: 'candidate' | 'charity'; id: number };

const charities = {
  all: () => ['charities'] as const,
  details: (charityId: number) => ['charities', charityId, 'details'] as const,
  /** The signed-in representative's onboarding steps. */
  onboarding: () => ['charities', 'onboarding'] as const,
};

const board = {
  all: (charityId: number) => ['charities', charityId, 'board'] as const,
  mandates: (charityId: number, query: Query) => [...board.all(charityId), query] as const,
  representatives: (charityId: number) => [...board.all(charityId), 'representatives'] as const,
};

const representatives = {
  all: (charityId: number) => ['charities', charityId, 'representatives'] as const,
  list: (charityId: number, query: Query) => [...representatives.all(charityId), query] as const,
  roles: (charityId: number) => [...representatives.all(charityId), 'roles'] as const,
  /** Pending invitations: an invite, a removal, Resend and Revoke refresh them with the representatives. */
  invitations: (charityId: number, query: Query) => [...representatives.all(charityId), 'invitations', query] as const,
};

const positions = {
  all: (charityId: number) => ['charities', charityId, 'positions'] as const,
  list: (charityId: number, query: Query) => [...positions.all(charityId), query] as const,
};

const postings = {
  all: () => ['postings'] as const,
  /** One posting as a visitor or a signed-in user reads it. */
  summary: (postingId: number, signedIn: boolean) => ['postings', postingId, signedIn ? 'signed-in' : 'public'] as const,
  /** A charity's own postings (Posted Positions). */
  charity: (charityId: number) => ['charities', charityId, 'postings'] as const,
  charityList: (charityId: number, query: Query) => [...postings.charity(charityId), query] as const,
};

const candidates = {
  /** The signed-in candidate's own profile. */
  me: () => ['candidates', 'me'] as const,
  onboarding: (candidateId: number) => ['candidates', candidateId, 'onboarding'] as const,
  welcome: (candidateId: number) => ['candidates', candidateId, 'welcome'] as const,
  /** A candidate as another person sees them (an applicant to a charity's posting among them). */
  view: (candidateId: number | null, signedIn: boolean, postingId?: number | null) => ['candidates', candidateId, 'view', signedIn, postingId ?? null] as const,
  /** Candidates who let charities review them. */
  browse: (query: Query) => ['candidates', 'browse', query] as const,
};

const users = {
  information: () => ['users', 'information'] as const,
  notifications: () => ['users', 'notifications'] as const,
};

const applications = {
  all: () => ['applications'] as const,
  list: (query: Query) => ['applications', query] as const,
  pipeline: (id: number) => ['applications', 'pipeline', id] as const,
};

const qualifications = {
  detail: (candidateId: number) => ['qualifications', candidateId] as const,
};

const files = {
  privacyTypes: () => ['files', 'privacy-types'] as const,
};

const images = {
  owner: (owner: ImageOwnerKey) => ['images', owner.kind, owner.id] as const,
  profile: (owner: ImageOwnerKey) => [...images.owner(owner), 'profile-image'] as const,
  backgroundThumbnails: (owner: ImageOwnerKey) => [...images.owner(owner), 'background-thumbnails'] as const,
  /** The candidate's chosen background. */
  currentBackground: (candidateId: number) => ['images', 'candidate', candidateId, 'background'] as const,
};

const contacts = {
  /** ownerPath names the owner's contacts resource, e.g. /api/charities/12/contacts. */
  list: (ownerPath: string | null) => ['contacts', ownerPath] as const,
};

const lookups = {
  all: () => ['lookups'] as const,
  list: (list: string) => ['lookups', list] as const,
};

const search = {
  all: () => ['search'] as const,
  /** One result group of /search, by its call and the request (a new search of the same words is a new stamp). */
  results: (group: 'charities' | 'postings' | 'candidates', path: string, request: { search: string; filters: unknown; stamp?: unknown }) =>
    ['search', group, path, request.search, request.filters, request.stamp] as const,
  /** One page of a search shown as a table. */
  table: (group: 'charities' | 'postings', signedIn: boolean, request: Query) => ['search', group, signedIn, request] as const,
  charityPostings: (charityId: number | null, signedIn: boolean) => ['search', 'charity-postings', charityId, signedIn] as const,
  /** A charity's profile: every reading of it (signed in or not) when signedIn is left out. */
  charityProfile: (charityId: number | null, signedIn?: boolean) =>
    signedIn === undefined ? (['search', 'charity-profile', charityId] as const) : (['search', 'charity-profile', charityId, signedIn] as const),
  cities: () => ['search', 'cities'] as const,
  provinces: () => ['search', 'provinces'] as const,
};

const training = {
  all: () => ['training'] as const,
  /** One page of a user's courses of a type, by its list query (Type, UserId and Pagination in it). */
  enrollments: (query: Query) => ['training', 'enrollments', query] as const,
  academyCourse: (courseId: number) => ['training', 'academy', courseId] as const,
  academyLesson: (courseId: number, lessonKey: string | null) => [...training.academyCourse(courseId), 'lesson', lessonKey] as const,
};

const invitations = {
  /** A charity representative's invitation, by its token. */
  detail: (token: string) => ['invitation', token] as const,
};

const staff = {
  users: () => ['staff', 'users'] as const,
  userList: (query: Query) => [...staff.users(), query] as const,
  /** Pending invitations: an invite, a removal, Resend and Revoke refresh them with the users. */
  invitationList: (query: Query) => [...staff.users(), 'invitations', query] as const,
  roles: () => ['staff', 'roles'] as const,
  undeliveredMail: (query: Query) => ['staff', 'undelivered-mail', query] as const,
  scheduledJobs: () => ['staff', 'scheduled-jobs'] as const,
};

const staffCandidates = {
  all: () => ['staff-candidates'] as const,
  list: (query: Query) => ['staff-candidates', query] as const,
  cities: () => ['staff-candidates', 'cities'] as const,
  provinces: () => ['staff-candidates', 'provinces'] as const,
  profile: (candidateId: number) => ['staff-candidates', 'profile', candidateId] as const,
};

const staffCharities = {
  all: () => ['staff-charities'] as const,
  list: (query: Query) => ['staff-charities', query] as const,
};

const staffCourses = {
  all: () => ['staff-courses'] as const,
  list: (query: Query) => ['staff-courses', query] as const,
};

const corporations = {
  all: () => ['corporations'] as const,
  list: (query: Query) => ['corporations', 'list', query] as const,
  detail: (corporationId: number | null) => ['corporations', corporationId] as const,
};

const actAsAudit = {
  list: (query: Query) => ['act-as-audit', query] as const,
  /** Staff members' own writes and act-as attempts. */
  staffActions: (query: Query) => ['act-as-audit', 'staff-actions', query] as const,
  /** The staff members who have acted as someone. */
  staff: () => ['act-as-audit', 'staff'] as const,
};

const waitingApplicants = {
  all: () => ['waiting-applicants'] as const,
  list: (query: Query) => ['waiting-applicants', query] as const,
};

const socialMediaTypes = {
  all: () => ['social-media-types'] as const,
};

export const queryKeys = {
  actAsAudit,
  applications,
  board,
  candidates,
  charities,
  contacts,
  corporations,
  files,
  images,
  invitations,
  lookups,
  positions,
  postings,
  qualifications,
  representatives,
  search,
  socialMediaTypes,
  staff,
  staffCandidates,
  staffCharities,
  staffCourses,
  training,
  waitingApplicants,
  users,
};
