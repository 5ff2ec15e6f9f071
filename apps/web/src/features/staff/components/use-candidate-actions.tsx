import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton } from '@mui/material';
import { LazyTooltip } from '@/components/LazyTooltip.tsx';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import LoginIcon from '@mui/icons-material/Login';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { PasswordResetButton } from '@/components/PasswordResetButton.tsx';
import { useAuth, usePaintedBeforeSession } from '@/lib/auth-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useDeleteCandidate } from '@/features/staff/api/delete-candidate.ts';
import type { StaffCandidate } from '@/features/staff/api/find-staff-candidates.ts';
import { useSetCandidateEnabled } from '@/features/staff/api/update-candidate-enabled.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

// The candidate dialog (its form, the rich-text editor) and Login As load when first opened, not with the list.
const CandidateDialog = lazyComponent(() => import('./CandidateDialog.tsx').then((m) => m.CandidateDialog), 'CandidateDialog').Component;
const LoginAsDialog = lazyComponent(() => import('./LoginAsDialog.tsx').then((m) => m.LoginAsDialog), 'LoginAsDialog').Component;

type RowAction = 'deactivate' | 'activate' | 'delete';

const CONFIRM = {
  deactivate: 'staffCandidates.confirmDeactivate',
  activate: 'staffCandidates.confirmActivate',
  delete: 'staffCandidates.confirmDelete',
} as const satisfies Record<RowAction, string>;
const DONE = {
  deactivate: 'staffCandidates.disabled',
  activate: 'staffCandidates.activated',
  delete: 'staffCandidates.deleted',
} as const satisfies Record<RowAction, string>;

const ICONS = { edit: EditIcon, loginAs: LoginIcon, deactivate: BlockIcon, activate: CheckCircleOutlineIcon, delete: DeleteOutlineIcon } as const;

/**
 * What staff do to a candidate from a row (the Candidates screen and the staff search): Edit (the candidate dialog, with
 * 'Log In As User'), Login As, Deactivate or Activate, Delete, each after its confirmation. `cell` draws a row's
 * buttons (words, or icons with tooltips); `dialogs` must be rendered once; `create` opens the dialog for a new candidate.
 */
export function useCandidateActions({ renderResume, variant = 'text' }: { renderResume?: (candidateId: number) => ReactNode; variant?: 'text' | 'icon' }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const can = useCan();
  const { session } = useAuth();
  const [loginAs, setLoginAs] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ action: RowAction; candidate: StaffCandidate } | null>(null);
  const setEnabled = useSetCandidateEnabled();
  const remove = useDeleteCandidate();
  // Painted before the session is known: with New Candidate, as staff who manage candidates see it.
  const painted = usePaintedBeforeSession();
  const manage = can('candidate.manage') || painted;

  const confirm = async () => {
    if (!confirming) return;
    const { action, candidate } = confirming;
    try {
      if (action === 'delete') await remove.mutateAsync(candidate.id);
      else await setEnabled.mutateAsync({ id: candidate.id, isDisabled: action === 'deactivate' });
      notify.success(t(DONE[action]));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  const nameOf = (c: StaffCandidate) => `${c.user.userInformation.firstName} ${c.user.userInformation.lastName}`;
  const button = (c: StaffCandidate, kind: keyof typeof ICONS, label: string, onClick: () => void, color?: 'error') => {
    const accessibleName = kind === 'loginAs' ? t('adminCandidates.loginAsLabel', { name: nameOf(c) }) : t('staffCandidates.rowAction', { action: label, name: nameOf(c) });
    if (variant === 'text') {
      return (
        <Button key={kind} size="small" color={color} onClick={onClick} aria-label={accessibleName}>
          {label}
        </Button>
      );
    }
    const Icon = ICONS[kind];
    return (
      <LazyTooltip key={kind} title={label}>
        <IconButton size="small" color={color ?? 'primary'} onClick={onClick} aria-label={accessibleName}>
          <Icon fontSize="small" />
        </IconButton>
      </LazyTooltip>
    );
  };

  const cell = (c: StaffCandidate) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: variant === 'icon' ? 'flex-end' : undefined }}>
      {manage && button(c, 'edit', t('staffCandidates.edit'), () => setEditing(c.id))}
      {/* Never oneself, never a deactivated candidate (the server refuses: there is nothing to act in). */}
      {c.userId !== session?.user.id && can('user.act-as', { userId: c.userId, isDisabled: c.isDisabled }) && button(c, 'loginAs', t('adminCandidates.loginAs'), () => setLoginAs(c.userId))}
      {manage &&
        (c.isDisabled
          ? button(c, 'activate', t('staffCandidates.activate'), () => setConfirming({ action: 'activate', candidate: c }))
          : button(c, 'deactivate', t('staffCandidates.deactivate'), () => setConfirming({ action: 'deactivate', candidate: c })))}
      {can('user.send-password-reset') && <PasswordResetButton userId={c.userId} email={c.user.userName} />}
      {manage && button(c, 'delete', t('staffCandidates.delete'), () => setConfirming({ action: 'delete', candidate: c }), 'error')}
    </Box>
  );

  const dialogs = (
    <>
      <MountOnce when={editing !== null}>
        <CandidateDialog
          candidateId={editing}
          onClose={() => setEditing(null)}
          onLoginAs={(userId) => setLoginAs(userId)}
          currentUserId={session?.user.id ?? null}
          renderResume={renderResume}
        />
      </MountOnce>
      <MountOnce when={loginAs !== null}>
        <LoginAsDialog targetUserId={loginAs} onClose={() => setLoginAs(null)} />
      </MountOnce>
      <ConfirmDialog
        open={confirming !== null}
        message={confirming ? t(CONFIRM[confirming.action]) : ''}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
        busy={setEnabled.isPending || remove.isPending}
      />
    </>
  );

  return { cell, dialogs, create: () => setEditing(0), mayManage: manage };
}
