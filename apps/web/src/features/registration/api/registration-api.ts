import {
  invitationSchema,
  registrationResultSchema,
  type CandidateRegistration,
  type CharityRegistration,
  type RegistrationResult,
} from '@boardmatch/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationRegistration = {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  pronounId: number | null;
  pronounOther: string | null;
};

export const registrationApi = {
  registerCandidate: async (body: CandidateRegistration): Promise<RegistrationResult> =>
    registrationResultSchema.parse(await api.post('/api/candidates/register', body)),
  registerCharity: async (body: CharityRegistration): Promise<RegistrationResult> =>
    registrationResultSchema.parse(await api.post('/api/charities/register', body)),
  getInvitation: async (token: string): Promise<Invitation> =>
    invitationSchema.parse(await api.get(`/api/charities/invitations/${encodeURIComponent(token)}`)),
  registerRepresentative: (body: InvitationRegistration) => api.post<RegistrationResult>('/api/charities/representatives/register', body),
};
