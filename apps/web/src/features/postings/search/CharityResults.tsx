import { Fragment, useState } from 'react';
import { Box, Button, IconButton, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CharityTile } from '@boardmatch/shared';
import { PostingResults } from './PostingResults.tsx';
import { ResultsPagination, usePaging } from './ResultsPagination.tsx';
import { titleCase } from '@/lib/display.ts';
import { useCharitySearch } from './search-api.ts';

function location(c: CharityTile): string {
  return [c.city ? titleCase(c.city) : null, c.region].filter(Boolean).join(', ');
}

/** Charities, paged (20 by default); POSITIONS opens that charity's open postings under its row, VIEW goes to its profile. */
export function CharityResults({ search, signedIn, canApply, onOpenPosting }: { search: string; signedIn: boolean; canApply: boolean; onOpenPosting: (id: number) => void }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const { page, rowsPerPage } = paging;
  const [expanded, setExpanded] = useState<number | null>(null);
  const result = useCharitySearch({ search, filters: [], page: page + 1, itemsPerPage: rowsPerPage }, signedIn);
  const rows = result.data?.charities ?? [];
  return (
    <>
      {result.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      <TableContainer>
        <Table size="small" aria-label={t('candidateSearch.charitiesTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('candidateSearch.charityColumns.name')}</TableCell>
              <TableCell>{t('candidateSearch.charityColumns.location')}</TableCell>
              <TableCell>{t('candidateSearch.charityColumns.positions')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <Fragment key={c.id}>
                <TableRow hover selected={expanded === c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{location(c)}</TableCell>
                  <TableCell>{c.activePostingCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" aria-expanded={expanded === c.id} onClick={() => setExpanded(expanded === c.id ? null : c.id)} aria-label={t('candidateSearch.positionsLabel', { name: c.name })}>
                      {t('candidateSearch.positionsLink')}
                    </Button>
                    <Button size="small" component={RouterLink} to={`/search?chid=${c.id}`} aria-label={t('candidateSearch.viewCharityLabel', { name: c.name })}>
                      {t('common.view')}
                    </Button>
                  </TableCell>
                </TableRow>
                {expanded === c.id && (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ bgcolor: 'action.hover' }}>
                      <Box sx={{ pl: 2 }}>
                        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                          <Typography variant="subtitle1" component="h3">
                            {t('candidateSearch.positionsOf', { charity: c.name })}
                          </Typography>
                          <IconButton aria-label={t('candidateSearch.closePositions', { charity: c.name })} onClick={() => setExpanded(null)}>
                            <CloseIcon />
                          </IconButton>
                        </Stack>
                        <PostingResults
                          search=""
                          filters={[{ name: 'charityId', values: [c.id] }]}
                          signedIn={signedIn}
                          canApply={canApply}
                          onOpen={onOpenPosting}
                          label={t('candidateSearch.positionsOf', { charity: c.name })}
                        />
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary">{t('candidateSearch.noResults')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ResultsPagination total={result.data?.total ?? 0} capped={result.data?.totalCapped} {...paging} />
    </>
  );
}
