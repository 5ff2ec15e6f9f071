import { useCallback, useEffect, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CandidateProfileSave } from '@boardmatch/shared';
import type { Notify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useAuth, useAuthStore } from '@/lib/auth-context.tsx';
import { hasUnsavedEdits, useUnsavedChanges } from '@/lib/form/use-unsaved-changes.tsx';

/** The host's Submit (profile page) or Save/Next/Finish (onboarding) call this: true when the tab saved. */
export type SubmitHandle = RefObject<(() => Promise<boolean>) | null>;

export interface TabFormProps {
  candidateId: number;
  readOnly: boolean;
  submitRef: SubmitHandle;
  /** 'Please enter all required fields marked red' on the profile, 'Please fill out all required fields' in onboarding. */
  invalidMessage: string;
  onSaved?: (result: CandidateProfileSave) => void;
}

/** Registers this tab's submit with the host while it is shown. */
export function useRegisterSubmit(submitRef: SubmitHandle, submit: () => Promise<boolean>) {
  useEffect(() => {
    submitRef.current = submit;
    return () => {
      if (submitRef.current === submit) submitRef.current = null;
    };
  }, [submitRef, submit]);
}

/** Validates the tab's form: its values, or null after showing the host's invalid message. */
export async function validTabValues<T extends FieldValues>(form: UseFormReturn<T>, notify: Notify, invalidMessage: string): Promise<T | null> {
  let values: T | null = null;
  await form.handleSubmit(
    (v) => {
      values = v;
    },
    () => notify.error(invalidMessage),
  )();
  return values;
}

/**
 * Shows the server's answer: its message on success (orange when the step is not complete), its error otherwise.
 * Given the tab's form, the saved values become its own before onSaved moves on.
 */
export async function saveWithFeedback<T extends FieldValues>(
  notify: Notify,
  work: () => Promise<CandidateProfileSave>,
  onSaved?: (r: CandidateProfileSave) => void,
  form?: UseFormReturn<T>,
): Promise<boolean> {
  try {
    const result = await work();
    // What was saved is the form's own now: no unsaved edits are left to ask about.
    form?.reset(form.getValues());
    if (result.stepCompleted) notify.success(result.message);
    else notify.warning(result.message);
    onSaved?.(result);
    return true;
  } catch (error) {
    notify.error(serverMessage(error));
    return false;
  }
}

/**
 * After a save, the session learns when onboarding became complete (or stopped being so): its
 * candidate.onboardingComplete drives the route guard and the navigation.
 */
export function useSessionOnboardingSync() {
  const { session } = useAuth();
  const store = useAuthStore();
  const known = session?.candidate?.onboardingComplete;
  return useCallback(
    (result: CandidateProfileSave) => {
      if (known !== undefined && result.profile.onboardingComplete !== known) void store.reloadSession().catch(() => undefined);
    },
    [known, store],
  );
}

/** Asks before a tab's unsaved edits are lost by leaving the page or reloading it; render the prompt in the tab. */
export function useTabGuard<T extends FieldValues>(form: UseFormReturn<T>, readOnly: boolean) {
  return useUnsavedChanges(!readOnly && hasUnsavedEdits(form.formState)).prompt;
}
