import { FileType } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { publicImageUrl } from '../../platform/auth/image-signer.ts';
import { checkImage, cleanFileName, IMAGE_MIME } from './file-content.ts';
import * as repo from './files.repository.ts';

/*
 * Social media type icons: public images (the profiles that show the links are), so their addresses need no
 * signature. One live icon per type: a new one replaces the old.
 */

export const socialMediaIconUrl = (fileId: number) => publicImageUrl(fileId);

/** A .png or .jpg by its content (and name); 400 on the image field otherwise. */
export async function checkSocialMediaIcon(upload: { filename: string; bytes: Buffer }, field: string) {
  const kind = await checkImage(upload.filename, upload.bytes);
  if (!kind) throw AppError.badRequest('images.errors.badImageType', [{ path: field, message: 'images.errors.badImageType' }], 'BAD_FILE');
  return { ...upload, kind };
}

/** Stores a checked icon for the type (inside the caller's transaction) and retires the previous one; the new file's id. */
export async function storeSocialMediaIcon(tx: DbOrTx, typeId: number, icon: Awaited<ReturnType<typeof checkSocialMediaIcon>>, uploadedByUserId: number): Promise<number> {
  const file = await repo.insertFile(tx, {
    entityType: 'social-media-type',
    entityId: typeId,
    fileTypeId: FileType.socialMediaIcon,
    mimeType: IMAGE_MIME[icon.kind],
    originalName: cleanFileName(icon.filename),
    content: icon.bytes,
    isActive: true,
    uploadedByUserId,
  });
  await repo.softDeleteOthers(tx, 'social-media-type', typeId, FileType.socialMediaIcon, file.id);
  return file.id;
}
