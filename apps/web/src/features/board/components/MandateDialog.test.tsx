import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { MandateDialog } from './MandateDialog.tsx';

/** The dialog while the charity's positions are read again, then with them in (as after a position was added). */
function ReadingPositionsAgain() {
  const [loading, setLoading] = useState(true);
  const positions = loading ? [{ id: 7, name: 'Treasurer' }] : [{ id: 7, name: 'Treasurer' }, { id: 8, name: 'Secretary' }];
  return (
    <>
      <button type="button" onClick={() => setLoading(false)}>
        positions read
      </button>
      <MandateDialog open charityId={9} mandate={null} positions={positions} positionsLoading={loading} onClose={() => undefined} />
    </>
  );
}

describe('MandateDialog', () => {
  it('keeps Position closed while the positions are read again, so the list never grows under an open menu', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<ReadingPositionsAgain />);
    const dialog = await screen.findByRole('dialog', { name: 'New Board Member' }, { timeout: 8000 });
    const position = within(dialog).getByRole('combobox', { name: /^Position/ });
    expect(position).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'positions read', hidden: true }));
    await waitFor(() => expect(position).not.toHaveAttribute('aria-disabled'));
    await user.click(position);
    expect(await screen.findByRole('option', { name: 'Secretary' })).toBeInTheDocument();
  });
});
