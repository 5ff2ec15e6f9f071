import { can, defineListSpec, FilePrivacyType, FileType, FileTypeName, type CandidateSubject } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { FileEntityType } from '../../db/schema/files.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { candidateAccess, canSeeResume, requireOwner, requireOwnerOrStaff, requireResumeManager } from './candidate-access.ts';
import { checkDocument, checkImage, cleanFileName, DOCUMENT_MIME, IMAGE_MIME } from './file-content.ts';
import * as repo from './files.repository.ts';
import { presentBackground, presentImage, presentResume, presentResumeInfo, type ImageUrlOf } from './files.presenter.ts';
import { publicImageUrl, type ImageSigner } from '../../platform/auth/image-signer.ts';
import { getCandidateSubject } from '../candidates/index.ts';

import type { Upload } from './uploads.ts';
export type { Upload };

/** File types served as images by GET /api/images/:id; never a resume. */
export const IMAGE_FILE_TYPES: number[] = [FileType.profileImage, FileType.backgroundImage, FileType.logo, FileType.socialMediaIcon];

const fileTypeByName = (name: string): number | null => {
  const found = Object.entries(FileTypeName).find(([, n]) => n === name);
  return found ? Number(found[0]) : null;
};

function badFile(messageKey: string): AppError {
  return AppError.badRequest(messageKey, [{ path: 'FileContent', message: messageKey }]);
}

function parsePrivacy(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3) throw AppError.badRequest('qualifications.errors.badPrivacyType', [{ path: 'fileVisibilityId', message: 'qualifications.errors.badPrivacyType' }]);
  return n;
}

export { canSeeResume };

/** The candidate's live resume, or null. */
export async function findResume(db: DbOrTx, candidateId: number) {
  const [resume] = await repo.findEntityFiles(db, 'candidate', candidateId, [FileType.resume]);
  return resume ?? null;
}

/** The file and the candidate it belongs to; 404 for files that do not belong to a live candidate. */
async function candidateFile(db: DbOrTx, fileId: number, user: SessionUser) {
  const file = await repo.findFileMeta(db, fileId);
  if (!file || file.entityType !== 'candidate' || file.entityId === null) throw AppError.notFound();
  return { file, access: await candidateAccess(db, file.entityId, user) };
}

// ---- Who may see candidates' images (one rule each) ----

/** Entities whose images anyone may see: default backgrounds, charities' pictures, social media icons. */
const PUBLIC_IMAGE_ENTITIES: readonly string[] = ['system', 'charity', 'social-media-type'];
export const isPublicImageEntity = (entityType: string) => PUBLIC_IMAGE_ENTITIES.includes(entityType);

/** Anyone may see a candidate's profile (the public profile) while they allow review, have not withdrawn and are not disabled. */
export const isPublicProfile = (candidate: Pick<CandidateSubject, 'allowsReview' | 'isDisabled'>): boolean => candidate.allowsReview && !candidate.isDisabled;

/** Who may see a candidate's profile, and so its pictures: anyone while it is public, otherwise the candidate view's rule. */
export function mayViewCandidateProfile(actor: SessionUser | null, candidate: CandidateSubject): boolean {
  return isPublicProfile(candidate) || can(actor, 'candidate.view', candidate);
}

/** A candidate's images with their file names are listed to the candidate (or staff acting as them) and staff only. */
export function mayListCandidateImages(actor: SessionUser, owner: Pick<CandidateSubject, 'userId'>): boolean {
  return can(actor, 'candidate.read-own', owner);
}

/**
 * The bytes of a candidate's image: with the signature handed out only to viewers of the profile, or to anyone
 * while the profile is public. (An <img> sends no session, so the signature stands for the viewer's right.)
 */
export function mayServeCandidateImage(facts: { validSignature: boolean; profileIsPublic: boolean }): boolean {
  return facts.validSignature || facts.profileIsPublic;
}

/** Image URLs for a viewer allowed to see the images: signed, unless the image is public anyway. */
export const signedUrls =
  (signer: ImageSigner): ImageUrlOf =>
  (f) =>
    isPublicImageEntity(f.entityType) ? publicImageUrl(f.id) : signer.url(f.id);

// ---- Resumes ----

/** The request body is read only once the caller may upload here. */
export type ReadUpload = () => Promise<Upload>;

export async function uploadFile(deps: Deps, user: SessionUser, entityType: string, entityId: number, fileType: string, read: ReadUpload) {
  if (entityType !== 'candidate' || fileType !== FileTypeName[FileType.resume]) throw AppError.badRequest('qualifications.errors.unsupportedUpload');
  const access = await candidateAccess(deps.db, entityId, user);
  requireResumeManager(access);
  const upload = await read();
  const kind = await checkDocument(upload.filename, upload.bytes);
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
  if (!canSeeResume(access, file.filePrivacyTypeId)) throw AppError.forbidden();
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
  return presentResumeInfo(f);
}

export async function setResumeVisibility(db: DbOrTx, user: SessionUser, fileId: number, privacyTypeId: number) {
  const { file, access } = await candidateFile(db, fileId, user);
  if (file.fileTypeId !== FileType.resume) throw AppError.notFound();
  requireResumeManager(access);
  await repo.setPrivacy(db, fileId, privacyTypeId);
  return presentResume({ ...file, filePrivacyTypeId: privacyTypeId });
}

/** Deletes a candidate's resume or image (soft); a deleted background is no longer shown. */
export async function deleteFile(deps: Deps, user: SessionUser, fileId: number, kind: 'file' | 'image') {
  const { file, access } = await candidateFile(deps.db, fileId, user);
  const isImage = IMAGE_FILE_TYPES.includes(file.fileTypeId);
  if (kind === 'image' ? !isImage : isImage) throw AppError.notFound();
  if (kind === 'file') requireResumeManager(access);
  else requireOwner(access);
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
  const kind = await checkImage(upload.filename, upload.bytes);
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
  return presentImage(saved, signedUrls(deps.images));
}

/** The user a private entity's images belong to: a user, a candidate, or a candidate's education or experience entry; 404 when unknown. */
async function imageOwner(db: DbOrTx, entityType: string, entityId: number): Promise<{ userId: number }> {
  if (entityType === 'user') return { userId: entityId };
  const owner =
    entityType === 'candidate-education' || entityType === 'candidate-experience' ? await repo.findEntryCandidate(db, entityType, entityId) : await repo.findCandidateOwner(db, entityId);
  if (!owner) throw AppError.notFound();
  return owner;
}

/** Filters entityId and type (profile-image, background-image, logo, social-media-icon); an entity's images come whole. */
const imageList = defineListSpec({
  filters: { entityId: { type: 'id' }, type: { type: 'strings' } },
  sort: {},
  defaultSize: -1,
  maxSize: 100,
  allCap: 1000,
});

export async function readImages(deps: Deps, user: SessionUser, entityType: string, body: unknown) {
  const { filter } = readListQuery(body, imageList, { actor: user });
  const entityId = filter.entityId ?? null;
  const types = filter.type ?? [];
  const allowed: readonly string[] = ['candidate', 'charity', 'user', 'system', 'social-media-type', 'candidate-education', 'candidate-experience'];
  if (!allowed.includes(entityType)) throw AppError.badRequest('qualifications.errors.unsupportedUpload');
  const typeIds = types.length ? types.map(fileTypeByName).filter((id): id is number => id !== null && IMAGE_FILE_TYPES.includes(id)) : IMAGE_FILE_TYPES;
  if (entityType !== 'system' && entityId === null) return { images: [], total: 0 };
  if (!isPublicImageEntity(entityType) && !mayListCandidateImages(user, await imageOwner(deps.db, entityType, entityId!))) throw AppError.forbidden();
  const rows = await repo.findEntityFiles(deps.db, entityType as FileEntityType, entityType === 'system' ? null : entityId, typeIds);
  const urlOf = signedUrls(deps.images);
  return { images: rows.map((f) => presentImage(f, urlOf)), total: rows.length };
}

export async function activateImage(deps: Deps, user: SessionUser, entityType: string, entityId: number, fileId: number) {
  const { file, access } = await candidateFile(deps.db, fileId, user);
  if (file.entityType !== entityType || file.entityId !== entityId || !IMAGE_FILE_TYPES.includes(file.fileTypeId)) throw AppError.notFound();
  requireOwner(access);
  await deps.db.transaction(async (tx) => {
    if (file.fileTypeId === FileType.backgroundImage) await repo.setCandidateBackground(tx, entityId, fileId);
    else await repo.activateFile(tx, file);
  });
  return presentImage({ ...file, isActive: true }, signedUrls(deps.images));
}

/** The candidate an image belongs to (directly or through an entry), or null for an image no candidate owns. */
async function ownerCandidateId(db: DbOrTx, file: repo.FileMeta): Promise<number | null> {
  if (file.entityId === null) return null;
  if (file.entityType === 'candidate') return file.entityId;
  if (file.entityType === 'candidate-education' || file.entityType === 'candidate-experience') return (await repo.findEntryCandidate(db, file.entityType, file.entityId))?.id ?? null;
  return null;
}

/** Whether the candidate the image belongs to still exists (an image no candidate owns has only its own record). */
async function ownerIsLive(db: DbOrTx, file: repo.FileMeta): Promise<boolean> {
  const candidateId = await ownerCandidateId(db, file);
  if (candidateId === null) return file.entityType !== 'candidate' && file.entityType !== 'candidate-education' && file.entityType !== 'candidate-experience';
  try {
    await getCandidateSubject(db, candidateId, null);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/** Whether the image belongs to a live candidate (directly or through an entry) whose profile is public; never for a user's own images. */
async function ownerProfileIsPublic(db: DbOrTx, file: repo.FileMeta): Promise<boolean> {
  const candidateId = await ownerCandidateId(db, file);
  if (candidateId === null) return false;
  try {
    return isPublicProfile(await getCandidateSubject(db, candidateId, null));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/**
 * An image file, with its bytes only when the browser's copy (ifNoneMatch) is not this one: a 304 never
 * reads them. 404 for anything that is not an image type (a resume is never served here), and for a candidate's
 * image without a valid, unexpired signature unless their profile is public (its existence is not revealed). A
 * signed URL dies with its record: the image's candidate must still exist.
 */
export async function serveImage(deps: Deps, fileId: number, signed: { expiresAt: unknown; signature: unknown }, ifNoneMatch: string | undefined) {
  const file = await repo.findFileMeta(deps.db, fileId);
  if (!file || !IMAGE_FILE_TYPES.includes(file.fileTypeId)) throw AppError.notFound();
  const isPublic = isPublicImageEntity(file.entityType);
  if (!isPublic) {
    const validSignature = deps.images.verify(file.id, signed.expiresAt, signed.signature) && (await ownerIsLive(deps.db, file));
    if (!mayServeCandidateImage({ validSignature, profileIsPublic: !validSignature && (await ownerProfileIsPublic(deps.db, file)) })) throw AppError.notFound();
  }
  const etag = `"img-${file.id}-${file.size}"`;
  if (ifNoneMatch === etag) return { ...file, isPublic, etag, content: null };
  const content = await repo.findFileBytes(deps.db, fileId);
  if (!content) throw AppError.notFound();
  return { ...file, isPublic, etag, content };
}

// ---- Backgrounds ----

/**
 * The candidate's chosen background, for whoever may see their profile (404 for anyone else, as for an unknown
 * candidate). A signed-in viewer gets the signed URL; an anonymous one, allowed only while the profile is
 * public, the plain URL, which stops working when the profile no longer is.
 */
export async function currentBackground(deps: Deps, user: SessionUser | null, candidateId: number) {
  const candidate = await repo.findCandidateOwner(deps.db, candidateId);
  if (!candidate) throw AppError.notFound();
  if (!mayViewCandidateProfile(user, await getCandidateSubject(deps.db, candidateId, user))) throw AppError.notFound();
  if (candidate.backgroundImageId === null) return { image: null };
  const file = await repo.findFileMeta(deps.db, candidate.backgroundImageId);
  if (!file || file.fileTypeId !== FileType.backgroundImage) return { image: null };
  return { image: presentBackground(file, file.id, user ? signedUrls(deps.images) : (f) => publicImageUrl(f.id)) };
}

async function backgroundChoices(db: DbOrTx, candidateId: number) {
  const [defaults, custom] = await Promise.all([
    repo.findEntityFiles(db, 'system', null, [FileType.backgroundImage]),
    repo.findEntityFiles(db, 'candidate', candidateId, [FileType.backgroundImage]),
  ]);
  return [...defaults, ...custom];
}

export async function backgroundThumbnails(deps: Deps, user: SessionUser, candidateId: number) {
  const db = deps.db;
  const candidate = await repo.findCandidateOwner(db, candidateId);
  if (!candidate) throw AppError.notFound();
  requireOwnerOrStaff(await candidateAccess(db, candidateId, user));
  const choices = await backgroundChoices(db, candidateId);
  const urlOf = signedUrls(deps.images);
  return { images: choices.map((f) => presentBackground(f, candidate.backgroundImageId, urlOf)) };
}

export async function setBackground(deps: Deps, user: SessionUser, candidateId: number, imageId: number) {
  const db = deps.db;
  const access = await candidateAccess(db, candidateId, user);
  requireOwner(access);
  const file = await repo.findFileMeta(db, imageId);
  if (!file) throw AppError.notFound();
  const usable =
    file.fileTypeId === FileType.backgroundImage &&
    (file.entityType === 'system' || (file.entityType === 'candidate' && file.entityId === candidateId));
  if (!usable) throw AppError.badRequest('images.errors.notABackground', [{ path: 'imageId', message: 'images.errors.notABackground' }]);
  await repo.setCandidateBackground(db, candidateId, imageId);
  return { image: presentBackground(file, file.id, signedUrls(deps.images)) };
}

export const findPrivacyTypes = repo.findPrivacyTypes;
