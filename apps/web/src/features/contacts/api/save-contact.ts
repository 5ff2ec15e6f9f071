import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST {ownerPath}: creates (id 0) or updates one of the owner's contacts. */
export const saveContact = (ownerPath: string, body: ContactInput) => api.post<Contact>(ownerPath, body);

export function useSaveContact(ownerPath: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactInput) => saveContact(ownerPath, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.contacts.list(ownerPath) }),
  });
}
