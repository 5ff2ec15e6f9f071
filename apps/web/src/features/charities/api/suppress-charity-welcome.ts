import type { CharityOnboarding } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/charities/onboarding/welcome/suppress: 'do not show again'; the answer is the onboarding after it. */
export const suppressCharityWelcome = () => api.post<CharityOnboarding>('/api/charities/onboarding/welcome/suppress');
