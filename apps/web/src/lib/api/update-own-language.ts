import type { Language } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** PUT /api/users/me/language: the signed-in user's language, the one their e-mails are written in. */
export const updateOwnLanguage = (language: Language) => api.put<void>('/api/users/me/language', { language });
