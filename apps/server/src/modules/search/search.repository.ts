import { sql, type SQL } from 'drizzle-orm';
import { FileType, PostingStatus } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { CharityFilter, Page, Sort } from './search.filters.ts';
import { documentQuery, namesQuery, expandSearch, type SearchTerms } from './search-terms.ts';
import { and, browseIds, capTotal, list, orderByKeys, rankedIds, rankedKeys, rows, tierCountsQuery, whereAddress, type Match, type SortKey, type TierCounts, type TieredTable } from './search-page.ts';

/*
 * The charity list, the filter lists and the charity profile. Text search is PostgreSQL full-text on the
 * generated search_vector column (English and French stems: 'accountant' finds 'accounting') with each word
 * widened to the indexed words within its typos, prefix and accents (search-terms.ts), GIN-indexed. Exact and
 * whole-word names rank first. The page and its capped total are one statement (search-page.ts). Postings
 * and candidates read their search tables (postings-search.ts, candidates-search.ts). bench/search-plans.ts
 * shows the plans at 100 times the demo's size.
 */

export const activeImage = (entityType: 'charity' | 'candidate', entityId: SQL) =>
  sql`(select f.id from files f where f.entity_type = ${entityType} and f.entity_id = ${entityId} and f.file_type_id = ${FileType.profileImage} and f.is_active and f.deleted_at is null order by f.id desc limit 1)`;

/** An open posting: status open, not deleted (its charity not deleted is checked by the caller's join). */
const openPosting = (p: string, hideExpired = true) =>
  sql.raw(`${p}.deleted_at is null and ${p}.charity_posting_status_id = ${PostingStatus.open}${hideExpired ? ` and ${p}.expiry_date >= current_date` : ''}`);


// ---------------------------------------------------------------------------------------------------------
// Charities

function charityWhere(f: CharityFilter, terms: SearchTerms | null, match: Match = 'any'): SQL {
  const parts: SQL[] = [sql`c.deleted_at is null`, sql`not c.is_disabled`];
  if (f.text) parts.push(terms ? charityMatch(terms, match) : sql`false`);
  const place = whereAddress(f);
  if (place) parts.push(sql`c.id in (select a2.charity_id from addresses a2 where ${place})`);
  if (f.charityIds.length) parts.push(sql`c.id in (${list(f.charityIds)})`);
  if (f.focusAreaIds.length) parts.push(sql`exists (select 1 from charity_focus_areas cf where cf.charity_id = c.id and cf.focus_area_id in (${list(f.focusAreaIds)}))`);
  return and(parts);
}

/** A charity's tiers: its folded name is the search, or holds its words whole (both indexed, migration 0007); or its document matches. */
function charityMatch(terms: SearchTerms, match: Match): SQL {
  const whole = sql`to_tsvector('simple'::regconfig, folded(c.name)) @@ ${namesQuery(terms)}`;
  const text = sql`c.search_vector @@ ${documentQuery(terms)}`;
  if (match === 'exact') return sql`folded(c.name) = ${terms.folded}`;
  if (match === 'whole') return whole;
  if (match === 'text') return text;
  return sql`(${text} or ${whole})`;
}

const charityTable = (f: CharityFilter, terms: SearchTerms | null): TieredTable => ({
  from: sql`charities c`,
  alias: 'c',
  id: sql`c.id`,
  where: (match) => charityWhere(f, terms, match),
});

export const charityCountsQuery = (f: CharityFilter, terms: SearchTerms | null) => tierCountsQuery(charityTable(f, terms), !!(f.text && terms));

export interface CharityRow {
  id: number;
  name: string;
  quote: string | null;
  mandate: string | null;
  vision: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  profile_image_id: number | null;
  active_posting_count: number;
}

/** By name (A to Z unless asked otherwise); a search by tier, then by name. */
function charityOrder(terms: SearchTerms | null, sort: Sort[]): SortKey[] {
  const dir = !terms && sort[0]?.field === 'name' && !sort[0].isAscending ? 'desc' : 'asc';
  return [[sql`lower(c.name)`, dir], [sql`c.id`, dir]];
}

/** The page of charities: chosen on charities alone, then its rows joined to their place, picture and open postings. */
export function charityPageQuery(f: CharityFilter, page: Page, sort: Sort[], terms: SearchTerms | null, counts: TierCounts): SQL {
  const table = charityTable(f, terms);
  const order = charityOrder(terms, sort);
  const searching = !!(f.text && terms);
  const ids = searching ? rankedIds(table, order, counts, page) : browseIds(table, order, counts.total, page);
  return sql`
    select c.id, c.name, c.quote, c.mandate, c.vision, a.city, r.abbreviation as region, co.name as country,
      ${activeImage('charity', sql`c.id`)} as profile_image_id,
      (select count(*)::int from posting_search ps where ps.charity_id = c.id and ps.expiry_date >= current_date) as active_posting_count
    from (${ids}) m
    join charities c on c.id = m.id
    left join addresses a on a.charity_id = c.id
    left join regions r on r.id = a.region_id
    left join countries co on co.id = a.country_id
    order by ${orderByKeys(searching ? rankedKeys(order) : order, 'm.')}`;
}

/** A page of charities and the capped total: the counts first, then the page when there is anything to show. */
export async function findCharities(db: DbOrTx, f: CharityFilter, page: Page, sort: Sort[]) {
  const terms = await expandSearch(db, f.text);
  const [counts] = await rows<TierCounts>(db, charityCountsQuery(f, terms));
  const items = counts!.total > page.offset ? await rows<CharityRow>(db, charityPageQuery(f, page, sort, terms, counts!)) : [];
  return { items, ...capTotal(counts!.total) };
}

// ---------------------------------------------------------------------------------------------------------
// Filter lists, charity profile

/** Cities of charities' addresses, lower-case. */
export async function findCharityCities(db: DbOrTx): Promise<string[]> {
  const found = await rows<{ city: string }>(
    db,
    sql`select distinct lower(a.city) as city from addresses a join charities c on c.id = a.charity_id where c.deleted_at is null and not c.is_disabled and a.city <> '' order by 1`,
  );
  return found.map((r) => r.city);
}

/** Regions in use by charities' addresses. */
export async function findCharityRegions(db: DbOrTx) {
  return rows<{ id: number; name: string; abbreviation: string; countryId: number }>(
    db,
    sql`select r.id, r.name, r.abbreviation, r.country_id as "countryId" from regions r
        where exists (select 1 from addresses a join charities c on c.id = a.charity_id where a.region_id = r.id and c.deleted_at is null and not c.is_disabled)
        order by r.name`,
  );
}

/** A charity's public profile with its programs, current board, open postings, links and focus areas: one query. */
export async function findCharityProfile(db: DbOrTx, charityId: number) {
  const [found] = await rows<{
    id: number;
    name: string;
    quote: string | null;
    mandate: string | null;
    vision: string | null;
    website: string | null;
    charitable_number: string | null;
    year_of_incorporation: number | null;
    background_image_id: number | null;
    scope: string | null;
    board_type: string | null;
    number_of_paid_staff: number | null;
    number_of_volunteers: number | null;
    city: string | null;
    region: string | null;
    country: string | null;
    profile_image_id: number | null;
    programs: { id: number; name: string; details: string }[];
    board: { id: number; position: string; first_name: string; last_name: string }[];
    postings: { id: number; position_id: number; position_name: string; is_not_board: boolean; expiry_date: string; date_posted: string }[];
    links: { id: number; social_media_type_id: number; type: string; url: string; icon_image_id: number | null }[];
    focus: { id: number; name: string }[];
  }>(
    db,
    sql`select c.id, c.name, c.quote, c.mandate, c.vision, c.website, c.charitable_number, c.year_of_incorporation, c.background_image_id,
          s.name as scope, bt.name as board_type, m.number_of_paid_staff, m.number_of_volunteers,
          a.city, r.abbreviation as region, co.name as country, ${activeImage('charity', sql`c.id`)} as profile_image_id,
          coalesce((select json_agg(json_build_object('id', pr.id, 'name', pr.name, 'details', pr.details) order by pr.id)
            from charity_programs pr where pr.charity_id = c.id), '[]'::json) as programs,
          coalesce((select json_agg(json_build_object('id', md.id, 'position', pos.name, 'first_name', ui.first_name, 'last_name', ui.last_name)
              order by md.sort_order, pos.sort_order, md.id)
            from charity_mandates md
            join charity_positions pos on pos.id = md.charity_position_id
            join charity_representatives cr on cr.id = md.charity_representative_id and cr.deleted_at is null
            join user_informations ui on ui.user_id = cr.user_id
            where md.charity_id = c.id and md.deleted_at is null
              and (md.start_date is null or md.start_date <= current_date) and (md.end_date is null or md.end_date >= current_date)), '[]'::json) as board,
          coalesce((select json_agg(json_build_object('id', p.id, 'position_id', pos.id, 'position_name', pos.name, 'is_not_board', pos.is_not_board,
                'expiry_date', p.expiry_date::text, 'date_posted', p.date_posted) order by p.date_posted desc, p.id desc)
            from charity_postings p join charity_positions pos on pos.id = p.charity_position_id
            where p.charity_id = c.id and ${openPosting('p')}), '[]'::json) as postings,
          coalesce((select json_agg(json_build_object('id', l.id, 'social_media_type_id', l.social_media_type_id, 'type', t.name, 'url', l.url, 'icon_image_id', t.image_id)
              order by t.name)
            from charity_social_media_links l join social_media_types t on t.id = l.social_media_type_id where l.charity_id = c.id), '[]'::json) as links,
          coalesce((select json_agg(json_build_object('id', fa.id, 'name', fa.name) order by fa.name)
            from charity_focus_areas cf join focus_areas fa on fa.id = cf.focus_area_id where cf.charity_id = c.id), '[]'::json) as focus
        from charities c
        left join charity_scopes s on s.id = c.charity_scope_id
        left join charity_position_matchings m on m.charity_id = c.id
        left join board_types bt on bt.id = m.charity_board_type_id
        left join addresses a on a.charity_id = c.id
        left join regions r on r.id = a.region_id
        left join countries co on co.id = a.country_id
        where c.id = ${charityId} and c.deleted_at is null and not c.is_disabled`,
  );
  if (!found) return null;
  const { programs, board, postings, links, focus, ...charity } = found;
  return { charity, programs, board, postings, links, focus };
}
