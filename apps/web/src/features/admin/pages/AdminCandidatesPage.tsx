import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { SimplePage } from '../../../components/SimplePage.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/feedback/feedback-context.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useStaffCandidates, type StaffCandidate } from '../api/candidates-api.ts';
import { useDeleteCandidate, useSetCandidateEnabled } from '../api/staff-candidates-api.ts';
import { CandidateDialog } from '../components/CandidateDialog.tsx';
import { CandidateFilters } from '../components/CandidateFilters.tsx';
import { LoginAsDialog } from '../components/LoginAsDialog.tsx';

type RowAction = 'deactivate' | 'activate' | 'delete';

const CONFIRM = {
  deactivate: 'staffCandidates.confirmDeactivate',
  activate: 'staffCandidates.confirmActivate',
  delete: 'staffCandidates.confirmDelete',
} as const satisfies Record<RowAction, string>;
const DONE = {
  deactivate: 'staffCandidates.disabled',
  activate: 'staffCandidates.activated',
  delete: 'staffCandidates.deleted',
} as const satisfies Record<RowAction, string>;

interface AdminCandidatesPageProps {
  /** The resume section of the candidate dialog, composed by the route (it belongs to another feature). */
  renderResume?: (candidateId: number) => ReactNode;
}

/**
 * /boardmatch-candidates: staff list of candidates with Active and Inactive tabs, filters (Skills, Causes, City,
 * Province), search, paging and sorting; New Candidate; per row Edit, Login As, Deactivate or Activate, Delete.
 */
export default function AdminCandidatesPage({ renderResume }: AdminCandidatesPageProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const can = useCan();
  const { session } = useAuth();
  const query = useListQuery({
    filters: { AdminOverride: true, IsDisabled: false as boolean, skillSet: [] as number[], focusAreas: [] as number[], City: [] as string[], Province: [] as number[] },
    sort: { field: 'lastName', isAscending: true },
  });
  const [loginAs, setLoginAs] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ action: RowAction; candidate: StaffCandidate } | null>(null);
  const { data, isFetching, isError } = useStaffCandidates(query.body);
  const setEnabled = useSetCandidateEnabled();
  const remove = useDeleteCandidate();
  const manage = can('candidate.manage');
  const inactive = Boolean(query.filters.IsDisabled);

  const confirm = async () => {
    if (!confirming) return;
    const { action, candidate } = confirming;
    try {
      if (action === 'delete') await remove.mutateAsync(candidate.id);
      else await setEnabled.mutateAsync({ id: candidate.id, isDisabled: action === 'deactivate' });
      notify.success(t(DONE[action]));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  const nameOf = (c: StaffCandidate) => `${c.user.userInformation.firstName} ${c.user.userInformation.lastName}`;
  const rowButton = (c: StaffCandidate, label: string, onClick: () => void, color?: 'error') => (
    <Button size="small" color={color} onClick={onClick} aria-label={t('staffCandidates.rowAction', { action: label, name: nameOf(c) })}>
      {label}
    </Button>
  );

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
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {manage && rowButton(c, t('staffCandidates.edit'), () => setEditing(c.id))}
          {c.userId !== session?.user.id && (
            <Button size="small" onClick={() => setLoginAs(c.userId)} aria-label={t('adminCandidates.loginAsLabel', { name: nameOf(c) })}>
              {t('adminCandidates.loginAs')}
            </Button>
          )}
          {manage &&
            (inactive
              ? rowButton(c, t('staffCandidates.activate'), () => setConfirming({ action: 'activate', candidate: c }))
              : rowButton(c, t('staffCandidates.deactivate'), () => setConfirming({ action: 'deactivate', candidate: c })))}
          {manage && rowButton(c, t('staffCandidates.delete'), () => setConfirming({ action: 'delete', candidate: c }), 'error')}
        </Box>
      ),
    },
  ];

  return (
    <SimplePage title={t('pages.adminCandidates')}>
      {manage && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(0)}>
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
      <CandidateDialog
        candidateId={editing}
        onClose={() => setEditing(null)}
        onLoginAs={(userId) => setLoginAs(userId)}
        currentUserId={session?.user.id ?? null}
        renderResume={renderResume}
      />
      <LoginAsDialog
        targetUserId={loginAs}
        onClose={() => {
          setLoginAs(null);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        message={confirming ? t(CONFIRM[confirming.action]) : ''}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
        busy={setEnabled.isPending || remove.isPending}
      />
    </SimplePage>
  );
}
