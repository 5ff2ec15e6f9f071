import { isCandidate, type CandidateList, type CharityList, type CharityProfile, type Language, type ListQuery, type PostingList } from '@boardmatch/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { shortLived } from '../../platform/cache/short-lived.ts';
import type { ImageSigner } from '../../platform/auth/image-signer.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { candidateQuery, charityQuery, postingQuery } from './search.filters.ts';
import { findCharityCities, findCharityRegions, findCharities, findCharityProfile } from './search.repository.ts';
import { findReviewableCandidates, readCandidateSearch } from './candidates-search.ts';
import { filtersAsPosting, findCandidatesByFit } from './candidates-by-fit.ts';
import { fitTargetOfPosting } from '../matching/index.ts';
import { findCharityReplies } from '../postings/index.ts';
import { findPostings } from './postings-search.ts';
import { presentCandidateTile, presentCharityProfile, presentCharityTile, presentPostingTile } from './search.presenter.ts';

export async function searchCharities(db: Db, q: ListQuery): Promise<CharityList> {
  const { filter, page, sort } = charityQuery(q);
  const { items, total, totalCapped } = await findCharities(db, filter, page, sort);
  return { charities: items.map(presentCharityTile), total, totalCapped };
}

/**
 * The posting list. The signed-in candidate (selected involvement candidate) gets `applied` and the skills
 * matching theirs; staff may ask for a candidate's view with the candidateId filter; nobody else may name
 * another candidate. Expired postings are hidden unless the Expire filter is false.
 */
export async function searchPostings(db: Db, q: ListQuery, user: SessionUser | null, language: Language = 'en'): Promise<PostingList> {
  const { filter, page, sort } = postingQuery(q);
  let candidateId: number | null = null;
  if (isCandidate(user)) candidateId = user.candidateId;
  if (filter.candidateId !== null && filter.candidateId !== candidateId) {
    authorize(user, 'candidate.list');
    candidateId = filter.candidateId;
  }
  const found = await findPostings(db, filter, candidateId, page, sort);
  return {
    postings: found.items.map((row) => presentPostingTile(row, language)),
    total: found.total,
    totalCapped: found.totalCapped,
  };
}

/**
 * Candidates who allowed their profile to be reviewed; only for a charity representative. Ranked by fit (with each
 * one's reasons and gaps) for a posting of their charity (FitFor) or, sorted by 'fit', for what the filters ask.
 */
export async function browseCandidates(db: Db, q: ListQuery, user: SessionUser, images: ImageSigner): Promise<CandidateList> {
  authorize(user, 'candidate.browse');
  const { filter, page, sort } = candidateQuery(q);
  // The representative may see these profiles (they allow review), so the tiles carry signed picture URLs.
  const signed = (fileId: number) => images.url(fileId);
  if (filter.fitForPostingId !== null || sort[0]?.field === 'fit') {
    const target = filter.fitForPostingId !== null ? await fitTargetOfPosting(db, user, filter.fitForPostingId) : filtersAsPosting(filter);
    const found = await findCandidatesByFit(db, filter, await readCandidateSearch(db, filter.text), target, page);
    return { candidates: found.items.map((row) => ({ ...presentCandidateTile(row, signed), fit: row.fit })), total: found.total, totalCapped: found.totalCapped };
  }
  const { items, total, totalCapped } = await findReviewableCandidates(db, filter, page, sort);
  return { candidates: items.map((row) => presentCandidateTile(row, signed)), total, totalCapped };
}

export async function getCharityProfile(db: Db, charityId: number, signedIn: boolean, language: Language = 'en'): Promise<CharityProfile> {
  const found = await findCharityProfile(db, charityId);
  if (!found) throw AppError.notFound();
  return { ...presentCharityProfile(found, signedIn, language), replies: await findCharityReplies(db, charityId) };
}

/** The cities charities are in (lower-case) and the regions, for the search filters: up to 30 seconds old. */
export const listCharityCities = shortLived(30_000, (db: Db) => findCharityCities(db));
export const listCharityRegions = shortLived(30_000, (db: Db) => findCharityRegions(db));
