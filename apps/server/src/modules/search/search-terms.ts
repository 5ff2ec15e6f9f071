import { sql } from 'drizzle-orm';
import { foldText } from '../../db/list-sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { shortLivedByKey } from '../../platform/cache/short-lived.ts';

/*
 * What a search box forgives: typos (one in words of 5 to 8 letters, two in words of 9 or more, a
 * transposition counting as one: Damerau-Levenshtein, optimal string alignment), the last word as a prefix
 * ('treas' finds Treasurer), and accents ('federation' finds 'Fédération'). Each word of the search is looked
 * up in search_words, the dictionary of the indexed words (migration 0006, kept on write by triggers), and
 * stands for the indexed words it may mean; the text search then runs on the GIN indexes as before.
 */

export interface SearchTerms {
  /** The search as typed. */
  text: string;
  /** The words lower-cased and unaccented, joined by spaces: exact and whole-word name matches rank first. */
  folded: string;
  /** Per word of the search: the word and the indexed words it may mean (a name must match each group). */
  groups: string[][];
  /**
   * The tsqueries, as text, of a search document (every word, as its English or French stems: documentQuery)
   * and of whole words in a name (namesQuery). Made by the database once per search and kept with its widened
   * words, so the statements carry one constant instead of building it again in each tier they plan.
   */
  document: string;
  names: string;
}

const MAX_WORDS = 6;
const MAX_ALTERNATIVES = 4;
/** A token is letters and digits only, so it can be quoted in a tsquery as is. */
const TOKEN = /^[\p{L}\p{N}]+$/u;

/** Lower-cased, accents removed (as unaccent does for Latin letters). */
export const fold = foldText;

/** Typos forgiven in a word of this length. */
export function allowedTypos(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Typos forgiven in this search word: none in a word with digits (a number or a code is meant as typed). */
const typosIn = (plain: string) => (/\d/.test(plain) ? 0 : allowedTypos(plain.length));

/** Damerau-Levenshtein distance (optimal string alignment): a transposition of neighbours counts as one. */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The words of a search, lower-cased (accents kept: they are what the index holds). */
function tokens(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2 && w.length <= 40 && TOKEN.test(w)))].slice(0, MAX_WORDS);
}

const quote = (word: string) => `'${word}'`;

async function build(db: DbOrTx, text: string, words: string[], alternatives: string[][]): Promise<SearchTerms | null> {
  if (!words.length) return null;
  const groups = words.map((w, i) => [...new Set([w, ...alternatives[i]!])]);
  // The last word's prefix matches come from the dictionary as whole words: a tsquery prefix (:*) would make the
  // planner give up the GIN index at scale.
  const wordQueries = groups.map((group) => `(${group.map(quote).join(' | ')})`);
  const folded = words.map(fold).join(' ');
  // Search documents hold English and French stems of the same text (search_document() in the migrations).
  const document = sql.join(
    wordQueries.map((w) => sql`(to_tsquery('english'::regconfig, ${w}) || to_tsquery('french'::regconfig, ${w}))`),
    sql` && `,
  );
  const result = (await db.execute(sql`select (${document})::text as document, plainto_tsquery('simple'::regconfig, ${folded})::text as names`)) as unknown as {
    rows: { document: string; names: string }[];
  };
  const queries = result.rows[0]!;
  return { text, folded, groups, document: queries.document, names: queries.names };
}

/** The terms of a search without the dictionary (the words as typed, the last as a prefix): the query's shape. */
export async function plainTerms(db: DbOrTx, text: string | null): Promise<SearchTerms | null> {
  if (!text) return null;
  const words = tokens(text);
  return build(db, text, words, words.map(() => []));
}

/**
 * Widened searches kept per database for 30 seconds (at most 500 texts): the same words are searched again and
 * again. Only the typo and prefix alternatives can be that old: every word also stands for itself, so a new
 * charity or posting is found by its own words at once.
 */
const EXPANSION_TTL_MS = 30_000;
const EXPANSIONS_KEPT = 500;
const expansions = new WeakMap<object, (text: string) => Promise<SearchTerms | null>>();

/** The terms of a search, each word widened to the indexed words within its typos, prefix and accents. */
export function expandSearch(db: DbOrTx, text: string | null): Promise<SearchTerms | null> {
  if (!text) return Promise.resolve(null);
  let kept = expansions.get(db);
  if (!kept) expansions.set(db, (kept = shortLivedByKey(EXPANSION_TTL_MS, EXPANSIONS_KEPT, (words: string) => lookUpAlternatives(db, words))));
  return kept(text);
}

async function lookUpAlternatives(db: DbOrTx, text: string): Promise<SearchTerms | null> {
  const words = tokens(text);
  if (!words.length) return null;
  const last = words.length - 1;
  const lookups = words.map((w, i) => {
    const plain = fold(w);
    const k = typosIn(plain);
    // levenshtein counts a transposition as two: the SQL keeps what is within 2k, the exact distance decides.
    const near = k === 0 ? sql`w.plain = ${plain}` : sql`length(w.plain) between ${plain.length - k} and ${plain.length + k} and levenshtein_less_equal(w.plain, ${plain}, ${2 * k}) <= ${2 * k}`;
    const prefix = i === last ? sql`(select w.plain, w.word from search_words w where w.plain like ${`${plain}%`} order by length(w.plain), w.plain limit 5)` : null;
    const exact = sql`(select w.plain, w.word from search_words w where ${near} limit 200)`;
    return sql`select ${i}::int as i, x.plain, x.word from (${prefix ? sql`${exact} union ${prefix}` : exact}) x`;
  });
  const result = (await db.execute(sql.join(lookups, sql` union all `))) as unknown as { rows: { i: number; plain: string; word: string }[] };
  const alternatives = words.map((w, i) => {
    const plain = fold(w);
    const k = typosIn(plain);
    const found = result.rows
      .filter((r) => r.i === i && TOKEN.test(r.word))
      .map((r) => ({ word: r.word, distance: typoDistance(r.plain, plain), prefix: i === last && r.plain.startsWith(plain) }));
    // A word the index holds as typed is no typo: only its accented forms and prefix completions widen it.
    const known = found.some((r) => r.distance === 0);
    return found
      .filter((r) => (known ? r.distance === 0 : r.distance <= k) || r.prefix)
      .sort((a, b) => a.distance - b.distance || a.word.length - b.word.length)
      .slice(0, MAX_ALTERNATIVES)
      .map((r) => r.word);
  });
  return build(db, text, words, alternatives);
}

/** A search document matches every word of the search, as any of the words it may mean, in English or French stems. */
export const documentQuery = (terms: SearchTerms) => sql`${terms.document}::tsquery`;

/** A name holds every word of the search whole. */
export const namesQuery = (terms: SearchTerms) => sql`${terms.names}::tsquery`;
