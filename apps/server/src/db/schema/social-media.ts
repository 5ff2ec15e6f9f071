import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { charities } from './charities.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** LinkedIn, Facebook ...; the icon is a file (type social-media-icon). Managed by staff. */
export const socialMediaTypes = pgTable('social_media_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  imageId: integer('image_id').references(() => files.id),
});

/** A user's links (shown on the candidate profile): one per type. */
export const userSocialMediaLinks = pgTable(
  'user_social_media_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    socialMediaTypeId: integer('social_media_type_id').notNull().references(() => socialMediaTypes.id),
    url: text('url').notNull(),
    name: text('name'),
  },
  (t) => [unique('user_social_media_links_user_type_key').on(t.userId, t.socialMediaTypeId)],
);

/** A charity's links: one per type. */
export const charitySocialMediaLinks = pgTable(
  'charity_social_media_links',
  {
    id: serial('id').primaryKey(),
    charityId: integer('charity_id').notNull().references(() => charities.id, { onDelete: 'cascade' }),
    socialMediaTypeId: integer('social_media_type_id').notNull().references(() => socialMediaTypes.id),
    url: text('url').notNull(),
  },
  (t) => [unique('charity_social_media_links_charity_type_key').on(t.charityId, t.socialMediaTypeId), index('charity_social_media_links_type_idx').on(t.socialMediaTypeId)],
);
