import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collated, containsFoldedText, containsText, countCapped, inIdOrder, sortOrder } from '../../db/list-sql.ts';
import { corporations, emails } from '../../db/schema/index.ts';
import { findAddresses, findPhones } from '../contacts/index.ts';

export type CorporationSortField = 'name' | 'email' | 'website';

const sortColumns = { name: collated(corporations.name), email: emails.name, website: corporations.website };

/**
 * The corporations whose name, website or e-mail holds the text, with `columns` of each (c): each is its own
 * trigram-indexed condition (migrations 0017, 0019) and their rows are united, so the plan reads the three indexes
 * rather than every corporation and its e-mail.
 */
function searchMatches(search: string, columns: SQL): SQL {
  return sql`select ${columns} from ${corporations} c where ${containsFoldedText(sql`c.folded_name`, search)}
    union select ${columns} from ${corporations} c where ${containsText(sql`c.website`, search)}
    union select ${columns} from ${emails} e join ${corporations} c on c.id = e.corporation_id
      where e.corporation_id is not null and ${containsText(sql`e.name`, search)}`;
}

/**
 * One page of corporations with their primary e-mail, address and main phone, sorted and paged in SQL. The page's ids
 * are chosen first, joining the e-mails only when sorted by them, and its rows then read for those ids alone (a
 * search's 500 matches were each joined to their e-mail before 20 were kept).
 */
export async function findCorporations(db: DbOrTx, search: string | undefined, page: { offset: number; limit: number | null }, sort: { field: CorporationSortField; isAscending: boolean }[]) {
  const condition = search ? sql`${corporations.id} in (${searchMatches(search, sql`c.id`)})` : undefined;
  const order = sortOrder(sort.length ? sort : [{ field: 'name' as const, isAscending: true }], sortColumns);
  let ids: number[];
  if (search && (sort[0]?.field ?? 'name') === 'name') {
    // By name, the matches' names come with their ids: sorted without reading every corporation to join them.
    const dir = sort[0]?.isAscending === false ? 'desc' : 'asc';
    const limit = page.limit === null ? sql`` : sql`limit ${page.limit}`;
    const result = (await db.execute(
      sql`select m.id from (${searchMatches(search, sql`c.id, c.name`)}) m order by m.name collate "und-x-icu" ${sql.raw(dir)}, m.id asc ${limit} offset ${page.offset}`,
    )) as unknown as { rows: { id: number }[] };
    ids = result.rows.map((r) => Number(r.id));
  } else {
    let chosen = db.select({ id: corporations.id }).from(corporations).$dynamic();
    if (sort.some((s) => s.field === 'email')) chosen = chosen.leftJoin(emails, eq(emails.corporationId, corporations.id));
    chosen = chosen.where(condition).orderBy(...order, asc(corporations.id)).offset(page.offset);
    ids = (await (page.limit === null ? chosen : chosen.limit(page.limit))).map((r) => r.id);
  }
  const found = ids.length
    ? await db
        .select({ id: corporations.id, name: corporations.name, website: corporations.website, email: emails.name })
        .from(corporations)
        .leftJoin(emails, eq(emails.corporationId, corporations.id))
        .where(inArray(corporations.id, ids))
    : [];
  const rows = inIdOrder(ids, found);
  const { total, totalCapped } = await countCapped(db, search ? sql`${searchMatches(search, sql`c.id`)}` : db.select({ id: corporations.id }).from(corporations));
  const [addressRows, phoneRows] = await Promise.all([findAddresses(db, 'corporationId', ids), findPhones(db, 'corporationId', ids)]);
  return { rows, total, totalCapped, addressRows, phoneRows };
}

export async function findCorporation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: corporations.id, name: corporations.name, website: corporations.website, email: emails.name })
    .from(corporations)
    .leftJoin(emails, eq(emails.corporationId, corporations.id))
    .where(eq(corporations.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertCorporation(db: DbOrTx, values: { name: string; website: string | null }) {
  const [row] = await db.insert(corporations).values(values).returning({ id: corporations.id });
  return row!.id;
}

export async function updateCorporation(db: DbOrTx, id: number, values: { name: string; website: string | null }) {
  const [row] = await db.update(corporations).set(values).where(eq(corporations.id, id)).returning({ id: corporations.id });
  return row ?? null;
}

/** The primary e-mail: one row per corporation. */
export async function setEmail(db: DbOrTx, corporationId: number, email: string) {
  const updated = await db.update(emails).set({ name: email }).where(eq(emails.corporationId, corporationId)).returning({ id: emails.id });
  if (updated.length === 0) await db.insert(emails).values({ name: email, corporationId });
}


/** Another corporation of this name, whatever its case and spacing ('Northwind ' = 'northwind'). */
export async function findCorporationNamed(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: corporations.id })
    .from(corporations)
    .where(and(eq(sql`lower(${corporations.name})`, name.trim().toLowerCase()), exceptId === undefined ? undefined : ne(corporations.id, exceptId)))
    .limit(1);
  return row ?? null;
}

/** The corporation and its e-mail (its phones, address and contacts are removed first by the caller). */
export async function deleteCorporation(db: DbOrTx, id: number) {
  await db.delete(emails).where(eq(emails.corporationId, id));
  const deleted = await db.delete(corporations).where(eq(corporations.id, id)).returning({ id: corporations.id });
  return deleted.length > 0;
}
