import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PhoneType } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { collated, containsText, countCapped, sortOrder } from '../../db/list-sql.ts';
import { addresses, charities, charityRepresentatives, charityScopes, charityTypes, emails, phones, regions, users } from '../../db/schema/index.ts';
import { expandSearch, type SearchTerms } from '../search/index.ts';

export interface StaffCharityFilter {
  search: string | null;
  /** Lower-case city names. */
  cities: string[];
  regionIds: number[];
  ids: number[];
}

export type StaffCharitySortField = 'name' | 'email' | 'charitableNumber' | 'yearOfIncorporation';

const sortColumns = {
  name: collated(charities.name),
  email: emails.name,
  charitableNumber: charities.charitableNumber,
  yearOfIncorporation: charities.yearOfIncorporation,
} as const;

const contains = (text: string) => containsText(charities.name, text);

function where(f: StaffCharityFilter, terms: SearchTerms | null = null): SQL {
  const parts: (SQL | undefined)[] = [isNull(charities.deletedAt)];
  if (f.ids.length) parts.push(inArray(charities.id, f.ids));
  if (f.cities.length) parts.push(inArray(sql`lower(${addresses.city})`, f.cities.map((c) => c.toLowerCase())));
  if (f.regionIds.length) parts.push(inArray(addresses.regionId, f.regionIds));
  const text = f.search?.trim();
  // The name, searched anywhere in it, or holding each word of the search as typed or as any indexed word it
  // may mean (a typo, accents: search-terms.ts). The trigram index serves every ILIKE.
  // The matches are read first, by that index, and the page chosen among them: walking the name order and testing
  // each charity's folded name read most of the list for a name late in the alphabet.
  if (text) {
    const forgiving = terms?.groups.length ? and(...terms.groups.map((group) => or(...group.map(contains)))) : undefined;
    const matches = forgiving ? or(contains(text), forgiving)! : contains(text);
    parts.push(sql`${charities.id} = any(array(select ${charities.id} from ${charities} where ${matches}))`);
  }
  return and(...parts)!;
}

type Page = { offset: number; limit: number | null };
type Sort = { field: StaffCharitySortField; isAscending: boolean }[];

/** The page query (not yet run): the plan test explains it. */
export function staffCharitiesQuery(db: DbOrTx, filter: StaffCharityFilter, page: Page, sort: Sort, terms: SearchTerms | null = null) {
  const base = db
    .select({
      id: charities.id,
      name: charities.name,
      email: emails.name,
      charitableNumber: charities.charitableNumber,
      yearOfIncorporation: charities.yearOfIncorporation,
      scopeId: charityScopes.id,
      scopeName: charityScopes.name,
      typeId: charityTypes.id,
      typeName: charityTypes.name,
      address1: addresses.address1,
      city: addresses.city,
      region: regions.abbreviation,
      code: addresses.code,
      phone: sql<string | null>`(select p.number from ${phones} p where p.charity_id = ${charities.id} order by (p.phone_type_id = ${PhoneType.main}) desc, p.id limit 1)`,
    })
    .from(charities)
    .leftJoin(emails, eq(emails.charityId, charities.id))
    .leftJoin(addresses, eq(addresses.charityId, charities.id))
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .leftJoin(charityScopes, eq(charityScopes.id, charities.charityScopeId))
    .leftJoin(charityTypes, eq(charityTypes.id, charities.charityTypeId))
    .where(where(filter, terms))
    .orderBy(...sortOrder(sort.length ? sort : [{ field: 'name' as const, isAscending: true }], sortColumns), asc(charities.id))
    .offset(page.offset);
  return page.limit === null ? base : base.limit(page.limit);
}

/** One page of live charities for staff, with the total (capped: countCapped); filtered, sorted and paged in SQL. */
export async function findCharitiesForStaff(db: DbOrTx, filter: StaffCharityFilter, page: Page, sort: Sort) {
  const terms = await expandSearch(db, filter.search?.trim() || null);
  const condition = where(filter, terms);
  const rows = await staffCharitiesQuery(db, filter, page, sort, terms);
  const { total, totalCapped } = await countCapped(db, db.select({ id: charities.id }).from(charities).leftJoin(addresses, eq(addresses.charityId, charities.id)).where(condition));
  return { rows, total, totalCapped };
}
export type StaffCharityRow = Awaited<ReturnType<typeof staffCharitiesQuery>>[number];

/** Soft-deletes a live charity; false when there is none. */
export async function softDeleteCharity(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(charities)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(charities.id, id), isNull(charities.deletedAt)))
    .returning({ id: charities.id });
  return rows.length > 0;
}

/** The users who represent the charity (live representative records). */
export async function findRepresentativeUserIds(db: DbOrTx, charityId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: charityRepresentatives.userId })
    .from(charityRepresentatives)
    .innerJoin(users, eq(users.id, charityRepresentatives.userId))
    .where(and(eq(charityRepresentatives.charityId, charityId), isNull(charityRepresentatives.deletedAt)));
  return [...new Set(rows.map((r) => r.userId))];
}
