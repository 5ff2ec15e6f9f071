import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { mockApi } from '@/test/mock-api.ts';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const TOKEN = '12.postings.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('UnsubscribePage', () => {
  it('asks first (opening the link changes nothing), then stops the digest with one POST', async () => {
    const api = mockApi({
      [`GET /api/unsubscribe/${TOKEN}`]: { status: 200, body: { kind: 'postings' } },
      [`POST /api/unsubscribe/${TOKEN}`]: { status: 200, body: { kind: 'postings' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText('Stop receiving this weekly e-mail: New postings that fit?', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/unsubscribe/${TOKEN}`)).toHaveLength(0);
    await user.dblClick(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer receive this digest.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/unsubscribe/${TOKEN}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Manage your notifications' })).toHaveAttribute('href', '/user-information#notifications');
  });

  it('says so when the link is not valid', async () => {
    mockApi({ 'GET /api/unsubscribe/forged': { status: 404, body: { code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid.', issues: [] } } });
    renderApp('/unsubscribe/forged');
    expect(await screen.findByText('This unsubscribe link is not valid.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
