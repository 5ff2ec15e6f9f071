export { usersRoutes } from './users.routes.ts';
export { userProfileRoutes } from './user-profile.routes.ts';
export { accountDataRoutes } from './account-data.routes.ts';
export { eraseCandidate, erasePerson } from './account-data.service.ts';
export { recordConsent } from './consents.repository.ts';
export { userNameCheckRoutes } from './user-name-check.routes.ts';
export { resolveSession, type ResolvedSession } from './session.service.ts';
export { resolveActor } from './actor.ts';
export { findCharitiesPeopleWhoMay, findCharityPeopleWhoMay, findCharityRecipients, findStaffRecipients, type CharityRecipient } from './charity-recipients.ts';
export { getUserInformation, withReferenceCheck, writeUserInformation } from './user-profile.service.ts';
export { presentUserInformation } from './users.presenter.ts';
export { materialiseAccount, prepareAccount, type AccountOwner, type CredentialCheck, type PreparedAccount } from './new-account.ts';
export {
  changeUserName,
  createUser,
  disableUser,
  findCandidateByUser,
  findStaffRepresentative,
  findUserById,
  findUserByUserName,
  findUserContact,
  findUserInformation,
  hasOtherThanCandidateInvolvement,
  markVerified,
  setPassword,
  updateUserState,
  type UserContact,
} from './users.repository.ts';
export { retentionJob } from './retention.job.ts';
