/**
 * The act-as audit in words: each write the API records ('PUT /api/candidates/:id/user-information') names an
 * action, worded by the catalogue's actAsAudit.actions.<action> ('{{staff}} changed the personal information of
 * {{target}}'). A write without a word here reads as 'made a change' with its call.
 */
export const AUDIT_ACTIONS: Record<string, string> = {
  'PUT /api/candidates/:id/user-information': 'changedPersonalInformation',
  'PUT /api/users/information': 'changedPersonalInformation',
  'PUT /api/candidates/:id/details': 'changedProfile',
  'PUT /api/candidates/:id': 'changedProfile',
  'PUT /api/candidates/:id/matching-preferences': 'changedMatchingPreferences',
  'PUT /api/candidates/:id/release-form': 'signedReleaseForm',
  'PUT /api/candidates/:id/enabled': 'changedCandidateStatus',
  'DELETE /api/candidates/:id': 'deletedCandidate',
  'DELETE /api/candidates/:id/skill/:skillId': 'removedSkill',
  'DELETE /api/candidates/:id/focusArea/:focusAreaId': 'removedFocusArea',
  'POST /api/candidates/applications': 'applied',
  'PATCH /api/candidates/applications/:id': 'changedApplication',
  'POST /api/files/upload/:entityType/:entityId/:fileType': 'uploadedFile',
  'POST /api/images/upload/:entityType/:entityId/:fileType': 'uploadedPicture',
  'DELETE /api/files/:id': 'deletedFile',
  'DELETE /api/images/:id': 'deletedPicture',
  'PUT /api/files/:id/visibility': 'changedFileVisibility',
  'GET /api/images/activate/:entityType/:entityId/:fileId': 'choseProfilePicture',
  'GET /api/candidates/:id/set-background/:imageId': 'choseBackground',
  'PUT /api/candidates/:id/set-background/:imageId': 'choseBackground',
  'PUT /api/charities/:id': 'changedCharity',
  'PUT /api/charities/:id/position-matching': 'changedCharity',
  'DELETE /api/charities/:id': 'deletedCharity',
  'POST /api/charities/postings': 'createdPosting',
  'PUT /api/charities/postings/:id': 'changedPosting',
  'POST /api/charities/postings/:id/close': 'closedPosting',
  'DELETE /api/charities/postings/:id': 'deletedPosting',
  'POST /api/charities/representatives/invite': 'invitedRepresentative',
  'PUT /api/charities/representatives/:id': 'changedRepresentative',
  'DELETE /api/charities/representatives/:id': 'removedRepresentative',
  'PUT /api/users/me/language': 'changedLanguage',
  'POST /api/users/state/switch': 'switchedRole',
  'PUT /api/academy/courses/:courseId/lessons/:lessonKey/progress': 'markedLesson',
};

/**
 * Writes a page makes on its own, not a person's change: the role in use remembered, a welcome not shown again,
 * onboarding or training progress fetched again. Recorded, but not listed among the changes.
 */
export const PAGE_NOISE = new Set([
  'PUT /api/users/state',
  'PUT /api/candidates/:id/welcome/suppress',
  'POST /api/charities/onboarding/welcome/suppress',
  'POST /api/candidates/onboarding/sync',
  'POST /api/charities/onboarding/sync',
  // Signing back in as oneself, or the session renewing: not a change to the person acted as.
  'POST /api/auth',
  'POST /api/auth/refresh-token',
  'POST /api/auth/logout',
]);

export const isPageNoise = (method: string, route: string) => PAGE_NOISE.has(`${method} ${route}`);

/** The action a recorded write names ('madeChange' when the table has no word for it). */
export function auditAction(method: string, route: string): string {
  return AUDIT_ACTIONS[`${method} ${route}`] ?? 'madeChange';
}

/** A staff member's own writes (not acting), worded by actAsAudit.staffActions.<action> with the subject's name. */
export const STAFF_ACTIONS: Record<string, string> = {
  'POST /api/candidates': 'createdCandidate',
  'PUT /api/candidates/:id': 'changedCandidate',
  'DELETE /api/candidates/:id': 'deletedCandidate',
  'DELETE /api/charities/:id': 'deletedCharity',
  'POST /api/staff/users/invite': 'invitedStaff',
  'PUT /api/staff/users/:id/role': 'changedStaffRole',
  'DELETE /api/staff/users/:id': 'deletedStaff',
  'POST /api/staff/scheduled-jobs/:name/run': 'ranScheduledJob',
  'POST /api/staff/waiting-applicants/:id/remind': 'remindedCharity',
  'POST /api/users/:id/password-reset': 'sentPasswordReset',
  'POST /api/corporations': 'createdCorporation',
  'PUT /api/corporations': 'changedCorporation',
  'DELETE /api/corporations/:id': 'deletedCorporation',
};

const ACT_AS = 'POST /api/auth/authenticate-as-user';

/** The action of a staff member's own write; the body only tells which way a switch went (deactivated or activated). */
export function staffAction(method: string, route: string, statusCode: number, body: unknown): string {
  const call = `${method} ${route}`;
  if (call === ACT_AS) return statusCode < 400 ? 'actedAs' : 'triedToActAs';
  if (call === 'PUT /api/candidates/:id/enabled') return (body as { isDisabled?: unknown } | null)?.isDisabled === false ? 'activatedCandidate' : 'deactivatedCandidate';
  return STAFF_ACTIONS[call] ?? 'madeChange';
}
