import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Paper, Stack, Tab, Tabs, TextField } from '@mui/material';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { SimplePage } from '../../../components/SimplePage.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useStaffCandidates, type StaffCandidate } from '../api/candidates-api.ts';
import { LoginAsDialog } from '../components/LoginAsDialog.tsx';

/** /boardmatch-candidates: staff list of candidates with Active and Inactive tabs, search, paging, sorting and Login As. */
export default function AdminCandidatesPage() {
  const { t } = useTranslation();
  const query = useListQuery({ filters: { AdminOverride: true, IsDisabled: false as boolean }, sort: { field: 'lastName', isAscending: true } });
  const [loginAs, setLoginAs] = useState<number | null>(null);
  const { data, isFetching, isError } = useStaffCandidates(query.body);

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
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <Button size="small" onClick={() => setLoginAs(c.userId)}>
          {t('adminCandidates.loginAs')}
        </Button>
      ),
    },
  ];

  return (
    <SimplePage title={t('pages.adminCandidates')}>
      <Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, pt: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Tabs value={query.filters.IsDisabled ? 1 : 0} onChange={(_, v: number) => query.setFilter('IsDisabled', v === 1)}>
            <Tab label={t('adminCandidates.active')} />
            <Tab label={t('adminCandidates.inactive')} />
          </Tabs>
          <TextField
            size="small"
            label={t('common.search')}
            placeholder={t('adminCandidates.searchHint')}
            value={query.search}
            onChange={(e) => query.setSearch(e.target.value)}
          />
        </Stack>
        {isError && <Alert severity="error">{t('adminCandidates.loadFailed')}</Alert>}
        <DataTable
          label={t('pages.adminCandidates')}
          columns={columns}
          rows={data?.candidates}
          rowKey={(c) => c.id}
          total={data?.total ?? 0}
          loading={isFetching}
          emptyText={t('adminCandidates.empty')}
          paging={query}
        />
      </Paper>
      <LoginAsDialog targetUserId={loginAs} onClose={() => setLoginAs(null)} />
    </SimplePage>
  );
}
