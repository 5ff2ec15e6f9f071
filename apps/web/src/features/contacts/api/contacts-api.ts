import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput, ContactList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/**
 * An owner's contacts (primary, senior staff). ownerPath names the owner's contacts resource, e.g.
 * /api/charities/12/contacts; GET lists them, POST creates (id 0) or updates one.
 */
export function useContacts(ownerPath: string | null) {
  return useQuery({ queryKey: ['contacts', ownerPath], queryFn: () => api.get<ContactList>(ownerPath!), enabled: Boolean(ownerPath) });
}

export function useSaveContact(ownerPath: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactInput) => api.post<Contact>(ownerPath, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contacts', ownerPath] }),
  });
}
