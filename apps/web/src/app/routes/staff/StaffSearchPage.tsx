import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { LazyTooltip } from '@/components/LazyTooltip.tsx';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import SearchIcon from '@mui/icons-material/Search';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import type { StaffCharity } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useStaffCandidates, type StaffCandidate } from '@/features/staff/api/find-staff-candidates.ts';
import { useStaffCharities } from '@/features/staff/api/find-staff-charities.ts';
import { useCandidateActions } from '@/features/staff/components/use-candidate-actions.tsx';
import { CandidateResume } from '@/features/qualifications/components/CandidateResume.tsx';
import type { CharityDialog, CharityDialogKind } from '@/app/sections/staff/CharityDialogs.tsx';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';

// A charity's dialogs (its forms, panels and the rich-text editor) load when one is first opened, not with the list.
const CharityDialogs = lazyComponent(() => import('@/app/sections/staff/CharityDialogs.tsx').then((m) => m.CharityDialogs), 'CharityDialogs').Component;

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 300;

function CandidateResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const query = useListQuery({ filters: { AdminOverride: true }, search: term, sort: { field: 'lastName', isAscending: true } });
  const { data, isFetching, isError, refetch } = useStaffCandidates(query.body);
  const actions = useCandidateActions({ variant: 'icon', renderResume: (candidateId) => <CandidateResume candidateId={candidateId} /> });
  const columns: DataTableColumn<StaffCandidate>[] = [
    { id: 'email', header: t('adminCandidates.email'), sortField: 'email', cell: (c) => c.user.userName },
    { id: 'firstName', header: t('adminCandidates.firstName'), sortField: 'firstName', cell: (c) => c.user.userInformation.firstName },
    { id: 'lastName', header: t('adminCandidates.lastName'), sortField: 'lastName', cell: (c) => c.user.userInformation.lastName },
    { id: 'status', header: t('adminSearch.status'), cell: (c) => t(c.isDisabled ? 'adminSearch.inactive' : 'adminSearch.active') },
    { id: 'actions', header: t('common.actions'), align: 'right', cell: actions.cell },
  ];
  return (
    <Paper component="section" aria-labelledby="staff-search-candidates" sx={{ mb: 3 }}>
      <Typography id="staff-search-candidates" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
        {t('adminSearch.candidates')} {data ? `(${data.total})` : ''}
      </Typography>
      {isError && <LoadFailed logKey="adminCandidates.loadFailed" onRetry={() => void refetch()} />}
      <DataTable
        label={t('adminSearch.candidates')}
        columns={columns}
        rows={data?.candidates}
        rowKey={(c) => c.id}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('adminSearch.noCandidates')}
        paging={query}
      />
      {actions.dialogs}
    </Paper>
  );
}

const CHARITY_ACTIONS: { kind: CharityDialogKind; Icon: typeof GroupsIcon }[] = [
  { kind: 'users', Icon: PeopleOutlineIcon },
  { kind: 'board', Icon: GroupsIcon },
  { kind: 'postings', Icon: WorkOutlineIcon },
];

function CharityResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const query = useListQuery({ filters: { AdminOverride: true }, search: term, sort: { field: 'name', isAscending: true } });
  const { data, isFetching, isError, refetch } = useStaffCharities(query.body);
  const [dialog, setDialog] = useState<CharityDialog>(null);
  const label = (action: string, charity: StaffCharity) => t('staffCharities.actions.label', { action, charity: charity.name });
  const columns: DataTableColumn<StaffCharity>[] = [
    { id: 'name', header: t('staffCharities.columns.name'), sortField: 'name', cell: (c) => c.name },
    { id: 'email', header: t('staffCharities.columns.email'), sortField: 'email', cell: (c) => c.email ?? '' },
    { id: 'charitableNumber', header: t('staffCharities.columns.charitableNumber'), cell: (c) => c.charitableNumber ?? '' },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (c) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {CHARITY_ACTIONS.map(({ kind, Icon }) => (
            <LazyTooltip key={kind} title={t(`staffCharities.actions.${kind}`)}>
              <IconButton size="small" color="primary" onClick={() => setDialog({ kind, charity: c })} aria-label={label(t(`staffCharities.actions.${kind}`), c)}>
                <Icon fontSize="small" />
              </IconButton>
            </LazyTooltip>
          ))}
          {can('charity.manage') && (
            <LazyTooltip title={t('staffCharities.actions.delete')}>
              <IconButton size="small" color="error" onClick={() => setDialog({ kind: 'delete', charity: c })} aria-label={label(t('staffCharities.actions.delete'), c)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </LazyTooltip>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Paper component="section" aria-labelledby="staff-search-charities">
      <Typography id="staff-search-charities" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
        {t('adminSearch.charities')} {data ? `(${data.total})` : ''}
      </Typography>
      {isError && <LoadFailed logKey="staffCharities.loadFailed" onRetry={() => void refetch()} />}
      <DataTable
        label={t('adminSearch.charities')}
        columns={columns}
        rows={data?.charities}
        rowKey={(c) => c.id}
        total={data?.total ?? 0}
        loading={isFetching}
        emptyText={t('adminSearch.noCharities')}
        paging={query}
      />
      <MountOnce when={dialog !== null}>
        <CharityDialogs dialog={dialog} onClose={() => setDialog(null)} />
      </MountOnce>
    </Paper>
  );
}

/** /boardmatch-search ('Search for Candidates & Charities..'): results only once something is typed, candidates and charities with their actions. */
export default function StaffSearchPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <SimplePage title={t('pages.adminSearch')}>
      <TextField
        fullWidth
        type="search"
        label={t('adminSearch.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ mb: 3, bgcolor: 'background.paper' }}
        slotProps={{ htmlInput: { maxLength: 200 }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      />
      {term ? (
        <>
          {/* A new term starts each list from its first page. */}
          <CandidateResults key={`c-${term}`} term={term} />
          <CharityResults key={`ch-${term}`} term={term} />
        </>
      ) : (
        <Typography color="text.secondary">{t('adminSearch.hint')}</Typography>
      )}
    </SimplePage>
  );
}
