import { CharityRepresentativeRole, MandateFilter, defineListSpec, type ListQuery, type Mandate, type MandateInput, type MandateList, type BoardRepresentative, type Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { findInvitingCharity, queueInvitation } from '../charities/index.ts';
import { requireActivePosition } from '../positions/index.ts';
import * as repo from './board.repository.ts';
import { findEnteredSkills, findSkillNames, forgetNotices, replaceEnteredSkills } from './board-terms.repository.ts';
import { presentBoardRepresentative, presentMandate } from './board.presenter.ts';

const mandateList = defineListSpec({
  filters: { status: { type: 'intEnum', values: Object.values(MandateFilter), aliases: ['statusId'] } },
  sort: {},
  defaultSize: 20,
  maxSize: 100,
  allCap: 500,
});
const STATUS_FILTER: Record<number, repo.MandateStatusFilter> = { [MandateFilter.all]: null, [MandateFilter.current]: 'current', [MandateFilter.past]: 'past', [MandateFilter.future]: 'future' };

/** The board panel: a charity's mandates, by status (All, Current, Past; Future for the profile). */
export async function listMandates(db: DbOrTx, session: SessionUser, charityId: number, q: ListQuery, language: Language = 'en'): Promise<MandateList> {
  authorize(session, 'board.read', { charityId });
  const { filter, page } = readListQuery(q, mandateList, { actor: session });
  const { rows, total } = await repo.findMandates(db, charityId, STATUS_FILTER[filter.status ?? MandateFilter.all] ?? null, page);
  const skills = await findEnteredSkills(db, rows.map((row) => row.id));
  return { charityMandates: rows.map((row) => presentMandate(row, language, skills.get(row.id))), total };
}

export async function listBoardRepresentatives(db: DbOrTx, session: SessionUser, charityId: number): Promise<BoardRepresentative[]> {
  authorize(session, 'board.list-representatives', { charityId });
  return (await repo.findRepresentativeChoices(db, charityId)).map(presentBoardRepresentative);
}

/** The seat's holder: a representative of the charity, or a new person invited with Basic Access (the seat is theirs once they register). */
async function checkSeat(db: DbOrTx, input: MandateInput) {
  await requireActivePosition(db, input.charityId, input.charityPositionId);
  if (input.charityRepresentativeId && !(await repo.findCharityRepresentative(db, input.charityId, input.charityRepresentativeId))) {
    throw AppError.badRequest('errors.invalidInput', [{ path: 'charityRepresentativeId', message: 'errors.invalidInput' }]);
  }
  const skillIds = [...new Set(input.skillIds ?? [])];
  if (skillIds.length && (await findSkillNames(db, skillIds)).length !== skillIds.length) {
    throw AppError.badRequest('errors.invalidInput', [{ path: 'skillIds', message: 'errors.invalidInput' }]);
  }
}

async function saveSeat(deps: Deps, session: SessionUser, input: MandateInput, language: Language, write: (tx: DbOrTx, values: repo.MandateValues) => Promise<number>): Promise<Mandate> {
  const representativeId = input.newRepresentative ? null : (input.charityRepresentativeId ?? null);
  // Clearing the representative clears the dates, as the form does.
  const values: repo.MandateValues = {
    charityPositionId: input.charityPositionId,
    charityRepresentativeId: representativeId,
    startDate: representativeId || input.newRepresentative ? (input.startDate ?? null) : null,
    endDate: representativeId || input.newRepresentative ? (input.endDate ?? null) : null,
  };
  const charity = input.newRepresentative ? await findInvitingCharity(deps.db, input.charityId) : null;
  const id = await deps.db.transaction(async (tx) => {
    const saved = await write(tx, values);
    if (input.skillIds) await replaceEnteredSkills(tx, saved, values.charityRepresentativeId || input.newRepresentative ? input.skillIds : []);
    if (input.newRepresentative && charity) {
      const invitationId = await queueInvitation(tx, deps.config.appUrl, session.actingAdminUserId ?? session.id, { ...input.newRepresentative, charityId: input.charityId, charityRepresentativeRoleId: CharityRepresentativeRole.basicAccess }, charity, language);
      // The seat waits for the invitee: they take it when they register from the invitation.
      await repo.setMandateInvitation(tx, saved, invitationId);
    }
    return saved;
  });
  deps.flushMail();
  const [row] = (await repo.findMandates(deps.db, input.charityId, null, { offset: 0, limit: 1 }, id)).rows;
  return presentMandate(row!, 'en', (await findEnteredSkills(deps.db, [id])).get(id));
}

export async function createMandate(deps: Deps, session: SessionUser, input: MandateInput, language: Language): Promise<Mandate> {
  authorize(session, 'board.create', { charityId: input.charityId });
  await checkSeat(deps.db, input);
  return saveSeat(deps, session, input, language, (tx, values) => repo.insertMandate(tx, input.charityId, values));
}

export async function updateMandate(deps: Deps, session: SessionUser, id: number, input: MandateInput, language: Language): Promise<Mandate> {
  const mandate = await repo.findLiveMandate(deps.db, id);
  if (!mandate) throw AppError.notFound();
  authorize(session, 'board.update', mandate);
  if (mandate.charityId !== input.charityId) throw AppError.badRequest('errors.invalidInput', [{ path: 'charityId', message: 'errors.invalidInput' }]);
  await checkSeat(deps.db, input);
  return saveSeat(deps, session, input, language, async (tx, values) => {
    await repo.updateMandate(tx, id, values);
    // A term moved to another end (or another holder) gets its 90- and 60-day notices for the new end.
    if (values.endDate !== mandate.endDate || values.charityRepresentativeId !== mandate.charityRepresentativeId) await forgetNotices(tx, id);
    return id;
  });
}

export async function deleteMandate(db: DbOrTx, session: SessionUser, id: number): Promise<void> {
  const mandate = await repo.findLiveMandate(db, id);
  if (!mandate) throw AppError.notFound();
  authorize(session, 'board.delete', mandate);
  await repo.softDeleteMandate(db, id);
}
