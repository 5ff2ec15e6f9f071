import { Fragment, type Key, type ReactNode } from 'react';
import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@boardmatch/shared';
import type { ListSortState } from '@/lib/use-list-query.ts';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The list query's Sort field; the header is a sort button when given. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
}

/** The paging and sort state a table shows and changes (useListQuery gives all of it). */
export interface DataTablePaging {
  page: number;
  pageSize: number;
  sort?: ListSortState | null;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort?: (sort: ListSortState) => void;
}

interface DataTableProps<T> {
  label: string;
  columns: DataTableColumn<T>[];
  /** undefined while the first page loads. */
  rows: T[] | undefined;
  rowKey: (row: T) => Key;
  total: number;
  /** The server stopped counting at its cap: the total reads '1000+'. */
  totalCapped?: boolean;
  /** Shows the loading bar (a first load or a refetch). */
  loading: boolean;
  emptyText: ReactNode;
  paging: DataTablePaging;
  /** The list answers every row at once (ItemsPerPage -1): offers 'All'. */
  allowAll?: boolean;
  size?: 'small' | 'medium';
  /** A row's opened detail (a sub-table of its own), drawn across the table under it; that row shows as selected. */
  expandedRow?: (row: T) => ReactNode;
}

/** A paged list as a table: sortable headers, page sizes 10, 20, 50 and all, a loading bar and an empty message. */
export function DataTable<T>({ label, columns, rows, rowKey, total, totalCapped = false, loading, emptyText, paging, allowAll = true, size = 'small', expandedRow }: DataTableProps<T>) {
  const { t } = useTranslation();
  const sizes = TABLE_PAGE_SIZES.filter((n) => allowAll || n !== -1).map((n) => (n === -1 ? { value: -1, label: t('common.all') } : n));
  const sortBy = (field: string) => {
    const ascending = paging.sort?.field === field ? !paging.sort.isAscending : true;
    paging.setSort?.({ field, isAscending: ascending });
  };

  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer>
        <Table aria-label={label} size={size}>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const sorted = c.sortField !== undefined && paging.sort?.field === c.sortField;
                return (
                  <TableCell key={c.id} align={c.align} sortDirection={sorted ? (paging.sort!.isAscending ? 'asc' : 'desc') : false}>
                    {c.sortField !== undefined && paging.setSort ? (
                      <TableSortLabel active={sorted} direction={sorted && !paging.sort!.isAscending ? 'desc' : 'asc'} onClick={() => sortBy(c.sortField!)}>
                        {c.header}
                      </TableSortLabel>
                    ) : (
                      c.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => {
              const detail = expandedRow?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <TableRow hover selected={Boolean(detail)}>
                    {columns.map((c) => (
                      <TableCell key={c.id} align={c.align}>
                        {c.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                  {detail && (
                    <TableRow>
                      <TableCell colSpan={columns.length} sx={{ bgcolor: 'action.hover' }}>
                        {detail}
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
            {rows && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={paging.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={sizes}
        labelRowsPerPage={t('common.rowsPerPage')}
        {...(totalCapped ? { labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} / ${count}+` } : {})}
        onPageChange={(_, p) => paging.setPage(p)}
        onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
      />
    </Box>
  );
}
