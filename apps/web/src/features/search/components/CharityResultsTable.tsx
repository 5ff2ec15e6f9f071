import { useState } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CharityTile } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { titleCase } from '@/lib/display.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useCharitySearch } from '@/features/search/api/find-charities.ts';
import { PostingResultsTable } from './PostingResultsTable.tsx';

function location(c: CharityTile): string {
  return [c.city ? titleCase(c.city) : null, c.region].filter(Boolean).join(', ');
}

/** Charities, paged (20 by default); POSITIONS opens that charity's open postings under its row, VIEW goes to its profile. */
export function CharityResultsTable({ search, signedIn, canApply, onOpenPosting }: { search: string; signedIn: boolean; canApply: boolean; onOpenPosting: (id: number) => void }) {
  const { t } = useTranslation();
  const paging = useListQuery({ filters: {} });
  const [expanded, setExpanded] = useState<number | null>(null);
  const result = useCharitySearch({ search, filters: [], page: paging.page + 1, itemsPerPage: paging.pageSize }, signedIn);
  const columns: DataTableColumn<CharityTile>[] = [
    { id: 'name', header: t('candidateSearch.charityColumns.name'), cell: (c) => c.name },
    { id: 'location', header: t('candidateSearch.charityColumns.location'), cell: location },
    { id: 'positions', header: t('candidateSearch.charityColumns.positions'), cell: (c) => c.activePostingCount },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (c) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" aria-expanded={expanded === c.id} onClick={() => setExpanded(expanded === c.id ? null : c.id)} aria-label={t('candidateSearch.positionsLabel', { name: c.name })}>
            {t('candidateSearch.positionsLink')}
          </Button>
          <Button size="small" component={RouterLink} to={`/search?chid=${c.id}`} aria-label={t('candidateSearch.viewCharityLabel', { name: c.name })}>
            {t('common.view')}
          </Button>
        </Box>
      ),
    },
  ];
  const positionsOf = (c: CharityTile) =>
    expanded === c.id && (
      <Box sx={{ pl: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3">
            {t('candidateSearch.positionsOf', { charity: c.name })}
          </Typography>
          <IconButton aria-label={t('candidateSearch.closePositions', { charity: c.name })} onClick={() => setExpanded(null)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <PostingResultsTable
          search=""
          filters={[{ name: 'charityId', values: [c.id] }]}
          signedIn={signedIn}
          canApply={canApply}
          onOpen={onOpenPosting}
          label={t('candidateSearch.positionsOf', { charity: c.name })}
        />
      </Box>
    );
  return (
    <DataTable
      label={t('candidateSearch.charitiesTable')}
      columns={columns}
      rows={result.data?.charities}
      rowKey={(c) => c.id}
      total={result.data?.total ?? 0}
      totalCapped={result.data?.totalCapped}
      loading={result.isFetching}
      emptyText={t('candidateSearch.noResults')}
      paging={paging}
      expandedRow={positionsOf}
    />
  );
}
