import { defineListSpec, type Language, type StaffCharityCreate, type StaffCharityCreated, type StaffCharityList } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { raiseTokenVersion } from '../auth/index.ts';
import { findContacts, saveContact } from '../contacts/index.ts';
import { findLiveCharity } from './charity-profile.repository.ts';
import { registerCharity } from './charity-registration.service.ts';
import * as repo from './staff-charities.repository.ts';
import { presentStaffCharity, presentStaffCharityCreated } from './charities.presenter.ts';
import type { ContactInput } from '@boardmatch/shared';

/** The staff list's filters (City, Province, charityId) and sortable columns. */
const staffCharityList = defineListSpec({
  filters: {
    city: { type: 'strings' },
    province: { type: 'ids' },
    charityId: { type: 'ids', aliases: ['id'] },
  },
  sort: { name: 'name', email: 'email', charitableNumber: 'charitableNumber', yearOfIncorporation: 'yearOfIncorporation' } satisfies Record<string, repo.StaffCharitySortField>,
  defaultSize: -1,
  maxSize: 100,
  allCap: 1000,
});

/** Staff read every live charity: searched by name, filtered by City and Province, sorted and paged in SQL. */
export async function listCharitiesForStaff(db: DbOrTx, actor: SessionUser, body: unknown, language: Language = 'en'): Promise<StaffCharityList> {
  authorize(actor, 'charity.manage');
  const { filter: f, page, sort, search } = readListQuery(body, staffCharityList, { actor, requireOverride: true });
  const { rows, total, totalCapped } = await repo.findCharitiesForStaff(db, { search, cities: f.city ?? [], regionIds: f.province ?? [], ids: f.charityId ?? [] }, page, sort);
  return { total, totalCapped, charities: rows.map((row) => presentStaffCharity(row, language)) };
}

/**
 * New Charity: the charity, its administrator's account (verification e-mail in the outbox) and the senior staff
 * contact, in one transaction, as charity registration does it. The administrator agrees to the release form at
 * onboarding. A taken administrator e-mail is a 409.
 */
export async function createCharityForStaff(deps: Deps, actor: SessionUser, input: StaffCharityCreate, language: Language): Promise<StaffCharityCreated> {
  authorize(actor, 'charity.manage');
  const s = input.seniorStaff;
  const result = await registerCharity(
    deps,
    {
      charity: input.charity,
      mainPhone: input.mainPhone,
      eveningPhone: input.eveningPhone ?? null,
      address: input.address,
      account: input.account,
      seniorStaff: { firstName: s.firstName, lastName: s.lastName, title: s.title, email: s.email, phone: { number: s.daytimePhone, extension: s.extension } },
      acceptTermsAndConditions: true,
    },
    language,
    { termsAccepted: false },
  );
  return presentStaffCharityCreated({ id: result.charity!.id, name: result.charityRepresentative!.charity.name }, result.user);
}

/**
 * Deletes a charity (soft): it leaves search and every list, its representatives can no longer act for it
 * (the actor check refuses a deleted charity) and their sessions end.
 */
export async function deleteCharityForStaff(db: DbOrTx, actor: SessionUser, id: number): Promise<void> {
  authorize(actor, 'charity.manage');
  await db.transaction(async (tx) => {
    if (!(await repo.softDeleteCharity(tx, id))) throw AppError.notFound();
    for (const userId of await repo.findRepresentativeUserIds(tx, id)) await raiseTokenVersion(tx, userId);
  });
}

async function liveCharityId(db: DbOrTx, charityId: number) {
  if (!(await findLiveCharity(db, charityId))) throw AppError.notFound();
  return { charityId };
}

/** A charity's contacts (staff). */
export async function listCharityContacts(db: DbOrTx, actor: SessionUser, charityId: number) {
  authorize(actor, 'contact.manage', { charityId });
  return findContacts(db, actor, await liveCharityId(db, charityId));
}

/** Creates (id 0) or updates one of a charity's contacts (staff). */
export async function saveCharityContact(db: DbOrTx, actor: SessionUser, charityId: number, input: ContactInput) {
  authorize(actor, 'contact.manage', { charityId });
  return saveContact(db, actor, await liveCharityId(db, charityId), input);
}
