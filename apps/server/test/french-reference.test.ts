import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_POSITIONS, hasFrenchReferenceName, isReferenceKind, type ReferenceKind } from '@boardmatch/shared';
import { CHARITY_REPRESENTATIVE_ROLES, CLAIMS } from '../src/db/seed/reference/access.ts';
import { LOOKUP_LIST_NAMES } from '../src/modules/lookups/lookups.service.ts';
import { eq } from 'drizzle-orm';
import { candidateMatchingPreferences, candidateSkills, charityPositions, charityPostingSkills, skills } from '../src/db/schema/index.ts';
import { createCandidate, createOpenPosting, createPlacedCharity } from './factories.ts';
import { json, setupTestApp } from './helpers.ts';

/*
 * Every reference value has its French name: the lookups, the roles every charity has and their permission
 * texts, the default board positions. French pages, files and e-mails show them in French.
 */

const t = setupTestApp();
const FRENCH = { 'accept-language': 'fr-CA' };
/** Place names and brand names are shown as stored. */
const AS_STORED = new Set(['countries', 'regions', 'age-groups']);

describe('French reference names', () => {
  it('has a French name for every value of every lookup list', async () => {
    const missing: string[] = [];
    for (const list of LOOKUP_LIST_NAMES.filter((l) => !AS_STORED.has(l))) {
      if (!isReferenceKind(list)) {
        missing.push(`${list}: no French names at all`);
        continue;
      }
      const rows = json(await t.anonymous.get(`/api/lookups/${list}`)) as unknown as { name?: string; description?: string }[];
      expect(rows.length, list).toBeGreaterThan(0);
      for (const row of rows) {
        const name = row.name ?? row.description ?? '';
        if (!hasFrenchReferenceName(list, name)) missing.push(`${list}: '${name}'`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a French name for the default roles, their permission texts and the default positions', () => {
    const check = (kind: ReferenceKind, names: readonly string[]) => names.filter((n) => !hasFrenchReferenceName(kind, n)).map((n) => `${kind}: '${n}'`);
    expect([
      ...check('roles', CHARITY_REPRESENTATIVE_ROLES.map((r) => r.name)),
      ...check('claims', CLAIMS.map((c) => c.description)),
      ...check('positions', DEFAULT_BOARD_POSITIONS),
    ]).toEqual([]);
  });

  it('answers lookups, default positions and default roles in the reader’s language', async () => {
    const skills = json(await t.anonymous.get('/api/lookups/skills', { headers: FRENCH })) as unknown as { name: string }[];
    expect(skills.map((s) => s.name)).toContain('Gouvernance');
    const english = json(await t.anonymous.get('/api/lookups/skills')) as unknown as { name: string }[];
    expect(english.map((s) => s.name)).toContain('Governance');
    expect((await t.anonymous.get('/api/lookups/skills', { headers: FRENCH })).headers.vary).toMatch(/accept-language/i);
    // Skills and causes read in the reader's alphabetical order, accents beside their letter and case ignored.
    for (const list of ['skills', 'focus-areas']) {
      for (const headers of [FRENCH, {}]) {
        const names = (json(await t.anonymous.get(`/api/lookups/${list}`, { headers })) as unknown as { name: string }[]).map((row) => row.name);
        const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        expect(names.map(plain), `${list} ${JSON.stringify(headers)}`).toEqual(names.map(plain).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
    }

    const admin = await t.as('representative');
    await t.deps.db.insert(charityPositions).values(DEFAULT_BOARD_POSITIONS.map((name, i) => ({ charityId: admin.charityId, name, isDefault: true, sortOrder: i + 1 })));
    const positions = json(await admin.post('/api/charities/positions/read', { Pagination: { Page: 1, ItemsPerPage: 50 } }, { headers: FRENCH })).positions as { name: string; isDefault: boolean }[];
    const defaults = positions.filter((p) => p.isDefault).map((p) => p.name);
    expect(defaults.length).toBeGreaterThan(0);
    for (const name of defaults) expect(DEFAULT_BOARD_POSITIONS as readonly string[]).not.toContain(name);
    expect(defaults).toContain('Trésorerie');

    const roles = json(await admin.get(`/api/charities/${admin.charityId}/representative-roles`, { headers: FRENCH })) as unknown as { name: string; permissions: { description: string }[] }[];
    expect(roles.map((r) => r.name)).toContain('Administrateur');
    expect(roles.flatMap((r) => r.permissions.map((p) => p.description))).toContain('Conseil et postes de l’organisme');
    expect(roles.map((r) => r.name)).not.toContain('Admin');
  });

  it('names a posting’s skills and default position in French on its summary and its search tile', async () => {
    const db = t.deps.db;
    const charityId = await createPlacedCharity(db, 'Cercle de lecture');
    const { posting } = await createOpenPosting(db, charityId, 'Treasurer');
    await db.update(charityPositions).set({ isDefault: true }).where(eq(charityPositions.name, 'Treasurer'));
    const [governance] = await db.select().from(skills).where(eq(skills.name, 'Governance'));
    await db.insert(charityPostingSkills).values({ charityPostingId: posting, skillId: governance!.id });

    const summary = json(await t.anonymous.get(`/api/charities/postings/public/${posting}`, { headers: FRENCH }));
    expect(summary.candidateSkill.map((s: { name: string }) => s.name)).toEqual(['Gouvernance']);
    expect(summary.charityPosition.name).toBe('Trésorerie');
    const tiles = json(await t.anonymous.post('/api/charities/postings/read-public', { Search: 'cercle lecture' }, { headers: FRENCH })).postings as { id: number; candidateSkill: { name: string }[] }[];
    expect(tiles.find((p) => p.id === posting)?.candidateSkill.map((s) => s.name)).toEqual(['Gouvernance']);
    const english = json(await t.anonymous.get(`/api/charities/postings/public/${posting}`));
    expect(english.candidateSkill.map((s: { name: string }) => s.name)).toEqual(['Governance']);
  });

  it('names a candidate’s skills in French on the profile a charity reads', async () => {
    const db = t.deps.db;
    const { candidate } = await createCandidate(db, { firstName: 'Léa', lastName: 'Lecteur' });
    await db.insert(candidateMatchingPreferences).values({ candidateId: candidate.id, permissionToViewInformation: true, withdrawParticipation: false });
    const [governance] = await db.select().from(skills).where(eq(skills.name, 'Governance'));
    await db.insert(candidateSkills).values({ candidateId: candidate.id, skillId: governance!.id }).onConflictDoNothing();
    const view = json(await t.anonymous.get(`/api/candidates/public/${candidate.id}`, { headers: FRENCH }));
    expect(view.skills.map((s: { name: string }) => s.name)).toContain('Gouvernance');
    expect(view.skills.map((s: { name: string }) => s.name)).not.toContain('Governance');
  });
});
