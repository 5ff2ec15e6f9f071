import { useCallback, useDeferredValue } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { CandidateProfile } from '@boardmatch/shared';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { UserInformationFields } from '@/components/form/UserInformationFields.tsx';
import {
  toUserInformationFormValues,
  toUserInformationInput,
  userInformationResolver,
  type UserInformationFormValues,
} from '@/lib/form/user-information-form.ts';
import { useSaveTab } from '@/features/candidates/api/save-profile-tab.ts';
import type { QueryClient } from '@tanstack/react-query';
import { lookupOptions, useCountries, usePronouns, useRegions } from '@/lib/api/find-lookup.ts';
import { ReadOnlyArea } from './ReadOnlyArea.tsx';
import { TabLoading } from './TabLoading.tsx';
import { saveWithFeedback, useRegisterSubmit, useTabGuard, validTabValues, type TabFormProps } from './tab-form.ts';

/** Asks for the lists the tab waits for, so that a page can have them coming beside the profile. */
export function prefetchUserInformationLists(client: QueryClient) {
  for (const list of ['pronouns', 'countries', 'regions'] as const) void client.prefetchQuery(lookupOptions(list));
}

/** User Information tab (onboarding step 1): name, pronoun, phones and address; phone and address are required. */
export function UserInformationTab(props: TabFormProps & { profile: CandidateProfile }) {
  const pronouns = usePronouns();
  const countries = useCountries();
  const regions = useRegions();
  // The form is large: once its lists have arrived it is drawn in the background, in slices, not in one long task.
  const ready = useDeferredValue(Boolean(pronouns.data && countries.data && regions.data));
  if (!ready) return <TabLoading />;
  return <UserInformationForm {...props} />;
}

function UserInformationForm({ profile, candidateId, readOnly, submitRef, invalidMessage, onSaved }: TabFormProps & { profile: CandidateProfile }) {
  const notify = useNotify();
  const save = useSaveTab(candidateId, 'user-information');
  const form = useForm<UserInformationFormValues>({
    mode: 'all',
    defaultValues: toUserInformationFormValues(profile.userInformation),
    resolver: userInformationResolver,
  });

  const submit = useCallback(async () => {
    const values = await validTabValues(form, notify, invalidMessage);
    if (!values) return false;
    return saveWithFeedback(notify, () => save.mutateAsync(toUserInformationInput(values)), onSaved, form);
  }, [form, notify, invalidMessage, save, onSaved]);
  useRegisterSubmit(submitRef, submit);
  const prompt = useTabGuard(form, readOnly);

  return (
    <FormProvider {...form}>
      {prompt}
      <ReadOnlyArea readOnly={readOnly}>
        <UserInformationFields email={profile.userInformation.email} />
      </ReadOnlyArea>
    </FormProvider>
  );
}
