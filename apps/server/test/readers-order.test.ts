import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidateMatchingPreferences, candidateSkills, charityFocusAreas, charityPostingSkills, focusAreas, skills } from '../src/db/schema/index.ts';
import { createCandidate, createOpenPosting, createPlacedCharity } from './factories.ts';
import { json, setupTestApp } from './helpers.ts';

/*
 * Names sort in the readers' order (accents beside their letter, case ignored), on PGlite and PostgreSQL alike,
 * and a search finds a name whatever its accents and case.
 */

const t = setupTestApp();
const OVERRIDE = { name: 'AdminOverride', values: [1] };
const NAMES = ['Zoe Collective', 'Élise Foundation', 'Fredericton Food Bank', 'Fédération des aînés', 'alder Trust'];

describe("the readers' order", () => {
  it('sorts names with accents beside their letter and ignores case, and finds them without accents', async () => {
    const staff = await t.as('staff');
    for (const [i, name] of NAMES.entries()) {
      const created = await staff.post('/api/corporations', { name: `${name} RO`, email: `ro${i}@readers-order.example` });
      expect(created.statusCode).toBeLessThan(300);
    }
    const read = async (body: object) => json(await staff.post('/api/corporations/read', { Filters: [OVERRIDE], Search: 'RO', Pagination: { Page: 1, ItemsPerPage: 50 }, ...body }));
    const names = (list: Record<string, any>) => (list.corporations as { name: string }[]).map((c) => c.name.replace(/ RO$/, '')).filter((n) => NAMES.includes(n));

    expect(names(await read({ Sort: [{ field: 'name', isAscending: true }] }))).toEqual(['alder Trust', 'Élise Foundation', 'Fédération des aînés', 'Fredericton Food Bank', 'Zoe Collective']);
    expect(names(await read({ Sort: [{ field: 'name', isAscending: false }] }))).toEqual(['Zoe Collective', 'Fredericton Food Bank', 'Fédération des aînés', 'Élise Foundation', 'alder Trust']);

    const found = async (search: string) => (json(await staff.post('/api/corporations/read', { Filters: [OVERRIDE], Search: search })).corporations as { name: string }[]).map((c) => c.name);
    expect(await found('federation')).toEqual(['Fédération des aînés RO']);
    expect(await found('ELISE')).toEqual(['Élise Foundation RO']);
    expect(await found('aines')).toEqual(['Fédération des aînés RO']);
  });
});

describe('searching by skills and causes', () => {
  it('finds candidates by a skill and postings by a skill or their charity cause, accents or not', async () => {
    const db = t.deps.db;
    const [governance] = await db.select().from(skills).where(eq(skills.name, 'Governance'));
    expect(governance).toBeDefined();
    const [cause] = await db.insert(focusAreas).values({ name: 'Éducation populaire' }).returning();
    const rep = await t.as('representative', { firstName: 'Rita', lastName: 'Reader' });

    const { candidate } = await createCandidate(db, { firstName: 'Skilled', lastName: 'Steward' });
    await db.insert(candidateMatchingPreferences).values({ candidateId: candidate.id, permissionToViewInformation: true, withdrawParticipation: false });
    await db.insert(candidateSkills).values({ candidateId: candidate.id, skillId: governance!.id }).onConflictDoNothing();
    const { candidate: other } = await createCandidate(db, { firstName: 'Plain', lastName: 'Person' });
    await db.insert(candidateMatchingPreferences).values({ candidateId: other.id, permissionToViewInformation: true, withdrawParticipation: false });
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, other.id));

    const candidates = (json(await rep.post('/api/candidates/browse', { Search: 'governance' })).candidates as { lastName: string }[]).map((c) => c.lastName);
    expect(candidates).toContain('Steward');
    expect(candidates).not.toContain('Person');

    const charityId = await createPlacedCharity(db, 'Literacy Circle');
    const { posting } = await createOpenPosting(db, charityId, 'Secretary');
    await db.insert(charityPostingSkills).values({ charityPostingId: posting, skillId: governance!.id });
    await db.insert(charityFocusAreas).values({ charityId, focusAreaId: cause!.id });
    const postingIds = async (search: string) => (json(await t.anonymous.post('/api/charities/postings/read-public', { Search: search })).postings as { id: number }[]).map((p) => p.id);
    expect(await postingIds('governance')).toContain(posting);
    expect(await postingIds('education populaire')).toContain(posting);
  });
});
