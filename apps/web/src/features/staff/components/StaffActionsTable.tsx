import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ListQuery, StaffAction } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useDisplay } from '@/lib/use-display.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useStaffActions } from '@/features/staff/api/find-staff-actions.ts';

const name = (p: { firstName: string | null; lastName: string | null; email: string }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

/** Staff actions: what staff did as themselves and every act-as attempt, in words, under the audit's filters; paged on its own. */
export function StaffActionsTable({
  filters,
  search,
  enabled,
  onExport,
  exporting,
}: {
  filters: ListQuery['Filters'] | undefined;
  search: string;
  enabled: boolean;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const paging = useListQuery({ filters: {} });
  const { data, isFetching } = useStaffActions({ ...paging.body, Filters: filters ?? [], Search: search || undefined }, enabled);
  const columns: DataTableColumn<StaffAction>[] = [
    { id: 'when', header: t('actAsAudit.staffActions.columns.when'), cell: (a) => display.dateTime(a.createdAt) },
    { id: 'staff', header: t('actAsAudit.staffActions.columns.staff'), cell: (a) => name(a.staff) },
    { id: 'action', header: t('actAsAudit.staffActions.columns.action'), cell: (a) => a.description, primary: true },
  ];
  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ px: 2, pt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('actAsAudit.staffActions.panel')}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting} sx={{ ml: 'auto' }} aria-label={t('actAsAudit.staffActions.export')}>
          {t('actAsAudit.export')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {t('actAsAudit.staffActions.intro')}
      </Typography>
      <DataTable
        label={t('actAsAudit.staffActions.panel')}
        columns={columns}
        rows={data?.actions}
        rowKey={(a) => a.id}
        total={data?.total ?? 0}
        totalCapped={data?.totalCapped ?? false}
        loading={isFetching}
        emptyText={t('actAsAudit.staffActions.empty')}
        paging={paging}
        allowAll={false}
      />
    </Box>
  );
}
