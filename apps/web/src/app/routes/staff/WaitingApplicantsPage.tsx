import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { REPLY_DEADLINE_WORKING_DAYS, type WaitingApplicant, type WaitingRepresentative } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useDisplay } from '@/lib/use-display.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useWaitingApplicants } from '@/features/staff/api/find-waiting-applicants.ts';
import { useRemindWaitingApplicant } from '@/features/staff/api/remind-waiting-applicant.ts';
import { downloadWaitingApplicantsCsv } from '@/features/staff/api/download-waiting-applicants-csv.ts';
import { StaffOnly } from '@/features/staff/components/StaffOnly.tsx';

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** A representative to call: their name, phone (a tel: link) and e-mail (a mailto: link). */
function Representative({ person }: { person: WaitingRepresentative }) {
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {fullName(person) || person.email}
      </Typography>
      {person.phone && (
        <>
          {' · '}
          <Link variant="body2" href={`tel:${person.phone.replace(/[^0-9+]/g, '')}`}>
            {person.phone}
          </Link>
        </>
      )}
      {' · '}
      <Link variant="body2" href={`mailto:${person.email}`}>
        {person.email}
      </Link>
    </Box>
  );
}

/**
 * /boardmatch-waiting-applicants: every application a charity has left without a reply for 10 working days or more,
 * by charity, with the representatives to call, 'Remind' (the 'Reply overdue' mail again, once a day) and CSV. Staff
 * who read charities (both roles).
 */
export default function WaitingApplicantsPage() {
  const { t } = useTranslation();
  // Painted before the session is known as staff see it.
  const can = useCan({ paintAllowed: true });
  const allowed = can('application.waiting-list');
  const display = useDisplay();
  const notify = useNotify();
  const query = useListQuery({ filters: { AdminOverride: true } });
  const { data, isFetching, isError } = useWaitingApplicants(query.body, allowed);
  const remind = useRemindWaitingApplicant();
  const [exporting, setExporting] = useState(false);

  const sendReminder = async (a: WaitingApplicant) => {
    try {
      await remind.mutateAsync(a.applicationId);
      notify.success(t('waitingApplicants.reminded'));
    } catch (error) {
      // A second press the same day: the API says a reminder already went.
      notify.error(serverMessage(error) ?? t('errors.somethingWentWrong'));
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWaitingApplicantsCsv();
    } catch (error) {
      notify.error(serverMessage(error) ?? t('errors.somethingWentWrong'));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<WaitingApplicant>[] = [
    { id: 'charity', header: t('waitingApplicants.columns.charity'), primary: true, cell: (a) => a.charity.name },
    { id: 'posting', header: t('waitingApplicants.columns.posting'), cell: (a) => `${a.posting.positionName} (#${a.posting.id})` },
    { id: 'candidate', header: t('waitingApplicants.columns.candidate'), cell: (a) => fullName(a.candidate) },
    { id: 'applied', header: t('waitingApplicants.columns.applied'), cell: (a) => display.day(a.applicationDate) },
    { id: 'days', header: t('waitingApplicants.columns.daysWaiting'), cell: (a) => t('waitingApplicants.days', { count: a.daysWaiting }) },
    {
      id: 'representatives',
      header: t('waitingApplicants.columns.representatives'),
      cell: (a) =>
        a.representatives.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('waitingApplicants.noRepresentative')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {a.representatives.map((r) => (
              <Representative key={r.email} person={r} />
            ))}
          </Box>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (a) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={remind.isPending}
            onClick={() => void sendReminder(a)}
            aria-label={t('waitingApplicants.remindLabel', { charity: a.charity.name, candidate: fullName(a.candidate) })}
          >
            {t('waitingApplicants.remind')}
          </Button>
          {a.remindedAt && (
            <Typography variant="caption" color="text.secondary">
              {t('waitingApplicants.remindedOn', { date: display.dateTime(a.remindedAt) })}
            </Typography>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <SimplePage title={t('waitingApplicants.title')} text={allowed ? t('waitingApplicants.intro', { days: REPLY_DEADLINE_WORKING_DAYS }) : undefined}>
      <StaffOnly allowed={allowed} message={t('errors.notAllowed')}>
        <Paper>
          <Box sx={{ p: 2, display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting}>
              {t('waitingApplicants.exportCsv')}
            </Button>
          </Box>
          {isError && <Alert severity="error">{t('waitingApplicants.loadFailed')}</Alert>}
          <DataTable
            label={t('waitingApplicants.tableLabel')}
            columns={columns}
            rows={data?.applicants}
            rowKey={(a) => a.applicationId}
            total={data?.total ?? 0}
            loading={isFetching}
            emptyText={t('waitingApplicants.empty')}
            paging={query}
            allowAll={false}
          />
        </Paper>
      </StaffOnly>
    </SimplePage>
  );
}
