import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { stubProseMirrorLayout, typeOneKeyAtATime } from '@/test/prosemirror.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

function Controlled({ initial = '', onValue, error, readOnly }: { initial?: string; onValue?: (html: string) => void; error?: string; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Reasons and Goals"
        value={value}
        error={error}
        readOnly={readOnly}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Reset <u>text</u></p>')}>
        reset
      </button>
    </>
  );
}

stubProseMirrorLayout();

const box = () => screen.getByRole('textbox', { name: 'Reasons and Goals' });

describe('RichTextEditor', () => {
  it('is a labelled multi-line box with a bold, italic and underline toolbar', async () => {
    await renderWithProviders(<Controlled initial="<p>Hello <b>board</b></p>" />);
    await waitFor(() => expect(box()).toHaveAttribute('aria-multiline', 'true'));
    expect(box()).toHaveTextContent('Hello board');
    expect(box().querySelector('strong, b')).toHaveTextContent('board');
    for (const name of ['Bold', 'Italic', 'Underline']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('gives what is typed to onChange, with bold from Ctrl+B', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<Controlled onValue={onValue} />);
    await waitFor(() => expect(box()).toBeInTheDocument());
    act(() => box().focus());
    await user.keyboard('{Control>}b{/Control}');
    await typeOneKeyAtATime(user, 'Give');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<p><strong>Give</strong></p>'));
  });

  it('turns a mark on from the toolbar', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled initial="<p>x</p>" />);
    await waitFor(() => expect(box()).toBeInTheDocument());
    act(() => box().focus());
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('shows a value set from outside, such as a form reset, without calling onChange', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<Controlled onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(box()).toHaveTextContent('Reset text'));
    expect(box().querySelector('u')).toHaveTextContent('text');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('names its error and marks the box invalid; read-only turns the toolbar off', async () => {
    await renderWithProviders(<Controlled error="Must be filled" readOnly />);
    await waitFor(() => expect(box()).toHaveAttribute('aria-invalid', 'true'));
    expect(box()).toHaveAccessibleDescription('Must be filled');
    expect(box()).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('previews the text as it will be shown', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled initial="<p><i>Serve</i></p>" />);
    await act(() => user.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByTestId('rich-text-preview').innerHTML).toBe('<p><i>Serve</i></p>');
  });
});
