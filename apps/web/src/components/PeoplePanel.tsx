import { useState, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataTable, type DataTableColumn, type DataTablePaging } from './DataTable.tsx';
import { PasswordResetButton } from './PasswordResetButton.tsx';

interface Person {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface PeoplePanelTexts {
  panel: string;
  name: string;
  email: string;
  role: string;
  invite: string;
  delete: string;
  deleteLabel: (name: string) => string;
  confirmDelete: string;
  deleted: string;
  empty: string;
}

/**
 * People with a role (name, e-mail, role) in a paged table: an invite button above, and per row the screen's own
 * actions, a password reset e-mail and delete (after a confirmation).
 */
export function PeoplePanel<T extends Person>({
  texts,
  rows,
  total,
  loading,
  paging,
  roleOf,
  canInvite,
  onInvite,
  rowActions,
  canSendReset,
  canDelete,
  onDelete,
  deleteBusy,
  dialog,
}: {
  texts: PeoplePanelTexts;
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  paging: DataTablePaging;
  roleOf: (person: T) => string;
  canInvite: boolean;
  onInvite: () => void;
  /** Shown before the password reset and delete buttons. */
  rowActions?: (person: T) => ReactNode;
  canSendReset: boolean;
  canDelete: (person: T) => boolean;
  onDelete: (person: T) => Promise<unknown>;
  deleteBusy: boolean;
  /** The screen's invite (or edit) dialog. */
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await onDelete(deleting);
      notify.success(texts.deleted);
    } catch (error) {
      notify.error(serverMessage(error));
    }
    setDeleting(null);
  };

  const columns: DataTableColumn<T>[] = [
    { id: 'name', header: texts.name, cell: (p) => `${p.firstName} ${p.lastName}` },
    { id: 'email', header: texts.email, cell: (p) => p.email },
    { id: 'role', header: texts.role, cell: roleOf },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (p) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {rowActions?.(p)}
          {canSendReset && <PasswordResetButton userId={p.userId} email={p.email} />}
          {canDelete(p) && (
            <Button size="small" color="error" onClick={() => setDeleting(p)} aria-label={texts.deleteLabel(`${p.firstName} ${p.lastName}`)}>
              {texts.delete}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      {canInvite && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" onClick={onInvite}>
            {texts.invite}
          </Button>
        </Stack>
      )}
      <DataTable label={texts.panel} columns={columns} rows={rows} rowKey={(p) => p.id} total={total} loading={loading} emptyText={texts.empty} paging={paging} />
      {dialog}
      <ConfirmDialog open={deleting !== null} message={texts.confirmDelete} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} busy={deleteBusy} />
    </Box>
  );
}
