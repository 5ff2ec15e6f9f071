/*
 * One explained fit: how well a candidate suits a posting, with the reasons and the gaps behind the score.
 * Pure and deterministic (no clock, no I/O). The same scoreFit serves both directions: a charity's suggested
 * candidates (rankCandidatesFor) and a candidate's recommended postings (rankPostingsFor).
 *
 * Reasons and gaps carry ids and small values only, never words: each side names them in its own language.
 */

import { BoardExperienceType } from '../constants.ts';

/** The candidate's side, built from a few columns of the profile and its matching preferences. */
export interface FitCandidate {
  id: number;
  /** candidate_skills. */
  skillIds: readonly number[];
  /** candidate_focus_areas: the causes the candidate cares about. */
  focusAreaIds: readonly number[];
  /** The candidate's address: city as typed (compared folded) and province/state id; null when none is known. */
  city: string | null;
  regionId: number | null;
  /**
   * ISO 639-1 codes of the languages the candidate works in. The product keeps no list of spoken languages: today
   * the only source is the user's preferred language (users.preferred_language, 'en' or 'fr'). Absent: none known.
   */
  languages?: readonly string[];
  /** Matching preferences' board experience (board_experience_types); null when not answered. */
  boardExperienceTypeId: number | null;
  /** 'I am currently looking for a board position' (candidates.is_looking_for_position). */
  lookingForPosition: boolean;
  /** 'I withdraw my participation for now' (matching preferences' withdrawParticipation). */
  withdrawn?: boolean;
}

/** The posting's side: its required skills and its charity's focus areas and place. */
export interface FitPosting {
  id: number;
  /** charity_posting_skills: the skills the posting asks for. */
  skillIds: readonly number[];
  /** charity_focus_areas of the posting's charity. */
  focusAreaIds: readonly number[];
  /** The charity's address; null when none is known. */
  city: string | null;
  regionId: number | null;
  /**
   * ISO 639-1 codes of the languages the board works in (any one of them will do). Neither postings nor charities
   * record one today; absent or empty, languages are left out of the score.
   */
  languages?: readonly string[];
}

export type FitKind = 'skills' | 'causes' | 'place' | 'languages' | 'boardExperience' | 'availability';

/** Why a candidate and a posting fit. Ids are sorted ascending and distinct. */
export type FitReason =
  /** The posting's skills the candidate holds. */
  | { kind: 'skills'; ids: number[] }
  /** The charity's focus areas the candidate cares about. */
  | { kind: 'causes'; ids: number[] }
  /** Same city (in the same province), or only the same province. */
  | { kind: 'place'; level: 'city' | 'province' }
  /** The languages both work in. */
  | { kind: 'languages'; codes: string[] }
  /** The candidate has sat on a board (the board experience type answered). */
  | { kind: 'boardExperience'; typeId: number }
  /** The candidate is looking for a board position now. */
  | { kind: 'availability' };

/** What stands between them: what the candidate could close, or the charity should know. */
export type FitGap =
  /** The posting's skills the candidate lacks. */
  | { kind: 'skills'; ids: number[] }
  /** No shared cause: the charity's focus areas. */
  | { kind: 'causes'; ids: number[] }
  /** Neither the same city nor the same province ('unknown': the candidate gave no address). */
  | { kind: 'place'; level: 'elsewhere' | 'unknown' }
  /** No shared language: the languages the board works in. */
  | { kind: 'languages'; codes: string[] }
  /** No board experience (typeId BoardExperienceType.none), or not answered (null). */
  | { kind: 'boardExperience'; typeId: number | null }
  /** Not looking for a board position now, or withdrawn for now. */
  | { kind: 'availability'; why: 'notLooking' | 'withdrawn' };

export interface Fit {
  /** 0 to 100, an integer; 100 only when every counted part matches in full. */
  score: number;
  reasons: FitReason[];
  gaps: FitGap[];
}

/**
 * The points of each part, out of 100. A part the posting says nothing about (no skills, no focus areas, no
 * address, no languages) is left out, and the parts left are scaled to 100: the candidate is neither blamed nor
 * credited for what the posting does not ask. The candidate's own parts (board experience, availability) always count.
 */
export const FIT_WEIGHTS = {
  /** The posting's own requirements: what the seat needs done (the prototype's required skills 60). */
  skills: 50,
  /** Caring about the charity's mission keeps a volunteer on the board for the term. */
  causes: 15,
  /** Boards meet in person and recruit from their community; the same city 15, the same province 8. */
  place: 15,
  /** A member who cannot follow the board's meetings cannot serve; any one shared language is enough. */
  languages: 10,
  /** Experience helps, but new members are welcome: a small part, so it never outweighs a skill. */
  boardExperience: 5,
  /** The one thing the product keeps of availability: the candidate's 'looking for a board position' and 'withdraw' answers. */
  availability: 5,
} as const satisfies Record<FitKind, number>;

/** Points of the same province without the same city (of FIT_WEIGHTS.place). */
export const FIT_PLACE_PROVINCE_POINTS = 8;


/** Distinct ids in ascending order. */
function distinctSorted<T extends number | string>(values: readonly T[] | undefined): T[] {
  return [...new Set(values ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A city as people type it: case, accents, punctuation and spacing do not matter ('Saint-Jérôme' = 'saint jerome'). */
function foldCity(city: string | null): string {
  return (city ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function languageCodes(codes: readonly string[] | undefined): string[] {
  return distinctSorted((codes ?? []).map((code) => code.trim().toLowerCase()).filter((code) => code !== ''));
}

/** One part's outcome: its share of its weight (0..1), or null when the posting says nothing about it. */
interface Part {
  kind: FitKind;
  share: number | null;
  reason?: FitReason;
  gap?: FitGap;
}

function skillsPart(candidate: FitCandidate, posting: FitPosting): Part {
  const wanted = distinctSorted(posting.skillIds);
  if (wanted.length === 0) return { kind: 'skills', share: null };
  const held = new Set(candidate.skillIds);
  const matched = wanted.filter((id) => held.has(id));
  const missing = wanted.filter((id) => !held.has(id));
  return {
    kind: 'skills',
    share: matched.length / wanted.length,
    reason: matched.length ? { kind: 'skills', ids: matched } : undefined,
    gap: missing.length ? { kind: 'skills', ids: missing } : undefined,
  };
}

/** One shared cause earns half, two earn all (one is all when the charity names only one): charities tick many. */
function causesPart(candidate: FitCandidate, posting: FitPosting): Part {
  const charity = distinctSorted(posting.focusAreaIds);
  if (charity.length === 0) return { kind: 'causes', share: null };
  const cares = new Set(candidate.focusAreaIds);
  const shared = charity.filter((id) => cares.has(id));
  return {
    kind: 'causes',
    share: Math.min(shared.length, 2) / Math.min(charity.length, 2),
    reason: shared.length ? { kind: 'causes', ids: shared } : undefined,
    gap: shared.length ? undefined : { kind: 'causes', ids: charity },
  };
}

/** City names repeat across provinces (London, Windsor), so a city counts only within the same province. */
function placePart(candidate: FitCandidate, posting: FitPosting): Part {
  if (posting.regionId == null) return { kind: 'place', share: null };
  if (candidate.regionId == null) return { kind: 'place', share: 0, gap: { kind: 'place', level: 'unknown' } };
  if (candidate.regionId !== posting.regionId) return { kind: 'place', share: 0, gap: { kind: 'place', level: 'elsewhere' } };
  const city = foldCity(posting.city);
  if (city !== '' && city === foldCity(candidate.city)) return { kind: 'place', share: 1, reason: { kind: 'place', level: 'city' } };
  return { kind: 'place', share: FIT_PLACE_PROVINCE_POINTS / FIT_WEIGHTS.place, reason: { kind: 'place', level: 'province' } };
}

function languagesPart(candidate: FitCandidate, posting: FitPosting): Part {
  const board = languageCodes(posting.languages);
  if (board.length === 0) return { kind: 'languages', share: null };
  const speaks = new Set(languageCodes(candidate.languages));
  const shared = board.filter((code) => speaks.has(code));
  return shared.length
    ? { kind: 'languages', share: 1, reason: { kind: 'languages', codes: shared } }
    : { kind: 'languages', share: 0, gap: { kind: 'languages', codes: board } };
}

/** Less than two years earns half; two years or more all. */
function boardExperiencePart(candidate: FitCandidate): Part {
  const typeId = candidate.boardExperienceTypeId;
  if (typeId == null || typeId === BoardExperienceType.none) return { kind: 'boardExperience', share: 0, gap: { kind: 'boardExperience', typeId } };
  return { kind: 'boardExperience', share: typeId === BoardExperienceType.underTwoYears ? 0.5 : 1, reason: { kind: 'boardExperience', typeId } };
}

function availabilityPart(candidate: FitCandidate): Part {
  if (candidate.withdrawn) return { kind: 'availability', share: 0, gap: { kind: 'availability', why: 'withdrawn' } };
  if (!candidate.lookingForPosition) return { kind: 'availability', share: 0, gap: { kind: 'availability', why: 'notLooking' } };
  return { kind: 'availability', share: 1, reason: { kind: 'availability' } };
}

/** How well the candidate fits the posting: a score of 0 to 100 with its reasons and gaps, in the order of FIT_WEIGHTS. */
export function scoreFit(candidate: FitCandidate, posting: FitPosting): Fit {
  const parts = [
    skillsPart(candidate, posting),
    causesPart(candidate, posting),
    placePart(candidate, posting),
    languagesPart(candidate, posting),
    boardExperiencePart(candidate),
    availabilityPart(candidate),
  ];
  let earned = 0;
  let counted = 0;
  const reasons: FitReason[] = [];
  const gaps: FitGap[] = [];
  for (const part of parts) {
    if (part.share !== null) {
      counted += FIT_WEIGHTS[part.kind];
      earned += FIT_WEIGHTS[part.kind] * part.share;
    }
    if (part.reason) reasons.push(part.reason);
    if (part.gap) gaps.push(part.gap);
  }
  // Board experience and availability always count, so counted > 0; the guard keeps that true if weights change.
  let score = counted > 0 ? Math.round((100 * earned) / counted) : 0;
  // 99.6 rounds to 100: keep 100 for a full match, which the reader takes at its word.
  if (score === 100 && earned < counted) score = 99;
  return { score, reasons, gaps };
}

export interface Ranked<T> {
  item: T;
  fit: Fit;
}

/** Best first (score descending), then id ascending; one entry per id (the first given); at most `limit`. */
function rank<T extends { id: number }>(items: readonly T[], limit: number, fitOf: (item: T) => Fit): Ranked<T>[] {
  const count = Math.max(0, Math.floor(limit));
  if (!(count > 0)) return [];
  const seen = new Set<number>();
  const ranked: Ranked<T>[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    ranked.push({ item, fit: fitOf(item) });
  }
  ranked.sort((a, b) => b.fit.score - a.fit.score || a.item.id - b.item.id);
  return ranked.slice(0, count);
}

/** A candidate's recommended postings: the best `limit` of `postings` for them, each with its fit. */
export function rankPostingsFor<P extends FitPosting>(candidate: FitCandidate, postings: readonly P[], limit: number): Ranked<P>[] {
  return rank(postings, limit, (posting) => scoreFit(candidate, posting));
}

/** A posting's suggested candidates: the best `limit` of `candidates` for it, each with its fit. */
export function rankCandidatesFor<C extends FitCandidate>(posting: FitPosting, candidates: readonly C[], limit: number): Ranked<C>[] {
  return rank(candidates, limit, (candidate) => scoreFit(candidate, posting));
}
