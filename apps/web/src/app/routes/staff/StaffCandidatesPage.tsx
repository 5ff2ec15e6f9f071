import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Paper, Stack, Tab, Tabs, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { STAFF_CANDIDATES_LIST, useStaffCandidates, type StaffCandidate } from '@/features/staff/api/find-staff-candidates.ts';
import { CandidateFilters } from '@/features/staff/components/CandidateFilters.tsx';
import { useCandidateActions } from '@/features/staff/components/use-candidate-actions.tsx';
import { CandidateResume } from '@/features/qualifications/components/CandidateResume.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';

/** The resume section of the candidate dialog (it belongs to the qualifications feature). */
const renderResume = (candidateId: number) => <CandidateResume candidateId={candidateId} />;

/**
 * /boardmatch-candidates: staff list of candidates with Active and Inactive tabs, filters (Skills, Causes, City,
 * Province), search, paging and sorting; New Candidate; per row Edit, Login As, Deactivate or Activate, Delete.
 */
export default function StaffCandidatesPage() {
  const { t } = useTranslation();
  const query = useListQuery(STAFF_CANDIDATES_LIST);
  const { data, isFetching, isError, refetch } = useStaffCandidates(query.body);
  const actions = useCandidateActions({ renderResume });
  const inactive = Boolean(query.filters.IsDisabled);

  const columns: DataTableColumn<StaffCandidate>[] = [
    { id: 'email', header: t('adminCandidates.email'), sortField: 'email', cell: (c) => c.user.userName },
    { id: 'firstName', header: t('adminCandidates.firstName'), sortField: 'firstName', cell: (c) => c.user.userInformation.firstName },
    { id: 'lastName', header: t('adminCandidates.lastName'), sortField: 'lastName', cell: (c) => c.user.userInformation.lastName },
    {
      id: 'skills',
      header: t('adminCandidates.skills'),
      cell: (c) => (
        <>
          {c.skills.slice(0, 3).map((s) => (
            <Chip key={s.id} label={s.name} size="small" sx={{ m: 0.25 }} />
          ))}
          {c.skills.length > 3 && <Chip label={`+${c.skills.length - 3}`} size="small" sx={{ m: 0.25 }} />}
        </>
      ),
    },
    {
      id: 'causes',
      header: t('adminCandidates.causes'),
      cell: (c) => (
        <>
          {c.focusAreas.slice(0, 2).map((f) => (
            <Chip key={f.id} label={f.name} size="small" variant="outlined" sx={{ m: 0.25 }} />
          ))}
          {c.focusAreas.length > 2 && <Chip label={`+${c.focusAreas.length - 2}`} size="small" variant="outlined" sx={{ m: 0.25 }} />}
        </>
      ),
    },
    { id: 'actions', header: t('common.actions'), cell: actions.cell },
  ];

  return (
    <SimplePage title={t('pages.adminCandidates')} text={t('pages.adminCandidatesText')}>
      {actions.mayManage && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={actions.create}>
            {t('staffCandidates.newCandidate')}
          </Button>
        </Box>
      )}
      <Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, pt: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Tabs value={inactive ? 1 : 0} onChange={(_, v: number) => query.setFilter('IsDisabled', v === 1)} sx={{ flexShrink: 0 }}>
            <Tab label={t('adminCandidates.active')} />
            <Tab label={t('adminCandidates.inactive')} />
          </Tabs>
          <TextField size="small" label={t('common.search')} placeholder={t('adminCandidates.searchHint')} value={query.search} onChange={(e) => query.setSearch(e.target.value)} sx={{ width: { sm: 280 } }} />
        </Stack>
        <CandidateFilters value={query.filters} onChange={(name, next) => query.setFilter(name, next as never)} />
        {isError && <LoadFailed logKey="adminCandidates.loadFailed" onRetry={() => void refetch()} />}
        <DataTable
          label={t('pages.adminCandidates')}
          columns={columns}
          rows={data?.candidates}
          rowKey={(c) => c.id}
          total={data?.total ?? 0}
          totalCapped={data?.totalCapped ?? false}
          loading={isFetching}
          emptyText={t('adminCandidates.empty')}
          paging={query}
        />
      </Paper>
      {actions.dialogs}
    </SimplePage>
  );
}
