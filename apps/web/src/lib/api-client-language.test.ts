import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { api } from './api-client.ts';
import { changeLanguage, initI18n } from './i18n.ts';
import { createAuthStore } from './auth-store.ts';
import type { sessionApi } from './session-api.ts';
import { mockApi } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const acceptLanguage = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];

describe('the API client and the language', () => {
  it('asks for answers in the language the user reads', async () => {
    await changeLanguage('fr');
    const mock = mockApi({ 'GET /api/things': { status: 200, body: [] }, 'POST /api/things': { status: 400, body: { code: 'VALIDATION', message: 'Veuillez remplir tous les champs obligatoires marqués en rouge.', issues: [] } } });
    await api.get('/api/things');
    expect(acceptLanguage(mock.fetchMock.mock.calls[0]![1])).toBe('fr');
    await expect(api.post('/api/things', {})).rejects.toMatchObject({ message: 'Veuillez remplir tous les champs obligatoires marqués en rouge.' });
    expect(acceptLanguage(mock.fetchMock.mock.calls[1]![1])).toBe('fr');

    await changeLanguage('en');
    await api.get('/api/things');
    expect(acceptLanguage(mock.fetchMock.mock.calls[2]![1])).toBe('en');
  });
});

describe('a language just chosen', () => {
  it('is asked for at once, before its texts have arrived, so first answers come in it', async () => {
    await changeLanguage('en');
    const mock = mockApi({ 'GET /api/things': { status: 200, body: [] } });
    const switching = changeLanguage('fr');
    await api.get('/api/things');
    expect(acceptLanguage(mock.fetchMock.mock.calls[0]![1])).toBe('fr');
    await switching;
    await changeLanguage('en');
  });
});

describe('signing in', () => {
  it("adopts the account's preferred language", async () => {
    initI18n('en');
    const session = makeSession();
    const calls = {
      signIn: async () => ({ error: null, message: '', response: { token: 't' } }),
      getSession: async () => ({ ...session, user: { ...session.user, preferredLanguage: 'fr' } }),
    } as unknown as typeof sessionApi;
    await createAuthStore(calls, async () => null).signIn('pat@example.org', 'Good-pass1!');
    expect(i18next.language).toBe('fr');
  });
});
