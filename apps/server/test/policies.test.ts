import { describe, expect, it } from 'vitest';
import { ApplicationStatus, can, mayOnCharity, routeGate, type Actor, type ClaimSet } from '@boardmatch/shared';
import { CHARITY_REPRESENTATIVE_ROLE_PERMISSIONS, CLAIMS, BOARDMATCH_REPRESENTATIVE_ROLE_PERMISSIONS } from '../src/db/seed/reference/access.ts';

/** The claims a role of the demo role tables grants, as the server turns permission rows into claims. */
function roleClaims(rows: { roleId: number; claimId: number; reads: number | boolean; creates?: number; updates?: number; deletes?: number }[], roleId: number): ClaimSet {
  const out: Record<string, number> = {};
  for (const row of rows.filter((r) => r.roleId === roleId)) {
    const name = CLAIMS.find((c) => c.id === row.claimId)!.name;
    const staff = typeof row.reads === 'boolean';
    if (row.reads) out[`${name}.read`] = 1;
    if (staff ? row.reads : row.creates) out[`${name}.create`] = 1;
    if (staff ? row.reads : row.updates) out[`${name}.update`] = 1;
    if (staff ? row.reads : row.deletes) out[`${name}.delete`] = 1;
  }
  return out as ClaimSet;
}

const base: Actor = { userId: 1, involvement: null, candidateId: null, charityId: null, charityRepresentativeId: null, staffRoleId: null, actingStaffUserId: null, claims: {} };
const representative = (charityId: number, roleId: number): Actor => ({
  ...base,
  userId: 10 + roleId,
  involvement: 'charityRepresentative',
  charityId,
  charityRepresentativeId: 100 + roleId,
  claims: roleClaims(CHARITY_REPRESENTATIVE_ROLE_PERMISSIONS, roleId),
});
const staff = (roleId: number): Actor => ({ ...base, userId: 50 + roleId, involvement: 'boardmatch', staffRoleId: roleId, claims: roleClaims(BOARDMATCH_REPRESENTATIVE_ROLE_PERMISSIONS, roleId) });
const candidate = (candidateId: number, userId: number): Actor => ({ ...base, userId, involvement: 'candidate', candidateId, claims: { 'candidate.read': 1 } });

describe('the charity role table', () => {
  it('lets a charity Admin (role 1) invite representatives of their own charity only', () => {
    expect(can(representative(7, 1), 'charity.invite-representative', { charityId: 7 })).toBe(true);
    expect(can(representative(7, 1), 'charity.invite-representative', { charityId: 8 })).toBe(false);
  });

  it('keeps Basic Access (role 5) to reading the board', () => {
    const basic = representative(7, 5);
    expect(mayOnCharity(basic, 'charity-board', 'read', { charityId: 7 })).toBe(true);
    expect(mayOnCharity(basic, 'charity-board', 'update', { charityId: 7 })).toBe(false);
    expect(mayOnCharity(basic, 'charity-posting', 'read', { charityId: 7 })).toBe(false);
    expect(can(basic, 'charity.invite-representative', { charityId: 7 })).toBe(false);
    expect(can(basic, 'charity.update-onboarding', { charityId: 7 })).toBe(false);
  });

  it('gives a Posting Manager (role 3) the postings but not the board', () => {
    const manager = representative(7, 3);
    expect(mayOnCharity(manager, 'charity-posting', 'delete', { charityId: 7 })).toBe(true);
    expect(mayOnCharity(manager, 'charity-board', 'update', { charityId: 7 })).toBe(false);
  });
});

describe('staff roles', () => {
  it('let Admin and Staff manage any charity, its representatives included (the admin section is the staff one)', () => {
    expect(can(staff(1), 'charity.invite-representative', { charityId: 3 })).toBe(true);
    expect(can(staff(2), 'charity.invite-representative', { charityId: 3 })).toBe(true);
    expect(mayOnCharity(staff(2), 'charity-posting', 'update', { charityId: 3 })).toBe(true);
    expect(can(staff(2), 'candidate.list')).toBe(true);
  });

  it('act as a candidate or representative, never as themselves, another staff member or a disabled user, never while already acting', () => {
    expect(can(staff(1), 'user.act-as', { userId: 99 })).toBe(true);
    expect(can(staff(1), 'user.act-as', { userId: 99, isStaff: false, isDisabled: false })).toBe(true);
    expect(can(staff(1), 'user.act-as', { userId: staff(1).userId })).toBe(false);
    expect(can(staff(1), 'user.act-as', { userId: 99, isStaff: true })).toBe(false);
    expect(can(staff(1), 'user.act-as', { userId: 99, isDisabled: true })).toBe(false);
    expect(can({ ...candidate(4, 99), actingStaffUserId: 51 }, 'user.act-as', { userId: 5 })).toBe(false);
  });
});

describe('candidates', () => {
  const subject = { userId: 20, isDisabled: false, allowsReview: false, appliedToActorCharity: false };

  it('are seen by themselves, staff, and charities they applied to or allow', () => {
    expect(can(candidate(4, 20), 'candidate.view', subject)).toBe(true);
    expect(can(candidate(5, 21), 'candidate.view', subject)).toBe(false);
    expect(can(staff(2), 'candidate.view', subject)).toBe(true);
    expect(can(representative(7, 4), 'candidate.view', subject)).toBe(false);
    expect(can(representative(7, 4), 'candidate.view', { ...subject, appliedToActorCharity: true })).toBe(true);
    expect(can(representative(7, 4), 'candidate.view', { ...subject, allowsReview: true })).toBe(true);
    expect(can(representative(7, 4), 'candidate.view', { ...subject, allowsReview: true, isDisabled: true })).toBe(false);
    expect(can(null, 'candidate.view', { ...subject, allowsReview: true })).toBe(false);
  });

  it('are changed only by themselves (or staff acting as them)', () => {
    expect(can({ ...candidate(4, 20), actingStaffUserId: 51 }, 'candidate.update', subject)).toBe(true);
    expect(can(staff(1), 'candidate.update', subject)).toBe(false);
  });

  it('are managed on the Candidates screen by both staff roles only; the resume also by the candidate', () => {
    for (const roleId of [1, 2]) expect(can(staff(roleId), 'candidate.manage')).toBe(true);
    expect(can({ ...staff(2), claims: {} }, 'candidate.manage')).toBe(false);
    expect(can(representative(7, 1), 'candidate.manage')).toBe(false);
    expect(can(candidate(4, 20), 'candidate.manage')).toBe(false);
    expect(can({ ...candidate(4, 20), actingStaffUserId: 51 }, 'candidate.manage')).toBe(false);
    expect(can(null, 'candidate.manage')).toBe(false);
    expect(can(candidate(4, 20), 'candidate.manage-resume', subject)).toBe(true);
    expect(can(staff(2), 'candidate.manage-resume', subject)).toBe(true);
    expect(can(candidate(5, 21), 'candidate.manage-resume', subject)).toBe(false);
    expect(can(representative(7, 1), 'candidate.manage-resume', subject)).toBe(false);
  });

  it("show a resume by its privacy type", () => {
    const rep = representative(7, 4);
    expect(can(rep, 'candidate.read-resume', { ...subject, appliedToActorCharity: true, privacyTypeId: 1 })).toBe(false);
    expect(can(rep, 'candidate.read-resume', { ...subject, appliedToActorCharity: true, privacyTypeId: 2 })).toBe(true);
    expect(can(rep, 'candidate.read-resume', { ...subject, allowsReview: true, privacyTypeId: 2 })).toBe(false);
    expect(can(rep, 'candidate.read-resume', { ...subject, allowsReview: true, privacyTypeId: 3 })).toBe(true);
  });
});

describe('applications', () => {
  const application = { candidateId: 4, charityId: 7 };
  const move = (from: number, to: number) => ({ ...application, from, to });

  it('let the candidate withdraw and accept, the charity review and offer, and staff both', () => {
    expect(can(candidate(4, 20), 'application.move', move(ApplicationStatus.applied, ApplicationStatus.withdrawn))).toBe(true);
    expect(can(candidate(4, 20), 'application.move', move(ApplicationStatus.offerExtended, ApplicationStatus.accepted))).toBe(true);
    expect(can(candidate(5, 21), 'application.move', move(ApplicationStatus.applied, ApplicationStatus.withdrawn))).toBe(false);
    expect(can(representative(7, 3), 'application.move', move(ApplicationStatus.offerExtended, ApplicationStatus.accepted))).toBe(false);
    expect(can(representative(8, 3), 'application.change-status', application)).toBe(false);
    expect(can(staff(2), 'application.move', move(ApplicationStatus.offerExtended, ApplicationStatus.accepted))).toBe(true);
  });

  it("let a charity's applications be read (and their mail received) by the roles with charity-posting read only", () => {
    for (const roleId of [1, 2, 3, 4]) expect(can(representative(7, roleId), 'application.read-charity', { charityId: 7 }), `role ${roleId}`).toBe(true);
    expect(can(representative(7, 5), 'application.read-charity', { charityId: 7 })).toBe(false);
    expect(can(representative(8, 1), 'application.read-charity', { charityId: 7 })).toBe(false);
    expect(can(candidate(4, 20), 'application.read-charity', { charityId: 7 })).toBe(false);
    expect(can(staff(2), 'application.read-charity', { charityId: 7 })).toBe(true);
  });
});

describe('the route gate', () => {
  it('asks for a session, then for a declared caller', () => {
    expect(routeGate('public', null)).toBe('pass');
    expect(routeGate(['signed-in'], null)).toBe('anonymous');
    expect(routeGate(['staff'], candidate(4, 20))).toBe('refused');
    expect(routeGate(['staff'], staff(2))).toBe('pass');
    expect(routeGate([{ claim: 'candidates.read' }], representative(7, 1))).toBe('refused');
    expect(routeGate(['self'], representative(7, 1))).toBe('pass');
  });
});

describe('the staff admin section', () => {
  it("is the staff role Admin's: staff users, staff roles and social media types", () => {
    for (const action of ['staff-user.read', 'staff-user.invite', 'staff-user.update', 'staff-user.delete', 'staff-role.read', 'undelivered-mail.read', 'social-media-type.create', 'social-media-type.update'] as const) {
      expect(can(staff(1), action), action).toBe(true);
      expect(can(staff(2), action), action).toBe(false);
      expect(can(representative(7, 1), action), action).toBe(false);
      expect(can(candidate(4, 40), action), action).toBe(false);
      expect(can(null, action), action).toBe(false);
    }
  });

  it('lets both staff roles, and no one else, send a password reset e-mail', () => {
    expect(can(staff(1), 'user.send-password-reset')).toBe(true);
    expect(can(staff(2), 'user.send-password-reset')).toBe(true);
    expect(can(representative(7, 1), 'user.send-password-reset')).toBe(false);
    expect(can(candidate(4, 40), 'user.send-password-reset')).toBe(false);
    // Staff acting as a candidate are that candidate for the while.
    expect(can({ ...candidate(4, 40), actingStaffUserId: 51 }, 'user.send-password-reset')).toBe(false);
  });
});
