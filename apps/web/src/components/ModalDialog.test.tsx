import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ModalDialog } from './ModalDialog.tsx';
import '@/lib/i18n.ts';

function Saving({ save }: { save: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const submit = () => {
    // As react-hook-form does: the fields are checked before the save starts.
    void Promise.resolve().then(async () => {
      setBusy(true);
      await save();
      setBusy(false);
    });
  };
  return (
    <ModalDialog open title="New Position" onClose={() => {}} onSubmit={submit} submitting={busy}>
      text
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('saves once when Submit is pressed twice fast, and again once the first save has ended', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Saving save={save} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await vi.waitFor(() => expect(submit).toBeDisabled());
    fireEvent.click(submit);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  });

  it('holds a second press until the promise a save returns has settled, even when it fails at once', async () => {
    let fail: (error: Error) => void = () => {};
    const save = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(
      <ModalDialog open title="Share" onClose={() => {}} onSubmit={save}>
        text
      </ModalDialog>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(save).toHaveBeenCalledTimes(1);
    fail(new Error('refused'));
    await vi.waitFor(() => {
      fireEvent.click(submit);
      expect(save).toHaveBeenCalledTimes(2);
    });
  });
});
