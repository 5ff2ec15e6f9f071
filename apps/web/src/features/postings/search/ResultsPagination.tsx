import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@boardmatch/shared';

/** Page sizes 10, 20, 50 and all (-1). `page` counts from 0. */
export function ResultsPagination({ total, page, rowsPerPage, onPage, onRowsPerPage }: { total: number; page: number; rowsPerPage: number; onPage: (page: number) => void; onRowsPerPage: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={TABLE_PAGE_SIZES.map((n) => (n === -1 ? { label: t('applications.all'), value: -1 } : n))}
      labelRowsPerPage={t('applications.rowsPerPage')}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => onRowsPerPage(Number(e.target.value))}
    />
  );
}
