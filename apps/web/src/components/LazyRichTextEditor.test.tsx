import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { stubProseMirrorLayout, typeOneKeyAtATime } from '@/test/prosemirror.ts';
import { LazyRichTextEditor } from './LazyRichTextEditor.tsx';

function Controlled({ initial = '', onValue, error, readOnly }: { initial?: string; onValue?: (html: string) => void; error?: string; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <LazyRichTextEditor
      label="Mission"
      value={value}
      error={error}
      readOnly={readOnly}
      placeholder="What your charity does"
      onChange={(html) => {
        setValue(html);
        onValue?.(html);
      }}
    />
  );
}

stubProseMirrorLayout();
beforeAll(async () => {
  await import('./RichTextEditor.tsx');
}, 120_000);

const box = () => screen.getByRole('textbox', { name: 'Mission' });

describe('LazyRichTextEditor', () => {
  it('shows the text in its labelled box, and makes no editor until the box is chosen', async () => {
    await renderWithProviders(<Controlled initial="<p>Hello <b>board</b></p>" />);
    expect(box()).toHaveTextContent('Hello board');
    expect(box().querySelector('b')).toHaveTextContent('board');
    expect(box()).not.toHaveAttribute('contenteditable');
    expect(document.querySelector('[contenteditable]')).toBeNull();
  });

  it('shows its placeholder when empty', async () => {
    await renderWithProviders(<Controlled />);
    expect(box()).toHaveTextContent('What your charity does');
  });

  it('makes the editor, focused, when the keyboard reaches the box, and what is typed reaches the form', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<Controlled initial="<p>Read</p>" onValue={onValue} />);
    // Past the bar's bold, italic, underline and preview.
    for (let i = 0; i < 5; i++) await user.tab();
    await waitFor(() => expect(box()).toHaveAttribute('contenteditable', 'true'));
    await waitFor(() => expect(box()).toHaveFocus());
    expect(box()).toHaveTextContent('Read');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeEnabled();
    await typeOneKeyAtATime(user, 's');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<p>Reads</p>'));
  });

  it('makes the editor when the box, or a tool of its bar, is clicked', async () => {
    const user = userEvent.setup();
    const view = await renderWithProviders(<Controlled />);
    await user.click(box());
    await waitFor(() => expect(box()).toHaveAttribute('contenteditable', 'true'));
    view.unmount();
    await renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(box()).toHaveAttribute('contenteditable', 'true'));
  });

  it('names its error and marks the box invalid; a read-only box is never an editor', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled initial="<p>Kept</p>" error="Must be filled" readOnly />);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('Must be filled');
    expect(box()).toHaveAttribute('aria-readonly', 'true');
    expect(box()).not.toHaveAttribute('aria-busy');
    await user.click(box());
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(document.querySelector('[contenteditable]')).toBeNull();
  });
});
