import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { type CharityPosting, type CharityRepresentative, type StaffCharity } from '@boardmatch/shared';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { PostingSummaryView } from '@/components/PostingSummaryView.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useDeleteCharity } from '@/features/staff/api/delete-charity.ts';
import { useRefreshCharities } from '@/features/staff/api/find-staff-charities.ts';
import { LoginAsDialog } from '@/features/staff/components/LoginAsDialog.tsx';
import { UpdateCharityDialog } from '@/features/charities/components/UpdateCharityDialog.tsx';
import { useRepresentatives } from '@/features/charity-admin/api/find-representatives.ts';
import { RepresentativesPanel } from '@/features/charity-admin/components/RepresentativesPanel.tsx';
import { ContactsPanel } from '@/features/contacts/components/ContactsPanel.tsx';
import { PositionsPanel } from '@/features/positions/components/PositionsPanel.tsx';
import { CharityPostingsTable } from '@/features/postings/components/CharityPostingsTable.tsx';
import { CharityApplicationsPanel } from '@/features/applications/components/CharityApplicationsPanel.tsx';
import { NewCharityDialog } from '@/features/registration/components/NewCharityDialog.tsx';
import { CharityProfilePanel } from '@/features/search/components/CharityPanels.tsx';
import { BoardPanel } from '@/app/sections/charities/BoardPanel.tsx';

export type CharityDialogKind = 'edit' | 'summary' | 'users' | 'positions' | 'board' | 'postings' | 'contacts' | 'loginAs' | 'delete';
/** Which of a charity's staff dialogs is open (the Charities screen and the staff search host the same ones). */
export type CharityDialog = { kind: 'create' } | { kind: CharityDialogKind; charity: StaffCharity } | null;

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

/** Every dialog staff open on a charity: create, edit, summary, users, positions, board, postings, contacts, Login As and delete. */
export function CharityDialogs({ dialog, onClose }: { dialog: CharityDialog; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const can = useCan();
  const remove = useDeleteCharity();
  const refresh = useRefreshCharities();
  const [loginAs, setLoginAs] = useState<{ userId: number; charityId: number } | null>(null);
  const [viewing, setViewing] = useState<CharityPosting | null>(null);
  const [applicantsOf, setApplicantsOf] = useState<CharityPosting | null>(null);
  const close = onClose;
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

  return (
    <>
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
          <BoardPanel charityId={hosted.id} adminOverride />
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
              applicants: setApplicantsOf,
              canDelete: can('posting.delete', { charityId: hosted.id }),
              canClose: can('posting.update', { charityId: hosted.id }),
            }}
          />
        </ModalDialog>
      )}
      {hosted && applicantsOf && (
        <ModalDialog open width={1300} title={t('staffCharities.applicantsOf', { id: applicantsOf.id })} onClose={() => setApplicantsOf(null)} cancelLabel={t('common.close')}>
          <CharityApplicationsPanel charityId={hosted.id} positionId={applicantsOf.charityPosition.id} postingId={applicantsOf.id} />
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
    </>
  );
}
