import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery, SocialMediaType, StaffInvitation, StaffInvite, StaffRoleWithPermissions, StaffUserList } from '@boardmatch/shared';
import { api, apiFetch, apiRequest } from '@/lib/api-client.ts';

/* The staff admin section: staff users, staff roles, social media types; and the staff invitation page. */

const staffUsersKey = ['staff', 'users'] as const;
const socialMediaTypesKey = ['social-media-types'] as const;

export function useStaffUsers(query: Partial<ListQuery>) {
  return useQuery({ queryKey: [...staffUsersKey, query], queryFn: () => api.post<StaffUserList>('/api/staff/users/read', query) });
}

export function useStaffRoles() {
  return useQuery({ queryKey: ['staff', 'roles'], queryFn: () => api.get<StaffRoleWithPermissions[]>('/api/staff/roles') });
}

export function useInviteStaffUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: StaffInvite) => api.post<true>('/api/staff/users/invite', input), onSuccess: () => client.invalidateQueries({ queryKey: staffUsersKey }) });
}

export function useDeleteStaffUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => apiRequest<null>(`/api/staff/users/${id}`, { method: 'DELETE' }), onSuccess: () => client.invalidateQueries({ queryKey: staffUsersKey }) });
}

export function useSocialMediaTypes() {
  return useQuery({ queryKey: socialMediaTypesKey, queryFn: () => api.get<SocialMediaType[]>('/api/social-media-types') });
}

/** Create (id null) or update a type: multipart with the name and, when chosen, the image. */
export function useSaveSocialMediaType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, image }: { id: number | null; name: string; image: File | null }) => {
      const response = await apiFetch(id === null ? '/api/social-media-types' : `/api/social-media-types/${id}`, () => {
        const form = new FormData();
        form.append('name', name);
        if (image) form.append('image', image, image.name);
        return { method: id === null ? 'POST' : 'PUT', body: form };
      });
      return (await response.json()) as SocialMediaType;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: socialMediaTypesKey }),
  });
}

export const staffInvitationApi = {
  get: (token: string) => api.get<StaffInvitation>(`/api/staff/invitations/${encodeURIComponent(token)}`),
  accept: (token: string, password?: string) => api.post<{ userName: string; createdAccount: boolean }>('/api/staff/invitations/accept', password ? { token, password } : { token }),
};
