import { defineListSpec, isRepresentative, type CreatePosition, type ListQuery, type Position, type PositionEnabled, type PositionList, type UpdatePosition, type Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from './positions.repository.ts';
import { presentPosition } from './positions.presenter.ts';

const DUPLICATE = 'charityAdmin.positions.errors.duplicate';
const DEFAULT_LOCKED = 'charityAdmin.positions.errors.defaultLocked';
const IN_USE = 'charityAdmin.positions.errors.inUse';

const positionList = defineListSpec({
  filters: {
    charityId: { type: 'id' },
    isDisabled: { type: 'boolean' },
    boardPosition: { type: 'boolean', aliases: ['isBoard'] },
  },
  sort: { name: 'name', sortOrder: 'sortOrder', createdAt: 'createdAt' } satisfies Record<string, repo.PositionSortField>,
  defaultSize: 20,
  maxSize: 100,
  allCap: 500,
});

/** A charity's positions: a representative their own charity's (the default), staff any charity they name. */
export async function listPositions(db: DbOrTx, session: SessionUser, q: ListQuery, language: Language = 'en'): Promise<PositionList> {
  const { filter, page, sort, search } = readListQuery(q, positionList, { actor: session });
  const charityId = filter.charityId ?? (isRepresentative(session) ? session.charityId : undefined);
  if (charityId === undefined) throw AppError.badRequest('errors.invalidInput', [{ path: 'Filters.charityId', message: 'errors.required' }]);
  authorize(session, 'position.read', { charityId });
  const { rows, total } = await repo.findPositions(db, { charityId, isDisabled: filter.isDisabled, boardPosition: filter.boardPosition, search }, page, sort);
  return { positions: rows.map((row) => presentPosition(row, language)), total };
}

/** The position, when it is live; 404 otherwise. */
async function livePosition(db: DbOrTx, id: number) {
  const row = await repo.findLivePosition(db, id);
  if (!row) throw AppError.notFound();
  return row;
}

/** A live, active position of this charity (for postings and mandates); a 400 naming the field otherwise. */
export async function requireActivePosition(db: DbOrTx, charityId: number, positionId: number, field = 'charityPositionId') {
  const row = await repo.findLivePosition(db, positionId);
  if (!row || row.charityId !== charityId || row.isDisabled) {
    throw AppError.badRequest('charityAdmin.positions.errors.unknown', [{ path: field, message: 'charityAdmin.positions.errors.unknown' }]);
  }
  return row;
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.conflict(DUPLICATE);
    throw err;
  }
}

export async function createPosition(db: DbOrTx, session: SessionUser, input: CreatePosition): Promise<Position> {
  authorize(session, 'position.create', { charityId: input.charityId });
  return presentPosition(await uniqueName(() => repo.insertPosition(db, { charityId: input.charityId, name: input.name, isNotBoard: input.isNotBoard })));
}

export async function updatePosition(db: DbOrTx, session: SessionUser, id: number, input: UpdatePosition): Promise<Position> {
  const position = await livePosition(db, id);
  authorize(session, 'position.update', position);
  if (position.isDefault) throw AppError.badRequest(DEFAULT_LOCKED);
  const row = await uniqueName(() => repo.updatePosition(db, id, { name: input.name, isNotBoard: input.isNotBoard }));
  if (!row) throw AppError.notFound();
  return presentPosition(row);
}

export async function setPositionEnabled(db: DbOrTx, session: SessionUser, id: number, input: PositionEnabled): Promise<Position> {
  const position = await livePosition(db, id);
  authorize(session, 'position.update', position);
  const row = await repo.updatePosition(db, id, { isDisabled: input.isDisabled });
  if (!row) throw AppError.notFound();
  return presentPosition(row);
}

/** Soft delete; default positions and positions still posted or held on the board stay. */
export async function deletePosition(db: DbOrTx, session: SessionUser, id: number): Promise<void> {
  const position = await livePosition(db, id);
  authorize(session, 'position.delete', position);
  if (position.isDefault) throw AppError.badRequest(DEFAULT_LOCKED);
  if ((await repo.countPositionUses(db, id)) > 0) throw AppError.conflict(IN_USE);
  await repo.updatePosition(db, id, { deletedAt: new Date() });
}
