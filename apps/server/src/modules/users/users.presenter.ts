import type { Actor, UserInformation, UserInvolvement, UserSession, UserState } from '@boardmatch/shared';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import type { PersonData } from './account-data.repository.ts';
import type { UserContact, UserInformationRow, UserRow, UserStateRow } from './users.repository.ts';

/** What the user information form shows; the e-mail is the sign-in name and is not edited here. */
export function presentUserInformation(contact: UserContact): UserInformation {
  return {
    userId: contact.userId,
    firstName: contact.firstName,
    lastName: contact.lastName,
    pronounId: contact.pronounId,
    pronounOther: contact.pronounOther,
    email: contact.email ?? contact.userName,
    profileColour: contact.profileColour,
    mainPhone: contact.mainPhone,
    eveningPhone: contact.eveningPhone,
    address: contact.address,
  };
}

/** The user's state: the last visited path and the selected involvement. */
export function presentUserState(state: UserStateRow): UserState {
  return {
    id: state.id,
    userId: state.userId,
    lastState: state.lastState,
    candidateRole: state.candidateRole,
    charityRole: state.charityRole,
    boardmatchRole: state.boardmatchRole,
    charityId: state.charityId,
  };
}

/** The actor the API resolved for the request, as the web's policy checks read it. */
export function presentActor(session: SessionUser): Actor {
  return {
    userId: session.userId,
    involvement: session.involvement,
    candidateId: session.candidateId,
    charityId: session.charityId,
    charityRepresentativeId: session.charityRepresentativeId,
    staffRoleId: session.staffRoleId,
    actingStaffUserId: session.actingStaffUserId,
    claims: session.claims,
  };
}

/** Who the user is now, as resolveSession found it (session.service.ts). */
interface SessionFacts {
  involvements: UserInvolvement[];
  selected: UserInvolvement | null;
  state: UserStateRow;
  candidate: { id: number; onboardingComplete: boolean } | null;
  charityRepresentative: { id: number; charityId: number; onboardingComplete: boolean; charityName: string; charityOnboardingComplete: boolean } | null;
  claims: Record<string, number>;
}

/** Everything the shell needs after sign-in: the user, who acts as them, their state, involvements and claims. */
export function presentUserSession(
  parts: { user: UserRow; info: UserInformationRow; resolved: SessionFacts; actingAdmin: UserRow | null; isSelf: boolean },
  session: SessionUser,
): UserSession {
  const { user, info, resolved, actingAdmin, isSelf } = parts;
  const rep = resolved.charityRepresentative;
  return {
    user: {
      id: user.id,
      userName: user.userName,
      userInformation: { id: info.id, firstName: info.firstName, lastName: info.lastName, profileColour: info.profileColour },
      preferredLanguage: user.preferredLanguage,
    },
    isSelf,
    actingAdmin: actingAdmin ? { id: actingAdmin.id, userName: actingAdmin.userName } : null,
    state: presentUserState(resolved.state),
    involvements: resolved.involvements,
    selectedInvolvementId: resolved.selected?.id ?? null,
    candidate: resolved.candidate ? { id: resolved.candidate.id, onboardingComplete: resolved.candidate.onboardingComplete } : null,
    charityRepresentative: rep
      ? { id: rep.id, charityId: rep.charityId, onboardingComplete: rep.onboardingComplete, charity: { id: rep.charityId, name: rep.charityName, onboardingComplete: rep.charityOnboardingComplete } }
      : null,
    claims: { ...resolved.claims, isSelf: isSelf ? 'True' : 'False' },
    actor: presentActor(session),
  };
}

/** The person's data export's data.json: every record held about them, secrets already left out by the query. */
export function presentPersonData(data: PersonData, exportedAt: Date) {
  const { files, ...records } = data;
  return {
    exportedAt: exportedAt.toISOString(),
    ...records,
    files: files.map((f) => ({ ...f, archivePath: archiveName(Number(f.id), String(f.original_name ?? '')) })),
  };
}

/** A file's name inside the export: its id, then its name without path separators or control characters. */
export function archiveName(id: number, name: string): string {
  const clean = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 120);
  return `files/${id}-${clean || 'file'}`;
}
