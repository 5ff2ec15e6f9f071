import {
  invitationSchema,
  registrationResultSchema,
  type CandidateRegistration,
  type CharityRegistration,
  type RegistrationResult,
} from '@boardmatch/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

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

/** The page variants leave their success message here; /login shows it once and clears it. */
export const REGISTRATION_MESSAGE_KEY = 'boardMatch.regMessage';

export function storeRegistrationMessage(message: string) {
  try {
    window.sessionStorage.setItem(REGISTRATION_MESSAGE_KEY, message);
  } catch {
    // without storage the message is simply not shown
  }
}

export function takeRegistrationMessage(): string | null {
  try {
    const message = window.sessionStorage.getItem(REGISTRATION_MESSAGE_KEY);
    window.sessionStorage.removeItem(REGISTRATION_MESSAGE_KEY);
    return message;
  } catch {
    return null;
  }
}
