import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadFeedback } from './lazy-feedback.ts';
import { renderFeedback } from './render-feedback.tsx';

async function setup() {
  // Their code loads on first use (see first-use.test.tsx); here it has arrived, as after the user's first key or tap.
  await preloadFeedback();
  return renderFeedback();
}

describe('snackbar and loading dialog', () => {
  it('defaults the error and success texts and colours them', async () => {
    const { notify } = await setup();
    act(() => notify.error());
    expect(screen.getByRole('alert')).toHaveTextContent('Whoops, something went wrong... Unexpected Error.');
    expect(screen.getByRole('alert').className).toMatch(/Error/);
    act(() => notify.success());
    expect(screen.getByRole('alert')).toHaveTextContent('Success');
    expect(screen.getByRole('alert').className).toMatch(/Success/);
  });

  it('shows a warning only when it has a text', async () => {
    const { notify } = await setup();
    act(() => notify.warning());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => notify.warning('Check this'));
    expect(screen.getByRole('alert')).toHaveTextContent('Check this');
    expect(screen.getByRole('alert').className).toMatch(/Warning/);
  });

  it('closes with the Close button', async () => {
    const { notify } = await setup();
    act(() => notify.error('Boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Boom')).not.toBeInTheDocument());
  });

  it('closes by itself after 10 seconds', async () => {
    const { notify } = await setup();
    vi.useFakeTimers();
    try {
      act(() => notify.success('Saved'));
      act(() => vi.advanceTimersByTime(9900));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      act(() => vi.runOnlyPendingTimers());
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Please stand by' while work runs and cannot be dismissed with Escape", async () => {
    const { loading } = await setup();
    let finish!: () => void;
    let work!: Promise<void>;
    act(() => {
      work = loading.during(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByRole('dialog', { name: 'Please stand by' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please stand by' })).toBeInTheDocument();
    await act(async () => {
      finish();
      await work;
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please stand by' })).not.toBeInTheDocument());
  });
});
