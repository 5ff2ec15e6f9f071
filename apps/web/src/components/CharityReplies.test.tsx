import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import type { PostingSummary } from '@boardmatch/shared';
import { PostingSummaryView } from './PostingSummaryView.tsx';
import { CharityReplies } from './CharityReplies.tsx';

const makePosting = (o: Partial<PostingSummary>): PostingSummary => ({
  id: 42,
  charityId: 9,
  charity: { id: 9, name: 'Hope Food Bank' },
  charityPosition: { id: 7, name: 'Treasurer', isNotBoard: false },
  description: '<p>Keep the books</p>',
  specialRequirements: null,
  startDate: '2027-01-01',
  endDate: '2028-01-01',
  expiryDate: '2099-01-01',
  datePosted: '2026-01-01T10:00:00.000Z',
  charityPostingStatusId: 1,
  candidateSkill: [],
  applied: false,
  applyBlocker: null,
  ...o,
});

describe("a charity's replies", () => {
  it("shows 'Usually replies within {n} days' and 'Replies to {p}% of applicants' on a posting summary", async () => {
    await renderWithProviders(<PostingSummaryView posting={makePosting({ charityReplies: { medianDays: 4, sharePercent: 75, applications: 4 } })} />);
    expect(screen.getByText('Usually replies within 4 days')).toBeInTheDocument();
    expect(screen.getByText('Replies to 75% of applicants')).toBeInTheDocument();
  });

  it('says one day in the singular, and only the share when no application was answered yet', async () => {
    const { unmount } = await renderWithProviders(<CharityReplies replies={{ medianDays: 1, sharePercent: 100, applications: 3 }} />);
    expect(screen.getByText('Usually replies within 1 day')).toBeInTheDocument();
    unmount();
    await renderWithProviders(<CharityReplies replies={{ medianDays: null, sharePercent: 0, applications: 3 }} />);
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
    expect(screen.getByText('Replies to 0% of applicants')).toBeInTheDocument();
  });

  it('shows nothing before the charity has enough applications', async () => {
    await renderWithProviders(<PostingSummaryView posting={makePosting({ charityReplies: null })} />);
    expect(screen.queryByText(/Usually replies|Replies to/)).not.toBeInTheDocument();
  });
});
