import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET {ownerPath}: an owner's contacts (primary, senior staff). ownerPath names the owner's contacts resource, e.g.
 * /api/charities/12/contacts.
 */
export const findContacts = (ownerPath: string) => api.get<ContactList>(ownerPath);

export function contactsOptions(ownerPath: string | null) {
  return queryOptions({ queryKey: queryKeys.contacts.list(ownerPath), queryFn: () => findContacts(ownerPath!), enabled: Boolean(ownerPath) });
}

export function useContacts(ownerPath: string | null) {
  return useQuery(contactsOptions(ownerPath));
}
