import {
  defineListSpec,
  keepsOtherMinorityGroup,
  PRONOUN_OTHER_ID,
  type CandidateProfile,
  type CandidateStatus,
  type Language,
  type RegionInUse,
  type StaffCandidateCreate,
  type StaffCandidateList,
  type StaffCandidateUpdate,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { readListQuery, requireAdminOverride } from '../../platform/list-query/list-query.ts';
import { sanitizeRichText } from '../../platform/rich-text/rich-text.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { raiseTokenVersion } from '../auth/index.ts';
import { addContactDetails } from '../contacts/index.ts';
import {
  changeUserName,
  eraseCandidate,
  erasePerson,
  findUserByUserName,
  hasOtherThanCandidateInvolvement,
  markVerified,
  materialiseAccount,
  prepareAccount,
  updateUserState,
  writeUserInformation,
} from '../users/index.ts';
import {
  findCandidateCities,
  findCandidateRegions,
  findCandidatesForStaff,
  insertCandidate,
  type CandidateListFilter,
  type CandidateSortField,
} from './candidates.repository.ts';
import { replaceFocusAreas, replaceMinorityGroups, replaceSkills, updateCandidate } from './candidate-profile.repository.ts';
import { getCandidate } from './candidate-record.ts';
import { loadProfile } from './candidate-profile.service.ts';
import { presentCandidateStatus, presentRegionInUse, presentStaffCandidate } from './candidates.presenter.ts';

/** The spec's filter names and sortable columns for the staff candidate list. */
const staffCandidateList = defineListSpec({
  filters: {
    isDisabled: { type: 'boolean' },
    skillSet: { type: 'ids' },
    focusAreas: { type: 'ids' },
    city: { type: 'strings' },
    province: { type: 'ids' },
    id: { type: 'ids' },
  },
  sort: { email: 'email', userName: 'email', firstName: 'firstName', lastName: 'lastName', joinDate: 'joinDate' } satisfies Record<string, CandidateSortField>,
  defaultSize: -1,
  maxSize: 100,
  allCap: 1000,
});

/** Staff read every candidate, filtered, sorted and paged in SQL. */
export async function listCandidatesForStaff(db: DbOrTx, actor: SessionUser, body: unknown, language: Language = 'en'): Promise<StaffCandidateList> {
  authorize(actor, 'candidate.list');
  const { filter: f, page, sort, search } = readListQuery(body, staffCandidateList, { actor, requireOverride: true });
  const filter: CandidateListFilter = { search, isDisabled: f.isDisabled, skillIds: f.skillSet, focusAreaIds: f.focusAreas, cities: f.city, regionIds: f.province, ids: f.id };
  const { rows, total, totalCapped, skillRows, focusRows } = await findCandidatesForStaff(db, filter, page, sort);
  return { total, totalCapped, candidates: rows.map((r) => presentStaffCandidate(r, skillRows, focusRows, language)) };
}

/** The cities candidates live in, lower-case (the City filter; the web shows them title-cased). */
export async function listCandidateCities(db: DbOrTx, actor: SessionUser, adminOverride: string | undefined): Promise<string[]> {
  authorize(actor, 'candidate.list');
  requireAdminOverride(actor, adminOverride);
  return findCandidateCities(db);
}

/** The provinces/states candidates live in (the Province filter). */
export async function listCandidateRegions(db: DbOrTx, actor: SessionUser, adminOverride: string | undefined): Promise<RegionInUse[]> {
  authorize(actor, 'candidate.list');
  requireAdminOverride(actor, adminOverride);
  return (await findCandidateRegions(db)).map(presentRegionInUse);
}

/** A candidate's editable profile for the staff dialog; 404 for an unknown or deleted one. */
export async function getCandidateForStaff(deps: Deps, actor: SessionUser, candidateId: number, adminOverride: string | undefined): Promise<CandidateProfile> {
  authorize(actor, 'candidate.manage');
  requireAdminOverride(actor, adminOverride);
  return loadProfile(deps.db, candidateId, deps.images);
}

/** A unique violation is the e-mail taken meanwhile; an unknown pronoun, skill or region is bad input. */
async function withWriteErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_UNIQUE_VIOLATION) throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
    if (code === PG_FOREIGN_KEY_VIOLATION) throw AppError.badRequest('errors.invalidInput', [], 'UNKNOWN_REFERENCE');
    throw err;
  }
}

type CandidateFields = Pick<StaffCandidateUpdate, 'about' | 'minorityGroupIds' | 'otherMinorityGroup' | 'isLookingForPosition'>;
const candidateValues = (input: CandidateFields) => ({
  ...(input.isLookingForPosition === undefined ? {} : { isLookingForPosition: input.isLookingForPosition }),
  about: sanitizeRichText(input.about),
  otherMinorityGroup: keepsOtherMinorityGroup(input.minorityGroupIds) ? input.otherMinorityGroup || null : null,
});

/**
 * A candidate created by staff: a new user, verified, who signs in with the password staff set; their phones,
 * address, the candidate with about text, skills, causes and minority groups. One transaction.
 */
export async function createCandidateForStaff(deps: Deps, actor: SessionUser, input: StaffCandidateCreate, language: Language = 'en'): Promise<CandidateProfile> {
  authorize(actor, 'candidate.manage');
  const prepared = await prepareAccount(deps.db, async () => null, {
    account: {
      email: input.email,
      password: input.password,
      confirmPassword: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      pronounId: input.pronounId,
      pronounOther: input.pronounId === PRONOUN_OTHER_ID ? input.pronounOther : null,
    },
  });
  const candidateId = await withWriteErrors(() =>
    deps.db.transaction(async (tx) => {
      const owner = await materialiseAccount(tx, prepared, language);
      await markVerified(tx, owner.id);
      await addContactDetails(tx, { userInformationId: owner.userInformationId }, { mainPhone: input.mainPhone, eveningPhone: input.eveningPhone, address: input.address });
      const candidate = await insertCandidate(tx, {
        userId: owner.id,
        experienceTitle: input.experienceTitle ?? '',
        experienceOrganizationName: input.experienceOrganizationName ?? '',
        ...candidateValues(input),
      });
      await replaceSkills(tx, candidate.id, input.skills);
      await replaceFocusAreas(tx, candidate.id, input.focusAreas);
      await replaceMinorityGroups(tx, candidate.id, input.minorityGroupIds);
      await updateUserState(tx, owner.id, { candidateRole: 1 });
      return candidate.id;
    }),
  );
  return loadProfile(deps.db, candidateId, deps.images);
}

/** Staff change a candidate and their user: e-mail (the sign-in name), name, pronoun, phones, address and the candidate's fields. */
export async function updateCandidateForStaff(deps: Deps, actor: SessionUser, candidateId: number, input: StaffCandidateUpdate): Promise<CandidateProfile> {
  authorize(actor, 'candidate.manage');
  const candidate = await getCandidate(deps.db, candidateId);
  const emailChanges = input.email !== candidate.userName;
  if (emailChanges && (await findUserByUserName(deps.db, input.email))) throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
  await withWriteErrors(() =>
    deps.db.transaction(async (tx) => {
      if (emailChanges) await changeUserName(tx, candidate.userId, input.email);
      await writeUserInformation(tx, candidate.userId, input);
      await updateCandidate(tx, candidate.id, {
        experienceTitle: input.experienceTitle ?? candidate.experienceTitle,
        experienceOrganizationName: input.experienceOrganizationName ?? candidate.experienceOrganizationName,
        ...candidateValues(input),
      });
      await replaceSkills(tx, candidate.id, input.skills);
      await replaceFocusAreas(tx, candidate.id, input.focusAreas);
      await replaceMinorityGroups(tx, candidate.id, input.minorityGroupIds);
    }),
  );
  return loadProfile(deps.db, candidate.id, deps.images);
}

/**
 * Ends the candidate's sessions (their tokens' version is raised). A staff member acting on their own candidate
 * record keeps their staff session: the candidate involvement is refused to it anyway (modules/users/actor.ts).
 */
async function endSessions(tx: DbOrTx, actor: SessionUser, userId: number) {
  if (userId !== actor.id) await raiseTokenVersion(tx, userId);
}

/**
 * Deactivate (the candidate moves to the Inactive tab, can no longer act as a candidate, and their sessions end)
 * or activate again.
 */
export async function setCandidateEnabled(db: DbOrTx, actor: SessionUser, candidateId: number, isDisabled: boolean): Promise<CandidateStatus> {
  authorize(actor, 'candidate.manage');
  const candidate = await getCandidate(db, candidateId);
  await db.transaction(async (tx) => {
    await updateCandidate(tx, candidate.id, { isDisabled });
    if (isDisabled) await endSessions(tx, actor, candidate.userId);
  });
  return presentCandidateStatus(candidate.id, isDisabled);
}

/**
 * Deletes a candidate: gone from every list, their candidate records and files erased (applications stay, without
 * their words). A user who holds no other involvement (staff, charity representative) is erased as a person, as if
 * they had deleted their own account (their e-mail free to register again); their sessions end either way.
 */
export async function deleteCandidateForStaff(db: DbOrTx, actor: SessionUser, candidateId: number): Promise<void> {
  authorize(actor, 'candidate.manage');
  const candidate = await getCandidate(db, candidateId);
  await db.transaction(async (tx) => {
    if (await hasOtherThanCandidateInvolvement(tx, candidate.userId)) await eraseCandidate(tx, candidate.id);
    else await erasePerson(tx, candidate.userId);
    await endSessions(tx, actor, candidate.userId);
  });
}
