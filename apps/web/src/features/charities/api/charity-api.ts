import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharityDetails, CharityOnboarding, CharityUpdate, PositionMatchingUpdate } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

export const charityDetailsKey = (charityId: number) => ['charities', charityId, 'details'] as const;
export const charityOnboardingKey = ['charities', 'onboarding'] as const;

/** The charity form as it is now. */
export function useCharityDetails(charityId: number | null) {
  return useQuery({ queryKey: charityDetailsKey(charityId ?? 0), queryFn: () => api.get<CharityDetails>(`/api/charities/${charityId}/details`), enabled: Boolean(charityId) });
}

function useSaved(charityId: number) {
  const client = useQueryClient();
  return (details: CharityDetails) => {
    client.setQueryData(charityDetailsKey(charityId), details);
    // The onboarding page checks its steps itself after a save; the profile view reads again.
    void client.invalidateQueries({ queryKey: ['search', 'charity-profile', charityId] });
  };
}

export function useSaveCharity(charityId: number) {
  const onSuccess = useSaved(charityId);
  return useMutation({ mutationFn: (input: CharityUpdate) => api.put<CharityDetails>(`/api/charities/${charityId}`, input), onSuccess });
}

export function useSavePositionMatching(charityId: number) {
  const onSuccess = useSaved(charityId);
  return useMutation({ mutationFn: (input: PositionMatchingUpdate) => api.put<CharityDetails>(`/api/charities/${charityId}/position-matching`, input), onSuccess });
}

export function useUnlinkFocusArea(charityId: number) {
  const onSuccess = useSaved(charityId);
  return useMutation({ mutationFn: (focusAreaId: number) => apiRequest<CharityDetails>(`/api/charities/${charityId}/focus-areas/${focusAreaId}`, { method: 'DELETE' }), onSuccess });
}

/** The signed-in representative's onboarding, after the server's automatic pass. */
export const syncCharityOnboarding = () => api.post<CharityOnboarding>('/api/charities/onboarding/sync');
export const agreeToCharityRelease = () => api.post<CharityOnboarding>('/api/charities/onboarding/release', { acceptTermsAndConditions: true });
export const suppressCharityWelcome = () => api.post<CharityOnboarding>('/api/charities/onboarding/welcome/suppress');

export function useCharityOnboarding(enabled: boolean) {
  return useQuery({ queryKey: charityOnboardingKey, queryFn: syncCharityOnboarding, enabled });
}
