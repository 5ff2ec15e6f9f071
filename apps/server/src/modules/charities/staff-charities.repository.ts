import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PhoneType } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { collated, containsFoldedText, countCapped, inIdOrder, sortOrder } from '../../db/list-sql.ts';
import { addresses, charities, charityReplyStats, charityRepresentatives, charityScopes, charityTypes, emails, phones, regions, users } from '../../db/schema/index.ts';
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

/** The same keys over the page's matches (`m`, below), in the same readers' order for the texts. */
const matchedSortColumns = {
  name: collated(sql`m.name`),
  email: collated(sql`m.email`),
  charitableNumber: collated(sql`m.charitable_number`),
  yearOfIncorporation: sql`m.year_of_incorporation`,
} as const;

const contains = (text: string) => containsFoldedText(charities.foldedName, text);

function where(f: StaffCharityFilter, terms: SearchTerms | null = null): SQL {
  const parts: (SQL | undefined)[] = [isNull(charities.deletedAt)];
  if (f.ids.length) parts.push(inArray(charities.id, f.ids));
  if (f.cities.length) parts.push(inArray(sql`lower(${addresses.city})`, f.cities.map((c) => c.toLowerCase())));
  if (f.regionIds.length) parts.push(inArray(addresses.regionId, f.regionIds));
  const text = f.search?.trim();
  // The name, searched anywhere in it, or holding each word of the search as typed or as any indexed word it
  // may mean (a typo, accents: search-terms.ts). The trigram index serves every ILIKE.
  if (text) {
    const forgiving = terms?.groups.length ? and(...terms.groups.map((group) => or(...group.map(contains)))) : undefined;
    parts.push(forgiving ? or(contains(text), forgiving)! : contains(text));
  }
  return and(...parts)!;
}

type Page = { offset: number; limit: number | null };
type Sort = { field: StaffCharitySortField; isAscending: boolean }[];

/**
 * The page's charity ids (the query, not yet run: the plan test explains it), joining only what a filter or the
 * order reads. A search's matches are read first, by the name's trigram index (offset 0 keeps the planner from
 * walking the name order instead), and the page chosen among them: walking the name order and testing each
 * charity's name read most of the list for a name late in the alphabet.
 */
export function staffCharitiesQuery(db: DbOrTx, filter: StaffCharityFilter, page: Page, sort: Sort, terms: SearchTerms | null = null): SQL {
  const order = sort.length ? sort : [{ field: 'name' as const, isAscending: true }];
  const byEmail = order.some((s) => s.field === 'email');
  const byAddress = filter.cities.length > 0 || filter.regionIds.length > 0;
  const paged = (query: SQL) => (page.limit === null ? sql`${query} offset ${page.offset}` : sql`${query} limit ${page.limit} offset ${page.offset}`);
  // The e-mail is joined only to sort on, the address only to filter on.
  const keys = {
    id: charities.id,
    name: charities.name,
    email: byEmail ? emails.name : sql<string | null>`null::text`,
    charitableNumber: charities.charitableNumber,
    yearOfIncorporation: charities.yearOfIncorporation,
  };
  let matches = db.select(keys).from(charities).$dynamic();
  if (byEmail) matches = matches.leftJoin(emails, eq(emails.charityId, charities.id));
  if (byAddress) matches = matches.leftJoin(addresses, eq(addresses.charityId, charities.id));
  matches = matches.where(where(filter, terms));
  if (filter.search?.trim()) {
    const columns = sql`m (id, name, email, charitable_number, year_of_incorporation)`;
    return paged(sql`select m.id from (${matches} offset 0) ${columns} order by ${sql.join([...sortOrder(order, matchedSortColumns), sql`m.id asc`], sql`, `)}`);
  }
  // Without a search the page walks the index of its order and stops after its rows.
  return paged(sql`${matches.orderBy(...sortOrder(order, sortColumns), asc(charities.id))}`);
}

/**
 * The listed rows of these charities (the query, not yet run: the plan test reads it). Each joined table is read by
 * its key; the reply figures come from charity_reply_stats by its primary key, the charity id, null without a row.
 */
export function staffCharityRowsQuery(db: DbOrTx, ids: number[]) {
  return db
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
      replies: { answered: charityReplyStats.answered, unanswered: charityReplyStats.unanswered, medianReplyDays: charityReplyStats.medianReplyDays },
    })
    .from(charities)
    .leftJoin(emails, eq(emails.charityId, charities.id))
    .leftJoin(addresses, eq(addresses.charityId, charities.id))
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .leftJoin(charityScopes, eq(charityScopes.id, charities.charityScopeId))
    .leftJoin(charityTypes, eq(charityTypes.id, charities.charityTypeId))
    .leftJoin(charityReplyStats, eq(charityReplyStats.charityId, charities.id))
    .where(inArray(charities.id, ids));
}

/** The listed rows of these charities, in the order of the ids. */
async function staffCharityRows(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return inIdOrder(ids, await staffCharityRowsQuery(db, ids));
}

/** One page of live charities for staff, with the total (capped: countCapped); filtered, sorted and paged in SQL. */
export async function findCharitiesForStaff(db: DbOrTx, filter: StaffCharityFilter, page: Page, sort: Sort) {
  const terms = await expandSearch(db, filter.search?.trim() || null);
  const condition = where(filter, terms);
  const ids = ((await db.execute(staffCharitiesQuery(db, filter, page, sort, terms))) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  const rows = await staffCharityRows(db, ids);
  const { total, totalCapped } = await countCapped(db, db.select({ id: charities.id }).from(charities).leftJoin(addresses, eq(addresses.charityId, charities.id)).where(condition));
  return { rows, total, totalCapped };
}
export type StaffCharityRow = Awaited<ReturnType<typeof staffCharityRows>>[number];

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
