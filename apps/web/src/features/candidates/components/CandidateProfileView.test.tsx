import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { mockApi, noSession, sessionBody } from '@/test/mock-api.ts';
import { makeSession } from '@/test/fixtures.ts';
import { makeView } from '@/features/candidates/test/profile-fixtures.ts';
import { CandidateProfileView } from './CandidateProfileView.tsx';

afterEach(() => vi.unstubAllGlobals());

async function show(props: { candidateId: number; postingId?: number }) {
  await renderWithProviders(<CandidateProfileView {...props} />);
}

describe('CandidateProfileView', () => {
  it('reads a signed-in visitor through the authenticated call with the posting, and shows every section', async () => {
    const api = mockApi({
      'POST /api/auth/refresh-token': { status: 200, body: sessionBody() },
      'GET /api/users/session': { status: 200, body: makeSession({ selected: 'charityRepresentative' }) },
      'GET /api/candidates/4': {
        status: 200,
        body: makeView({ email: 'pat@example.org', phone: { number: '416-555-0100', extension: null }, profileImageUrl: '/api/images/12?s=signature12' }),
      },
    });
    await show({ candidateId: 4, postingId: 9 });
    expect(await screen.findByRole('heading', { name: /Pat Lee/ }, { timeout: 5000 })).toHaveTextContent('(She/Her)');
    // The picture is shown at the (signed) URL the API answered, never built from an id.
    expect(screen.getByRole('img', { name: 'Profile image of Pat Lee' })).toHaveAttribute('src', '/api/images/12?s=signature12');
    expect(api.callsTo('GET', '/api/candidates/4')[0]!.query.get('pid')).toBe('9');
    expect(screen.getByText('Controller at Acme')).toBeInTheDocument();
    expect(screen.getByText('Toronto, ON, Canada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pat@example.org' })).toHaveAttribute('href', 'mailto:pat@example.org');
    expect(screen.getByText(/416-555-0100/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('Finance')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Areas of Focus' })).getByText('Health')).toBeInTheDocument();
    for (const heading of ['About Me', 'Why do I want to Volunteer?', 'Education', 'Experience']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/pat');
    // Work duration: years, or months under one year.
    expect(screen.getByText(/\(3 years\)/)).toBeInTheDocument();
    expect(screen.getByText(/\(5 months\)/)).toBeInTheDocument();
    // The overlay goes after 1 second.
    await waitFor(() => expect(screen.queryByTestId('profile-overlay')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('reads an anonymous visitor through the public call, which has no phone or e-mail', async () => {
    const api = mockApi({ 'POST /api/auth/refresh-token': noSession, 'GET /api/candidates/public/4': { status: 200, body: makeView() } });
    await show({ candidateId: 4 });
    expect(await screen.findByRole('heading', { name: /Pat Lee/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/candidates/4')).toHaveLength(0);
    expect(screen.queryByText(/Email:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Phone:/)).not.toBeInTheDocument();
  });

  it('says so when the profile is not available', async () => {
    mockApi({ 'POST /api/auth/refresh-token': noSession, 'GET /api/candidates/public/4': { status: 404, body: { code: 'NOT_FOUND', message: 'x', issues: [] } } });
    await show({ candidateId: 4 });
    expect(await screen.findByText('This candidate profile is not available.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
