import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, candidateEducations, candidateExperiences, candidates, charities, filePrivacyTypes, files } from '../../db/schema/index.ts';
import type { FileEntityType } from '../../db/schema/files.ts';

/** Every column but the bytes. */
const meta = {
  id: files.id,
  entityType: files.entityType,
  entityId: files.entityId,
  fileTypeId: files.fileTypeId,
  filePrivacyTypeId: files.filePrivacyTypeId,
  mimeType: files.mimeType,
  originalName: files.originalName,
  size: files.size,
  isActive: files.isActive,
  uploadedOn: files.uploadedOn,
};
export type FileMeta = { [K in keyof typeof meta]: (typeof meta)[K]['_']['data'] };

export async function findFileMeta(db: DbOrTx, id: number): Promise<FileMeta | null> {
  const [row] = await db.select(meta).from(files).where(and(eq(files.id, id), isNull(files.deletedAt))).limit(1);
  return (row as FileMeta | undefined) ?? null;
}

/** The bytes of a live file, or null. */
export async function findFileBytes(db: DbOrTx, id: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ content: files.content }).from(files).where(and(eq(files.id, id), isNull(files.deletedAt))).limit(1);
  return row?.content ?? null;
}

export interface NewFile {
  entityType: FileEntityType;
  entityId: number | null;
  fileTypeId: number;
  filePrivacyTypeId?: number | null;
  mimeType: string;
  originalName: string;
  content: Buffer;
  isActive: boolean;
  uploadedByUserId: number | null;
}

export async function insertFile(db: DbOrTx, f: NewFile): Promise<FileMeta> {
  const [row] = await db
    .insert(files)
    .values({ ...f, size: f.content.length })
    .returning(meta);
  return row as FileMeta;
}

/** Live files of one entity and file type, newest first. */
export async function findEntityFiles(db: DbOrTx, entityType: FileEntityType, entityId: number | null, fileTypeIds: number[]): Promise<FileMeta[]> {
  if (!fileTypeIds.length) return [];
  const rows = await db
    .select(meta)
    .from(files)
    .where(
      and(
        eq(files.entityType, entityType),
        entityId === null ? isNull(files.entityId) : eq(files.entityId, entityId),
        inArray(files.fileTypeId, fileTypeIds),
        isNull(files.deletedAt),
      ),
    )
    .orderBy(entityType === 'system' ? asc(files.id) : desc(files.uploadedOn), desc(files.id));
  return rows as FileMeta[];
}

/** A deleted file keeps no bytes: its row stays (other records may name it), its content is emptied. */
const erased = () => ({ deletedAt: new Date(), isActive: false, content: new Uint8Array(0), size: 0 });

export async function softDeleteFile(db: DbOrTx, id: number): Promise<void> {
  await db.update(files).set(erased()).where(eq(files.id, id));
}

/** Soft-deletes the live files of an entity and type, but one (the replacement). */
export async function softDeleteOthers(db: DbOrTx, entityType: FileEntityType, entityId: number, fileTypeId: number, keepId: number): Promise<void> {
  await db
    .update(files)
    .set(erased())
    .where(and(eq(files.entityType, entityType), eq(files.entityId, entityId), eq(files.fileTypeId, fileTypeId), ne(files.id, keepId), isNull(files.deletedAt)));
}

/** Makes one file the active one of its entity and type. */
export async function activateFile(db: DbOrTx, f: Pick<FileMeta, 'id' | 'entityType' | 'entityId' | 'fileTypeId'>): Promise<void> {
  await db
    .update(files)
    .set({ isActive: sql`${files.id} = ${f.id}` })
    .where(
      and(
        eq(files.entityType, f.entityType),
        f.entityId === null ? isNull(files.entityId) : eq(files.entityId, f.entityId),
        eq(files.fileTypeId, f.fileTypeId),
        isNull(files.deletedAt),
      ),
    );
}

export async function setPrivacy(db: DbOrTx, id: number, filePrivacyTypeId: number): Promise<void> {
  await db.update(files).set({ filePrivacyTypeId }).where(eq(files.id, id));
}

export function findPrivacyTypes(db: DbOrTx) {
  return db.select({ id: filePrivacyTypes.id, description: filePrivacyTypes.description }).from(filePrivacyTypes).orderBy(asc(filePrivacyTypes.id));
}

export async function hasAppliedToCharity(db: DbOrTx, candidateId: number, charityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.charityId, charityId)))
    .limit(1);
  return Boolean(row);
}

export async function setCandidateBackground(db: DbOrTx, candidateId: number, fileId: number | null): Promise<void> {
  await db.update(candidates).set({ backgroundImageId: fileId }).where(eq(candidates.id, candidateId));
}

/** Clears the background of every candidate that shows this (deleted) image. */
export async function clearBackgroundUses(db: DbOrTx, fileId: number): Promise<void> {
  await db.update(candidates).set({ backgroundImageId: null }).where(eq(candidates.backgroundImageId, fileId));
}

/** The live candidate an education or experience entry belongs to, or null. */
export async function findEntryCandidate(db: DbOrTx, entityType: 'candidate-education' | 'candidate-experience', entryId: number) {
  const table = entityType === 'candidate-education' ? candidateEducations : candidateExperiences;
  const [row] = await db
    .select({ id: candidates.id, userId: candidates.userId })
    .from(table)
    .innerJoin(candidates, eq(candidates.id, table.candidateId))
    .where(and(eq(table.id, entryId), isNull(candidates.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A charity's background choice and whether it is live; null when unknown. */
export async function findCharityForImages(db: DbOrTx, charityId: number) {
  const [row] = await db.select({ id: charities.id, backgroundImageId: charities.backgroundImageId }).from(charities).where(and(eq(charities.id, charityId), isNull(charities.deletedAt))).limit(1);
  return row ?? null;
}

export async function setCharityBackground(db: DbOrTx, charityId: number, fileId: number): Promise<void> {
  await db.update(charities).set({ backgroundImageId: fileId }).where(eq(charities.id, charityId));
}

export async function clearCharityBackgroundUses(db: DbOrTx, fileId: number): Promise<void> {
  await db.update(charities).set({ backgroundImageId: null }).where(eq(charities.backgroundImageId, fileId));
}

/** A live candidate's owner and background image; null when unknown or deleted. */
export async function findCandidateOwner(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({ id: candidates.id, userId: candidates.userId, backgroundImageId: candidates.backgroundImageId })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .limit(1);
  return row ?? null;
}
