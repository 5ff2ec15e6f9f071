import { useState } from 'react';
import { Button, Chip, IconButton, Stack } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { ApplicationStatus, type Application } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useDisplay } from '@/lib/use-display.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { usePersonName } from '@/lib/person-name.ts';
import { useApplications } from '@/features/applications/api/find-applications.ts';
import { useShortlistApplication } from '@/features/applications/api/application-pipeline.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useStatusName } from './ApplicationDialog.tsx';
import { CharityApplicationDialog } from './CharityApplicationDialog.tsx';
import { DeclineSeveralDialog } from './DeclineSeveralDialog.tsx';

interface CharityApplicationsPanelProps {
  charityId: number;
  positionId: number | null;
  postingId: number | null;
  /** Opened from '{n} applicants are waiting for a reply': the 'Needs a reply' filter on. */
  needsReply?: boolean;
}

/**
 * The Applications tab: the charity's applications (filtered by position and posting; keyed by them), each with VIEW,
 * a shortlist star, and the 'Needs a reply' (still Applied) and 'Shortlisted' filters.
 */
export function CharityApplicationsPanel({ charityId, positionId, postingId, needsReply: needsReplyFirst = false }: CharityApplicationsPanelProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const statusName = useStatusName();
  const query = useListQuery({
    filters: {
      charityId: [charityId],
      positionId: positionId ? [positionId] : [],
      postingId: postingId ? [postingId] : [],
      applicationStatusId: (needsReplyFirst ? [ApplicationStatus.applied] : []) as number[],
      shortlisted: null as boolean | null,
    },
    sort: { field: 'applicationDate', isAscending: false },
  });
  const list = useApplications(query.body);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.applications;
  const open = rows?.find((a) => a.id === openId) ?? null;
  const personName = usePersonName();
  const name = (a: Application) => personName(a.candidate);
  const can = useCan();
  const notify = useNotify();
  const shortlist = useShortlistApplication();
  const mayStar = can('application.shortlist', { charityId, candidateId: 0 });
  const mayAnswer = can('application.answer', { charityId });
  const [decliningSeveral, setDecliningSeveral] = useState(false);
  const declinable = (rows ?? []).filter((a) => can('application.move', { ...a, from: a.applicationStatusId, to: ApplicationStatus.declinedByCharity }));
  const needsReply = query.filters.applicationStatusId.length > 0;
  const onlyShortlisted = query.filters.shortlisted === true;
  const toggleStar = (a: Application) =>
    shortlist.mutate({ id: a.id, shortlisted: !a.shortlisted }, { onError: () => notify.error() });

  const starColumn: DataTableColumn<Application> = {
    id: 'shortlisted',
    header: t('pipeline.shortlistColumn'),
    cell: (a) => (
      <IconButton
        size="small"
        aria-pressed={a.shortlisted}
        aria-label={t(a.shortlisted ? 'pipeline.unshortlist' : 'pipeline.shortlist', { candidate: name(a) })}
        disabled={shortlist.isPending && shortlist.variables?.id === a.id}
        onClick={() => toggleStar(a)}
        color={a.shortlisted ? 'warning' : 'default'}
      >
        {a.shortlisted ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    ),
  };
  const columns: DataTableColumn<Application>[] = [
    ...(mayStar ? [starColumn] : []),
    { id: 'candidate', header: t('applications.charity.candidate'), cell: name },
    { id: 'position', header: t('applications.columns.position'), sortField: 'position', cell: (a) => a.charityPosition.name },
    { id: 'posting', header: t('applications.charity.posting'), cell: (a) => `#${a.postingId}` },
    { id: 'status', header: t('applications.columns.status'), sortField: 'status', cell: (a) => statusName(a.applicationStatus) },
    { id: 'applicationDate', header: t('applications.columns.applicationDate'), sortField: 'applicationDate', cell: (a) => display.dateTime(a.applicationDate) },
    {
      id: 'waiting',
      header: t('pipeline.waitingColumn'),
      cell: (a) =>
        a.waiting && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{t('pipeline.waitingDays', { count: a.waiting.days })}</span>
            {a.waiting.overdue && <Chip size="small" color="error" label={t('pipeline.overdue')} title={t('pipeline.overdueLabel')} />}
          </Stack>
        ),
    },
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
      <Stack direction="row" role="group" aria-label={t('pipeline.filtersLabel')} sx={{ px: 2, pt: 2, pb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={t('pipeline.needsReply')}
          clickable
          aria-pressed={needsReply}
          color={needsReply ? 'primary' : 'default'}
          variant={needsReply ? 'filled' : 'outlined'}
          onClick={() => query.setFilter('applicationStatusId', needsReply ? [] : [ApplicationStatus.applied])}
        />
        <Chip
          label={t('pipeline.shortlisted')}
          icon={<StarIcon />}
          clickable
          aria-pressed={onlyShortlisted}
          color={onlyShortlisted ? 'primary' : 'default'}
          variant={onlyShortlisted ? 'filled' : 'outlined'}
          onClick={() => query.setFilter('shortlisted', onlyShortlisted ? null : true)}
        />
        {mayAnswer && (
          <Button size="small" variant="outlined" color="error" sx={{ ml: 'auto' }} onClick={() => setDecliningSeveral(true)} disabled={!rows}>
            {t('pipeline.declineSeveral')}
          </Button>
        )}
      </Stack>
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
      {decliningSeveral && <DeclineSeveralDialog applications={declinable} onClose={() => setDecliningSeveral(false)} />}
    </>
  );
}
