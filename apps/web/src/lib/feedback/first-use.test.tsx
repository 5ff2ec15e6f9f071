import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material';
import { FeedbackProvider, useLoading, useNotify, type Loading, type Notify } from './feedback-context.tsx';
import { initI18n } from '../i18n.ts';

// A file of its own: the snackbar's and the dialog's code has not been loaded in it before.
describe('feedback on first use', () => {
  it('shows the first message and the first wait once their code has arrived', async () => {
    initI18n('en');
    const handles: { notify?: Notify; loading?: Loading } = {};
    function Grab() {
      handles.notify = useNotify();
      handles.loading = useLoading();
      return <p>Page</p>;
    }
    render(
      <ThemeProvider theme={createTheme()}>
        <FeedbackProvider>
          <Grab />
        </FeedbackProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => handles.notify!.error('Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    act(() => handles.loading!.show());
    expect(await screen.findByRole('dialog', { name: 'Please stand by' })).toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
