import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { charitySocialMediaLinks, socialMediaTypes, userSocialMediaLinks } from '../../db/schema/index.ts';

const columns = { id: socialMediaTypes.id, name: socialMediaTypes.name, imageId: socialMediaTypes.imageId };

export async function findSocialMediaTypes(db: DbOrTx) {
  return db.select(columns).from(socialMediaTypes).orderBy(asc(socialMediaTypes.name), asc(socialMediaTypes.id));
}
export type SocialMediaTypeRow = Awaited<ReturnType<typeof findSocialMediaTypes>>[number];

export async function findSocialMediaType(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(socialMediaTypes).where(eq(socialMediaTypes.id, id)).limit(1);
  return row ?? null;
}

/** Another type with this name, compared without case (LinkedIn and linkedin are one). */
export async function findSocialMediaTypeByName(db: DbOrTx, name: string) {
  const [row] = await db.select(columns).from(socialMediaTypes).where(sql`lower(${socialMediaTypes.name}) = ${name.toLowerCase()}`).limit(1);
  return row ?? null;
}

export async function insertSocialMediaType(db: DbOrTx, name: string) {
  const [row] = await db.insert(socialMediaTypes).values({ name }).returning(columns);
  return row!;
}

export async function updateSocialMediaType(db: DbOrTx, id: number, values: { name?: string; imageId?: number | null }) {
  const [row] = await db.update(socialMediaTypes).set(values).where(eq(socialMediaTypes.id, id)).returning(columns);
  return row ?? null;
}

/** How many people's and charities' links use the type. */
export async function countSocialMediaLinks(db: DbOrTx, id: number): Promise<number> {
  const [users] = await db.select({ n: count() }).from(userSocialMediaLinks).where(eq(userSocialMediaLinks.socialMediaTypeId, id));
  const [charities] = await db.select({ n: count() }).from(charitySocialMediaLinks).where(eq(charitySocialMediaLinks.socialMediaTypeId, id));
  return (users?.n ?? 0) + (charities?.n ?? 0);
}

export async function deleteSocialMediaType(db: DbOrTx, id: number) {
  const [row] = await db.delete(socialMediaTypes).where(eq(socialMediaTypes.id, id)).returning(columns);
  return row ?? null;
}
