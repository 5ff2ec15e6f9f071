import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderFeedback } from './render-feedback.tsx';

// A file of its own: the snackbar's and the dialog's code has not been loaded in it before.
describe('feedback on first use', () => {
  it('shows the first message and the first wait once their code has arrived', async () => {
    const handles = renderFeedback();
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => handles.notify.error('Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    act(() => handles.loading.show());
    expect(await screen.findByRole('dialog', { name: 'Please stand by' })).toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
