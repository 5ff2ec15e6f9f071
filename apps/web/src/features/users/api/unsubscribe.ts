import type { UnsubscribeAnswer } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** GET /api/unsubscribe/:token: which digest the link stops; changes nothing (404 for a link that is not one). */
export const checkUnsubscribe = (token: string) => api.get<UnsubscribeAnswer>(`/api/unsubscribe/${encodeURIComponent(token)}`);

/** POST /api/unsubscribe/:token: stops that digest, without signing in. */
export const unsubscribe = (token: string) => api.post<UnsubscribeAnswer>(`/api/unsubscribe/${encodeURIComponent(token)}`);
