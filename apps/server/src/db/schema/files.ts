import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { filePrivacyTypes, fileTypes } from './reference.ts';
import { users } from './users.ts';
import { bytea } from './types.ts';

/** What a file belongs to; entityId is that row's id (null for 'system' files such as default backgrounds). */
export const FILE_ENTITY_TYPES = ['user', 'candidate', 'charity', 'candidate-education', 'candidate-experience', 'social-media-type', 'system'] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];

/**
 * Uploaded images and documents, bytes kept in the database. Profile and background images, resumes,
 * social media icons and logos. One active image per entity and file type (isActive); resumes carry a
 * privacy type. Soft-deleted. Select `content` only when serving the bytes.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', { enum: FILE_ENTITY_TYPES }).notNull(),
    entityId: integer('entity_id'),
    fileTypeId: integer('file_type_id').notNull().references(() => fileTypes.id),
    filePrivacyTypeId: integer('file_privacy_type_id').references(() => filePrivacyTypes.id),
    mimeType: text('mime_type').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('files_entity_idx').on(t.entityType, t.entityId, t.fileTypeId).where(sql`deleted_at IS NULL`),
    check('files_size_check', sql`${t.size} >= 0`),
    check(
      'files_entity_type_check',
      sql`${t.entityType} IN (${sql.raw(FILE_ENTITY_TYPES.map((e) => `'${e}'`).join(', '))})`,
    ),
  ],
);
