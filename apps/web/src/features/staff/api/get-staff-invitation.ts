import type { StaffInvitation } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** GET /api/staff/invitations/{token}: the staff invitation a link carries. */
export const getStaffInvitation = (token: string) => api.get<StaffInvitation>(`/api/staff/invitations/${encodeURIComponent(token)}`);
