import { Box, Button, Chip, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostingList } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useDisplay } from '@/lib/use-display.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { usePostingSearch } from '@/features/search/api/find-postings.ts';
import type { ListFilter } from '@/features/search/search-list.ts';

type Posting = PostingList['postings'][number];

export interface PostingResultsTableProps {
  search: string;
  filters: ListFilter[];
  signedIn: boolean;
  /** Candidate onboarding complete: rows offer VIEW and APPLY instead of CHARITY and VIEW. */
  canApply: boolean;
  onOpen: (postingId: number) => void;
  label: string;
}

/** Open postings, paged (20 by default). */
export function PostingResultsTable({ search, filters, signedIn, canApply, onOpen, label }: PostingResultsTableProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const paging = useListQuery({ filters: {} });
  const result = usePostingSearch({ search, filters, page: paging.page + 1, itemsPerPage: paging.pageSize }, signedIn);
  const view = (p: Posting) => (
    <Button size="small" onClick={() => onOpen(p.id)} aria-label={t('candidateSearch.viewPostingLabel', { id: p.id })}>
      {t('common.view')}
    </Button>
  );
  const columns: DataTableColumn<Posting>[] = [
    { id: 'id', header: t('candidateSearch.postingColumns.id'), cell: (p) => `#${p.id}` },
    {
      id: 'position',
      header: t('candidateSearch.postingColumns.position'),
      primary: true,
      cell: (p) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{p.charityPosition.name}</span>
          {p.charityPosition.isNotBoard && <Chip size="small" label={t('postings.notBoard')} />}
          {p.applied && <Chip size="small" color="success" icon={<CheckIcon />} label={t('candidateSearch.applied')} />}
        </Stack>
      ),
    },
    { id: 'charity', header: t('candidateSearch.postingColumns.charity'), cell: (p) => p.charity.name },
    { id: 'expiry', header: t('candidateSearch.postingColumns.expiry'), cell: (p) => display.expiry(p.expiryDate) },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (p) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {canApply ? (
            <>
              {view(p)}
              <Button size="small" onClick={() => onOpen(p.id)} aria-label={t('candidateSearch.applyLabel', { id: p.id })}>
                {t('candidateSearch.applyLink')}
              </Button>
            </>
          ) : (
            <>
              <Button size="small" component={RouterLink} to={`/search?chid=${p.charityId}`} aria-label={t('candidateSearch.charityOfLabel', { id: p.id })}>
                {t('candidateSearch.charityLink')}
              </Button>
              {view(p)}
            </>
          )}
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={result.data?.postings}
      rowKey={(p) => p.id}
      total={result.data?.total ?? 0}
      totalCapped={result.data?.totalCapped}
      loading={result.isFetching}
      emptyText={t('candidateSearch.noResults')}
      paging={paging}
    />
  );
}
