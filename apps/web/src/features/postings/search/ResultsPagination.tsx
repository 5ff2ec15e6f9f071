import { useState } from 'react';
import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@boardmatch/shared';

/** Page sizes 10, 20, 50 and all (-1). `page` counts from 0. A capped total (the count stopped at 1000) reads '1000+'. */
export function ResultsPagination({
  total,
  capped = false,
  page,
  rowsPerPage,
  onPage,
  onRowsPerPage,
}: {
  total: number;
  capped?: boolean;
  page: number;
  rowsPerPage: number;
  onPage: (page: number) => void;
  onRowsPerPage: (n: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={TABLE_PAGE_SIZES.map((n) => (n === -1 ? { label: t('common.all'), value: -1 } : n))}
      labelRowsPerPage={t('common.rowsPerPage')}
      {...(capped ? { labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} / ${count}+` } : {})}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => onRowsPerPage(Number(e.target.value))}
    />
  );
}

/** A paged table's page (from 0) and page size (20 by default); a new page size goes back to the first page. */
export function usePaging() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(TABLE_DEFAULT_PAGE_SIZE);
  const onRowsPerPage = (n: number) => {
    setRowsPerPage(n);
    setPage(0);
  };
  return { page, rowsPerPage, onPage: setPage, onRowsPerPage };
}
