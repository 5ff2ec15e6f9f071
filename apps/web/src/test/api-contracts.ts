import { z } from 'zod';
import {
  pendingInvitationListSchema,
  staffActionListSchema,
  undeliveredMailListSchema,
  waitingApplicantListSchema,
  waitingApplicantsCsvSchema,
  waitingReminderSchema,
  scheduledJobListSchema,
  scheduledJobRunSchema,
  staffUserSchema,
  academyCourseSchema,
  academyLessonSchema,
  actAsCsvSchema,
  actAsListSchema,
  actAsStaffListSchema,
  apiErrorSchema,
  applicationListSchema,
  applicationSchema,
  backgroundThumbnailsSchema,
  boardRepresentativeListSchema,
  skillsMatrixSchema,
  termEndingListSchema,
  postingDraftSchema,
  candidateListSchema,
  candidateProfileSaveSchema,
  candidateProfileSchema,
  candidateStatusSchema,
  candidateViewSchema,
  charityDetailsAnswerSchema,
  charityImageListSchema,
  charityListSchema,
  charityOnboardingSchema,
  charityPostingListSchema,
  charityPostingSchema,
  charityProfileSchema,
  charityRepresentativeListSchema,
  charityRepresentativeSchema,
  contactListSchema,
  contactSchema,
  corporationListSchema,
  corporationSchema,
  courseListSchema,
  courseSchema,
  currentBackgroundSchema,
  enrollmentListSchema,
  fileInfoSchema,
  filePrivacyTypeListSchema,
  imageItemSchema,
  imageListSchema,
  invitationSchema,
  lookupListSchemas,
  mandateListSchema,
  mandateSchema,
  noContentSchema,
  okSchema,
  onboardingStepsSchema,
  positionListSchema,
  positionSchema,
  postingListSchema,
  postingSummarySchema,
  postingInvitationSchema,
  recommendedPostingsSchema,
  suggestedCandidatesSchema,
  qualificationsSchema,
  regionInUseListSchema,
  registrationResultSchema,
  representativeRoleListSchema,
  resumeSchema,
  sessionBodySchema,
  signInRefusalSchema,
  signInResultSchema,
  socialMediaTypeListSchema,
  socialMediaTypeSchema,
  staffCandidateListSchema,
  staffCharityCreatedSchema,
  staffCharityListSchema,
  staffInvitationAcceptedSchema,
  staffInvitationSchema,
  staffRoleListSchema,
  staffUserListSchema,
  stringListSchema,
  trainingAuthenticateResponseSchema,
  userDataResponseSchema,
  userInformationSchema,
  userNameCheckSchema,
  userPasswordResetSentSchema,
  userSessionSchema,
  userStateSchema,
  welcomeStatusSchema,
  applicationPipelineSchema,
  applicationNoteSchema,
  shortlistApplicationSchema,
  declineSeveralResultSchema,
  notificationSettingsSchema,
  unsubscribeAnswerSchema,
} from '@boardmatch/shared';

/**
 * What the API answers on each route, by status, as the server declares it (the routes' response schemas). The fake
 * API parses every answer a test gives with these, as the server's serialiser does, so a fixture that no longer
 * matches its contract fails the test instead of passing on a shape the API never sends. Errors (4xx, 5xx) are the
 * one error shape, apiErrorSchema, unless a route says otherwise under `error`.
 */
export type Answers = Partial<Record<number | 'error', z.ZodType>>;

export const API_CONTRACTS: Record<string, Answers> = {
  // The server declares no response schema on these routes; the contracts say what they answer.
  'POST /api/auth': { 200: signInResultSchema, error: z.union([signInRefusalSchema, apiErrorSchema]) },
  'POST /api/auth/logout': { 204: noContentSchema },
  'PUT /api/users/state': { 204: noContentSchema },
  'PUT /api/users/me/language': { 204: noContentSchema },
  // The personal data export: a ZIP's bytes.
  'GET /api/users/me/export': { 200: z.string() },
  'POST /api/users/me/deletion': { 204: noContentSchema },
  ...Object.fromEntries(Object.entries(lookupListSchemas).map(([list, schema]) => [`GET /api/lookups/${list}`, { 200: schema }])),
  'POST /api/auth/refresh-token': { 200: sessionBodySchema },
  'POST /api/auth/user-data': { 200: userDataResponseSchema },
  'POST /api/auth/forgot-password': { 200: okSchema },
  'POST /api/auth/check-reset-password': { 200: okSchema },
  'POST /api/auth/reset-password': { 200: okSchema },
  'POST /api/auth/verification': { 200: okSchema },
  'POST /api/auth/resend-verification': { 200: okSchema },
  'POST /api/auth/authenticate-as-user': { 200: sessionBodySchema },
  'GET /api/users/session': { 200: userSessionSchema },
  'POST /api/users/state/switch': { 200: userStateSchema },
  'GET /api/users/information': { 200: userInformationSchema },
  'GET /api/users/notifications': { 200: notificationSettingsSchema },
  'PUT /api/users/notifications': { 200: notificationSettingsSchema },
  'GET /api/unsubscribe/:token': { 200: unsubscribeAnswerSchema },
  'POST /api/unsubscribe/:token': { 200: unsubscribeAnswerSchema },
  'POST /api/users/:username': { 200: userNameCheckSchema },
  'POST /api/candidates/register': { 201: registrationResultSchema },
  'POST /api/candidates/read': { 200: staffCandidateListSchema },
  'GET /api/candidates/cities': { 200: stringListSchema },
  'GET /api/candidates/province': { 200: regionInUseListSchema },
  'GET /api/candidates/:id/profile': { 200: candidateProfileSchema },
  'POST /api/candidates': { 201: candidateProfileSchema },
  'PUT /api/candidates/:id': { 200: candidateProfileSchema },
  'PUT /api/candidates/:id/enabled': { 200: candidateStatusSchema },
  'DELETE /api/candidates/:id': { 204: noContentSchema },
  'GET /api/candidates/me': { 200: candidateProfileSchema },
  'GET /api/candidates/public/:id': { 200: candidateViewSchema },
  'GET /api/candidates/:id': { 200: candidateViewSchema },
  'PUT /api/candidates/:id/user-information': { 200: candidateProfileSaveSchema },
  'PUT /api/candidates/:id/details': { 200: candidateProfileSaveSchema },
  'PUT /api/candidates/:id/matching-preferences': { 200: candidateProfileSaveSchema },
  'PUT /api/candidates/:id/release-form': { 200: candidateProfileSaveSchema },
  'DELETE /api/candidates/:id/skill/:skillId': { 200: candidateProfileSchema },
  'DELETE /api/candidates/:id/focusArea/:focusAreaId': { 200: candidateProfileSchema },
  'GET /api/candidates/:id/welcome': { 200: welcomeStatusSchema },
  'PUT /api/candidates/:id/welcome/suppress': { 200: welcomeStatusSchema },
  'GET /api/charities/:id/details': { 200: charityDetailsAnswerSchema },
  'PUT /api/charities/:id': { 200: charityDetailsAnswerSchema },
  'PUT /api/charities/:id/position-matching': { 200: charityDetailsAnswerSchema },
  'DELETE /api/charities/:id/focus-areas/:focusAreaId': { 200: charityDetailsAnswerSchema },
  'POST /api/charities/register': { 201: registrationResultSchema },
  'GET /api/charities/invitations/:token': { 200: invitationSchema },
  'POST /api/charities/representatives/register': { 201: registrationResultSchema },
  'POST /api/charities/representatives/invite': { 200: okSchema },
  'POST /api/charities/:charityId/invitations/read': { 200: pendingInvitationListSchema },
  'POST /api/charities/invitations/:id/resend': { 200: okSchema },
  'DELETE /api/charities/invitations/:id': { 204: noContentSchema },
  'POST /api/charities/:charityId/representatives/read': { 200: charityRepresentativeListSchema },
  'PUT /api/charities/representatives/:id': { 200: charityRepresentativeSchema },
  'DELETE /api/charities/representatives/:id': { 204: noContentSchema },
  'GET /api/charities/:charityId/representative-roles': { 200: representativeRoleListSchema },
  'POST /api/charities/admin/read': { 200: staffCharityListSchema },
  'POST /api/charities': { 201: staffCharityCreatedSchema },
  'DELETE /api/charities/:id': { 204: noContentSchema },
  'GET /api/charities/:charityId/contacts': { 200: contactListSchema },
  'POST /api/charities/:charityId/contacts': { 200: contactSchema },
  'POST /api/charities/onboarding/sync': { 200: charityOnboardingSchema },
  'POST /api/charities/onboarding/release': { 200: charityOnboardingSchema },
  'POST /api/charities/onboarding/welcome/suppress': { 200: charityOnboardingSchema },
  'POST /api/candidates/onboarding/read': { 200: onboardingStepsSchema },
  'POST /api/candidates/onboarding/complete': { 200: onboardingStepsSchema },
  'POST /api/candidates/onboarding/sync': { 200: onboardingStepsSchema },
  'PUT /api/users/information': { 200: userInformationSchema },
  'POST /api/files/upload/:entityType/:entityId/:fileType': { 200: resumeSchema },
  'GET /api/files/privacy-types': { 200: filePrivacyTypeListSchema },
  'GET /api/files/:id': { 200: fileInfoSchema },
  'PUT /api/files/:id/visibility': { 200: resumeSchema },
  'DELETE /api/files/:id': { 204: noContentSchema },
  'POST /api/images/upload/:entityType/:entityId/:fileType': { 200: imageItemSchema },
  'POST /api/images/read/:entityType': { 200: imageListSchema },
  'GET /api/images/activate/:entityType/:entityId/:fileId': { 200: imageItemSchema },
  'DELETE /api/images/:id': { 204: noContentSchema },
  'GET /api/candidates/:id/background-image': { 200: currentBackgroundSchema },
  'GET /api/candidates/:id/background-image-thumbnails': { 200: backgroundThumbnailsSchema },
  'GET /api/candidates/:id/set-background/:imageId': { 200: currentBackgroundSchema },
  'PUT /api/candidates/:id/set-background/:imageId': { 200: currentBackgroundSchema },
  'POST /api/charities/:charityId/images/:fileType': { 200: imageItemSchema },
  'GET /api/charities/:charityId/images': { 200: charityImageListSchema },
  'DELETE /api/charities/:charityId/images/:fileId': { 204: noContentSchema },
  'GET /api/charities/:charityId/background-image-thumbnails': { 200: backgroundThumbnailsSchema },
  'PUT /api/charities/:charityId/background-image/:fileId': { 200: currentBackgroundSchema },
  'GET /api/candidates/:id/qualifications': { 200: qualificationsSchema },
  'POST /api/candidates/:id/qualifications/education': { 200: qualificationsSchema },
  'PUT /api/candidates/:id/qualifications/education/:entryId': { 200: qualificationsSchema },
  'DELETE /api/candidates/:id/qualifications/education/:entryId': { 200: qualificationsSchema },
  'POST /api/candidates/:id/qualifications/experience': { 200: qualificationsSchema },
  'PUT /api/candidates/:id/qualifications/experience/:entryId': { 200: qualificationsSchema },
  'DELETE /api/candidates/:id/qualifications/experience/:entryId': { 200: qualificationsSchema },
  'POST /api/candidates/applications/read': { 200: applicationListSchema },
  'POST /api/candidates/applications': { 201: applicationSchema },
  'PATCH /api/candidates/applications/:id': { 200: applicationSchema },
  'GET /api/candidates/applications/:id/pipeline': { 200: applicationPipelineSchema },
  'POST /api/candidates/applications/:id/notes': { 201: applicationNoteSchema },
  'PUT /api/candidates/applications/:id/shortlist': { 200: shortlistApplicationSchema },
  'POST /api/candidates/applications/decline': { 200: declineSeveralResultSchema },
  'POST /api/candidates/applications/:id/interview': { 201: applicationSchema },
  'PUT /api/candidates/applications/:id/interview': { 200: applicationSchema },
  'POST /api/candidates/applications/:id/interview/choice': { 200: applicationSchema },
  'POST /api/candidates/applications/:id/interview/other-times': { 200: applicationSchema },
  'POST /api/candidates/applications/:id/interview/cancel': { 200: applicationSchema },
  'POST /api/charities/postings/:id/invite-candidate': { 201: applicationSchema },
  'GET /api/charities/postings/:id/suggested-candidates': { 200: suggestedCandidatesSchema },
  'POST /api/charities/postings/:id/invite-to-apply': { 200: postingInvitationSchema },
  'GET /api/candidates/recommended-postings': { 200: recommendedPostingsSchema },
  'POST /api/charities/:charityId/postings/read': { 200: charityPostingListSchema },
  'POST /api/charities/postings': { 201: charityPostingSchema },
  'PUT /api/charities/postings/:id': { 200: charityPostingSchema },
  'POST /api/charities/postings/:id/close': { 200: charityPostingSchema },
  'DELETE /api/charities/postings/:id': { 204: noContentSchema },
  'POST /api/charities/postings/:id/share': { 200: okSchema },
  'GET /api/charities/postings/public/:id': { 200: postingSummarySchema },
  'GET /api/charities/postings/:id': { 200: postingSummarySchema },
  'POST /api/charities/read': { 200: charityListSchema },
  'POST /api/charities/postings/read': { 200: postingListSchema },
  'POST /api/charities/read-public': { 200: charityListSchema },
  'POST /api/charities/postings/read-public': { 200: postingListSchema },
  'POST /api/candidates/browse': { 200: candidateListSchema },
  'GET /api/charities/cities': { 200: stringListSchema },
  'GET /api/charities/province': { 200: regionInUseListSchema },
  'GET /api/charities/:id/profile': { 200: charityProfileSchema },
  'GET /api/charities/public/:id': { 200: charityProfileSchema },
  'POST /api/thinkific/courses/read': { 200: courseListSchema },
  'POST /api/thinkific/courses': { 200: courseSchema },
  'POST /api/thinkific/enrollments/read': { 200: enrollmentListSchema },
  'GET /api/thinkific/authenticate': { 200: trainingAuthenticateResponseSchema },
  'GET /api/academy/courses/:courseId': { 200: academyCourseSchema },
  'GET /api/academy/courses/:courseId/lessons/:lessonKey': { 200: academyLessonSchema },
  'PUT /api/academy/courses/:courseId/lessons/:lessonKey/progress': { 200: academyCourseSchema },
  'POST /api/charities/positions/read': { 200: positionListSchema },
  'POST /api/charities/positions': { 201: positionSchema },
  'PUT /api/charities/positions/:id': { 200: positionSchema },
  'PUT /api/charities/positions/:id/enabled': { 200: positionSchema },
  'DELETE /api/charities/positions/:id': { 204: noContentSchema },
  'POST /api/charities/:charityId/mandates/read': { 200: mandateListSchema },
  'GET /api/charities/:charityId/board-representatives': { 200: boardRepresentativeListSchema },
  'POST /api/charities/mandates': { 201: mandateSchema },
  'PUT /api/charities/mandates/:id': { 200: mandateSchema },
  'DELETE /api/charities/mandates/:id': { 204: noContentSchema },
  'GET /api/charities/:charityId/skills-matrix': { 200: skillsMatrixSchema },
  'POST /api/charities/:charityId/terms-ending/read': { 200: termEndingListSchema },
  'GET /api/charities/mandates/:id/posting-draft': { 200: postingDraftSchema },
  'GET /api/social-media-types': { 200: socialMediaTypeListSchema },
  'POST /api/social-media-types': { 201: socialMediaTypeSchema },
  'PUT /api/social-media-types/:id': { 200: socialMediaTypeSchema },
  'DELETE /api/social-media-types/:id': { 204: noContentSchema },
  'POST /api/staff/users/read': { 200: staffUserListSchema },
  'POST /api/staff/users/invite': { 200: okSchema },
  'DELETE /api/staff/users/:id': { 204: noContentSchema },
  'GET /api/staff/roles': { 200: staffRoleListSchema },
  'GET /api/staff/invitations/:token': { 200: staffInvitationSchema },
  'POST /api/staff/invitations/accept': { 200: staffInvitationAcceptedSchema },
  'POST /api/staff/invitations/read': { 200: pendingInvitationListSchema },
  'POST /api/staff/undelivered-mail/read': { 200: undeliveredMailListSchema },
  'GET /api/staff/scheduled-jobs': { 200: scheduledJobListSchema },
  'POST /api/staff/scheduled-jobs/:name/run': { 200: scheduledJobRunSchema },
  'POST /api/act-as-audits/staff-actions/read': { 200: staffActionListSchema },
  'POST /api/staff/invitations/:id/resend': { 200: okSchema },
  'DELETE /api/staff/invitations/:id': { 204: noContentSchema },
  'PUT /api/staff/users/:id/role': { 200: staffUserSchema },
  'POST /api/users/:id/password-reset': { 200: userPasswordResetSentSchema },
  'POST /api/corporations/read': { 200: corporationListSchema },
  'GET /api/corporations/:id': { 200: corporationSchema },
  'POST /api/corporations': { 200: corporationSchema },
  'PUT /api/corporations': { 200: corporationSchema },
  'DELETE /api/corporations/:id': { 204: noContentSchema },
  'POST /api/act-as-audits/read': { 200: actAsListSchema },
  'GET /api/act-as-audits/staff': { 200: actAsStaffListSchema },
  'GET /api/act-as-audits/csv': { 200: actAsCsvSchema },
  'GET /api/act-as-audits/staff-actions/csv': { 200: actAsCsvSchema },
  'POST /api/staff/waiting-applicants/read': { 200: waitingApplicantListSchema },
  'POST /api/staff/waiting-applicants/:id/remind': { 200: waitingReminderSchema },
  'GET /api/staff/waiting-applicants/csv': { 200: waitingApplicantsCsvSchema },
};

/** Routes whose answers no contract describes, and why; the fake answers them as the test says. */
export const UNCHECKED_ROUTES: Record<string, string> = {
  'GET /api/health': 'a probe for load balancers, not read by the app',
  'GET /api/files/download/:id': 'a file (PDF, Word), not JSON',
  'GET /api/images/:id': 'an image, not JSON',
  // The API client's own tests call paths that no route has: they test the client, not an answer.
  'GET /api/things': "made up by the API client's tests",
  'POST /api/things': "made up by the API client's tests",
  'POST /api/upload': "made up by the API client's tests",
  'GET /api/down': "made up by the API client's tests",
  'GET /api/gateway': "made up by the API client's tests",
};

interface Route {
  key: string;
  method: string;
  segments: string[];
}

const toRoute = (key: string): Route => {
  const [method, path] = key.split(' ');
  return { key, method, segments: path.split('/') };
};
const CHECKED = Object.keys(API_CONTRACTS).map(toRoute);
const UNCHECKED = Object.keys(UNCHECKED_ROUTES).map(toRoute);

const matches = (route: Route, method: string, segments: string[]) =>
  route.method === method && route.segments.length === segments.length && route.segments.every((s, i) => s.startsWith(':') || s === segments[i]);

/** As the server's router does: at the first segment where two patterns differ, a fixed one wins over a parameter. */
function mostSpecific(routes: Route[]): Route | undefined {
  const rank = (r: Route) => r.segments.map((s) => (s.startsWith(':') ? '1' : '0')).join('');
  return [...routes].sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

/** The route pattern ('GET /api/candidates/:id') a call goes to, and whether a contract checks it; null when none does. */
export function findRoute(method: string, path: string): { key: string; checked: boolean } | null {
  const segments = path.split('/');
  const route = mostSpecific([...CHECKED, ...UNCHECKED].filter((r) => matches(r, method, segments)));
  return route ? { key: route.key, checked: route.key in API_CONTRACTS } : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths of the keys an answer holds that its contract does not (the server's serialiser would drop them). */
function keysBeyond(sent: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => keysBeyond(item, parsed[i], `${path}[${i}]`));
  if (!isRecord(sent) || !isRecord(parsed)) return [];
  return Object.keys(sent).flatMap((key) => (key in parsed ? keysBeyond(sent[key], parsed[key], `${path}.${key}`) : [`${path}.${key}`]));
}

/**
 * Why an answer the fake is told to give is not one the API gives on this route (its status, or its body as it
 * travels, against the route's contract), or null when it is. Routes listed as unchecked pass as they are.
 */
export function contractBreach(method: string, path: string, status: number, body: unknown): string | null {
  const where = `${method} ${path}`;
  const route = findRoute(method, path);
  if (!route) return `${where}: no contract for this route; add its answer to API_CONTRACTS, or to UNCHECKED_ROUTES with the reason (test/api-contracts.ts)`;
  if (!route.checked) return null;
  const answers = API_CONTRACTS[route.key];
  const ok = Object.keys(answers).filter((k) => k !== 'error');
  const error = status >= 400;
  const schema = error ? (answers.error ?? apiErrorSchema) : answers[status];
  if (!schema) return `${where} (${route.key}) answered ${status}; the API answers ${ok.join(' or ')} or an error`;
  if (status === 204 || schema === noContentSchema) return body === undefined ? null : `${where} (${route.key}) answered ${status} with a body; the API sends none`;
  if (body === undefined) return `${where} (${route.key}) answered ${status} without a body; the API sends one`;
  const wire: unknown = JSON.parse(JSON.stringify(body));
  const result = schema.safeParse(wire);
  if (!result.success) return `${where} (${route.key}) answered ${status} with a body its contract refuses:\n${z.prettifyError(result.error)}`;
  const beyond = keysBeyond(wire, result.data, 'body');
  if (beyond.length) return `${where} (${route.key}) answered ${status} with keys its contract does not have: ${beyond.join(', ')}`;
  return null;
}
