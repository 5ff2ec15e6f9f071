import { Fragment, useDeferredValue, useState, type Key, type ReactNode } from 'react';
import {
  Box,
  IconButton,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@boardmatch/shared';
import type { ListSortState } from '@/lib/use-list-query.ts';
import { usePaintedBeforeSession } from '@/lib/auth-context.tsx';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The list query's Sort field; the header is a sort button when given. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** On a phone, the card's title; the first column (not the actions) when no column says so. */
  primary?: boolean;
}

/** The column whose cell holds the row's buttons: on a phone it is the card's foot, unlabelled. */
const ACTIONS = 'actions';

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
  /** A row's test id (on its table row or its card). */
  rowTestId?: (row: T) => string;
  /** The rows the list holds in all (the pager's count); not needed without paging. */
  total?: number;
  /** The server stopped counting at its cap: the total reads '1000+'. */
  totalCapped?: boolean;
  /** Shows the loading bar (a first load or a refetch). */
  loading: boolean;
  emptyText: ReactNode;
  /** Without it the list is shown whole: no pager, no sorting. */
  paging?: DataTablePaging;
  /** The list answers every row at once (ItemsPerPage -1): offers 'All'. */
  allowAll?: boolean;
  size?: 'small' | 'medium';
  /** A row's opened detail (a sub-table of its own), drawn across the table under it; that row shows as selected. */
  expandedRow?: (row: T) => ReactNode;
}

/**
 * A paged list as a table: sortable headers, page sizes 10, 20, 50 and all, a loading bar and an empty message.
 * Below 600 px it is a list of cards, one a row: the row's primary text, its other facts under their headings, its
 * actions at the foot (and its opened detail under them), with a 'Sort by' choice above and the pager wrapping on screen.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, total = props.rows?.length ?? 0, totalCapped = false, loading, emptyText, paging, allowAll = true, size = 'small', expandedRow, rowKey, rowTestId } = props;
  // Rows that arrive (a list's answer comes as an urgent update) are drawn in the background, a few at a time, rather
  // than in one long task that a tap would wait behind: the table keeps what it shows until the new rows are drawn.
  const rows = useDeferredValue(props.rows);
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const painted = usePaintedBeforeSession();
  // The pager comes with the first rows, below them: shown while they load, it would move down when they arrive.
  const [rowsSeen, setRowsSeen] = useState(rows !== undefined);
  if (rows !== undefined && !rowsSeen) setRowsSeen(true);
  const sizes = TABLE_PAGE_SIZES.filter((n) => allowAll || n !== -1).map((n) => (n === -1 ? { value: -1, label: t('common.all') } : n));
  const sortBy = (field: string) => {
    const ascending = paging?.sort?.field === field ? !paging.sort.isAscending : true;
    paging?.setSort?.({ field, isAscending: ascending });
  };

  const cards = () => <DataCards label={label} columns={columns} rows={rows} rowKey={rowKey} rowTestId={rowTestId} emptyText={emptyText} paging={paging} expandedRow={expandedRow} />;
  const table = () => (
    <TableContainer>
      <Table aria-label={label} size={size}>
        <TableHead>
          <TableRow>
            {columns.map((c) => {
              const sorted = c.sortField !== undefined && paging?.sort?.field === c.sortField;
              return (
                <TableCell key={c.id} align={c.align} sortDirection={sorted ? (paging!.sort!.isAscending ? 'asc' : 'desc') : false}>
                  {c.sortField !== undefined && paging?.setSort ? (
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
                <TableRow hover selected={Boolean(detail)} data-testid={rowTestId?.(row)}>
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
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {painted ? (
        // Painted before any script runs, the page cannot know the screen's width: it holds both views, the screen's
        // own shown by CSS, so a phone sees cards at once and the styles of both are in the page when the app draws.
        <>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{table()}</Box>
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{cards()}</Box>
        </>
      ) : phone ? (
        cards()
      ) : (
        table()
      )}
      {paging && rowsSeen && (
        <TablePagination
          component="div"
          count={pagerCount(total, totalCapped, paging, rows?.length ?? 0)}
          page={paging.page}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={sizes}
          labelRowsPerPage={t('common.rowsPerPage')}
          {...(totalCapped ? { labelDisplayedRows: ({ from, to }: { from: number; to: number }) => `${from}–${to} / ${total}+` } : {})}
          onPageChange={(_, p) => paging.setPage(p)}
          onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
          sx={phone ? PHONE_PAGER : undefined}
        />
      )}
    </Box>
  );
}

/**
 * What the pager counts. A capped total (the server stopped counting at 1000) is a floor, not the end: while the page
 * shown is full, one more page is offered, so a list longer than the cap can still be paged through.
 */
function pagerCount(total: number, capped: boolean, paging: DataTablePaging, shown: number): number {
  if (!capped || paging.pageSize <= 0) return total;
  const seen = paging.page * paging.pageSize + shown;
  return Math.max(total, shown === paging.pageSize ? seen + 1 : seen);
}

// On a phone the pager's parts wrap onto a second line rather than push its arrows off screen.
const PHONE_PAGER = {
  overflow: 'visible',
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0, columnGap: 1 },
  '& .MuiTablePagination-spacer': { display: 'none' },
  '& .MuiTablePagination-input': { mr: 0, ml: 0.5 },
  '& .MuiTablePagination-actions': { ml: 1 },
} as const;

const empty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

type DataCardsProps<T> = Pick<DataTableProps<T>, 'label' | 'columns' | 'rows' | 'rowKey' | 'rowTestId' | 'emptyText' | 'paging' | 'expandedRow'>;

/** The rows as cards (a phone's view of a table). */
function DataCards<T>({ label, columns, rows, rowKey, rowTestId, emptyText, paging, expandedRow }: DataCardsProps<T>) {
  const { t } = useTranslation();
  const actions = columns.find((c) => c.id === ACTIONS);
  const others = columns.filter((c) => c !== actions);
  const primary = others.find((c) => c.primary) ?? others[0];
  const facts = others.filter((c) => c !== primary);
  const sortable = paging?.setSort ? columns.filter((c) => c.sortField !== undefined) : [];
  const sort = paging?.sort;

  return (
    <>
      {sortable.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
          <TextField
            select
            label={t('common.sortBy')}
            value={sort && sortable.some((c) => c.sortField === sort.field) ? sort.field : ''}
            onChange={(e) => paging!.setSort!({ field: e.target.value, isAscending: sort?.field === e.target.value ? sort.isAscending : true })}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {sortable.map((c) => (
              <MenuItem key={c.id} value={c.sortField}>
                {c.header}
              </MenuItem>
            ))}
          </TextField>
          {sort && sortable.some((c) => c.sortField === sort.field) && (
            <IconButton
              aria-label={t(sort.isAscending ? 'common.sortedAscending' : 'common.sortedDescending')}
              onClick={() => paging!.setSort!({ field: sort.field, isAscending: !sort.isAscending })}
            >
              {sort.isAscending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
            </IconButton>
          )}
        </Box>
      )}
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows?.map((row) => {
          const detail = expandedRow?.(row);
          const labelled = facts.map((c) => ({ column: c, value: c.cell(row) })).filter((f) => !empty(f.value));
          return (
            <Box component="li" key={rowKey(row)} data-testid={rowTestId?.(row)} sx={{ minWidth: 0 }}>
              <Paper variant="outlined" sx={{ p: 1.5, bgcolor: detail ? 'action.hover' : undefined, overflowWrap: 'anywhere' }}>
                {primary && (
                  <Box sx={{ fontWeight: 600, mb: 0.5 }}>
                    {primary.cell(row)}
                  </Box>
                )}
                {labelled.some((f) => !empty(f.column.header)) && (
                  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0, typography: 'body2', alignItems: 'center' }}>
                    {labelled
                      .filter((f) => !empty(f.column.header))
                      .map(({ column, value }) => (
                        <Fragment key={column.id}>
                          <Box component="dt" sx={{ color: 'text.secondary' }}>
                            {column.header}
                          </Box>
                          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                            {value}
                          </Box>
                        </Fragment>
                      ))}
                  </Box>
                )}
                {labelled
                  .filter((f) => empty(f.column.header))
                  .map(({ column, value }) => (
                    <Box key={column.id} sx={{ mt: 0.5, typography: 'body2' }}>
                      {value}
                    </Box>
                  ))}
                {actions && (
                  <Box sx={CARD_ACTIONS}>
                    {actions.cell(row)}
                  </Box>
                )}
                {detail && <Box sx={{ mt: 1 }}>{detail}</Box>}
              </Paper>
            </Box>
          );
        })}
      </Box>
      {rows && rows.length === 0 && <Typography color="text.secondary" sx={{ py: 1 }}>{emptyText}</Typography>}
    </>
  );
}

// A row's buttons, often drawn as one unbreakable group for a table cell, wrap at the card's foot.
const CARD_ACTIONS = {
  mt: 1,
  mx: -0.5,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.5,
  '& > span, & > div': { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-start', gap: 0.5, whiteSpace: 'normal' },
  '& > div > :not(style) ~ :not(style)': { ml: 0 },
} as const;
