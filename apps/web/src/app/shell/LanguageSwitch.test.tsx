import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { mockApi, noSession, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LanguageSwitch', () => {
  it("keeps a signed-in user's choice on the server, for their e-mails", async () => {
    const mock = mockApi({
      'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
      'GET /api/users/session': { status: 200, body: makeSession() },
      'PUT /api/users/me/language': { status: 204 },
    });
    await renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(mock.callsTo('PUT', '/api/users/me/language')).toHaveLength(1));
    expect(mock.callsTo('PUT', '/api/users/me/language')[0]!.body).toEqual({ language: 'fr' });
    expect(i18next.language).toBe('fr');
  });

  it('changes only the screen without a session, or for staff acting as the user', async () => {
    const anonymous = mockApi({ 'POST /api/auth/refresh-token': noSession });
    await renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(i18next.language).toBe('fr');
    expect(anonymous.callsTo('PUT', '/api/users/me/language')).toHaveLength(0);
    vi.unstubAllGlobals();

    const acting = mockApi({
      'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
      'GET /api/users/session': { status: 200, body: makeSession({ isSelf: false }) },
    });
    await renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Français' }).at(-1)!);
    expect(acting.callsTo('PUT', '/api/users/me/language')).toHaveLength(0);
  });
});
