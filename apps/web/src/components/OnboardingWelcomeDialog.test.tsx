import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { OnboardingWelcomeDialog } from './OnboardingWelcomeDialog.tsx';

describe('OnboardingWelcomeDialog', () => {
  it('opens once its page has painted, not in the page’s first draw, and tells whether not to show it again', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<OnboardingWelcomeDialog open title="Welcome" text="Hello" doNotShowLabel="Do not show this message again" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await user.click(screen.getByRole('checkbox', { name: 'Do not show this message again' }));
    await user.click([...dialog.querySelectorAll('button')].filter((b) => b.textContent === 'Close').at(-1)!);
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('stays closed when not open', async () => {
    await renderWithProviders(<OnboardingWelcomeDialog open={false} title="Welcome" text="Hello" doNotShowLabel="Do not show" onClose={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
