import { render } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material';
import { FeedbackProvider, useLoading, useNotify, type Loading, type Notify } from './feedback-context.tsx';
import { initI18n } from '@/lib/i18n.ts';

/** Tests' helper: the feedback provider around a page that says 'Page', with its notify and loading handles. */
export function renderFeedback() {
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
  return handles as Required<typeof handles>;
}
