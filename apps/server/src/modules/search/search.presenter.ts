import { referenceName, type CandidateTile, type CharityProfile, type CharityTile, type Language, type PostingTile } from '@boardmatch/shared';
import { plainText } from '../../platform/rich-text/rich-text.ts';
import type { CharityRow, findCharityProfile } from './search.repository.ts';
import type { CandidateRow } from './candidates-search.ts';
import type { PostingRow } from './postings-search.ts';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Tile text: the quote, else the mission, else the vision, as plain text. */
export function charityDescription(row: { quote: string | null; mandate: string | null; vision: string | null }): string {
  return plainText(row.quote) || plainText(row.mandate) || plainText(row.vision);
}

export function presentCharityTile(row: CharityRow): CharityTile {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    region: row.region,
    country: row.country,
    description: charityDescription(row),
    profileImageId: row.profile_image_id,
    activePostingCount: Number(row.active_posting_count),
  };
}

/** A posting's tile; its skills and a default position named in the reader's language. */
export function presentPostingTile(row: PostingRow, language: Language = 'en'): PostingTile {
  return {
    id: row.id,
    charityId: row.charity_id,
    charity: { id: row.charity_id, name: row.charity_name, city: row.city, region: row.region },
    charityPosition: { id: row.position_id, name: referenceName('positions', row.position_name, language), isNotBoard: row.is_not_board },
    description: row.description,
    specialRequirements: row.special_requirements,
    startDate: row.start_date,
    endDate: row.end_date,
    expiryDate: row.expiry_date,
    datePosted: iso(row.date_posted),
    charityPostingStatusId: row.charity_posting_status_id,
    candidateSkill: row.skills.map(({ id, name }) => ({ id, name: referenceName('skills', name, language) })),
    applied: row.applied,
    matchingSkillIds: row.skills.filter((skill) => skill.mine).map((skill) => skill.id),
  };
}

/** A candidate's tile; imageUrl gives the picture's (signed) URL. */
export function presentCandidateTile(row: CandidateRow, imageUrl: (fileId: number) => string): CandidateTile {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_id === null ? null : imageUrl(row.profile_image_id),
    title: row.title,
    organizationName: row.organization_name,
    city: row.city,
    region: row.region,
    profileColour: row.profile_colour,
  };
}

/** The read-only charity profile, its reference words in the reader's language; the Information block only for a signed-in visitor. */
export function presentCharityProfile(found: NonNullable<Awaited<ReturnType<typeof findCharityProfile>>>, signedIn: boolean, language: Language = 'en'): CharityProfile {
  const c = found.charity;
  return {
    id: c.id,
    name: c.name,
    quote: c.quote,
    mandate: c.mandate,
    vision: c.vision,
    programs: found.programs,
    information: signedIn
      ? {
          yearOfIncorporation: c.year_of_incorporation || null,
          numberOfPaidStaff: c.number_of_paid_staff,
          numberOfVolunteers: c.number_of_volunteers,
          scope: c.scope === null ? c.scope : referenceName('charity-scopes', c.scope, language),
          boardType: c.board_type === null ? c.board_type : referenceName('board-types', c.board_type, language),
          charitableNumber: c.charitable_number,
          website: c.website,
        }
      : null,
    boardMembers: found.board.map((b) => ({ id: b.id, position: referenceName('positions', b.position, language), firstName: b.first_name, lastName: b.last_name })),
    openPostings: found.postings.map((p) => ({
      id: p.id,
      charityPosition: { id: p.position_id, name: referenceName('positions', p.position_name, language), isNotBoard: p.is_not_board },
      expiryDate: p.expiry_date,
      datePosted: iso(p.date_posted),
    })),
    socialLinks: found.links.map((l) => ({ id: l.id, socialMediaTypeId: l.social_media_type_id, type: l.type, url: l.url, iconImageId: l.icon_image_id })),
    profileImageId: c.profile_image_id,
    backgroundImageId: c.background_image_id,
    city: c.city,
    region: c.region,
    country: c.country,
    focusAreas: found.focus,
  };
}
