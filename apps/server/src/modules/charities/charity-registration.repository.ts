import { and, eq, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { charities, charityFocusAreas, charityRepresentativeToRoles, charityRepresentatives, emails } from '../../db/schema/index.ts';

/** A new charity with its e-mail (call inside the registration's transaction). */
export async function insertCharity(
  db: DbOrTx,
  values: { name: string; charitableNumber: string; website: string | null; charityTypeId: number | null; charityScopeId: number | null },
  email: string,
) {
  const [row] = await db.insert(charities).values(values).returning({ id: charities.id, name: charities.name, charitableNumber: charities.charitableNumber });
  await db.insert(emails).values({ name: email, charityId: row!.id });
  return row!;
}

/** A new charity's focus areas (each once). */
export async function insertCharityFocusAreas(db: DbOrTx, charityId: number, focusAreaIds: number[]) {
  const focus = [...new Set(focusAreaIds)];
  if (focus.length) await db.insert(charityFocusAreas).values(focus.map((focusAreaId) => ({ charityId, focusAreaId })));
}

/** A representative record of the user for the charity, with these roles. */
export async function insertRepresentative(db: DbOrTx, userId: number, charityId: number, roleIds: number[], accept: boolean) {
  const [rep] = await db.insert(charityRepresentatives).values({ userId, charityId, acceptTermsAndConditions: accept }).returning({ id: charityRepresentatives.id });
  await db.insert(charityRepresentativeToRoles).values(roleIds.map((roleId) => ({ charityRepresentativeId: rep!.id, roleId })));
  return rep!;
}

/** The registration number as written anywhere: letters and digits only, upper case ('12345 6789 rr0001' = '123456789RR0001'). */
const numberKey = (column: SQL | AnyColumn) => sql`upper(regexp_replace(${column}, '[^0-9A-Za-z]', '', 'g'))`;

/**
 * Which of a charity's natural keys another live charity already has: its registration number or its e-mail.
 * `exceptId` is the charity being saved.
 */
export async function findCharityTwin(db: DbOrTx, keys: { charitableNumber: string | null; email: string }, exceptId?: number): Promise<'charitableNumber' | 'email' | null> {
  const others = and(isNull(charities.deletedAt), exceptId === undefined ? undefined : ne(charities.id, exceptId));
  const number = keys.charitableNumber?.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (number) {
    const [same] = await db.select({ id: charities.id }).from(charities).where(and(others, eq(numberKey(charities.charitableNumber), number))).limit(1);
    if (same) return 'charitableNumber';
  }
  const [same] = await db
    .select({ id: charities.id })
    .from(emails)
    .innerJoin(charities, eq(charities.id, emails.charityId))
    .where(and(others, eq(sql`lower(${emails.name})`, keys.email.trim().toLowerCase())))
    .limit(1);
  return same ? 'email' : null;
}
