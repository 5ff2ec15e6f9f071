import { referenceName, type Language, type Ranked, type RecommendedPosting, type SuggestedCandidate } from '@boardmatch/shared';
import type { CandidateFitRow, PostingFitRow } from './matching.repository.ts';

/** A suggested candidate as the charity reads them: names, place, the fit; nothing private (no e-mail, no phone). */
export function presentSuggestedCandidate({ item, fit }: Ranked<CandidateFitRow>): SuggestedCandidate {
  return {
    id: item.id,
    firstName: item.firstName,
    lastName: item.lastName,
    title: item.title,
    organizationName: item.organizationName,
    city: item.city,
    region: item.region,
    fit,
    invited: item.invited,
  };
}

export function presentRecommendedPosting({ item, fit }: Ranked<PostingFitRow>, language: Language): RecommendedPosting {
  return {
    id: item.id,
    position: referenceName('positions', item.position, language),
    charityId: item.charityId,
    charityName: item.charityName,
    city: item.city,
    region: item.region,
    expiryDate: item.expiryDate,
    fit,
    invited: item.invited,
  };
}
