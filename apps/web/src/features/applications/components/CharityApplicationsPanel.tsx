import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Application } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useDisplay } from '@/lib/use-display.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { usePersonName } from '@/lib/person-name.ts';
import { useApplications } from '@/features/applications/api/find-applications.ts';
import { useStatusName } from './ApplicationDialog.tsx';
import { CharityApplicationDialog } from './CharityApplicationDialog.tsx';

interface CharityApplicationsPanelProps {
  charityId: number;
  positionId: number | null;
  postingId: number | null;
}

/** The Applications tab: the charity's applications (filtered by position and posting; keyed by them), each with VIEW. */
export function CharityApplicationsPanel({ charityId, positionId, postingId }: CharityApplicationsPanelProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const statusName = useStatusName();
  const query = useListQuery({
    filters: { charityId: [charityId], positionId: positionId ? [positionId] : [], postingId: postingId ? [postingId] : [] },
    sort: { field: 'applicationDate', isAscending: false },
  });
  const list = useApplications(query.body);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.applications;
  const open = rows?.find((a) => a.id === openId) ?? null;
  const personName = usePersonName();
  const name = (a: Application) => personName(a.candidate);

  const columns: DataTableColumn<Application>[] = [
    { id: 'candidate', header: t('applications.charity.candidate'), cell: name },
    { id: 'position', header: t('applications.columns.position'), sortField: 'position', cell: (a) => a.charityPosition.name },
    { id: 'posting', header: t('applications.charity.posting'), cell: (a) => `#${a.postingId}` },
    { id: 'status', header: t('applications.columns.status'), sortField: 'status', cell: (a) => statusName(a.applicationStatus) },
    { id: 'applicationDate', header: t('applications.columns.applicationDate'), sortField: 'applicationDate', cell: (a) => display.dateTime(a.applicationDate) },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (a) => (
        <Button size="small" onClick={() => setOpenId(a.id)} aria-label={t('applications.charity.viewLabel', { candidate: name(a) })}>
          {t('common.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t('applications.charity.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped ?? false}
        loading={list.isFetching}
        emptyText={t('applications.charity.empty')}
        paging={query}
      />
      <CharityApplicationDialog application={open} onClose={() => setOpenId(null)} />
    </>
  );
}
