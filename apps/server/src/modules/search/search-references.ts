import { referenceName } from '@boardmatch/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { foldText } from '../../db/list-sql.ts';
import { shortLived } from '../../platform/cache/short-lived.ts';

/*
 * The skills and causes a search names. A representative types 'governance', 'gouvernance' or 'mental health'
 * meaning the Governance skill or the Mental Health cause: the candidates who hold it match, whatever their own
 * text says. Names are compared in English and French (the French names are the reference catalogue's, not the
 * database's), folded; every word of the search must be a word of the name, the last may be its beginning.
 */

export interface NamedReferences {
  skillIds: number[];
  focusAreaIds: number[];
}

export const NO_REFERENCES: NamedReferences = { skillIds: [], focusAreaIds: [] };

/** Words that join a name's parts; a search of 'finance and accounting' means 'Finance & Accounting'. */
const JOINING_WORDS = new Set(['and', 'of', 'the', 'et', 'de', 'des', 'du', 'la', 'le', 'les', 'l', 'd']);

const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((word) => word !== '');

interface Named {
  id: number;
  /** The folded words of each of its names (English, French). */
  names: string[][];
}

function names(rows: { id: number; name: string }[], kind: 'skills' | 'focus-areas'): Named[] {
  return rows.map(({ id, name }) => ({ id, names: [...new Set([name, referenceName(kind, name, 'fr')])].map(words) }));
}

/** Whether every search word is a word of the name, the last one at least its beginning (3 letters or more). */
function isNamedBy(searched: string[], name: string[]): boolean {
  return searched.every((word, i) => name.includes(word) || (i === searched.length - 1 && word.length >= 3 && name.some((w) => w.startsWith(word))));
}

/** The two lists, read again at most every minute (staff may add a skill). */
const lists = shortLived(60_000, async (db: DbOrTx) => {
  const read = async (table: 'skills' | 'focus_areas') =>
    ((await db.execute(sql.raw(`select id, name from ${table}`))) as unknown as { rows: { id: number; name: string }[] }).rows;
  const [skills, causes] = await Promise.all([read('skills'), read('focus_areas')]);
  return { skills: names(skills, 'skills'), causes: names(causes, 'focus-areas') };
});

/** The skills and causes named by a search's words (none for an empty search or one of joining words only). */
export async function namedReferences(db: DbOrTx, text: string | null): Promise<NamedReferences> {
  const searched = words(text ?? '')
    .filter((word) => !JOINING_WORDS.has(word))
    .slice(0, 6);
  if (!searched.length) return NO_REFERENCES;
  const { skills, causes } = await lists(db);
  const matching = (list: Named[]) => list.filter((item) => item.names.some((name) => isNamedBy(searched, name))).map((item) => item.id);
  return { skillIds: matching(skills), focusAreaIds: matching(causes) };
}
