import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { mockApi, noSession } from '@/test/mock-api.ts';

afterEach(() => vi.unstubAllGlobals());

const base = { 'POST /api/auth/refresh-token': noSession };
const badToken = { status: 400, body: { code: 'RESET_LINK_INVALID', message: 'This password reset link is invalid or has expired.', issues: [] } };

describe('ResetPasswordPage', () => {
  it('checks the token on load and, when it is bad, shows no form and goes to /login after 3 seconds', async () => {
    const api = mockApi({ ...base, 'POST /api/auth/check-reset-password': badToken });
    const { router } = renderApp('/reset-password/old-token');
    expect(await screen.findByText('Password Reset has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Password' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/check-reset-password')[0].body).toEqual({ Token: 'old-token' });
    expect(router.state.location.pathname).toBe('/reset-password/old-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10000 });
  });

  it('checks the password rule and the confirmation, then resets and disables the button', async () => {
    const api = mockApi({
      ...base,
      'POST /api/auth/check-reset-password': { status: 200, body: true },
      'POST /api/auth/reset-password': { status: 200, body: true },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password/good-token');
    const button = await screen.findByRole('button', { name: 'Update Password' });
    expect(screen.getByRole('link', { name: 'Back To Login' })).toHaveAttribute('href', '/login');
    await user.click(button);
    expect(await screen.findByText('Password can not be empty')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password can not be empty')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'short');
    expect(await screen.findAllByText('Use 8 or more characters with a mix of letters, numbers & symbols')).not.toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'N3w!password');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w!passwore');
    expect(await screen.findByText('Password confirmation does not match')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'N3w!password');
    await user.click(button);
    expect(await screen.findAllByText('Password has been reset successfully!')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0].body).toEqual({ Token: 'good-token', Password: 'N3w!password' });
  });
});
