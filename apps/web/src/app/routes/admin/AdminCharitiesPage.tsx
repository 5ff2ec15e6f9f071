import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Autocomplete, Box, Button, Chip, IconButton, Menu, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LoginIcon from '@mui/icons-material/Login';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { MandateFilter, type CharityRepresentative, type StaffCharity } from '@boardmatch/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { PostingSummaryView } from '../../../components/PostingSummaryView.tsx';
import { SimplePage } from '../../../components/SimplePage.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/feedback/feedback-context.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useDeleteCharity, useRefreshCharities, useStaffCharities } from '../../../features/admin/api/charities-api.ts';
import { LoginAsDialog } from '../../../features/admin/components/LoginAsDialog.tsx';
import { BoardTable } from '../../../features/board/components/BoardTable.tsx';
import { UpdateCharityDialog } from '../../../features/charities/components/UpdateCharityDialog.tsx';
import { useRepresentatives } from '../../../features/charity-admin/api/representatives-api.ts';
import { RepresentativesPanel } from '../../../features/charity-admin/components/RepresentativesPanel.tsx';
import { ContactsPanel } from '../../../features/contacts/components/ContactsPanel.tsx';
import { PositionsPanel } from '../../../features/positions/components/PositionsPanel.tsx';
import { CharityPostingsTable } from '../../../features/postings/components/CharityPostingsTable.tsx';
import { NewCharityDialog } from '../../../features/registration/components/NewCharityDialog.tsx';
import { useCharityCities, useCharityProvinces } from '../../../features/search/api/search-api.ts';
import { CharityProfilePanel } from '../../../features/search/components/CharityPanels.tsx';
import { titleCase } from '../../../features/search/search-state.ts';
import type { CharityPosting } from '@boardmatch/shared';

/** The address column: at most 20 characters, then an ellipsis. */
export const shortAddress = (address: string | null) => (!address ? '' : address.length > 20 ? `${address.slice(0, 20)}…` : address);
/** Scope chip colours: id 1 success, id 2 orange, others primary. */
export const scopeColour = (id: number) => (id === 1 ? 'success' : id === 2 ? 'warning' : 'primary');

type HostedKind = 'edit' | 'summary' | 'users' | 'positions' | 'board' | 'postings' | 'contacts' | 'loginAs' | 'delete';
type Dialog = { kind: 'create' } | { kind: HostedKind; charity: StaffCharity } | null;

const MENU: HostedKind[] = ['edit', 'summary', 'users', 'positions', 'board', 'postings', 'contacts'];

/** Login As from a charity's row: choose one of its representatives first. */
function ChooseRepresentativeDialog({ charity, onClose, onChosen }: { charity: StaffCharity; onClose: () => void; onChosen: (rep: CharityRepresentative) => void }) {
  const { t } = useTranslation();
  const list = useRepresentatives(charity.id, { Filters: [{ name: 'AdminOverride', values: [1] }], Pagination: { Page: 1, ItemsPerPage: 100 } });
  const [chosen, setChosen] = useState<CharityRepresentative | null>(null);
  const [missing, setMissing] = useState(false);
  const reps = list.data?.representatives ?? [];
  const label = t('staffCharities.representative');
  return (
    <ModalDialog
      open
      width={500}
      title={`${t('staffCharities.actions.loginAs')}: ${charity.name}`}
      onClose={onClose}
      submitLabel={t('staffCharities.next')}
      onSubmit={() => (chosen ? onChosen(chosen) : setMissing(true))}
      submitDisabled={list.isSuccess && reps.length === 0}
    >
      <Typography sx={{ mb: 2 }}>{t('staffCharities.chooseRepresentative', { charity: charity.name })}</Typography>
      {list.isSuccess && reps.length === 0 ? (
        <Alert severity="info">{t('staffCharities.noRepresentatives')}</Alert>
      ) : (
        <TextField
          select
          required
          label={label}
          value={chosen?.id ?? ''}
          error={missing && !chosen}
          helperText={missing && !chosen ? t('errors.required', { field: label }) : undefined}
          onChange={(e) => setChosen(reps.find((r) => r.id === Number(e.target.value)) ?? null)}
        >
          {reps.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {`${r.firstName} ${r.lastName} (${r.email})`}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ModalDialog>
  );
}

/** /boardmatch-charities ('Charities'): every charity for staff, with City and Province filters, New Charity and the row actions. */
export default function AdminCharitiesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const can = useCan();
  const query = useListQuery({ filters: { AdminOverride: true, City: [] as string[], Province: [] as number[] }, sort: { field: 'name', isAscending: true } });
  const { data, isFetching, isError } = useStaffCharities(query.body);
  const cities = useCharityCities();
  const provinces = useCharityProvinces();
  const remove = useDeleteCharity();
  const refresh = useRefreshCharities();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; charity: StaffCharity } | null>(null);
  const [loginAs, setLoginAs] = useState<{ userId: number; charityId: number } | null>(null);
  const [viewing, setViewing] = useState<CharityPosting | null>(null);
  const close = () => setDialog(null);
  const mayManage = can('charity.manage');
  const hosted = dialog && dialog.kind !== 'create' ? dialog.charity : null;

  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await remove.mutateAsync(dialog.charity.id);
      notify.success(t('staffCharities.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
    close();
  };

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
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (c) => (
        <Stack direction="row" spacing={0} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {can('user.act-as', { userId: 0 }) && (
            <Tooltip title={t('staffCharities.actions.loginAs')}>
              <IconButton size="small" color="primary" onClick={() => setDialog({ kind: 'loginAs', charity: c })} aria-label={actionLabel(t('staffCharities.actions.loginAs'), c)}>
                <LoginIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {mayManage && (
            <Tooltip title={t('staffCharities.actions.delete')}>
              <IconButton size="small" color="error" onClick={() => setDialog({ kind: 'delete', charity: c })} aria-label={actionLabel(t('staffCharities.actions.delete'), c)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('staffCharities.actions.more')}>
            <IconButton size="small" aria-label={actionLabel(t('staffCharities.actions.more'), c)} aria-haspopup="menu" onClick={(e) => setMenu({ anchor: e.currentTarget, charity: c })}>
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  const cityOptions = cities.data ?? [];
  const provinceOptions = provinces.data ?? [];

  return (
    <SimplePage title={t('pages.adminCharities')}>
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
        {isError && <Alert severity="error">{t('staffCharities.loadFailed')}</Alert>}
        {/* Nine columns: narrower cell padding keeps the actions in view. */}
        <Box sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <DataTable
          label={t('pages.adminCharities')}
          columns={columns}
          rows={data?.charities}
          rowKey={(c) => c.id}
          total={data?.total ?? 0}
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

      <NewCharityDialog
        open={dialog?.kind === 'create'}
        onClose={close}
        onCreated={() => {
          void refresh();
          close();
        }}
      />
      <UpdateCharityDialog
        charityId={dialog?.kind === 'edit' ? dialog.charity.id : null}
        open={dialog?.kind === 'edit'}
        onClose={close}
        onUpdated={() => {
          notify.success(t('staffCharities.updated'));
          void refresh();
        }}
      />
      {hosted && dialog?.kind === 'summary' && (
        <ModalDialog open fullScreen title={hosted.name} onClose={close} cancelLabel={t('common.close')}>
          <CharityProfilePanel charityId={hosted.id} signedIn onOpenPosting={() => undefined} />
        </ModalDialog>
      )}
      {hosted && dialog?.kind === 'users' && (
        <ModalDialog open width={1100} title={t('staffCharities.usersOf', { charity: hosted.name })} onClose={close} cancelLabel={t('common.close')}>
          <RepresentativesPanel
            charityId={hosted.id}
            adminOverride
            canInvite={can('charity.invite-representative', { charityId: hosted.id })}
            canEdit={false}
            canDelete={can('representative.delete', { charityId: hosted.id })}
            onLogin={can('user.act-as', { userId: 0 }) ? (rep) => setLoginAs({ userId: rep.userId, charityId: hosted.id }) : undefined}
          />
        </ModalDialog>
      )}
      {hosted && dialog?.kind === 'positions' && (
        <ModalDialog open width={1100} title={t('staffCharities.positionsOf', { charity: hosted.name })} onClose={close} cancelLabel={t('common.close')}>
          <PositionsPanel
            charityId={hosted.id}
            adminOverride
            canCreate={can('position.create', { charityId: hosted.id })}
            canEdit={can('position.update', { charityId: hosted.id })}
            canDelete={can('position.delete', { charityId: hosted.id })}
          />
        </ModalDialog>
      )}
      {hosted && dialog?.kind === 'board' && (
        <ModalDialog open width={1100} title={t('staffCharities.boardOf', { charity: hosted.name })} onClose={close} cancelLabel={t('common.close')}>
          <BoardTable charityId={hosted.id} status={MandateFilter.all} adminOverride canDelete={can('board.delete', { charityId: hosted.id })} />
        </ModalDialog>
      )}
      {hosted && dialog?.kind === 'postings' && (
        <ModalDialog open width={1300} title={t('staffCharities.postingsOf', { charity: hosted.name })} onClose={close} cancelLabel={t('common.close')}>
          <CharityPostingsTable
            charityId={hosted.id}
            positionId={null}
            adminOverride
            actions={{
              view: setViewing,
              applicants: () => undefined,
              canDelete: can('posting.delete', { charityId: hosted.id }),
              canClose: can('posting.update', { charityId: hosted.id }),
            }}
          />
        </ModalDialog>
      )}
      {viewing && (
        <ModalDialog open title={`${t('postings.positionNumber')} #${viewing.id}`} onClose={() => setViewing(null)} cancelLabel={t('common.close')}>
          <PostingSummaryView posting={{ ...viewing, applied: false, applyBlocker: null }} />
        </ModalDialog>
      )}
      {hosted && dialog?.kind === 'contacts' && (
        <ModalDialog open width={1000} title={t('staffCharities.contactsOf', { charity: hosted.name })} onClose={close} cancelLabel={t('common.close')}>
          <ContactsPanel ownerPath={`/api/charities/${hosted.id}/contacts`} label={t('contacts.title')} />
        </ModalDialog>
      )}
      {hosted && dialog?.kind === 'loginAs' && (
        <ChooseRepresentativeDialog
          charity={hosted}
          onClose={close}
          onChosen={(rep) => {
            setLoginAs({ userId: rep.userId, charityId: hosted.id });
            close();
          }}
        />
      )}
      <LoginAsDialog targetUserId={loginAs?.userId ?? null} charityId={loginAs?.charityId ?? null} onClose={() => setLoginAs(null)} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('staffCharities.deleteTitle')}
        message={t('staffCharities.confirmDelete')}
        onCancel={close}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
      />
    </SimplePage>
  );
}
