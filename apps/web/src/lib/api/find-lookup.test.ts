import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { lookupOptions } from './find-lookup.ts';
import { changeLanguage, initI18n } from '@/lib/i18n.ts';
import { mockApi } from '@/test/mock-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reference lists in the reader’s language', () => {
  it('keeps one list per language, in the order the server answers it', async () => {
    initI18n('en');
    await changeLanguage('fr');
    const french = [
      { id: 4, name: 'Droit' },
      { id: 3, name: 'Éducation et formation' },
      { id: 5, name: 'Évaluation de programmes' },
      { id: 1, name: 'Gouvernance' },
    ];
    const api = mockApi({ 'GET /api/lookups/skills': { status: 200, body: french } });
    const client = new QueryClient();
    const skills = await client.fetchQuery(lookupOptions('skills', 'fr'));
    expect(skills).toEqual(french);
    expect(lookupOptions('skills', 'fr').queryKey).not.toEqual(lookupOptions('skills', 'en').queryKey);
    expect(api.callsTo('GET', '/api/lookups/skills')).toHaveLength(1);
    await changeLanguage('en');
  });
});
