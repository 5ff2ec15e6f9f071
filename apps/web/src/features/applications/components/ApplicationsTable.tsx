import { useState } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Application } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useDisplay } from '@/lib/use-display.ts';
import { ownApplicationsList, useApplications } from '@/features/applications/api/find-applications.ts';
import { ApplicationDialog, useStatusName } from './ApplicationDialog.tsx';
import { CandidateInterviewNote, ChooseTimeButton } from './CandidateInterview.tsx';
import { InterviewDialogs, type InterviewDialogKind } from './InterviewDialogs.tsx';

/**
 * The candidate's applications, paged in the API (10, 20, 50 or all; 20 by default), newest first, each with VIEW,
 * and 'Choose a time' while interview times wait for the candidate (at the card's foot on a phone, with VIEW).
 */
export function ApplicationsTable({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const statusName = useStatusName('candidate');
  const query = useListQuery(ownApplicationsList(candidateId));
  const [openId, setOpenId] = useState<number | null>(null);
  const [interview, setInterview] = useState<{ id: number; kind: InterviewDialogKind } | null>(null);
  const list = useApplications(query.body);
  const rows = list.data?.applications;
  const open = rows?.find((a) => a.id === openId) ?? null;
  const interviewOf = rows?.find((a) => a.id === interview?.id) ?? null;

  const columns: DataTableColumn<Application>[] = [
    { id: 'position', header: t('applications.columns.position'), sortField: 'position', cell: (a) => `${a.charityPosition.name} (#${a.postingId})` },
    { id: 'charity', header: t('applications.columns.charity'), sortField: 'charity', cell: (a) => a.charity.name },
    { id: 'applicationDate', header: t('applications.columns.applicationDate'), sortField: 'applicationDate', cell: (a) => display.dateTime(a.applicationDate) },
    {
      id: 'status',
      header: t('applications.columns.status'),
      sortField: 'status',
      cell: (a) => (
        <>
          {statusName(a.applicationStatus)}
          <CandidateInterviewNote application={a} />
        </>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (a) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <ChooseTimeButton application={a} onOpen={(kind) => setInterview({ id: a.id, kind })} />
          <Button size="small" onClick={() => setOpenId(a.id)} aria-label={t('applications.viewLabel', { position: a.charityPosition.name })}>
            {t('common.view')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Paper variant="outlined">
      <DataTable
        label={t('applications.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped ?? false}
        loading={list.isFetching}
        emptyText={t('applications.empty')}
        paging={query}
      />
      <ApplicationDialog application={open} onClose={() => setOpenId(null)} />
      <InterviewDialogs application={interviewOf} open={interview?.kind ?? null} onClose={() => setInterview(null)} />
    </Paper>
  );
}
