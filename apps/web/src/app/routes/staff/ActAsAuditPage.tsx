import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { isAuditDay, type ActAsEntry } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useDisplay } from '@/lib/use-display.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { isErased, usePersonName } from '@/lib/person-name.ts';
import { downloadActAsCsv } from '@/features/staff/api/download-act-as-csv.ts';
import { ACT_AS_AUDIT_LIST, useActAsAudit } from '@/features/staff/api/find-act-as-audits.ts';
import { useActingStaff } from '@/features/staff/api/find-acting-staff.ts';
import { StaffActionsTable } from '@/features/staff/components/StaffActionsTable.tsx';
import { StaffOnly } from '@/features/staff/components/StaffOnly.tsx';


function Person({ person }: { person: ActAsEntry['staff'] }) {
  const name = usePersonName();
  return (
    <>
      <Typography variant="body2">{name(person)}</Typography>
      {!isErased(person) && (
        <Typography variant="body2" color="text.secondary">
          {person.email}
        </Typography>
      )}
    </>
  );
}

/** /boardmatch-act-as-audit: who acted as whom, when, from where, and what they changed; staff's own actions and act-as attempts (staff Admin only). */
export default function ActAsAuditPage() {
  const { t } = useTranslation();
  const personName = usePersonName();
  // Painted before the session is known as staff Admin see it, its introduction included.
  const can = useCan({ paintAllowed: true });
  const notify = useNotify();
  const display = useDisplay();
  const allowed = can('act-as-audit.read');
  const query = useListQuery(ACT_AS_AUDIT_LIST);
  // A half-typed date is not sent.
  const body = { ...query.body, Filters: query.body.Filters?.filter((f) => !['From', 'To'].includes(f.name) || isAuditDay(String(f.values[0]))) };
  const { data, isFetching, isError } = useActAsAudit(body, allowed);
  const staff = useActingStaff(allowed);
  const [exporting, setExporting] = useState(false);
  const day = (v: string) => (isAuditDay(v) ? v : undefined);

  const exportCsv = async (list: 'act-as' | 'staff-actions' = 'act-as') => {
    setExporting(true);
    try {
      await downloadActAsCsv({ staffUserId: query.filters.StaffUserId, search: query.search, from: day(query.filters.From), to: day(query.filters.To) }, list);
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<ActAsEntry>[] = [
    { id: 'staff', header: t('actAsAudit.columns.staff'), cell: (e) => <Person person={e.staff} /> },
    { id: 'target', header: t('actAsAudit.columns.target'), cell: (e) => <Person person={e.target} /> },
    { id: 'when', header: t('actAsAudit.columns.when'), cell: (e) => display.dateTime(e.createdAt) },
    { id: 'reason', header: t('actAsAudit.columns.reason'), cell: (e) => e.reason ?? '—' },
    { id: 'ip', header: t('actAsAudit.columns.ipAddress'), cell: (e) => e.ipAddress },
    {
      id: 'changes',
      header: t('actAsAudit.columns.changes'),
      cell: (e) =>
        e.changes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('actAsAudit.noChanges')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {e.changes.map((c, i) => (
              <li key={i}>
                <Typography variant="body2" component="span">
                  {c.description}
                </Typography>{' '}
                <Typography variant="body2" component="span" color="text.secondary">
                  {display.dateTime(c.createdAt)}
                </Typography>
              </li>
            ))}
          </Box>
        ),
    },
  ];

  return (
    <SimplePage title={t('actAsAudit.title')} text={allowed ? t('actAsAudit.intro') : undefined}>
      <StaffOnly allowed={allowed} message={t('errors.notAllowed')}>
        <Paper>
          <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('actAsAudit.staffMember')}
              value={query.filters.StaffUserId ?? ''}
              onChange={(e) => query.setFilter('StaffUserId', e.target.value === '' ? null : Number(e.target.value))}
              sx={{ width: 240 }}
            >
              <MenuItem value="">{t('actAsAudit.anyStaff')}</MenuItem>
              {(staff.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {personName(s) || s.email}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" sx={{ width: 260 }} label={t('actAsAudit.actedAs')} value={query.search} onChange={(e) => query.setSearch(e.target.value)} />
            <TextField size="small" type="date" label={t('actAsAudit.from')} value={query.filters.From} onChange={(e) => query.setFilter('From', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
            <TextField size="small" type="date" label={t('actAsAudit.to')} value={query.filters.To} onChange={(e) => query.setFilter('To', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting} sx={{ ml: 'auto' }}>
              {t('actAsAudit.export')}
            </Button>
          </Box>
          {isError && <Alert severity="error">{t('actAsAudit.loadFailed')}</Alert>}
          <DataTable
            label={t('actAsAudit.title')}
            columns={columns}
            rows={data?.actAs}
            rowKey={(e) => e.id}
            total={data?.total ?? 0}
            totalCapped={data?.totalCapped ?? false}
            loading={isFetching}
            emptyText={t('actAsAudit.empty')}
            paging={query}
            allowAll={false}
          />
        </Paper>
        <Paper sx={{ mt: 3 }}>
          <StaffActionsTable filters={body.Filters} search={query.search} enabled={allowed} onExport={() => void exportCsv('staff-actions')} exporting={exporting} />
        </Paper>
      </StaffOnly>
    </SimplePage>
  );
}
