import type { CharityOnboarding } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/charities/onboarding/release: the representative accepts the terms; the answer is the onboarding after it. */
export const agreeToCharityRelease = () => api.post<CharityOnboarding>('/api/charities/onboarding/release', { acceptTermsAndConditions: true });
