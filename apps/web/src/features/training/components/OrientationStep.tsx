/** Onboarding step 4: the orientation course and its status. */
export function OrientationStep(_props: { onCompleted?: () => void }) {
  return null;
}
