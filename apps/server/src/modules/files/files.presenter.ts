import { FileTypeName, type BackgroundImage, type ImageItem, type Resume } from '@boardmatch/shared';
import type { FileMeta } from './files.repository.ts';

/** How an answer names an image's URL: signed for a viewer of a candidate's profile, plain for public images. */
export type ImageUrlOf = (f: Pick<FileMeta, 'id' | 'entityType'>) => string;

export function presentResume(f: FileMeta): Resume {
  return { id: f.id, originalName: f.originalName, uploadedOn: f.uploadedOn.toISOString(), fileVisibilityId: f.filePrivacyTypeId ?? 1 };
}

/** What a résumé is, without its content. */
export function presentResumeInfo(f: FileMeta) {
  return { id: f.id, originalName: f.originalName, mimeType: f.mimeType, size: f.size, uploadedOn: f.uploadedOn.toISOString() };
}

export function presentImage(f: FileMeta, urlOf: ImageUrlOf): ImageItem {
  return {
    id: f.id,
    entityType: f.entityType,
    entityId: f.entityId,
    fileTypeId: f.fileTypeId,
    type: FileTypeName[f.fileTypeId as keyof typeof FileTypeName] ?? '',
    isActive: f.isActive,
    originalName: f.originalName,
    uploadedOn: f.uploadedOn.toISOString(),
    image: { mimeType: f.mimeType, fileId: f.id, url: urlOf(f) },
  };
}

export function presentBackground(f: FileMeta, selectedId: number | null, urlOf: ImageUrlOf): BackgroundImage {
  return { id: f.id, url: urlOf(f), isDefault: f.entityType === 'system', isSelected: f.id === selectedId };
}
