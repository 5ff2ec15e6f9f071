import { beforeAll, describe, expect, it } from 'vitest';
import { candidateMatchingPreferences } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createOpenPosting, createPlacedCharity } from '../../../test/factories.ts';
import { allowedTypos, fold, typoDistance } from './search-terms.ts';

/*
 * A search that forgives: typos within the allowed distance, the last word as a prefix, accents folded; exact
 * and whole-word names first. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const t = setupTestApp();
let rep: Caller;
const ids: Record<string, number> = {};
const charity = (db: Db, name: string, mandate?: string) => createPlacedCharity(db, name, { mandate });
const posting = async (db: Db, charityId: number, position: string) => (await createOpenPosting(db, charityId, position)).posting;

beforeAll(async () => {
  const db = t.deps.db;
  ids.newcomer = await charity(db, 'Newcomer Welcome Centre');
  ids.newcomers = await charity(db, 'Newcomers Sports League');
  ids.federation = await charity(db, 'Fédération des jeunes francophones du Nouveau-Brunswick');
  ids.accueil = await charity(db, 'Centre d’accueil Sainte-Anne', '<p>Nous accueillons les familles de la région.</p>');
  ids.harbour = await charity(db, 'Harbour Food Bank');
  ids.harbourArts = await charity(db, 'Harbourfront Arts Collective');
  ids.harbourLike = await charity(db, 'Harbours Youth Society');
  ids.literacy = await charity(db, 'Community Literacy Council');
  ids.treasurer = await posting(db, ids.literacy, 'Treasurer');
  ids.tresorier = await posting(db, ids.federation, 'Trésorier');
  ids.director = await posting(db, ids.harbour, 'Director');

  rep = await t.as('representative', { charityId: ids.literacy, firstName: 'Rita', lastName: 'Reader' });
  for (const [firstName, lastName] of [
    ['Hélène', 'Léger'],
    ['Gérald', 'Thériault'],
    ['Morgan', 'Whitfield'],
  ] as const) {
    const { candidate } = await createCandidate(db, { firstName, lastName });
    await db.insert(candidateMatchingPreferences).values({ candidateId: candidate.id, permissionToViewInformation: true, withdrawParticipation: false });
    ids[lastName] = candidate.id;
  }
});

const post = (url: string, body: object, who: Caller = t.anonymous) => who.post(url, body);
const charityNames = async (search: string) => json(await post('/api/charities/read-public', { Search: search })).charities.map((c: { name: string }) => c.name) as string[];
const postingIds = async (search: string) => json(await post('/api/charities/postings/read-public', { Search: search })).postings.map((p: { id: number }) => p.id) as number[];
const candidateNames = async (search: string) =>
  json(await post('/api/candidates/browse', { Search: search }, rep)).candidates.map((c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`) as string[];

describe('typo distance', () => {
  it('counts a transposition as one typo and allows one in 5 to 8 letters, two from 9', () => {
    expect(typoDistance('necwomer', 'newcomer')).toBe(1);
    expect(typoDistance('tresurer', 'treasurer')).toBe(1);
    expect(typoDistance('abc', 'abc')).toBe(0);
    expect(typoDistance('kitten', 'sitting')).toBe(3);
    expect([4, 5, 8, 9, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
    expect(fold('Fédération Œuvre')).toBe('federation oeuvre');
  });
});

describe('a search that forgives', () => {
  it('finds a charity by a transposed letter', async () => {
    expect(await charityNames('Necwomer')).toContain('Newcomer Welcome Centre');
  });

  it('allows one typo in a word of 5 to 8 letters, not two', async () => {
    expect(await charityNames('Hrabour')).toContain('Harbour Food Bank');
    expect(await charityNames('Hrabuor')).not.toContain('Harbour Food Bank');
  });

  it('allows two typos in a word of 9 letters or more', async () => {
    expect(await charityNames('Litteracey')).toContain('Community Literacy Council');
    expect(await charityNames('Lxtteracey')).not.toContain('Community Literacy Council');
  });

  it('matches the last word as a prefix', async () => {
    expect(await postingIds('treas')).toContain(ids.treasurer);
    expect(await charityNames('community lit')).toContain('Community Literacy Council');
  });

  it('folds accents both ways', async () => {
    expect(await charityNames('federation')).toContain('Fédération des jeunes francophones du Nouveau-Brunswick');
    expect(await charityNames('FEDERATION jeunes')).toContain('Fédération des jeunes francophones du Nouveau-Brunswick');
    expect(await charityNames('accueillons')).toContain('Centre d’accueil Sainte-Anne');
    expect(await postingIds('tresorier')).toContain(ids.tresorier);
  });

  it('finds people by names without their accents, and with a typo', async () => {
    expect(await candidateNames('Helene')).toContain('Hélène Léger');
    expect(await candidateNames('theriault')).toContain('Gérald Thériault');
    expect(await candidateNames('Whitfeild')).toContain('Morgan Whitfield');
  });

  it('ranks the exact name first, then whole-word names, then fuzzy matches', async () => {
    const found = await charityNames('Harbour');
    expect(found[0]).toBe('Harbour Food Bank');
    expect(found).toContain('Harbours Youth Society');
    expect(found.indexOf('Harbour Food Bank')).toBeLessThan(found.indexOf('Harbours Youth Society'));
    const exact = await charityNames('Newcomer Welcome Centre');
    expect(exact[0]).toBe('Newcomer Welcome Centre');
    const typo = await charityNames('Newcomer');
    expect(typo[0]).toBe('Newcomer Welcome Centre');
  });

  it('still answers searches with no word in them, and refuses nothing odd', async () => {
    expect((await post('/api/charities/read-public', { Search: '!!! ---' })).statusCode).toBe(200);
    expect((await post('/api/charities/read-public', { Search: "l'été \\ ' :* &" })).statusCode).toBe(200);
    expect((await post('/api/charities/postings/read-public', { Search: 'a' })).statusCode).toBe(200);
  });
});
