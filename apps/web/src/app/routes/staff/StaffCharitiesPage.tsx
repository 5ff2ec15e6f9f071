import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Box, Button, Chip, IconButton, Menu, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { LazyTooltip } from '@/components/LazyTooltip.tsx';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LoginIcon from '@mui/icons-material/Login';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { StaffCharity } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useCan } from '@/lib/use-can.ts';
import { usePaintedBeforeSession } from '@/lib/auth-context.tsx';
import { useListQuery } from '@/lib/use-list-query.ts';
import { STAFF_CHARITIES_LIST, useStaffCharities } from '@/features/staff/api/find-staff-charities.ts';
import { useCharityCities } from '@/features/search/api/find-charity-cities.ts';
import { useCharityProvinces } from '@/features/search/api/find-charity-provinces.ts';
import { titleCase } from '@/lib/display.ts';
import type { CharityDialog, CharityDialogKind } from '@/app/sections/staff/CharityDialogs.tsx';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { CharityReplies } from '@/components/CharityReplies.tsx';

// A charity's dialogs (its forms, panels and the rich-text editor) load when one is first opened, not with the list.
const CharityDialogs = lazyComponent(() => import('@/app/sections/staff/CharityDialogs.tsx').then((m) => m.CharityDialogs), 'CharityDialogs').Component;

/** The address column: at most 20 characters, then an ellipsis. */
export const shortAddress = (address: string | null) => (!address ? '' : address.length > 20 ? `${address.slice(0, 20)}…` : address);
/** Scope chip colours: id 1 success, id 2 orange, others primary. */
export const scopeColour = (id: number) => (id === 1 ? 'success' : id === 2 ? 'warning' : 'primary');

const MENU: CharityDialogKind[] = ['edit', 'summary', 'users', 'positions', 'board', 'postings', 'contacts'];

/** /boardmatch-charities ('Charities'): every charity for staff, with City and Province filters, New Charity and the row actions. */
export default function StaffCharitiesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const query = useListQuery(STAFF_CHARITIES_LIST);
  const { data, isFetching, isError, refetch } = useStaffCharities(query.body);
  const cities = useCharityCities();
  const provinces = useCharityProvinces();
  const [dialog, setDialog] = useState<CharityDialog>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; charity: StaffCharity } | null>(null);
  const close = () => setDialog(null);
  // Painted before the session is known: with New Charity, as staff who manage charities see it.
  const painted = usePaintedBeforeSession();
  const mayManage = can('charity.manage') || painted;

  const actionLabel = (action: string, charity: StaffCharity) => t('staffCharities.actions.label', { action, charity: charity.name });

  const columns: DataTableColumn<StaffCharity>[] = [
    { id: 'name', header: t('staffCharities.columns.name'), sortField: 'name', cell: (c) => c.name },
    { id: 'email', header: t('staffCharities.columns.email'), sortField: 'email', cell: (c) => c.email ?? '' },
    { id: 'charitableNumber', header: t('staffCharities.columns.charitableNumber'), sortField: 'charitableNumber', cell: (c) => c.charitableNumber ?? '' },
    { id: 'year', header: t('staffCharities.columns.yearOfIncorporation'), sortField: 'yearOfIncorporation', cell: (c) => (c.yearOfIncorporation ? String(c.yearOfIncorporation) : '-') },
    { id: 'scope', header: t('staffCharities.columns.scope'), cell: (c) => (c.charityScope ? <Chip size="small" color={scopeColour(c.charityScope.id)} label={c.charityScope.name} /> : '') },
    { id: 'type', header: t('staffCharities.columns.type'), cell: (c) => c.charityType?.name ?? '' },
    {
      id: 'address',
      header: t('staffCharities.columns.address'),
      cell: (c) => (
        <Box component="span" title={c.address ?? undefined} sx={{ whiteSpace: 'nowrap' }}>
          {shortAddress(c.address)}
        </Box>
      ),
    },
    { id: 'phone', header: t('staffCharities.columns.phone'), cell: (c) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{c.phone ?? ''}</Box> },
    // As the charity's profile shows them; a dash, like a missing year, until it has enough applications. The two
    // figures wrap within the cell rather than widen the table. On a phone the row is a card: they are one of its facts.
    { id: 'replies', header: t('staffCharities.columns.replies'), cell: (c) => (c.replies ? <CharityReplies replies={c.replies} sx={{ mt: 0 }} /> : '-') },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (c) => (
        <Stack direction="row" spacing={0} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {can('user.act-as', { userId: 0 }) && (
            <LazyTooltip title={t('staffCharities.actions.loginAs')}>
              <IconButton size="small" color="primary" onClick={() => setDialog({ kind: 'loginAs', charity: c })} aria-label={actionLabel(t('staffCharities.actions.loginAs'), c)}>
                <LoginIcon fontSize="small" />
              </IconButton>
            </LazyTooltip>
          )}
          {mayManage && (
            <LazyTooltip title={t('staffCharities.actions.delete')}>
              <IconButton size="small" color="error" onClick={() => setDialog({ kind: 'delete', charity: c })} aria-label={actionLabel(t('staffCharities.actions.delete'), c)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </LazyTooltip>
          )}
          <LazyTooltip title={t('staffCharities.actions.more')}>
            <IconButton size="small" aria-label={actionLabel(t('staffCharities.actions.more'), c)} aria-haspopup="menu" onClick={(e) => setMenu({ anchor: e.currentTarget, charity: c })}>
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </LazyTooltip>
        </Stack>
      ),
    },
  ];

  const cityOptions = cities.data ?? [];
  const provinceOptions = provinces.data ?? [];

  return (
    <SimplePage title={t('pages.adminCharities')} text={t('pages.adminCharitiesText')}>
      <Paper>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
          <Autocomplete
            multiple
            size="small"
            sx={{ minWidth: 220 }}
            options={cityOptions}
            value={query.filters.City}
            getOptionLabel={titleCase}
            onChange={(_, value) => query.setFilter('City', value)}
            renderInput={(params) => <TextField {...params} label={t('staffCharities.city')} />}
          />
          <Autocomplete
            multiple
            size="small"
            sx={{ minWidth: 220 }}
            options={provinceOptions.map((p) => p.id)}
            value={query.filters.Province}
            getOptionLabel={(id) => provinceOptions.find((p) => p.id === id)?.name ?? String(id)}
            onChange={(_, value) => query.setFilter('Province', value)}
            renderInput={(params) => <TextField {...params} label={t('staffCharities.province')} />}
          />
          <TextField size="small" sx={{ maxWidth: { md: 280 } }} label={t('common.search')} placeholder={t('staffCharities.searchHint')} value={query.search} onChange={(e) => query.setSearch(e.target.value)} />
          <Box sx={{ flexGrow: 1 }} />
          {mayManage && (
            <Button variant="contained" onClick={() => setDialog({ kind: 'create' })} sx={{ whiteSpace: 'nowrap' }}>
              {t('staffCharities.newCharity')}
            </Button>
          )}
        </Stack>
        {isError && <LoadFailed logKey="staffCharities.loadFailed" onRetry={() => void refetch()} />}
        {/* Ten columns: narrower cell padding keeps the actions in view. */}
        <Box sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <DataTable
          label={t('pages.adminCharities')}
          columns={columns}
          rows={data?.charities}
          rowKey={(c) => c.id}
          total={data?.total ?? 0}
          totalCapped={data?.totalCapped ?? false}
          loading={isFetching}
          emptyText={t('staffCharities.empty')}
          paging={query}
        />
        </Box>
      </Paper>

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {MENU.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setDialog({ kind, charity: menu!.charity });
              setMenu(null);
            }}
          >
            {t(`staffCharities.actions.${kind}`)}
          </MenuItem>
        ))}
      </Menu>

      <MountOnce when={dialog !== null}>
        <CharityDialogs dialog={dialog} onClose={close} />
      </MountOnce>
    </SimplePage>
  );
}
