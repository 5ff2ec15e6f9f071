import type { z } from 'zod';
import {
  CharityRepresentativeRole,
  referenceName,
  type Language,
  type CharityDetails,
  type CharityRepresentative,
  type invitationSchema,
  type RegistrationResult,
  type RepresentativeRole,
  type StaffCharity,
  type StaffCharityCreated,
} from '@boardmatch/shared';
import { presentCharityReplies } from '../postings/index.ts';
import type { CharityParts, LiveCharityRow } from './charity-profile.repository.ts';
import type { RepresentativeRoleRow, RepresentativeRow, RoleGrants } from './charity-representatives.repository.ts';
import type { LiveInvitationRow } from './invitations.repository.ts';
import type { StaffCharityRow } from './staff-charities.repository.ts';

/** The charity form as it is: details, contact, focus areas, programs and position matching. */
export function presentCharityDetails(charity: LiveCharityRow, parts: CharityParts): CharityDetails {
  const m = parts.positionMatching;
  return {
    id: charity.id,
    name: charity.name,
    charitableNumber: charity.charitableNumber,
    email: parts.email,
    website: charity.website,
    yearOfIncorporation: charity.yearOfIncorporation || null,
    charityScopeId: charity.charityScopeId,
    charityTypeId: charity.charityTypeId,
    mandate: charity.mandate,
    vision: charity.vision,
    quote: charity.quote,
    address: parts.address,
    mainPhone: parts.mainPhone,
    eveningPhone: parts.eveningPhone,
    focusAreas: parts.focusAreas,
    programs: parts.programs,
    positionMatching: m
      ? {
          annualGeneralMeetingMonth: m.annualGeneralMeetingMonth,
          recruitForBoardMonth: m.recruitForBoardMonth,
          charityBoardTypeId: m.charityBoardTypeId,
          charityDevelopmentStageId: m.charityDevelopmentStageId,
          operatingBudgetCurrentYear: m.operatingBudgetCurrentYear,
          charityFundingStatusId: m.charityFundingStatusId,
          numberOfPaidStaff: m.numberOfPaidStaff,
          numberOfVolunteers: m.numberOfVolunteers,
          maximumBoardSize: m.maximumBoardSize,
          lengthOfBoardTerm: m.lengthOfBoardTerm,
          lengthOfRenewableTerm: m.lengthOfRenewableTerm,
          charityBoardWorkHoursId: m.charityBoardWorkHoursId,
          charityBoardWorkHoursOther: m.charityBoardWorkHoursOther,
          boardMeetingTimesPerYear: m.boardMeetingTimesPerYear,
          boardMeetingTimeAndDay: m.boardMeetingTimeAndDay,
          boardMeetingLocation: m.boardMeetingLocation,
          boardExtraActivities: m.boardExtraActivities,
          filedLatestT3010: m.filedLatestT3010,
          statuaryRemittancesUpToDate: m.statuaryRemittancesUpToDate,
          optOutOfAutomatedMatching: m.optOutOfAutomatedMatching,
        }
      : null,
  };
}

/** The address on one line: street, city, region abbreviation, postal code; null when there is none. */
const oneLine = (r: { address1: string | null; city: string | null; region: string | null; code: string | null }) => {
  const text = [r.address1, r.city, r.region, r.code].map((p) => p?.trim()).filter(Boolean).join(', ');
  return text || null;
};

/** A row of the staff Charities table. */
export function presentStaffCharity(r: StaffCharityRow, language: Language = 'en'): StaffCharity {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    charitableNumber: r.charitableNumber,
    yearOfIncorporation: r.yearOfIncorporation,
    charityScope: r.scopeId === null ? null : { id: r.scopeId, name: referenceName('charity-scopes', r.scopeName!, language) },
    charityType: r.typeId === null ? null : { id: r.typeId, name: referenceName('charity-types', r.typeName!, language) },
    address: oneLine(r),
    city: r.city,
    phone: r.phone,
    replies: presentCharityReplies(r.replies),
  };
}

/** A charity created by staff, with the administrator who will sign in to it. */
export function presentStaffCharityCreated(charity: { id: number; name: string }, administrator: { id: number; userName: string }): StaffCharityCreated {
  return { id: charity.id, name: charity.name, administrator: { userId: administrator.id, userName: administrator.userName } };
}

/** A representative of the charity with their roles. */
/** A role's name as the reader reads it: the roles every charity has in the reader's language, a charity's own as named. */
const roleName = (role: { name: string; charityId: number | null }, language: Language) => (role.charityId === null ? referenceName('roles', role.name, language) : role.name);

export function presentRepresentative(row: RepresentativeRow, roleRows: RepresentativeRoleRow[], language: Language = 'en'): CharityRepresentative {
  return {
    id: row.id,
    userId: row.userId,
    charityId: row.charityId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    acceptTermsAndConditions: row.acceptTermsAndConditions,
    roles: roleRows.filter((x) => x.representativeId === row.id).map((role) => ({ id: role.id, name: roleName(role, language) })),
  };
}

/** The roles the charity may give, each with its read/create/update/delete permissions, in the reader's language. */
export function presentRepresentativeRoles({ roles, permissions }: RoleGrants, language: Language = 'en'): RepresentativeRole[] {
  return roles.map((r) => ({
    id: r.id,
    name: roleName(r, language),
    permissions: permissions
      .filter((p) => p.roleId === r.id)
      .map((p) => ({ claim: p.claim, description: p.description === null ? p.description : referenceName('claims', p.description, language), reads: p.reads, creates: p.creates, updates: p.updates, deletes: p.deletes })),
  }));
}

/** What an invitation link is for: the person invited and the charity. */
export function presentInvitation(invitation: LiveInvitationRow): z.infer<typeof invitationSchema> {
  return { userName: invitation.email, charityName: invitation.charityName, charitableNumber: invitation.charitableNumber, firstName: invitation.firstName, lastName: invitation.lastName };
}

type NewUser = { id: number; userName: string; userInformationId: number };

/** A registered charity: its administrator's account and representative record with role Admin. */
export function presentCharityRegistration(user: NewUser, charity: { id: number; name: string }, representativeId: number): RegistrationResult {
  return {
    user: { id: user.id, userName: user.userName, userInformation: { id: user.userInformationId } },
    charity: { id: charity.id },
    charityRepresentative: { id: representativeId, charityId: charity.id, charity: { name: charity.name }, roles: [{ id: CharityRepresentativeRole.admin, name: 'Admin' }] },
  };
}

/** An account registered from an invitation, with its representative record. */
export function presentInvitationRegistration(user: NewUser, charity: { id: number; name: string }, representativeId: number): RegistrationResult {
  return {
    user: { id: user.id, userName: user.userName, userInformation: { id: user.userInformationId } },
    charityRepresentative: { id: representativeId, charityId: charity.id, charity: { name: charity.name }, roles: [] },
  };
}

export { presentPendingInvitation } from '../../platform/auth/invitation-state.ts';

