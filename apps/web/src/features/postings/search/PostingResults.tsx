import { Button, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '@/lib/use-display.ts';
import { ResultsPagination, usePaging } from './ResultsPagination.tsx';
import { usePostingSearch, type ListFilter } from './search-api.ts';

export interface PostingResultsProps {
  search: string;
  filters: ListFilter[];
  signedIn: boolean;
  /** Candidate onboarding complete: rows offer VIEW and APPLY instead of CHARITY and VIEW. */
  canApply: boolean;
  onOpen: (postingId: number) => void;
  label: string;
}

/** Open postings, paged (20 by default). */
export function PostingResults({ search, filters, signedIn, canApply, onOpen, label }: PostingResultsProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const paging = usePaging();
  const { page, rowsPerPage } = paging;
  const result = usePostingSearch({ search, filters, page: page + 1, itemsPerPage: rowsPerPage }, signedIn);
  const rows = result.data?.postings ?? [];
  return (
    <>
      {result.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('candidateSearch.postingColumns.id')}</TableCell>
              <TableCell>{t('candidateSearch.postingColumns.position')}</TableCell>
              <TableCell>{t('candidateSearch.postingColumns.charity')}</TableCell>
              <TableCell>{t('candidateSearch.postingColumns.expiry')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell>#{p.id}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{p.charityPosition.name}</span>
                    {p.charityPosition.isNotBoard && <Chip size="small" label={t('postings.notBoard')} />}
                    {p.applied && <Chip size="small" color="success" icon={<CheckIcon />} label={t('candidateSearch.applied')} />}
                  </Stack>
                </TableCell>
                <TableCell>{p.charity.name}</TableCell>
                <TableCell>{display.expiry(p.expiryDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canApply ? (
                    <>
                      <Button size="small" onClick={() => onOpen(p.id)} aria-label={t('candidateSearch.viewPostingLabel', { id: p.id })}>
                        {t('common.view')}
                      </Button>
                      <Button size="small" onClick={() => onOpen(p.id)} aria-label={t('candidateSearch.applyLabel', { id: p.id })}>
                        {t('candidateSearch.applyLink')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button size="small" component={RouterLink} to={`/search?chid=${p.charityId}`} aria-label={t('candidateSearch.charityOfLabel', { id: p.id })}>
                        {t('candidateSearch.charityLink')}
                      </Button>
                      <Button size="small" onClick={() => onOpen(p.id)} aria-label={t('candidateSearch.viewPostingLabel', { id: p.id })}>
                        {t('common.view')}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
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
