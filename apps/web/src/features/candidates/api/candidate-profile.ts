import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CandidateDetailsInput,
  CandidateProfile,
  CandidateProfileSave,
  CandidateView,
  MatchingPreferencesInput,
  OnboardingSteps,
  ReleaseFormInput,
  UserInformation,
  UserInformationInput,
} from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

export const ownProfileKey = ['candidates', 'me'] as const;
export const onboardingKey = (candidateId: number) => ['candidates', candidateId, 'onboarding'] as const;
export const welcomeKey = (candidateId: number) => ['candidates', candidateId, 'welcome'] as const;
export const candidateViewKey = (candidateId: number, signedIn: boolean) => ['candidates', candidateId, 'view', signedIn] as const;
export const userInformationKey = ['users', 'information'] as const;

/** The signed-in candidate's own profile, every tab (GET /api/candidates/me). */
export function useOwnProfile(enabled = true) {
  return useQuery({ queryKey: ownProfileKey, queryFn: () => api.get<CandidateProfile>('/api/candidates/me'), enabled });
}

/** A candidate as another person sees it: the authenticated call when signed in, the public call otherwise. */
export function useCandidateView(candidateId: number, signedIn: boolean, postingId?: number | null) {
  return useQuery({
    queryKey: [...candidateViewKey(candidateId, signedIn), postingId ?? null],
    queryFn: () =>
      signedIn
        ? api.get<CandidateView>(`/api/candidates/${candidateId}`, { pid: postingId ?? undefined })
        : api.get<CandidateView>(`/api/candidates/public/${candidateId}`),
    enabled: candidateId > 0,
    retry: false,
  });
}

export type ProfileTab = 'user-information' | 'details' | 'matching-preferences' | 'release-form';
type TabInput = UserInformationInput | CandidateDetailsInput | MatchingPreferencesInput | ReleaseFormInput;

/** Saves one tab; the answer carries the reloaded profile, which replaces the cached one. */
export function useSaveTab(candidateId: number, tab: ProfileTab) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TabInput) => api.put<CandidateProfileSave>(`/api/candidates/${candidateId}/${tab}`, input),
    onSuccess: (result) => {
      client.setQueryData(ownProfileKey, result.profile);
      void client.invalidateQueries({ queryKey: onboardingKey(candidateId) });
    },
  });
}

/** DELETE .../skill/:id or .../focusArea/:id; a candidate keeps at least one of each (the server refuses the last). */
export function useUnlink(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'skill' | 'focusArea'; id: number }) =>
      apiRequest<CandidateProfile>(`/api/candidates/${candidateId}/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: (profile) => client.setQueryData(ownProfileKey, profile),
  });
}

export function useWelcomeStatus(candidateId: number | null) {
  return useQuery({
    queryKey: welcomeKey(candidateId ?? 0),
    queryFn: () => api.get<{ showWelcome: boolean }>(`/api/candidates/${candidateId}/welcome`),
    enabled: Boolean(candidateId),
  });
}

export const suppressWelcome = (candidateId: number) => api.put<{ showWelcome: boolean }>(`/api/candidates/${candidateId}/welcome/suppress`);

export const readOnboarding = (candidateId: number) => api.post<OnboardingSteps>('/api/candidates/onboarding/read', { CandidateId: candidateId, IsDisabled: 0 });
/** The automatic pass: the server compares each step with what is actually there (all but the release form). */
export const syncOnboarding = (candidateId: number) => api.post<OnboardingSteps>('/api/candidates/onboarding/sync', { candidateId });

export function useOnboardingSteps(candidateId: number | null) {
  return useQuery({ queryKey: onboardingKey(candidateId ?? 0), queryFn: () => readOnboarding(candidateId!), enabled: Boolean(candidateId) });
}

export function useUserInformation() {
  return useQuery({ queryKey: userInformationKey, queryFn: () => api.get<UserInformation>('/api/users/information') });
}

export function useSaveUserInformation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInformationInput) => api.put<UserInformation>('/api/users/information', input),
    onSuccess: (info) => client.setQueryData(userInformationKey, info),
  });
}
