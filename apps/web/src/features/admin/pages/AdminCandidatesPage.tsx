import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  TextField,
} from '@mui/material';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@boardmatch/shared';
import { SimplePage } from '../../../components/SimplePage.tsx';
import { useStaffCandidates } from '../api/candidates-api.ts';
import { LoginAsDialog } from '../components/LoginAsDialog.tsx';

/** /boardmatch-candidates: staff list of candidates with Active and Inactive tabs, search, paging and Login As. */
export default function AdminCandidatesPage() {
  const { t } = useTranslation();
  const [inactive, setInactive] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [itemsPerPage, setItemsPerPage] = useState<number>(TABLE_DEFAULT_PAGE_SIZE);
  const [loginAs, setLoginAs] = useState<number | null>(null);
  const { data, isFetching, isError } = useStaffCandidates({ inactive, search, page: page + 1, itemsPerPage });

  return (
    <SimplePage title={t('pages.adminCandidates')}>
      <Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, pt: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Tabs
            value={inactive ? 1 : 0}
            onChange={(_, v: number) => {
              setInactive(v === 1);
              setPage(0);
            }}
          >
            <Tab label={t('adminCandidates.active')} />
            <Tab label={t('adminCandidates.inactive')} />
          </Tabs>
          <TextField
            size="small"
            label={t('common.search')}
            placeholder={t('adminCandidates.searchHint')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
        </Stack>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {isError && <Alert severity="error">{t('adminCandidates.loadFailed')}</Alert>}
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('adminCandidates.email')}</TableCell>
                <TableCell>{t('adminCandidates.firstName')}</TableCell>
                <TableCell>{t('adminCandidates.lastName')}</TableCell>
                <TableCell>{t('adminCandidates.skills')}</TableCell>
                <TableCell>{t('adminCandidates.causes')}</TableCell>
                <TableCell>{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.candidates.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.user.userName}</TableCell>
                  <TableCell>{c.user.userInformation.firstName}</TableCell>
                  <TableCell>{c.user.userInformation.lastName}</TableCell>
                  <TableCell>
                    {c.skills.slice(0, 3).map((s) => (
                      <Chip key={s.id} label={s.name} size="small" sx={{ m: 0.25 }} />
                    ))}
                    {c.skills.length > 3 && <Chip label={`+${c.skills.length - 3}`} size="small" sx={{ m: 0.25 }} />}
                  </TableCell>
                  <TableCell>
                    {c.focusAreas.slice(0, 2).map((f) => (
                      <Chip key={f.id} label={f.name} size="small" variant="outlined" sx={{ m: 0.25 }} />
                    ))}
                    {c.focusAreas.length > 2 && <Chip label={`+${c.focusAreas.length - 2}`} size="small" variant="outlined" sx={{ m: 0.25 }} />}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setLoginAs(c.userId)}>
                      {t('adminCandidates.loginAs')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {data && data.candidates.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t('adminCandidates.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          rowsPerPage={itemsPerPage}
          rowsPerPageOptions={TABLE_PAGE_SIZES.map((n) => (n === -1 ? { value: -1, label: t('common.all') } : n))}
          labelRowsPerPage={t('common.rowsPerPage')}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setItemsPerPage(Number(e.target.value));
            setPage(0);
          }}
        />
      </Paper>
      <LoginAsDialog targetUserId={loginAs} onClose={() => setLoginAs(null)} />
    </SimplePage>
  );
}
