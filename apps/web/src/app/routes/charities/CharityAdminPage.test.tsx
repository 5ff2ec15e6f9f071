import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app.tsx';
import { LOOKUPS, mockApi, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = { 'charity-admin.read': 1, 'charity-admin.create': 1, 'charity-admin.update': 1, 'charity-admin.delete': 1, 'charity-board.read': 1, 'user-information.read': 1 };

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...LOOKUPS,
    'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
    'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative', claims: ADMIN }) },
    'PUT /api/users/state': { status: 204 },
    'POST /api/charities/9/representatives/read': {
      status: 200,
      body: { representatives: [{ id: 3, userId: 11, charityId: 9, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.org', roles: [{ id: 1, name: 'Admin' }], acceptTermsAndConditions: true }], total: 1 },
    },
    'GET /api/charities/9/representative-roles': { status: 200, body: [{ id: 1, name: 'Admin', permissions: [] }, { id: 5, name: 'Basic Access', permissions: [{ claim: 'charity-board', description: 'Board', reads: 1, creates: 0, updates: 0, deletes: 0 }] }] },
    'POST /api/charities/positions/read': {
      status: 200,
      body: { positions: [{ id: 7, charityId: 9, name: 'Chair', isDefault: true, isDisabled: false, isNotBoard: false }, { id: 8, charityId: 9, name: 'Events Lead', isDefault: false, isDisabled: false, isNotBoard: true }], total: 2 },
    },
    ...routes,
  });
  renderApp('/charity-admin');
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('Charity Admin', () => {
  it('invites a representative with a role and says so', async () => {
    const { api, user } = open({ 'POST /api/charities/representatives/invite': { status: 200, body: true } });
    await user.click(await screen.findByRole('button', { name: 'Invite Representative' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Representative' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Email can not be empty')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@example.org');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Park');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Charity Representative invited successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/representatives/invite')[0]!.body).toEqual({ charityId: 9, charityRepresentativeRoleId: 5, email: 'sam@example.org', firstName: 'Sam', lastName: 'Park' });
  });

  it('lists pending invitations under the representatives; Resend sends once, Revoke asks first', async () => {
    const pending = { invitations: [{ id: 4, email: 'nia@example.org', firstName: 'Nia', lastName: 'Ray', role: { id: 5, name: 'Basic Access' }, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z' }], total: 1 };
    const { api, user } = open({
      'POST /api/charities/9/invitations/read': { status: 200, body: pending },
      'POST /api/charities/invitations/4/resend': { status: 200, body: true },
      'DELETE /api/charities/invitations/4': { status: 204 },
    });
    const table = await screen.findByRole('table', { name: 'Pending Invitations' }, { timeout: 8000 });
    expect(await within(table).findByText('Nia Ray')).toBeInTheDocument();
    expect(within(table).getByText('Basic Access')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Resend the invitation to nia@example.org' }));
    expect(await screen.findByText('The invitation has been sent again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/invitations/4/resend')).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Revoke the invitation to nia@example.org' }));
    await user.click(within(await screen.findByRole('dialog', { name: /revoke this invitation/ })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/charities/invitations/4')).toHaveLength(1);
  });

  it('offers Resend instead of a second invitation to an e-mail already invited', async () => {
    const pending = { invitations: [{ id: 4, email: 'nia@example.org', firstName: 'Nia', lastName: 'Ray', role: { id: 5, name: 'Basic Access' }, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z' }], total: 1 };
    const { api, user } = open({
      'POST /api/charities/representatives/invite': { status: 409, body: { code: 'INVITATION_PENDING', message: 'An invitation is already pending for this e-mail.', issues: [] } },
      'POST /api/charities/9/invitations/read': { status: 200, body: pending },
      'POST /api/charities/invitations/4/resend': { status: 200, body: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite Representative' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Representative' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nia@example.org');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Nia');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Ray');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const offer = await screen.findByRole('dialog', { name: 'An invitation is already pending for nia@example.org. Send it again?' });
    await user.click(within(offer).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The invitation has been sent again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charities/invitations/4/resend')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/charities/representatives/invite')).toHaveLength(1);
  });

  it('asks before deleting a representative', async () => {
    const { user } = open({ 'DELETE /api/charities/representatives/3': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete Pat Lee' }, { timeout: 8000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you would like to delete this representative?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Representative deleted')).toBeInTheDocument();
  });

  it('lists positions without EDIT or DELETE for a default one, and deactivates after asking', async () => {
    const { user } = open({ 'PUT /api/charities/positions/8/enabled': { status: 200, body: { id: 8, charityId: 9, name: 'Events Lead', isDefault: false, isDisabled: true, isNotBoard: true } } });
    await user.click(await screen.findByRole('button', { name: 'Positions' }, { timeout: 8000 }));
    const table = await screen.findByRole('table', { name: 'Positions' });
    await within(table).findByText('Chair');
    expect(within(table).queryByRole('button', { name: 'Edit Chair' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Chair' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Deactivate Events Lead' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure you would like to deactivate this position?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Position Deactivated')).toBeInTheDocument();
  });
});
