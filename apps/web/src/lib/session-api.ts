import type { InvolvementKind, SessionBody, SignInResult, UserSession, UserState } from '@boardmatch/shared';
import { api } from './api-client.ts';
import { readUserSession } from './session-shape.ts';

/** The calls that make and end a session. */
export const sessionApi = {
  signIn: (UserName: string, Password: string) => api.post<SignInResult>('/api/auth', { UserName, Password }),
  authenticateAs: (targetUserId: number, adminUsername: string, adminPassword: string, charityId: number | null | undefined, reason: string) =>
    api.post<SessionBody>('/api/auth/authenticate-as-user', { targetUserId, adminUsername, adminPassword, ...(charityId ? { charityId } : {}), reason }),
  logout: () => api.post<void>('/api/auth/logout'),
  getSession: async (): Promise<UserSession> => readUserSession(await api.get('/api/users/session')),
  saveLastState: (lastState: string) => api.put<void>('/api/users/state', { lastState }),
  switchInvolvement: (involvement: InvolvementKind, charityId?: number | null) =>
    api.post<UserState>('/api/users/state/switch', { involvement, charityId: charityId ?? null }),
};
