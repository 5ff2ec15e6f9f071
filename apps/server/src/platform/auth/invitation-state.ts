import type { PendingInvitation } from '@boardmatch/shared';
import { AppError } from '../errors/app-error.ts';

/** What an invitation link's row says of itself, whatever its state. */
export interface InvitationState {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/**
 * Why an invitation link no longer opens its form, in words the page shows: already used, revoked or expired
 * (410); an unknown token is 404. Null while it is still pending.
 */
export function invitationRefusal(row: InvitationState | null, now = new Date()): AppError | null {
  if (!row) return AppError.notFound('errors.invitationInvalid', 'INVALID_INVITATION');
  if (row.acceptedAt) return new AppError('INVITATION_USED', 410, 'invitationLink.used');
  if (row.revokedAt) return new AppError('INVITATION_REVOKED', 410, 'invitationLink.revoked');
  if (row.expiresAt.getTime() <= now.getTime()) return new AppError('INVITATION_EXPIRED', 410, 'invitationLink.expired');
  return null;
}

/** A pending invitation's row, staff or representative alike. */
export interface PendingInvitationFacts {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  roleName: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A pending invitation as the lists show it: who, with which role, sent and valid until when (never its token). */
export function presentPendingInvitation(row: PendingInvitationFacts): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: { id: row.roleId, name: row.roleName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
