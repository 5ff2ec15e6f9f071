import { FileTypeName, type BackgroundImage, type ImageItem, type Resume } from '@boardmatch/shared';
import type { FileMeta } from './files.repository.ts';

export const imagePath = (fileId: number) => `/api/images/${fileId}`;

export function presentResume(f: FileMeta): Resume {
  return { id: f.id, originalName: f.originalName, uploadedOn: f.uploadedOn.toISOString(), fileVisibilityId: f.filePrivacyTypeId ?? 1 };
}

export function presentImage(f: FileMeta): ImageItem {
  return {
    id: f.id,
    entityType: f.entityType,
    entityId: f.entityId,
    fileTypeId: f.fileTypeId,
    type: FileTypeName[f.fileTypeId as keyof typeof FileTypeName] ?? '',
    isActive: f.isActive,
    originalName: f.originalName,
    uploadedOn: f.uploadedOn.toISOString(),
    image: { mimeType: f.mimeType, fileId: f.id, url: imagePath(f.id) },
  };
}

export function presentBackground(f: FileMeta, selectedId: number | null): BackgroundImage {
  return { id: f.id, url: imagePath(f.id), isDefault: f.entityType === 'system', isSelected: f.id === selectedId };
}
