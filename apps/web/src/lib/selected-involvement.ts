import type { UserInvolvement, UserSession } from '@boardmatch/shared';

/** The involvement the user acts in now (the session's selected one); null without a session or a selection. */
export function selectedInvolvement(session: UserSession | null | undefined): UserInvolvement | null {
  return session?.involvements.find((i) => i.id === session.selectedInvolvementId) ?? null;
}
