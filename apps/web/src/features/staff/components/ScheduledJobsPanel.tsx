import { useTranslation } from 'react-i18next';
import { useDisplay } from '@/lib/use-display.ts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ScheduledJob } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useScheduledJobs } from '@/features/staff/api/find-scheduled-jobs.ts';
import { useRunScheduledJob } from '@/features/staff/api/run-scheduled-job.ts';

/** 'Scheduled jobs' (the staff role Admin's): each job's last run, outcome and next run, and 'Run now'. */
export function ScheduledJobsPanel() {
  const { t } = useTranslation();
  const display = useDisplay();
  const notify = useNotify();
  const list = useScheduledJobs();
  const run = useRunScheduledJob();
  const jobName = (job: ScheduledJob) => t(`staffAdmin.scheduledJobs.names.${job.name}`);
  const summary = (job: ScheduledJob) =>
    Object.entries(job.lastRun?.summary ?? {})
      .map(([kind, count]) => t(`staffAdmin.scheduledJobs.summary.${kind as 'mailBodies'}`, { count }))
      .join(' · ');

  const runNow = async (job: ScheduledJob) => {
    try {
      const result = await run.mutateAsync(job.name);
      if (result.outcome === 'failed') notify.error(t('staffAdmin.scheduledJobs.failed'));
      else notify.success(t('staffAdmin.scheduledJobs.ran'));
    } catch (error) {
      notify.error(isApiError(error) && error.status === 409 ? t('staffAdmin.scheduledJobs.alreadyRunning') : undefined);
    }
  };

  const columns: DataTableColumn<ScheduledJob>[] = [
    {
      id: 'job',
      header: t('staffAdmin.scheduledJobs.job'),
      primary: true,
      cell: (job) => (
        <>
          {jobName(job)}
          <Typography variant="body2" color="text.secondary">
            {t(`staffAdmin.scheduledJobs.descriptions.${job.name}`)}
          </Typography>
        </>
      ),
    },
    { id: 'last', header: t('staffAdmin.scheduledJobs.lastRun'), cell: (job) => (job.lastRun ? display.dateTime(job.lastRun.startedAt) : t('staffAdmin.scheduledJobs.never')) },
    {
      id: 'outcome',
      header: t('staffAdmin.scheduledJobs.outcome'),
      cell: (job) =>
        job.lastRun ? (
          <>
            {t(`staffAdmin.scheduledJobs.${job.lastRun.outcome ?? 'running'}`)}
            {summary(job) && (
              <Typography variant="body2" color="text.secondary">
                {summary(job)}
              </Typography>
            )}
          </>
        ) : (
          '—'
        ),
    },
    { id: 'next', header: t('staffAdmin.scheduledJobs.nextRun'), cell: (job) => display.dateTime(job.nextRun) },
    {
      id: 'actions',
      header: '',
      cell: (job) => (
        <Button
          variant="outlined"
          size="small"
          disabled={run.isPending}
          aria-label={t('staffAdmin.scheduledJobs.runNowLabel', { job: jobName(job) })}
          onClick={() => void runNow(job)}
        >
          {t('staffAdmin.scheduledJobs.runNow')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label={t('staffAdmin.scheduledJobs.panel')}
      columns={columns}
      rows={list.data?.jobs}
      rowKey={(job) => job.name}
      loading={list.isFetching}
      emptyText={t('staffAdmin.scheduledJobs.never')}
    />
  );
}
