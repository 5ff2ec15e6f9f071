import type { RegistrationResult } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

export type InvitationRegistration = {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  pronounId: number | null;
  pronounOther: string | null;
};

/** POST /api/charities/representatives/register: an invited representative's account, by the invitation's token. */
export const registerRepresentative = (body: InvitationRegistration) => api.post<RegistrationResult>('/api/charities/representatives/register', body);
