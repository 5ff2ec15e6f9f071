import type { SocialMediaType, StaffInvitation, StaffRoleWithPermissions, StaffUser, UndeliveredMail } from '@boardmatch/shared';
import { socialMediaIconUrl } from '../files/index.ts';
import type { SocialMediaTypeRow } from './social-media-types.repository.ts';
import type { LiveInvitationRow, StaffRoleGrants, StaffUserRow, UndeliveredMailRow } from './staff.repository.ts';

/** A staff user with their role. */
export function presentStaffUser(row: StaffUserRow): StaffUser {
  return { id: row.id, userId: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email, role: { id: row.roleId, name: row.roleName } };
}

/** Each staff role with one access flag per claim any staff role holds (false where this role lacks it). */
export function presentStaffRoles({ roles, grants }: StaffRoleGrants): StaffRoleWithPermissions[] {
  const claimList = [...new Map(grants.map((g) => [g.claimId, { claim: g.claim, description: g.description }])).values()];
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    permissions: claimList.map((c) => ({ ...c, reads: grants.some((g) => g.roleId === role.id && g.claim === c.claim && g.reads) })),
  }));
}

/** What the invitation page shows; whether the invitee already has an account decides whether a password is asked. */
export function presentStaffInvitation(invitation: LiveInvitationRow, hasAccount: boolean): StaffInvitation {
  return { email: invitation.email, firstName: invitation.firstName, lastName: invitation.lastName, role: invitation.roleName, hasAccount };
}

/** A social media type with the address of its icon, or null without one. */
export function presentSocialMediaType(row: SocialMediaTypeRow): SocialMediaType {
  return { id: row.id, name: row.name, imageId: row.imageId, imageUrl: row.imageId === null ? null : socialMediaIconUrl(row.imageId) };
}

export { presentPendingInvitation } from '../../platform/auth/invitation-state.ts';

/** A mail refused for good: the receiving server's own words say why. */
export function presentUndeliveredMail(row: UndeliveredMailRow): UndeliveredMail {
  return { id: row.id, to: row.to, subject: row.subject, failedAt: (row.failedAt ?? new Date(0)).toISOString(), reason: row.lastError ?? '' };
}
