import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CourseType, ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { firstEnrollmentsQuery, useEnrollments } from '@/features/training/api/find-enrollments.ts';
import { useOpenCourse } from '@/features/training/use-open-course.ts';
import { hasCompletedOrientation, useRefreshClaims } from '@/features/training/use-refresh-claims.ts';

/**
 * Onboarding step 4: the orientation course and its status. The step is complete when the session holds the
 * claim candidate-thinkific-enrollment-complete; reading the enrolments refreshes them from the provider, and a
 * new token brings the claim. Checked on load, when the user comes back to this window, and on request.
 */
export function OrientationStep({ onCompleted }: { onCompleted?: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { session } = useAuth();
  // The first page is enough: the orientation course comes first of its type.
  const enrollments = useEnrollments(firstEnrollmentsQuery(CourseType.candidate));
  const refreshClaims = useRefreshClaims();
  const openCourse = useOpenCourse();
  const [checking, setChecking] = useState(false);
  const complete = hasCompletedOrientation(session);
  const completeRef = useRef(complete);
  completeRef.current = complete;
  // The parent may pass a new function on every render; the checks below must not restart for that.
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const refetchRef = useRef(enrollments.refetch);
  refetchRef.current = enrollments.refetch;

  // One check at a time: a second request (the window regains focus as the button is pressed) joins the check
  // in flight. Two refetches would cancel each other, and the cancelled one would read the old enrolments.
  const running = useRef<Promise<boolean> | null>(null);

  /** Reads the enrolments again; when the course is complete but the claim is not yet in the session, renews it. */
  const check = useCallback(
    async (announce: boolean) => {
      if (completeRef.current) return;
      running.current ??= (async () => {
        setChecking(true);
        try {
          const rows = (await refetchRef.current({ cancelRefetch: false })).data?.enrollments ?? [];
          const done = rows.some((r) => r.course_id === ORIENTATION_COURSE_ID && r.percentage_completed >= 1);
          const next = done ? await refreshClaims() : null;
          if (!hasCompletedOrientation(next)) return false;
          notify.success(t('training.allRequiredComplete'));
          onCompletedRef.current?.();
          return true;
        } finally {
          setChecking(false);
          running.current = null;
        }
      })();
      try {
        if (!(await running.current) && announce) notify.info(t('training.notYetComplete'));
      } catch {
        if (announce) notify.error();
      }
    },
    [refreshClaims, notify, t],
  );

  // On load, and whenever the user returns from the course window.
  useEffect(() => {
    void check(false);
    const onFocus = () => void check(false);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [check]);

  if (complete) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <Alert severity="success">{t('training.allRequiredComplete')}</Alert>
        <Typography>{t('training.stepDone')}</Typography>
        <Box>
          <Link component={RouterLink} to="/candidate-training">
            {t('pages.training')}
          </Link>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography>{t('training.stepInstructions')}</Typography>
      <Box>
        <Link component="button" type="button" variant="h6" onClick={() => void openCourse(ORIENTATION_COURSE_ID)}>
          {t('training.trainingCourse')}
        </Link>
      </Box>
      <Box>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void check(true)} disabled={checking}>
          {t('training.refreshStatus')}
        </Button>
      </Box>
    </Stack>
  );
}
