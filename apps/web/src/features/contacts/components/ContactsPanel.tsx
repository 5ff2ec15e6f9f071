import { useState } from 'react';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useContacts } from '@/features/contacts/api/find-contacts.ts';
import { ContactFormDialog } from './ContactFormDialog.tsx';

const NO_PAGING = { page: 0, pageSize: -1, setPage: () => undefined, setPageSize: () => undefined };

/** An owner's contacts (primary, senior staff) with New Contact and EDIT. */
export function ContactsPanel({ ownerPath, label }: { ownerPath: string; label: string }) {
  const { t } = useTranslation();
  const list = useContacts(ownerPath);
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);

  const columns: DataTableColumn<Contact>[] = [
    { id: 'name', header: t('contacts.fields.firstName') + ' / ' + t('contacts.fields.lastName'), cell: (c) => `${c.firstName} ${c.lastName}` },
    { id: 'title', header: t('contacts.fields.title'), cell: (c) => c.title ?? '' },
    { id: 'email', header: t('contacts.fields.email'), cell: (c) => c.email ?? '' },
    { id: 'phone', header: t('contacts.fields.daytimePhone'), cell: (c) => [c.daytimePhone, c.extension && `#${c.extension}`].filter(Boolean).join(' ') },
    {
      id: 'flags',
      header: '',
      cell: (c) => (
        <>
          {c.isPrimary && <Chip size="small" color="primary" label={t('contacts.fields.isPrimary')} sx={{ m: 0.25 }} />}
          {c.isSeniorStaff && <Chip size="small" variant="outlined" label={t('contacts.fields.isSeniorStaff')} sx={{ m: 0.25 }} />}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (c) => (
        <Button size="small" onClick={() => setEditing({ contact: c })} aria-label={`${t('common.edit')} ${c.firstName} ${c.lastName}`}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" onClick={() => setEditing({ contact: null })}>
          {t('contacts.newContact')}
        </Button>
      </Stack>
      <DataTable label={label} columns={columns} rows={list.data?.contacts} rowKey={(c) => c.id} total={list.data?.total ?? 0} loading={list.isFetching} emptyText={t('contacts.empty')} paging={NO_PAGING} />
      <ContactFormDialog ownerPath={ownerPath} contact={editing?.contact ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </Box>
  );
}
