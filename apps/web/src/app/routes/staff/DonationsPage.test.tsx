import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession, type SessionOptions } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}, session: SessionOptions = { selected: 'boardmatch' }) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession(session) },
    'PUT /api/users/state': { status: 204 },
    ...routes,
  });
  renderApp(path);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('Donations', () => {
  it('shows the heading and opens the Program Overview with the cities served', async () => {
    const { user } = open('/boardmatch-donations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Program Overview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Program Overview' });
    expect(within(dialog).getByText(/Calgary, Fredericton, the Greater Toronto Area, Greater Vancouver and Thunder Bay/)).toBeInTheDocument();
    for (const heading of ['Our history', 'The challenge for charities', 'The challenge for volunteers', 'The challenge for corporations', 'Cities served']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });
});
