import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo.ts';
import { setupTestApp } from '../../../test/helpers.ts';
import { explain, plannedQueries, usedIndexes } from './search-plans.ts';

/*
 * The search queries at the demo's size use their GIN indexes. Their speed is measured by the benchmarks
 * (npm run bench, npm run bench:load), never by a timed test: bench/search-plans.ts shows the plans at 100
 * times this size.
 */

const t = setupTestApp();
beforeAll(async () => {
  await seedDemo(t.deps.db, { passwordHash: 'not-a-real-hash' });
}, 120_000);

const find = async (name: string) => (await plannedQueries(t.deps.db, 1)).find((q) => q.name === name)!;

describe('search query plans', () => {
  it('finds charities by full text through their GIN index', async () => {
    const plan = await explain(t.deps.db, await find("charities: search 'accountant' (counts)"), { fullScansOff: true });
    expect(usedIndexes(plan)).toContain('charities_search_vector_idx');
  });

  it('finds postings through the search document index of posting_search alone', async () => {
    const plan = await explain(t.deps.db, await find("postings: search 'treasurer', expired too (counts)"), { fullScansOff: true });
    expect(usedIndexes(plan)).toContain('posting_search_document_idx');
    // The page is chosen on posting_search; the posting and its charity are read by id for the page's rows.
    const page = await explain(t.deps.db, await find("postings: search 'treasurer', expired too"), { fullScansOff: true });
    expect(usedIndexes(page)).toEqual(expect.arrayContaining(['charity_postings_pkey', 'charities_pkey']));
  });

  it('finds candidates through the search document index of candidate_search alone', async () => {
    const plan = await explain(t.deps.db, await find("candidates: search 'financial officer' (counts)"), { fullScansOff: true });
    expect(usedIndexes(plan)).toContain('candidate_search_document_idx');
  });
});
