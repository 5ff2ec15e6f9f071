import { postingStatusLabel, referenceName, type ApplyBlockerKind, type CharityPosting, type Language, type PostingSummary } from '@boardmatch/shared';
import type { PostingRow } from './postings.repository.ts';

/** The posting summary a candidate or visitor sees, its skills and a default position in their language; nothing about who posted it. */
export function presentPosting(row: PostingRow, viewer: { applied: boolean; applyBlocker: ApplyBlockerKind | null }, language: Language = 'en'): PostingSummary {
  return {
    id: row.id,
    charityId: row.charityId,
    charity: { id: row.charityId, name: row.charityName },
    charityPosition: { id: row.charityPositionId, name: referenceName('positions', row.positionName, language), isNotBoard: row.isNotBoard },
    // Cleaned when written (see lib/rich-text.ts).
    description: row.description,
    specialRequirements: row.specialRequirements,
    startDate: row.startDate,
    endDate: row.endDate,
    expiryDate: row.expiryDate,
    datePosted: row.datePosted.toISOString(),
    charityPostingStatusId: row.charityPostingStatusId,
    candidateSkill: row.skills.map((skill) => ({ ...skill, name: referenceName('skills', skill.name, language) })),
    applied: viewer.applied,
    applyBlocker: viewer.applyBlocker,
  };
}

/** The posting as everyone sees it, plus what its charity sees: the status as shown on that day and how many applied. */
export function presentCharityPosting(row: PostingRow, applicationCount: number, today: string): CharityPosting {
  const { applied: _applied, applyBlocker: _blocker, ...posting } = presentPosting(row, { applied: false, applyBlocker: null });
  return { ...posting, status: postingStatusLabel(row.charityPostingStatusId, row.expiryDate, today), applicationCount };
}
