import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { mockApi, noSession } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { RolesPanel } from './RolesPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const POSTING_MANAGER = {
  id: 3,
  name: 'Posting Manager',
  permissions: [
    { claim: 'charity-posting', description: "The charity's postings and applications", reads: 1, creates: 1, updates: 1, deletes: 1 },
    { claim: 'charity-board', description: "The charity's board and positions", reads: 1, creates: 0, updates: 0, deletes: 0 },
  ],
};

describe('Charity Roles', () => {
  it("says that a Posting Manager adds the positions it posts, in the page's language", async () => {
    mockApi({ 'POST /api/auth/refresh-token': noSession, 'GET /api/charities/9/representative-roles': { status: 200, body: [POSTING_MANAGER] } });
    await renderWithProviders(<RolesPanel charityId={9} />);
    const table = await screen.findByRole('table', { name: /Posting Manager/ });
    expect(within(table).getByText("The charity's postings and applications, and the new positions they post")).toBeInTheDocument();
    await i18next.changeLanguage('fr');
    expect(await within(table).findByText("Les affichages et les candidatures de l'organisme, et les nouveaux postes à afficher")).toBeInTheDocument();
    expect(within(table).getByText("Le conseil et les postes de l'organisme")).toBeInTheDocument();
    await i18next.changeLanguage('en');
  });
});
