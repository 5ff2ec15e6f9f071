import { FilePrivacyType, FileType, FileTypeName, translate as translateKey } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { FileEntityType } from '../../db/schema/files.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { accessTo, candidateAccess, findCandidateOwner, requireOwner, type CandidateAccess } from './candidate-access.ts';
import { checkDocument, checkImage, cleanFileName, DOCUMENT_MIME, IMAGE_MIME } from './file-content.ts';
import * as repo from './files.repository.ts';
import { presentBackground, presentImage, presentResume } from './files.presenter.ts';

export interface Upload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** File types served as images by GET /api/images/:id; never a resume. */
export const IMAGE_FILE_TYPES: number[] = [FileType.profileImage, FileType.backgroundImage, FileType.logo, FileType.socialMediaIcon];

const fileTypeByName = (name: string): number | null => {
  const found = Object.entries(FileTypeName).find(([, n]) => n === name);
  return found ? Number(found[0]) : null;
};

function badFile(messageKey: string): AppError {
  return AppError.badRequest(messageKey, [{ path: 'FileContent', message: translateKey(messageKey) }]);
}

function parsePrivacy(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3) throw AppError.badRequest('qualifications.errors.badPrivacyType', [{ path: 'fileVisibilityId', message: translateKey('qualifications.errors.badPrivacyType') }]);
  return n;
}

/** May this viewer see a candidate's resume of this privacy type? */
export async function canSeeResume(db: DbOrTx, access: CandidateAccess, privacyTypeId: number | null): Promise<boolean> {
  if (access.isOwner || access.isStaff) return true;
  if (access.charityId === null) return false;
  const privacy = privacyTypeId ?? FilePrivacyType.private;
  if (privacy === FilePrivacyType.allCharities) return true;
  if (privacy === FilePrivacyType.charitiesAppliedTo) return repo.hasAppliedToCharity(db, access.candidateId, access.charityId);
  return false;
}

/** The candidate's live resume, or null. */
export async function findResume(db: DbOrTx, candidateId: number) {
  const [resume] = await repo.findEntityFiles(db, 'candidate', candidateId, [FileType.resume]);
  return resume ?? null;
}

/** The file and the candidate it belongs to; 404 for files that do not belong to a live candidate. */
async function candidateFile(db: DbOrTx, fileId: number, user: SessionUser) {
  const file = await repo.findFileMeta(db, fileId);
  if (!file || file.entityType !== 'candidate' || file.entityId === null) throw AppError.notFound();
  const candidate = await findCandidateOwner(db, file.entityId);
  if (!candidate) throw AppError.notFound();
  return { file, access: accessTo(candidate, user) };
}

// ---- Resumes ----

/** The request body is read only once the caller may upload here. */
export type ReadUpload = () => Promise<Upload>;

export async function uploadFile(deps: Deps, user: SessionUser, entityType: string, entityId: number, fileType: string, read: ReadUpload) {
  if (entityType !== 'candidate' || fileType !== FileTypeName[FileType.resume]) throw AppError.badRequest('qualifications.errors.unsupportedUpload');
  const access = await candidateAccess(deps.db, entityId, user);
  requireOwner(access);
  const upload = await read();
  const kind = checkDocument(upload.filename, upload.bytes);
  if (!kind) throw badFile('qualifications.errors.badResumeType');
  const requested = parsePrivacy(upload.fields.fileVisibilityId ?? upload.fields.filePrivacyTypeId);
  const saved = await deps.db.transaction(async (tx) => {
    const previous = await findResume(tx, entityId);
    const file = await repo.insertFile(tx, {
      entityType: 'candidate',
      entityId,
      fileTypeId: FileType.resume,
      filePrivacyTypeId: requested ?? previous?.filePrivacyTypeId ?? FilePrivacyType.private,
      mimeType: DOCUMENT_MIME[kind],
      originalName: cleanFileName(upload.filename),
      content: upload.bytes,
      isActive: true,
      uploadedByUserId: user.actingAdminUserId ?? user.id,
    });
    // One resume per candidate: the new one replaces the old.
    await repo.softDeleteOthers(tx, 'candidate', entityId, FileType.resume, file.id);
    return file;
  });
  return presentResume(saved);
}

/** A resume the viewer may see (its details, not its bytes). */
async function visibleResume(db: DbOrTx, user: SessionUser, fileId: number) {
  const { file, access } = await candidateFile(db, fileId, user);
  if (file.fileTypeId !== FileType.resume) throw AppError.notFound();
  if (!(await canSeeResume(db, access, file.filePrivacyTypeId))) throw AppError.forbidden();
  return file;
}

export async function downloadResume(db: DbOrTx, user: SessionUser, fileId: number) {
  const file = await visibleResume(db, user, fileId);
  const content = await repo.findFileBytes(db, fileId);
  if (!content) throw AppError.notFound();
  return { ...file, content };
}

export async function getResumeInfo(db: DbOrTx, user: SessionUser, fileId: number) {
  const f = await visibleResume(db, user, fileId);
  return { id: f.id, originalName: f.originalName, mimeType: f.mimeType, size: f.size, uploadedOn: f.uploadedOn.toISOString() };
}

export async function setResumeVisibility(db: DbOrTx, user: SessionUser, fileId: number, privacyTypeId: number) {
  const { file, access } = await candidateFile(db, fileId, user);
  if (file.fileTypeId !== FileType.resume) throw AppError.notFound();
  requireOwner(access);
  await repo.setPrivacy(db, fileId, privacyTypeId);
  return presentResume({ ...file, filePrivacyTypeId: privacyTypeId });
}

/** Deletes a candidate's resume or image (soft); a deleted background is no longer shown. */
export async function deleteFile(deps: Deps, user: SessionUser, fileId: number, kind: 'file' | 'image') {
  const { file, access } = await candidateFile(deps.db, fileId, user);
  const isImage = IMAGE_FILE_TYPES.includes(file.fileTypeId);
  if (kind === 'image' ? !isImage : isImage) throw AppError.notFound();
  requireOwner(access);
  await deps.db.transaction(async (tx) => {
    await repo.softDeleteFile(tx, fileId);
    if (file.fileTypeId === FileType.backgroundImage) await repo.clearBackgroundUses(tx, fileId);
  });
}

// ---- Images ----

const UPLOADABLE_IMAGES: number[] = [FileType.profileImage, FileType.backgroundImage];

export async function uploadImage(deps: Deps, user: SessionUser, entityType: string, entityId: number, fileType: string, read: ReadUpload) {
  const fileTypeId = fileTypeByName(fileType);
  if (entityType !== 'candidate' || fileTypeId === null || !UPLOADABLE_IMAGES.includes(fileTypeId)) throw AppError.badRequest('qualifications.errors.unsupportedUpload');
  const access = await candidateAccess(deps.db, entityId, user);
  requireOwner(access);
  const upload = await read();
  const kind = checkImage(upload.filename, upload.bytes);
  if (!kind) throw badFile('images.errors.badImageType');
  const saved = await deps.db.transaction(async (tx) => {
    const file = await repo.insertFile(tx, {
      entityType: 'candidate',
      entityId,
      fileTypeId,
      mimeType: IMAGE_MIME[kind],
      originalName: cleanFileName(upload.filename),
      content: upload.bytes,
      isActive: fileTypeId === FileType.profileImage,
      uploadedByUserId: user.actingAdminUserId ?? user.id,
    });
    // A new profile picture is the one shown; backgrounds are applied by choice.
    if (fileTypeId === FileType.profileImage) await repo.activateFile(tx, file);
    return file;
  });
  return presentImage(saved);
}

export async function readImages(db: DbOrTx, entityType: string, entityId: number | null, types: string[]) {
  const allowed: readonly string[] = ['candidate', 'charity', 'user', 'system', 'social-media-type', 'candidate-education', 'candidate-experience'];
  if (!allowed.includes(entityType)) throw AppError.badRequest('qualifications.errors.unsupportedUpload');
  const typeIds = types.length ? types.map(fileTypeByName).filter((id): id is number => id !== null && IMAGE_FILE_TYPES.includes(id)) : IMAGE_FILE_TYPES;
  if (entityType !== 'system' && entityId === null) return { images: [], total: 0 };
  const rows = await repo.findEntityFiles(db, entityType as FileEntityType, entityType === 'system' ? null : entityId, typeIds);
  return { images: rows.map(presentImage), total: rows.length };
}

export async function activateImage(deps: Deps, user: SessionUser, entityType: string, entityId: number, fileId: number) {
  const { file, access } = await candidateFile(deps.db, fileId, user);
  if (file.entityType !== entityType || file.entityId !== entityId || !IMAGE_FILE_TYPES.includes(file.fileTypeId)) throw AppError.notFound();
  requireOwner(access);
  await deps.db.transaction(async (tx) => {
    if (file.fileTypeId === FileType.backgroundImage) await repo.setCandidateBackground(tx, entityId, fileId);
    else await repo.activateFile(tx, file);
  });
  return presentImage({ ...file, isActive: true });
}

/**
 * An image file, with its bytes only when the browser's copy (ifNoneMatch) is not this one: a 304 never
 * reads them. 404 for anything that is not an image type (a resume is never served here).
 */
export async function serveImage(db: DbOrTx, fileId: number, ifNoneMatch: string | undefined) {
  const file = await repo.findFileMeta(db, fileId);
  if (!file || !IMAGE_FILE_TYPES.includes(file.fileTypeId)) throw AppError.notFound();
  const etag = `"img-${file.id}-${file.size}"`;
  if (ifNoneMatch === etag) return { ...file, etag, content: null };
  const content = await repo.findFileBytes(db, fileId);
  if (!content) throw AppError.notFound();
  return { ...file, etag, content };
}

// ---- Backgrounds ----

export async function currentBackground(db: DbOrTx, candidateId: number) {
  const candidate = await findCandidateOwner(db, candidateId);
  if (!candidate) throw AppError.notFound();
  if (candidate.backgroundImageId === null) return { image: null };
  const file = await repo.findFileMeta(db, candidate.backgroundImageId);
  if (!file || file.fileTypeId !== FileType.backgroundImage) return { image: null };
  return { image: presentBackground(file, file.id) };
}

async function backgroundChoices(db: DbOrTx, candidateId: number) {
  const [defaults, custom] = await Promise.all([
    repo.findEntityFiles(db, 'system', null, [FileType.backgroundImage]),
    repo.findEntityFiles(db, 'candidate', candidateId, [FileType.backgroundImage]),
  ]);
  return [...defaults, ...custom];
}

export async function backgroundThumbnails(db: DbOrTx, user: SessionUser, candidateId: number) {
  const candidate = await findCandidateOwner(db, candidateId);
  if (!candidate) throw AppError.notFound();
  const access = accessTo(candidate, user);
  if (!access.isOwner && !access.isStaff) throw AppError.forbidden();
  const choices = await backgroundChoices(db, candidateId);
  return { images: choices.map((f) => presentBackground(f, candidate.backgroundImageId)) };
}

export async function setBackground(db: DbOrTx, user: SessionUser, candidateId: number, imageId: number) {
  const access = await candidateAccess(db, candidateId, user);
  requireOwner(access);
  const file = await repo.findFileMeta(db, imageId);
  if (!file) throw AppError.notFound();
  const usable =
    file.fileTypeId === FileType.backgroundImage &&
    (file.entityType === 'system' || (file.entityType === 'candidate' && file.entityId === candidateId));
  if (!usable) throw AppError.badRequest('images.errors.notABackground', [{ path: 'imageId', message: translateKey('images.errors.notABackground') }]);
  await repo.setCandidateBackground(db, candidateId, imageId);
  return { image: presentBackground(file, file.id) };
}

export const findPrivacyTypes = repo.findPrivacyTypes;
