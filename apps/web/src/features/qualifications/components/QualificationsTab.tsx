export interface QualificationsTabProps {
  candidateId: number;
  readOnly?: boolean;
  /** Called after a successful save, so the host records onboarding step 2. */
  onSaved?: () => void;
}

/** Education, experience and resume of a candidate (profile tab and onboarding step 2). */
export function QualificationsTab(_props: QualificationsTabProps) {
  return null;
}
