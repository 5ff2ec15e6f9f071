import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TERMS_ENDING_DAYS, type TermEnding } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useDisplay } from '@/lib/use-display.ts';
import { useTermsEnding } from '@/features/board/api/find-terms-ending.ts';

/** 'Terms ending': the current board terms ending in the next 120 days, each with 'Draft the posting' for those who may post. */
export function TermsEndingSection({ charityId, canDraft }: { charityId: number; canDraft: boolean }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const query = useListQuery({ filters: {} });
  const list = useTermsEnding(charityId, query.body);

  const columns: DataTableColumn<TermEnding>[] = [
    { id: 'position', header: t('boardTerms.terms.position'), primary: true, cell: (term) => term.position.name },
    { id: 'member', header: t('boardTerms.terms.member'), cell: (term) => `${term.member.firstName} ${term.member.lastName}`.trim() },
    { id: 'endDate', header: t('boardTerms.terms.endDate'), cell: (term) => display.day(term.endDate) },
    {
      id: 'daysLeft',
      header: t('boardTerms.terms.daysLeft'),
      cell: (term) => (term.daysLeft === 0 ? t('boardTerms.terms.endsToday') : t('boardTerms.terms.daysLeftValue', { count: term.daysLeft })),
    },
    ...(canDraft
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            align: 'right' as const,
            cell: (term: TermEnding) => (
              <Button size="small" component={RouterLink} to={`/charity-postings?draft=${term.mandateId}`} aria-label={t('boardTerms.terms.draftLabel', { position: term.position.name })}>
                {t('boardTerms.terms.draft')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Box component="section" aria-labelledby="terms-ending-heading">
      <Typography id="terms-ending-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('boardTerms.terms.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('boardTerms.terms.intro', { days: TERMS_ENDING_DAYS })}
      </Typography>
      <DataTable
        label={t('boardTerms.terms.tableLabel')}
        columns={columns}
        rows={list.isError ? [] : list.data?.terms}
        rowKey={(term) => term.mandateId}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        emptyText={list.isError ? t('boardTerms.terms.failed') : t('boardTerms.terms.empty', { days: TERMS_ENDING_DAYS })}
        paging={query}
      />
    </Box>
  );
}
