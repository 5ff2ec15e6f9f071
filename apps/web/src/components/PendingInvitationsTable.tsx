import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '@/lib/use-display.ts';
import type { PendingInvitation } from '@boardmatch/shared';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataTable, type DataTableColumn, type DataTablePaging } from './DataTable.tsx';

export interface PendingInvitationsTexts {
  panel: string;
  name: string;
  email: string;
  role: string;
  sent: string;
  expires: string;
  empty: string;
  resend: string;
  revoke: string;
  resendLabel: (email: string) => string;
  revokeLabel: (email: string) => string;
  confirmRevoke: string;
  resent: string;
  revoked: string;
}

/**
 * Pending invitations (not used, revoked nor expired) in a paged table, each with Resend (a new link by e-mail)
 * and Revoke (after a confirmation). A button shows its progress and ignores a second press while it works.
 */
export function PendingInvitationsTable({
  texts,
  rows,
  total,
  loading,
  paging,
  roleOf,
  onResend,
  onRevoke,
}: {
  texts: PendingInvitationsTexts;
  rows: PendingInvitation[] | undefined;
  total: number;
  loading: boolean;
  paging: DataTablePaging;
  roleOf: (invitation: PendingInvitation) => string;
  onResend: (invitation: PendingInvitation) => Promise<unknown>;
  onRevoke: (invitation: PendingInvitation) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const notify = useNotify();
  const [resending, setResending] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  // The refs see a press that comes before React has re-rendered the disabled button.
  const resendingRef = useRef<number | null>(null);
  const revokeBusyRef = useRef(false);

  const resend = async (invitation: PendingInvitation) => {
    if (resendingRef.current !== null) return;
    resendingRef.current = invitation.id;
    setResending(invitation.id);
    try {
      await onResend(invitation);
      notify.success(texts.resent);
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      resendingRef.current = null;
      setResending(null);
    }
  };

  const confirmRevoke = async () => {
    if (!revoking || revokeBusyRef.current) return;
    revokeBusyRef.current = true;
    setRevokeBusy(true);
    try {
      await onRevoke(revoking);
      notify.success(texts.revoked);
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      revokeBusyRef.current = false;
      setRevokeBusy(false);
      setRevoking(null);
    }
  };

  const columns: DataTableColumn<PendingInvitation>[] = [
    { id: 'name', header: texts.name, cell: (i) => `${i.firstName} ${i.lastName}`, primary: true },
    { id: 'email', header: texts.email, cell: (i) => i.email },
    { id: 'role', header: texts.role, cell: roleOf },
    { id: 'sent', header: texts.sent, cell: (i) => display.localDay(i.createdAt) },
    { id: 'expires', header: texts.expires, cell: (i) => display.localDay(i.expiresAt) },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (i) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button
            size="small"
            onClick={() => void resend(i)}
            disabled={resending !== null}
            aria-label={texts.resendLabel(i.email)}
            aria-busy={resending === i.id}
            startIcon={resending === i.id ? <CircularProgress size={14} color="inherit" /> : undefined}
          >
            {texts.resend}
          </Button>
          <Button size="small" color="error" onClick={() => setRevoking(i)} disabled={revokeBusy} aria-label={texts.revokeLabel(i.email)}>
            {texts.revoke}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {texts.panel}
      </Typography>
      <DataTable label={texts.panel} columns={columns} rows={rows} rowKey={(i) => i.id} total={total} loading={loading} emptyText={texts.empty} paging={paging} />
      <ConfirmDialog open={revoking !== null} message={texts.confirmRevoke} onCancel={() => setRevoking(null)} onConfirm={() => void confirmRevoke()} busy={revokeBusy} />
    </Box>
  );
}

type InvitationTextKey = 'panel' | 'name' | 'email' | 'role' | 'sent' | 'expires' | 'empty' | 'resend' | 'revoke' | 'resendLabel' | 'revokeLabel' | 'confirmRevoke' | 'resent' | 'revoked';

/** The texts of a pending invitations table from its catalogue section (both sections hold the same keys). */
export function usePendingInvitationsTexts(section: 'staffAdmin.invitations' | 'charityAdmin.invitations'): PendingInvitationsTexts {
  const { t } = useTranslation();
  const text = (key: InvitationTextKey, values?: Record<string, string>) => (t as (k: string, v?: Record<string, string>) => string)(`${section}.${key}`, values);
  return {
    panel: text('panel'),
    name: text('name'),
    email: text('email'),
    role: text('role'),
    sent: text('sent'),
    expires: text('expires'),
    empty: text('empty'),
    resend: text('resend'),
    revoke: text('revoke'),
    resendLabel: (email) => text('resendLabel', { email }),
    revokeLabel: (email) => text('revokeLabel', { email }),
    confirmRevoke: text('confirmRevoke'),
    resent: text('resent'),
    revoked: text('revoked'),
  };
}
