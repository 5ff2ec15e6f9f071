import type { CharityDetails, CharityUpdate, PositionMatchingUpdate } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { sanitizeRichText } from '../../platform/rich-text/rich-text.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { recordCharitySteps } from '../onboarding/index.ts';
import { replaceContactDetails } from '../contacts/index.ts';
import { withReferenceCheck } from '../users/index.ts';
import * as repo from './charity-profile.repository.ts';
import { presentCharityDetails } from './charities.presenter.ts';

const LAST_FOCUS_AREA = 'charity.validation.lastFocusArea';

async function liveCharity(db: DbOrTx, id: number) {
  const charity = await repo.findLiveCharity(db, id);
  if (!charity) throw AppError.notFound();
  return charity;
}

/** The charity form as it is now: every representative of the charity and staff. */
export async function getCharityDetails(db: DbOrTx, session: SessionUser, id: number): Promise<CharityDetails> {
  const charity = await liveCharity(db, id);
  authorize(session, 'charity.read-details', { charityId: id });
  return presentCharityDetails(charity, await repo.findCharityParts(db, id));
}

/**
 * The charity form's save: the charity, its e-mail, address, main and evening phone, focus areas, and the
 * programs and position matching when sent, then the onboarding steps they decide. All or nothing.
 */
export async function updateCharity(deps: Deps, session: SessionUser, id: number, input: CharityUpdate): Promise<CharityDetails> {
  await liveCharity(deps.db, id);
  authorize(session, 'charity.update', { charityId: id });
  const c = input.charity;
  await withReferenceCheck(() =>
    deps.db.transaction(async (tx) => {
      await repo.updateCharityColumns(tx, id, {
        name: c.name,
        charitableNumber: c.charitableNumber,
        website: c.website,
        yearOfIncorporation: c.yearOfIncorporation,
        charityScopeId: c.charityScopeId,
        charityTypeId: c.charityTypeId,
        mandate: sanitizeRichText(c.mandate),
        vision: sanitizeRichText(c.vision),
        quote: c.quote,
      });
      await repo.replaceCharityEmail(tx, id, c.email);
      await replaceContactDetails(tx, { charityId: id }, { mainPhone: input.mainPhone, eveningPhone: input.eveningPhone, address: input.address });
      await repo.replaceFocusAreas(tx, id, input.focusAreas);
      if (input.programs) await repo.replacePrograms(tx, id, input.programs);
      if (input.positionMatching) await repo.upsertPositionMatching(tx, id, input.positionMatching);
      await recordCharitySteps(tx, id);
    }),
  );
  return getCharityDetails(deps.db, session, id);
}

/** Onboarding step 7 alone: the programs and the position matching answers. */
export async function updatePositionMatching(deps: Deps, session: SessionUser, id: number, input: PositionMatchingUpdate): Promise<CharityDetails> {
  await liveCharity(deps.db, id);
  authorize(session, 'charity.update', { charityId: id });
  await withReferenceCheck(() =>
    deps.db.transaction(async (tx) => {
      await repo.replacePrograms(tx, id, input.programs);
      await repo.upsertPositionMatching(tx, id, input.positionMatching);
      await recordCharitySteps(tx, id);
    }),
  );
  return getCharityDetails(deps.db, session, id);
}

/** Unlinks a focus area; the last one stays ('Must have at least one Area of Focus in your Charity Profile'). */
export async function unlinkFocusArea(deps: Deps, session: SessionUser, id: number, focusAreaId: number): Promise<CharityDetails> {
  await liveCharity(deps.db, id);
  authorize(session, 'charity.update', { charityId: id });
  await deps.db.transaction(async (tx) => {
    if ((await repo.countFocusAreas(tx, id)) <= 1) throw AppError.badRequest(LAST_FOCUS_AREA);
    if (!(await repo.deleteFocusArea(tx, id, focusAreaId))) throw AppError.notFound();
    await recordCharitySteps(tx, id);
  });
  return getCharityDetails(deps.db, session, id);
}
