import { scoreFit, type Fit, type FitPosting } from '@boardmatch/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CandidateFilter, Page } from './search.filters.ts';
import { candidateRowsQuery, candidateWhereFor, type CandidateRow, type CandidateSearch } from './candidates-search.ts';
import { intArray, rows } from './search-page.ts';

/*
 * Candidate Search ranked by fit: for a posting of the representative's charity (the FitFor filter), or for what the
 * filters ask (their skills, causes, city or province and languages, as if a posting asked them). Every candidate
 * matching the search and filters cannot be scored at 1000 times the demo, so the ranking reads a bounded pool of
 * the matches, each part through the GIN indexes and stopped at its limit: those holding every wanted skill, those
 * holding any, and those sharing a cause (with neither skills nor causes wanted: the first matches). The FIT_CUT
 * holding the most wanted skills, then a shared cause, are scored by scoreFit and listed best first; when more
 * matched, the total says so.
 */
export const FIT_POOL_PART = 150;
/** How many of the pool, first cut by the wanted skills and causes they hold, are scored in full and listed. */
export const FIT_CUT = 60;

interface PoolRow {
  id: number;
  skill_ids: number[];
  focus_area_ids: number[];
  language: string;
  board_experience_type_id: number | null;
  city: string | null;
  region_id: number | null;
  looking: boolean;
  last_name: string;
  first_name: string;
  capped: boolean;
}

/** The posting a filter set stands for: what it asks, and nothing it does not (a part left empty is not scored). */
export function filtersAsPosting(f: CandidateFilter): FitPosting {
  return {
    id: 0,
    skillIds: f.skillIds,
    focusAreaIds: f.focusAreaIds,
    city: f.cities.length === 1 ? f.cities[0]! : null,
    regionId: f.regionIds.length === 1 ? f.regionIds[0]! : null,
    languages: f.languages,
  };
}

/** The pool's parts, each the matches of the search and filters meeting one more condition, FIT_POOL_PART at most. */
function poolQuery(f: CandidateFilter, search: CandidateSearch, target: FitPosting) {
  const where = candidateWhereFor(f, search);
  // Each part brings what the first cut reads, so the pool is not looked up again by id.
  const part = (also: SQL) =>
    sql`(select s.candidate_id, s.user_information_id, s.skill_ids, s.focus_area_ids, s.language, s.board_experience_type_id, s.last_name, s.first_name
      from candidate_search s where ${where} and ${also} limit ${FIT_POOL_PART + 1})`;
  const skills = intArray(target.skillIds.length ? target.skillIds : [0]);
  const causes = intArray(target.focusAreaIds.length ? target.focusAreaIds : [0]);
  const parts: SQL[] = [];
  if (target.skillIds.length) {
    parts.push(part(sql`s.skill_ids @> ${skills}`));
    if (target.skillIds.length > 1) parts.push(part(sql`s.skill_ids && ${skills}`));
  }
  if (target.focusAreaIds.length) parts.push(part(sql`s.focus_area_ids && ${causes}`));
  if (!parts.length) parts.push(part(sql`true`));
  const counted = parts.map((p, i) => sql`select p${sql.raw(String(i))}.*, ${i}::int as part from ${p} p${sql.raw(String(i))}`);
  // The first cut reads the pool alone (a candidate in several parts once): the most wanted skills held, then a shared
  // cause. Only those rows are joined to the rest the score needs.
  return sql`
    with parts as materialized (${sql.join(counted, sql` union all `)}),
    capped as (select bool_or(n > ${FIT_POOL_PART}) as capped from (select count(*) as n from parts group by part) c),
    cut as materialized (
      select s.* from (select distinct on (candidate_id) * from parts) s
      order by (select count(*) from unnest(s.skill_ids) k where k = any(${skills})) desc, (s.focus_area_ids && ${causes}) desc,
        s.last_name, s.first_name, s.candidate_id
      limit ${FIT_CUT + 1}
    )
    select s.candidate_id as id, s.skill_ids, s.focus_area_ids, s.language, s.board_experience_type_id, s.last_name, s.first_name,
      a.city, a.region_id, c.is_looking_for_position as looking, (select capped from capped) as capped
    from cut s
    join candidates c on c.id = s.candidate_id
    left join addresses a on a.user_information_id = s.user_information_id`;
}

export interface FitPage {
  items: (CandidateRow & { fit: Fit })[];
  total: number;
  totalCapped: boolean;
}

/** A page of the candidates matching the search and filters, best fit for `target` first. */
export async function findCandidatesByFit(db: DbOrTx, f: CandidateFilter, search: CandidateSearch, target: FitPosting, page: Page): Promise<FitPage> {
  const read = await rows<PoolRow>(db, poolQuery(f, search, target));
  const more = read.length > FIT_CUT || read.some((row) => row.capped);
  const pool = read.slice(0, FIT_CUT);
  const scored = pool.map((row) => ({
    id: Number(row.id),
    name: [row.last_name, row.first_name] as const,
    fit: scoreFit(
      {
        id: Number(row.id),
        skillIds: row.skill_ids.map(Number),
        focusAreaIds: row.focus_area_ids.map(Number),
        city: row.city,
        regionId: row.region_id,
        languages: [row.language],
        boardExperienceTypeId: row.board_experience_type_id,
        lookingForPosition: row.looking,
      },
      target,
    ),
  }));
  // Best first; equal scores by name, as the list is otherwise.
  scored.sort((a, b) => b.fit.score - a.fit.score || a.name[0].localeCompare(b.name[0]) || a.name[1].localeCompare(b.name[1]) || a.id - b.id);
  const chosen = scored.slice(page.offset, page.limit === null ? undefined : page.offset + page.limit);
  if (!chosen.length) return { items: [], total: scored.length, totalCapped: more };
  const ids = sql`select * from unnest(${intArray(chosen.map((c) => c.id))}) with ordinality as m(id, k0)`;
  const found = await rows<CandidateRow>(db, candidateRowsQuery(ids, [[sql`k0`, 'asc']]));
  const fits = new Map(chosen.map((c) => [c.id, c.fit]));
  return { items: found.map((row) => ({ ...row, fit: fits.get(Number(row.id))! })), total: scored.length, totalCapped: more };
}
