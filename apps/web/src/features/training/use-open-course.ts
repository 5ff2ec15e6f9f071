import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { getCourseUrl } from './api/get-course-url.ts';

/**
 * Opens a course (or the provider's home, without a course id) in a new window through the authenticate call.
 * The window is opened at once, inside the click, so browsers do not block it; it is pointed at the address
 * once it arrives, or closed with 'Could not open course' when none comes back.
 */
export function useOpenCourse() {
  const { t } = useTranslation();
  const notify = useNotify();
  return useCallback(
    async (courseId?: number, returnTo?: string) => {
      const win = window.open('', '_blank');
      try {
        const result = await getCourseUrl(courseId, returnTo);
        if (!result?.url) throw new Error('no address');
        // The Academy answers a path of this app; the blank window resolves nothing by itself.
        const url = new URL(result.url, window.location.href).toString();
        if (win) {
          win.opener = null;
          win.location.href = url;
        } else {
          window.open(url, '_blank', 'noopener');
        }
      } catch {
        win?.close();
        notify.error(t('training.couldNotOpenCourse'));
      }
    },
    [notify, t],
  );
}
