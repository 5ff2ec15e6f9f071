import type { CandidateRegistration, Language, RegistrationResult } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { AuthService, queueVerificationMail } from '../auth/index.ts';
import { addContactDetails } from '../contacts/index.ts';
import { materialiseAccount, prepareAccount, findCandidateByUser, recordConsent, updateUserState } from '../users/index.ts';
import { presentCandidateRegistration } from './candidates.presenter.ts';
import { insertCandidate } from './candidates.repository.ts';
import { replaceFocusAreas, replaceSkills } from './candidate-profile.repository.ts';

/** User, phones, address, candidate, skills and focus areas: one transaction, all or nothing. */
export async function registerCandidate(deps: Deps, input: CandidateRegistration, language: Language = 'en'): Promise<RegistrationResult> {
  const prepared = await prepareAccount(deps.db, (userName, password) => new AuthService(deps).checkCredentials(userName, password), input);
  if (prepared.existing && (await findCandidateByUser(deps.db, prepared.existing.id))) {
    throw new AppError('ALREADY_CANDIDATE', 409, 'errors.alreadyCandidate');
  }
  try {
    const result = await deps.db.transaction(async (tx) => {
      const owner = await materialiseAccount(tx, prepared, language);
      if (owner.isNew) {
        await addContactDetails(tx, { userInformationId: owner.userInformationId }, { mainPhone: input.mainPhone!, eveningPhone: input.eveningPhone, address: input.address! });
      }
      const candidate = await insertCandidate(tx, {
        userId: owner.id,
        experienceTitle: input.experienceTitle,
        experienceOrganizationName: input.experienceOrganizationName,
        isLookingForPosition: input.isLookingForPosition === 'true',
        acceptTermsAndConditions: input.acceptTermsAndConditions,
      });
      await replaceSkills(tx, candidate.id, input.skills);
      await replaceFocusAreas(tx, candidate.id, input.focusAreas);
      if (input.acceptTermsAndConditions) await recordConsent(tx, owner.id, 'terms-and-conditions');
      if (owner.isNew) {
        await updateUserState(tx, owner.id, { candidateRole: 1 });
        await queueVerificationMail(tx, deps.config.appUrl, owner);
      }
      return presentCandidateRegistration(owner, candidate.id);
    });
    deps.flushMail();
    return result;
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_UNIQUE_VIOLATION) {
      throw prepared.existing ? new AppError('ALREADY_CANDIDATE', 409, 'errors.alreadyCandidate') : AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) throw AppError.badRequest('errors.invalidInput', [], 'UNKNOWN_REFERENCE');
    throw err;
  }
}
