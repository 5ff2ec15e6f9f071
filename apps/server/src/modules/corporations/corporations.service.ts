import { defineListSpec, type CorporationContactInput, type CorporationList, type Corporation } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { deleteContactDetails, findAddresses, findPhones, readContacts, replaceContactDetails, replaceContacts, type ContactDetails } from '../contacts/index.ts';
import * as repo from './corporations.repository.ts';
import { presentCorporation, presentCorporationRow } from './corporations.presenter.ts';

/** The Corporations table: sorted by Name, Email or Website; searched by name, e-mail or website. */
const corporationList = defineListSpec({
  filters: {},
  sort: { name: 'name', email: 'email', website: 'website' } satisfies Record<string, repo.CorporationSortField>,
  defaultSize: 20,
  maxSize: 100,
  allCap: 1000,
});

/** POST /api/corporations/read: staff only, with AdminOverride. */
export async function findCorporations(db: DbOrTx, actor: SessionUser, body: unknown): Promise<CorporationList> {
  authorize(actor, 'corporation.manage');
  const { page, sort, search } = readListQuery(body, corporationList, { actor, requireOverride: true });
  const { rows, total, totalCapped, addressRows, phoneRows } = await repo.findCorporations(db, search ?? undefined, page, sort);
  return { total, totalCapped, corporations: rows.map((r) => presentCorporationRow(r, addressRows, phoneRows)) };
}

/** GET /api/corporations/{id}: the corporation with its contacts (404 when unknown). */
export async function getCorporation(db: DbOrTx, actor: SessionUser, id: number): Promise<Corporation> {
  authorize(actor, 'corporation.manage');
  const row = await repo.findCorporation(db, id);
  if (!row) throw AppError.notFound();
  const [addressRows, phoneRows, contacts] = await Promise.all([findAddresses(db, 'corporationId', [id]), findPhones(db, 'corporationId', [id]), readContacts(db, { corporationId: id })]);
  return presentCorporation(row, addressRows, phoneRows, contacts);
}

interface CorporationValues {
  name: string;
  email: string;
  website: string | null;
  address?: ContactDetails['address'];
  phone?: ContactDetails['mainPhone'];
  contacts: CorporationContactInput[];
}

/** E-mail, address, phone and contacts of a corporation, written inside the save's transaction. */
async function writeDetails(tx: DbOrTx, corporationId: number, input: CorporationValues) {
  await repo.setEmail(tx, corporationId, input.email);
  await replaceContactDetails(tx, { corporationId }, { address: input.address, mainPhone: input.phone });
  await replaceContacts(tx, { corporationId }, input.contacts);
}

/** POST /api/corporations: one transaction for the corporation, its e-mail, address, phone and contacts. */
export async function createCorporation(deps: Deps, actor: SessionUser, input: CorporationValues): Promise<Corporation> {
  authorize(actor, 'corporation.manage');
  await refuseNameTaken(deps.db, input.name);
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertCorporation(tx, { name: input.name, website: input.website });
    await writeDetails(tx, created, input);
    return created;
  });
  return getCorporation(deps.db, actor, id);
}

/** PUT /api/corporations: the body names the corporation (404 when unknown). */
export async function updateCorporation(deps: Deps, actor: SessionUser, input: CorporationValues & { id: number }): Promise<Corporation> {
  authorize(actor, 'corporation.manage');
  await refuseNameTaken(deps.db, input.name, input.id);
  await deps.db.transaction(async (tx) => {
    const updated = await repo.updateCorporation(tx, input.id, { name: input.name, website: input.website });
    if (!updated) throw AppError.notFound();
    await writeDetails(tx, input.id, input);
  });
  return getCorporation(deps.db, actor, input.id);
}

/** 409 when another corporation already has this name: the same partner entered twice. */
async function refuseNameTaken(db: DbOrTx, name: string, exceptId?: number) {
  if (await repo.findCorporationNamed(db, name, exceptId)) {
    throw new AppError('CORPORATION_EXISTS', 409, 'corporations.errors.nameTaken', {}, [{ path: 'name', message: 'corporations.errors.nameTaken' }]);
  }
}

/** DELETE /api/corporations/{id}: the corporation with its e-mail, address, phones and contacts (404 when unknown). */
export async function deleteCorporation(db: DbOrTx, actor: SessionUser, id: number): Promise<void> {
  authorize(actor, 'corporation.manage');
  await db.transaction(async (tx) => {
    if (!(await repo.findCorporation(tx, id))) throw AppError.notFound();
    await replaceContacts(tx, { corporationId: id }, []);
    await deleteContactDetails(tx, { corporationId: id });
    await repo.deleteCorporation(tx, id);
  });
}
