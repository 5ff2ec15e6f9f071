import { Alert, Box, LinearProgress, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { trainingStatus, type TrainingStatus } from '@boardmatch/shared';
import { useEnrollments } from '@/features/training/api/find-enrollments.ts';
import { useOpenCourse } from '@/features/training/use-open-course.ts';

const STATUS_KEY = {
  Completed: 'training.status.completed',
  'In Progress': 'training.status.inProgress',
  'Not Started': 'training.status.notStarted',
} as const satisfies Record<TrainingStatus, string>;

const STATUS_COLOUR: Record<TrainingStatus, string> = { Completed: 'success.main', 'In Progress': 'warning.dark', 'Not Started': 'text.secondary' };

function day(value: string | null): string {
  return value ? value.slice(0, 10) : '';
}

/** The enrolment table of the Training page: one row per course of the type, with status and 'Go To Course'. */
export function EnrollmentTable({ type, userId }: { type: number; userId?: number }) {
  const { t } = useTranslation();
  const enrollments = useEnrollments(type, userId);
  const openCourse = useOpenCourse();

  if (enrollments.isPending) return <LinearProgress aria-label={t('training.columns.course')} />;
  if (enrollments.isError) return <Alert severity="error">{t('training.loadFailed')}</Alert>;
  if (enrollments.data.length === 0) return <Typography color="text.secondary">{t('training.noCourses')}</Typography>;

  return (
    <TableContainer>
      <Table size="small" aria-label={t('pages.training')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('training.columns.course')}</TableCell>
            <TableCell>{t('training.columns.status')}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{t('training.columns.progress')}</TableCell>
            <TableCell>{t('training.columns.startedAt')}</TableCell>
            <TableCell>{t('training.columns.completedAt')}</TableCell>
            <TableCell>{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {enrollments.data.map((e) => {
            const status = trainingStatus(e.percentage_completed, e.started_at);
            const percent = Math.round(e.percentage_completed * 100);
            return (
              <TableRow key={e.course_id} data-testid={`course-${e.course_id}`}>
                <TableCell>{e.course_name}</TableCell>
                <TableCell>
                  <Typography component="span" variant="body2" sx={{ color: STATUS_COLOUR[status], fontWeight: 600 }}>
                    {t(STATUS_KEY[status])}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <LinearProgress variant="determinate" value={percent} sx={{ flexGrow: 1 }} aria-label={`${e.course_name}: ${t('training.percent', { percent })}`} />
                    <Typography variant="caption">{t('training.percent', { percent })}</Typography>
                  </Box>
                </TableCell>
                <TableCell>{day(e.started_at)}</TableCell>
                <TableCell>{day(e.completed_at)}</TableCell>
                <TableCell>
                  {e.can_open === false ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('courses.notOnAcademy')}
                    </Typography>
                  ) : (
                    <Link component="button" type="button" onClick={() => void openCourse(e.course_id)} aria-label={`${t('training.goToCourse')}: ${e.course_name}`}>
                      {t('training.goToCourse')}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
