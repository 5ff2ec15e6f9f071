import { useEffect, useRef } from 'react';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CHARITY_ORIENTATION_COURSE_ID, CourseType } from '@boardmatch/shared';
import { enrollmentsOptions, firstEnrollmentsQuery, useEnrollments } from '@/features/training/api/find-enrollments.ts';
import { useOpenCourse } from '@/features/training/use-open-course.ts';

/**
 * Charity onboarding step 8: the charity orientation course in a new window. The host's 'refresh course status'
 * (and coming back to this window) reads the enrolments again, then asks the host to check the step.
 */
export function CharityOrientationStep({ complete, onCheck }: { complete: boolean; onCheck: () => Promise<void> }) {
  const { t } = useTranslation();
  const openCourse = useOpenCourse();
  const enrollments = useEnrollments(firstEnrollmentsQuery(CourseType.charity));
  const refetch = useRef(enrollments.refetch);
  refetch.current = enrollments.refetch;
  const check = useRef(onCheck);
  check.current = onCheck;

  useEffect(() => {
    if (complete) return;
    const onFocus = () => void refetch.current().then(() => check.current());
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [complete]);

  if (complete) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <Alert severity="success">{t('training.allRequiredComplete')}</Alert>
        <Typography>{t('training.stepDone')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography>{t('training.stepInstructions')}</Typography>
      <Box>
        <Link component="button" type="button" variant="h6" onClick={() => void openCourse(CHARITY_ORIENTATION_COURSE_ID)}>
          {t('training.trainingCourse')}
        </Link>
      </Box>
    </Stack>
  );
}

/**
 * Reads the enrolments again (the provider's newest progress) before the step is checked. It does not subscribe its host
 * to them: their answer would draw the whole onboarding page again, at once and in one piece.
 */
export function useRefreshCharityEnrollments() {
  const client = useQueryClient();
  // A failed read leaves the check to the server's own record, as before.
  return () => client.fetchQuery({ ...enrollmentsOptions(firstEnrollmentsQuery(CourseType.charity)), staleTime: 0 }).then(
    () => undefined,
    () => undefined,
  );
}
