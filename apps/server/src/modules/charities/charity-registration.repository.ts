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
