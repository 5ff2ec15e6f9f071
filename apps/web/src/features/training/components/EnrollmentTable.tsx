import { Alert, Box, LinearProgress, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { trainingStatus, type Enrollment, type TrainingStatus } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { enrollmentsList, useEnrollments } from '@/features/training/api/find-enrollments.ts';
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

/**
 * The enrolment table of the Training page: one row per course of the type, with status and 'Go To Course', paged by
 * the server (the required orientation course first).
 */
export function EnrollmentTable({ type, userId }: { type: number; userId?: number }) {
  const { t } = useTranslation();
  const query = useListQuery(enrollmentsList(type, userId));
  const enrollments = useEnrollments(query.body);
  const openCourse = useOpenCourse();

  if (enrollments.isPending) return <LinearProgress aria-label={t('training.columns.course')} />;
  if (enrollments.isError) return <Alert severity="error">{t('training.loadFailed')}</Alert>;
  if (enrollments.data.total === 0) return <Typography color="text.secondary">{t('training.noCourses')}</Typography>;

  const columns: DataTableColumn<Enrollment>[] = [
    { id: 'course', header: t('training.columns.course'), cell: (e) => e.course_name },
    {
      id: 'status',
      header: t('training.columns.status'),
      cell: (e) => {
        const status = trainingStatus(e.percentage_completed, e.started_at);
        return (
          <Typography component="span" variant="body2" sx={{ color: STATUS_COLOUR[status], fontWeight: 600 }}>
            {t(STATUS_KEY[status])}
          </Typography>
        );
      },
    },
    {
      id: 'progress',
      header: t('training.columns.progress'),
      cell: (e) => {
        const percent = Math.round(e.percentage_completed * 100);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
            <LinearProgress variant="determinate" value={percent} sx={{ flexGrow: 1 }} aria-label={`${e.course_name}: ${t('training.percent', { percent })}`} />
            <Typography variant="caption">{t('training.percent', { percent })}</Typography>
          </Box>
        );
      },
    },
    { id: 'startedAt', header: t('training.columns.startedAt'), cell: (e) => day(e.started_at) },
    { id: 'completedAt', header: t('training.columns.completedAt'), cell: (e) => day(e.completed_at) },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (e) =>
        e.can_open === false ? (
          <Typography variant="body2" color="text.secondary">
            {t('courses.notOnAcademy')}
          </Typography>
        ) : (
          <Link component="button" type="button" onClick={() => void openCourse(e.course_id)} aria-label={`${t('training.goToCourse')}: ${e.course_name}`}>
            {t('training.goToCourse')}
          </Link>
        ),
    },
  ];

  return (
    <DataTable
      label={t('pages.training')}
      columns={columns}
      rows={enrollments.data.enrollments}
      rowKey={(e) => e.course_id}
      rowTestId={(e) => `course-${e.course_id}`}
      total={enrollments.data.total}
      totalCapped={enrollments.data.totalCapped}
      loading={enrollments.isFetching}
      emptyText={t('training.noCourses')}
      paging={query}
      allowAll={false}
    />
  );
}
