import { useTranslation } from 'react-i18next';
import { useDisplay } from '@/lib/use-display.ts';
import type { UndeliveredMail } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useUndeliveredMail } from '@/features/staff/api/find-undelivered-mail.ts';

/** Undelivered mail: what the receiving servers refused for good, with their words (the staff role Admin's). */
export function UndeliveredMailPanel() {
  const { t } = useTranslation();
  const display = useDisplay();
  const query = useListQuery({ filters: { AdminOverride: true } });
  const list = useUndeliveredMail(query.body);
  const columns: DataTableColumn<UndeliveredMail>[] = [
    { id: 'to', header: t('staffAdmin.undeliveredMail.to'), cell: (m) => m.to, primary: true },
    { id: 'subject', header: t('staffAdmin.undeliveredMail.subject'), cell: (m) => m.subject },
    { id: 'when', header: t('staffAdmin.undeliveredMail.when'), cell: (m) => display.dateTime(m.failedAt) },
    { id: 'reason', header: t('staffAdmin.undeliveredMail.reason'), cell: (m) => m.reason },
  ];
  return (
    <DataTable
      label={t('staffAdmin.undeliveredMail.panel')}
      columns={columns}
      rows={list.data?.mails}
      rowKey={(m) => m.id}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      emptyText={t('staffAdmin.undeliveredMail.empty')}
      paging={query}
    />
  );
}
