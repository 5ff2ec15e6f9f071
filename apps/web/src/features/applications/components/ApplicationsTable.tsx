import { useState } from 'react';
import { Button, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Application } from '@boardmatch/shared';
import { useDisplay } from '../../../lib/use-display.ts';
import { ResultsPagination, usePaging } from '../../postings/search/ResultsPagination.tsx';
import { useApplications } from '../api/applications-api.ts';
import { ApplicationDialog, useStatusName } from './ApplicationDialog.tsx';

/** The candidate's applications, paged in the API (10, 20, 50 or all; 20 by default), each with VIEW. */
export function ApplicationsTable({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const statusName = useStatusName();
  const paging = usePaging();
  const { page, rowsPerPage } = paging;
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useApplications({
    Filters: [{ name: 'candidateId', values: [candidateId] }],
    Pagination: { Page: page + 1, ItemsPerPage: rowsPerPage },
    Sort: [{ field: 'applicationDate', isAscending: false }],
  });
  const rows: Application[] = list.data?.applications ?? [];
  const open = rows.find((a) => a.id === openId) ?? null;

  return (
    <Paper variant="outlined">
      {list.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      <TableContainer>
        <Table aria-label={t('applications.tableLabel')} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('applications.columns.position')}</TableCell>
              <TableCell>{t('applications.columns.charity')}</TableCell>
              <TableCell>{t('applications.columns.applicationDate')}</TableCell>
              <TableCell>{t('applications.columns.status')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((a) => (
              <TableRow key={a.id} hover>
                <TableCell>
                  {a.charityPosition.name} (#{a.postingId})
                </TableCell>
                <TableCell>{a.charity.name}</TableCell>
                <TableCell>{display.dateTime(a.applicationDate)}</TableCell>
                <TableCell>{statusName(a.applicationStatus)}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setOpenId(a.id)} aria-label={t('applications.viewLabel', { position: a.charityPosition.name })}>
                    {t('common.view')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {list.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">{t('applications.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ResultsPagination total={list.data?.total ?? 0} {...paging} />
      <ApplicationDialog application={open} onClose={() => setOpenId(null)} />
    </Paper>
  );
}
