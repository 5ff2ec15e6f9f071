import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PostingFormDialog } from './PostingFormDialog.tsx';

/** The dialog while the charity's positions are read again, then with them in (as after a position was added). */
function ReadingPositionsAgain() {
  const [loading, setLoading] = useState(true);
  const positions = loading ? [{ id: 7, name: 'Treasurer' }] : [{ id: 7, name: 'Treasurer' }, { id: 8, name: 'Outreach Director' }];
  return (
    <>
      <button type="button" onClick={() => setLoading(false)}>
        positions read
      </button>
      <PostingFormDialog open charityId={9} posting={null} positions={positions} positionsLoading={loading} onClose={() => undefined} />
    </>
  );
}

describe('PostingFormDialog', () => {
  it('keeps Board Position closed while the positions are read again, so the list never grows under an open menu', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<ReadingPositionsAgain />);
    const dialog = await screen.findByRole('dialog', { name: 'New Position Posting' }, { timeout: 8000 });
    const position = within(dialog).getByRole('combobox', { name: /Board Position/ });
    expect(position).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'positions read', hidden: true }));
    await waitFor(() => expect(position).not.toHaveAttribute('aria-disabled'));
    await user.click(position);
    expect(await screen.findByRole('option', { name: 'Outreach Director' })).toBeInTheDocument();
  });
});
