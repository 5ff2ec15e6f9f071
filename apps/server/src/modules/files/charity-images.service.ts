import { FileType, type ImageItem } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { checkImage, cleanFileName, IMAGE_MIME } from './file-content.ts';
import { presentBackground, presentImage } from './files.presenter.ts';
import * as repo from './files.repository.ts';
import type { ReadUpload } from './files.service.ts';
import { publicImageUrl } from '../../platform/auth/image-signer.ts';

/*
 * A charity's profile picture and backgrounds. Charity images are public (the profile is), so their addresses
 * need no signature; only those who may update the charity change them.
 */

const urlOf = (f: { id: number }) => publicImageUrl(f.id);

async function liveCharity(db: DbOrTx, charityId: number) {
  const row = await repo.findCharityForImages(db, charityId);
  if (!row) throw AppError.notFound();
  return row;
}

export async function listCharityImages(db: DbOrTx, user: SessionUser, charityId: number): Promise<{ images: ImageItem[] }> {
  await liveCharity(db, charityId);
  authorize(user, 'charity.read-details', { charityId });
  const rows = await repo.findEntityFiles(db, 'charity', charityId, [FileType.profileImage]);
  return { images: rows.map((f) => presentImage(f, urlOf)) };
}

/** A new profile picture (shown at once) or a background to choose (jpg or png by content, 5 MB). */
export async function uploadCharityImage(deps: Deps, user: SessionUser, charityId: number, fileType: 'profile-image' | 'background-image', read: ReadUpload): Promise<ImageItem> {
  await liveCharity(deps.db, charityId);
  authorize(user, 'charity.update', { charityId });
  const upload = await read();
  const kind = await checkImage(upload.filename, upload.bytes);
  if (!kind) throw AppError.badRequest('images.errors.badImageType', [{ path: 'FileContent', message: 'images.errors.badImageType' }], 'BAD_FILE');
  const fileTypeId = fileType === 'profile-image' ? FileType.profileImage : FileType.backgroundImage;
  const saved = await deps.db.transaction(async (tx) => {
    const file = await repo.insertFile(tx, {
      entityType: 'charity',
      entityId: charityId,
      fileTypeId,
      mimeType: IMAGE_MIME[kind],
      originalName: cleanFileName(upload.filename),
      content: upload.bytes,
      isActive: fileTypeId === FileType.profileImage,
      uploadedByUserId: user.actingAdminUserId ?? user.id,
    });
    if (fileTypeId === FileType.profileImage) await repo.activateFile(tx, file);
    return file;
  });
  return presentImage(saved, urlOf);
}

/** The charity's own image; 404 for another entity's. */
async function charityFile(db: DbOrTx, charityId: number, fileId: number) {
  const file = await repo.findFileMeta(db, fileId);
  if (!file || file.entityType !== 'charity' || file.entityId !== charityId) throw AppError.notFound();
  return file;
}

export async function deleteCharityImage(deps: Deps, user: SessionUser, charityId: number, fileId: number): Promise<void> {
  await liveCharity(deps.db, charityId);
  authorize(user, 'charity.update', { charityId });
  const file = await charityFile(deps.db, charityId, fileId);
  await deps.db.transaction(async (tx) => {
    await repo.softDeleteFile(tx, file.id);
    if (file.fileTypeId === FileType.backgroundImage) await repo.clearCharityBackgroundUses(tx, file.id);
  });
}

export async function charityBackgroundThumbnails(deps: Deps, user: SessionUser, charityId: number) {
  const charity = await liveCharity(deps.db, charityId);
  authorize(user, 'charity.read-details', { charityId });
  const [defaults, own] = await Promise.all([
    repo.findEntityFiles(deps.db, 'system', null, [FileType.backgroundImage]),
    repo.findEntityFiles(deps.db, 'charity', charityId, [FileType.backgroundImage]),
  ]);
  return { images: [...defaults, ...own].map((f) => presentBackground(f, charity.backgroundImageId, urlOf)) };
}

/** 'Apply Selected Background': a default one or one the charity uploaded. */
export async function setCharityBackground(deps: Deps, user: SessionUser, charityId: number, imageId: number) {
  await liveCharity(deps.db, charityId);
  authorize(user, 'charity.update', { charityId });
  const file = await repo.findFileMeta(deps.db, imageId);
  const usable = file && file.fileTypeId === FileType.backgroundImage && (file.entityType === 'system' || (file.entityType === 'charity' && file.entityId === charityId));
  if (!file || !usable) throw AppError.badRequest('images.errors.notABackground', [{ path: 'imageId', message: 'images.errors.notABackground' }]);
  await repo.setCharityBackground(deps.db, charityId, imageId);
  return { image: presentBackground(file, file.id, urlOf) };
}
