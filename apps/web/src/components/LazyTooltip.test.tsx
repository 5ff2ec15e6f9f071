import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './LazyTooltip.tsx';

const button = (onClick = () => undefined) => (
  <LazyTooltip title="Delete">
    <IconButton aria-label="Delete Acme" onClick={onClick}>
      x
    </IconButton>
  </LazyTooltip>
);

describe('LazyTooltip', () => {
  it('shows nothing until the mouse comes to its button, then its text until the mouse leaves', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(button(onClick));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
    await user.unhover(screen.getByRole('button', { name: 'Delete Acme' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows its text to the keyboard, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(button());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete Acme' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Acme' })).toHaveFocus();
  });
});
