import { describe, expect, it } from 'vitest';
import { BoardExperienceType } from '../constants.ts';
import { FIT_WEIGHTS, rankCandidatesFor, rankPostingsFor, scoreFit, type FitCandidate, type FitPosting } from './fit.ts';

/** A candidate who matches `posting()` in every part. */
function candidate(overrides: Partial<FitCandidate> = {}): FitCandidate {
  return {
    id: 1,
    skillIds: [3, 7],
    focusAreaIds: [10, 11],
    city: 'Toronto',
    regionId: 9,
    languages: ['en'],
    boardExperienceTypeId: BoardExperienceType.twoToFiveYears,
    lookingForPosition: true,
    withdrawn: false,
    ...overrides,
  };
}

function posting(overrides: Partial<FitPosting> = {}): FitPosting {
  return { id: 100, skillIds: [3, 7], focusAreaIds: [10, 11], city: 'Toronto', regionId: 9, languages: ['en'], ...overrides };
}

/** A candidate who matches `posting()` in no part. */
const stranger = candidate({
  skillIds: [1],
  focusAreaIds: [50],
  city: 'Calgary',
  regionId: 1,
  languages: ['fr'],
  boardExperienceTypeId: BoardExperienceType.none,
  lookingForPosition: false,
});

describe('scoreFit', () => {
  it('scores a full match 100 with a reason for every part and no gap', () => {
    expect(scoreFit(candidate(), posting())).toEqual({
      score: 100,
      reasons: [
        { kind: 'skills', ids: [3, 7] },
        { kind: 'causes', ids: [10, 11] },
        { kind: 'place', level: 'city' },
        { kind: 'languages', codes: ['en'] },
        { kind: 'boardExperience', typeId: BoardExperienceType.twoToFiveYears },
        { kind: 'availability' },
      ],
      gaps: [],
    });
  });

  it('scores no match 0 with a gap for every part and no reason', () => {
    expect(scoreFit(stranger, posting())).toEqual({
      score: 0,
      reasons: [],
      gaps: [
        { kind: 'skills', ids: [3, 7] },
        { kind: 'causes', ids: [10, 11] },
        { kind: 'place', level: 'elsewhere' },
        { kind: 'languages', codes: ['en'] },
        { kind: 'boardExperience', typeId: BoardExperienceType.none },
        { kind: 'availability', why: 'notLooking' },
      ],
    });
  });

  it('weighs the parts to 100', () => {
    expect(Object.values(FIT_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  describe('skills', () => {
    it("gives the share of the posting's skills the candidate holds, naming the held and the missing", () => {
      const fit = scoreFit(candidate({ skillIds: [7, 20] }), posting({ skillIds: [3, 7, 8, 9] }));
      expect(fit.reasons).toContainEqual({ kind: 'skills', ids: [7] });
      expect(fit.gaps).toEqual([{ kind: 'skills', ids: [3, 8, 9] }]);
      // Three quarters of 50 lost: 62.5, rounded.
      expect(fit.score).toBe(63);
    });

    it('names no skills reason when none is held', () => {
      const fit = scoreFit(candidate({ skillIds: [] }), posting());
      expect(fit.reasons.some((r) => r.kind === 'skills')).toBe(false);
      expect(fit.gaps).toEqual([{ kind: 'skills', ids: [3, 7] }]);
      expect(fit.score).toBe(50);
    });

    it('leaves skills out when the posting names none (no division by zero)', () => {
      const fit = scoreFit(candidate(), posting({ skillIds: [] }));
      expect(fit.score).toBe(100);
      expect(fit.reasons.some((r) => r.kind === 'skills')).toBe(false);
      expect(fit.gaps).toEqual([]);
      // The other parts are scaled to 100: a full miss on causes (15 of the 50 left) costs 30.
      expect(scoreFit(candidate({ focusAreaIds: [] }), posting({ skillIds: [] })).score).toBe(70);
    });

    it('counts a skill listed twice once, on either side', () => {
      const fit = scoreFit(candidate({ skillIds: [3, 3, 3] }), posting({ skillIds: [7, 3, 7, 3] }));
      expect(fit.reasons).toContainEqual({ kind: 'skills', ids: [3] });
      expect(fit.gaps).toEqual([{ kind: 'skills', ids: [7] }]);
      expect(fit.score).toBe(75);
    });
  });

  describe('causes', () => {
    it('gives half for one shared cause and all for two', () => {
      const one = scoreFit(candidate({ focusAreaIds: [11, 40] }), posting({ focusAreaIds: [10, 11, 12] }));
      expect(one.reasons).toContainEqual({ kind: 'causes', ids: [11] });
      expect(one.gaps).toEqual([]);
      expect(one.score).toBe(Math.round(100 - 7.5));
      const two = scoreFit(candidate({ focusAreaIds: [10, 12] }), posting({ focusAreaIds: [10, 11, 12] }));
      expect(two.score).toBe(100);
    });

    it('gives all for the one cause of a charity that names one', () => {
      expect(scoreFit(candidate({ focusAreaIds: [10] }), posting({ focusAreaIds: [10] })).score).toBe(100);
    });

    it("names the charity's causes as the gap when none is shared", () => {
      const fit = scoreFit(candidate({ focusAreaIds: [40] }), posting({ focusAreaIds: [12, 10, 10] }));
      expect(fit.gaps).toEqual([{ kind: 'causes', ids: [10, 12] }]);
      expect(fit.reasons.some((r) => r.kind === 'causes')).toBe(false);
      expect(fit.score).toBe(85);
    });

    it('leaves causes out when the charity names none', () => {
      const fit = scoreFit(candidate({ focusAreaIds: [] }), posting({ focusAreaIds: [] }));
      expect(fit.score).toBe(100);
      expect(fit.gaps).toEqual([]);
    });
  });

  describe('place', () => {
    it('gives 15 for the same city, however it is typed', () => {
      const fit = scoreFit(candidate({ city: '  saint-jérôme ', regionId: 11 }), posting({ city: 'Saint Jerome', regionId: 11 }));
      expect(fit.reasons).toContainEqual({ kind: 'place', level: 'city' });
      expect(fit.score).toBe(100);
    });

    it('gives 8 for the same province in another city', () => {
      const fit = scoreFit(candidate({ city: 'Ottawa' }), posting());
      expect(fit.reasons).toContainEqual({ kind: 'place', level: 'province' });
      expect(fit.gaps).toEqual([]);
      expect(fit.score).toBe(100 - (15 - 8));
    });

    it('does not take a city of the same name in another province for the same city', () => {
      const fit = scoreFit(candidate({ city: 'London', regionId: 9 }), posting({ city: 'London', regionId: 3 }));
      expect(fit.gaps).toEqual([{ kind: 'place', level: 'elsewhere' }]);
      expect(fit.score).toBe(85);
    });

    it('names the place a gap when the candidate gave no address', () => {
      const fit = scoreFit(candidate({ city: null, regionId: null }), posting());
      expect(fit.gaps).toEqual([{ kind: 'place', level: 'unknown' }]);
      expect(fit.score).toBe(85);
    });

    it('gives the province only when the charity has no city', () => {
      expect(scoreFit(candidate(), posting({ city: null })).reasons).toContainEqual({ kind: 'place', level: 'province' });
      expect(scoreFit(candidate({ city: '' }), posting({ city: '' })).reasons).toContainEqual({ kind: 'place', level: 'province' });
    });

    it('leaves the place out when the charity has no address', () => {
      const fit = scoreFit(candidate({ city: 'Calgary', regionId: 1 }), posting({ city: null, regionId: null }));
      expect(fit.score).toBe(100);
      expect(fit.gaps).toEqual([]);
    });
  });

  describe('languages', () => {
    it('gives all for one language shared with the board', () => {
      const fit = scoreFit(candidate({ languages: ['FR'] }), posting({ languages: ['en', 'fr'] }));
      expect(fit.reasons).toContainEqual({ kind: 'languages', codes: ['fr'] });
      expect(fit.score).toBe(100);
    });

    it("names the board's languages as the gap when none is shared", () => {
      const fit = scoreFit(candidate({ languages: ['en', 'en'] }), posting({ languages: ['fr', 'fr'] }));
      expect(fit.gaps).toEqual([{ kind: 'languages', codes: ['fr'] }]);
      expect(fit.score).toBe(90);
    });

    it('names the gap when the candidate gave no language', () => {
      expect(scoreFit(candidate({ languages: undefined }), posting({ languages: ['fr'] })).gaps).toEqual([{ kind: 'languages', codes: ['fr'] }]);
    });

    it('leaves languages out when the posting names none', () => {
      for (const languages of [undefined, [], ['  ']]) {
        const fit = scoreFit(candidate({ languages: ['fr'] }), posting({ languages }));
        expect(fit.score).toBe(100);
        expect(fit.reasons.some((r) => r.kind === 'languages')).toBe(false);
        expect(fit.gaps).toEqual([]);
      }
    });
  });

  describe('board experience', () => {
    it('gives all for two years or more, half for less', () => {
      expect(scoreFit(candidate({ boardExperienceTypeId: BoardExperienceType.overFiveYears }), posting()).score).toBe(100);
      const fit = scoreFit(candidate({ boardExperienceTypeId: BoardExperienceType.underTwoYears }), posting());
      expect(fit.reasons).toContainEqual({ kind: 'boardExperience', typeId: BoardExperienceType.underTwoYears });
      expect(fit.gaps).toEqual([]);
      // 97.5 rounds to 98.
      expect(fit.score).toBe(98);
    });

    it('names the gap for no experience and for no answer', () => {
      const none = scoreFit(candidate({ boardExperienceTypeId: BoardExperienceType.none }), posting());
      expect(none.gaps).toEqual([{ kind: 'boardExperience', typeId: BoardExperienceType.none }]);
      expect(none.score).toBe(95);
      const unanswered = scoreFit(candidate({ boardExperienceTypeId: null }), posting());
      expect(unanswered.gaps).toEqual([{ kind: 'boardExperience', typeId: null }]);
      expect(unanswered.reasons.some((r) => r.kind === 'boardExperience')).toBe(false);
    });
  });

  describe('availability', () => {
    it('names a candidate who is not looking for a position now', () => {
      const fit = scoreFit(candidate({ lookingForPosition: false }), posting());
      expect(fit.gaps).toEqual([{ kind: 'availability', why: 'notLooking' }]);
      expect(fit.reasons.some((r) => r.kind === 'availability')).toBe(false);
      expect(fit.score).toBe(95);
    });

    it('names a candidate who withdrew for now, even if looking', () => {
      const fit = scoreFit(candidate({ withdrawn: true }), posting());
      expect(fit.gaps).toEqual([{ kind: 'availability', why: 'withdrawn' }]);
      expect(fit.score).toBe(95);
    });
  });

  describe('score bounds', () => {
    it('stays an integer from 0 to 100, and 100 only for a full match', () => {
      // 199 of 200 skills: 99.75, which would round to 100.
      const many = Array.from({ length: 200 }, (_, i) => i + 1);
      const almost = scoreFit(candidate({ skillIds: many.slice(1) }), posting({ skillIds: many }));
      expect(almost.score).toBe(99);
      expect(almost.gaps).toEqual([{ kind: 'skills', ids: [1] }]);
      for (const fit of [almost, scoreFit(stranger, posting()), scoreFit(candidate({ skillIds: [3] }), posting())]) {
        expect(Number.isInteger(fit.score)).toBe(true);
        expect(fit.score).toBeGreaterThanOrEqual(0);
        expect(fit.score).toBeLessThanOrEqual(100);
      }
    });

    it('scores a posting that asks nothing on the candidate alone', () => {
      const empty = posting({ skillIds: [], focusAreaIds: [], city: null, regionId: null, languages: [] });
      expect(scoreFit(candidate(), empty)).toEqual({
        score: 100,
        reasons: [{ kind: 'boardExperience', typeId: BoardExperienceType.twoToFiveYears }, { kind: 'availability' }],
        gaps: [],
      });
      expect(scoreFit(stranger, empty).score).toBe(0);
    });
  });

  it('does not change its inputs', () => {
    const c = candidate({ skillIds: [7, 3, 7] });
    const p = posting({ skillIds: [9, 3] });
    const before = JSON.stringify([c, p]);
    scoreFit(c, p);
    expect(JSON.stringify([c, p])).toBe(before);
  });
});

describe('rankCandidatesFor (a posting’s suggested candidates)', () => {
  const thePosting = posting({ skillIds: [3, 7, 8, 9] });
  const all = candidate({ id: 5, skillIds: [3, 7, 8, 9] });
  const half = candidate({ id: 2, skillIds: [3, 7] });
  const none = candidate({ id: 9, skillIds: [] });

  it('puts the best first, each with its reasons and gaps', () => {
    const ranked = rankCandidatesFor(thePosting, [none, half, all], 10);
    expect(ranked.map((r) => r.item.id)).toEqual([5, 2, 9]);
    expect(ranked[0].fit).toEqual(scoreFit(all, thePosting));
    expect(ranked[1].fit.reasons).toContainEqual({ kind: 'skills', ids: [3, 7] });
    expect(ranked[1].fit.gaps).toEqual([{ kind: 'skills', ids: [8, 9] }]);
    expect(ranked[2].fit.gaps).toEqual([{ kind: 'skills', ids: [3, 7, 8, 9] }]);
  });

  it('breaks ties by id, whatever the order given', () => {
    const twins = [candidate({ id: 30 }), candidate({ id: 4 }), candidate({ id: 17 })];
    expect(rankCandidatesFor(thePosting, twins, 10).map((r) => r.item.id)).toEqual([4, 17, 30]);
    expect(rankCandidatesFor(thePosting, [...twins].reverse(), 10).map((r) => r.item.id)).toEqual([4, 17, 30]);
  });

  it('keeps at most the limit, and none for a limit of 0 or less', () => {
    expect(rankCandidatesFor(thePosting, [none, half, all], 2).map((r) => r.item.id)).toEqual([5, 2]);
    expect(rankCandidatesFor(thePosting, [none, half, all], 0)).toEqual([]);
    expect(rankCandidatesFor(thePosting, [none, half, all], -1)).toEqual([]);
    expect(rankCandidatesFor(thePosting, [], 10)).toEqual([]);
  });

  it('lists a candidate given twice once', () => {
    expect(rankCandidatesFor(thePosting, [half, all, half], 10).map((r) => r.item.id)).toEqual([5, 2]);
  });

  it('hands back the objects it was given, with their other fields', () => {
    const rich = { ...half, firstName: 'Ada' };
    expect(rankCandidatesFor(thePosting, [rich], 1)[0].item).toBe(rich);
  });
});

describe('rankPostingsFor (a candidate’s recommended postings)', () => {
  const me = candidate({ skillIds: [3, 7], focusAreaIds: [10], city: 'Toronto', regionId: 9 });
  const near = posting({ id: 40, skillIds: [3, 7], focusAreaIds: [10], city: 'Toronto', regionId: 9 });
  const sameProvince = posting({ id: 12, skillIds: [3, 7], focusAreaIds: [10], city: 'Ottawa', regionId: 9 });
  const otherCause = posting({ id: 7, skillIds: [3, 7], focusAreaIds: [99], city: 'Toronto', regionId: 9 });
  const otherSkills = posting({ id: 3, skillIds: [50, 51], focusAreaIds: [10], city: 'Toronto', regionId: 9 });

  it('puts the best first, with the same fit as the other direction', () => {
    const ranked = rankPostingsFor(me, [otherSkills, otherCause, sameProvince, near], 10);
    expect(ranked.map((r) => r.item.id)).toEqual([40, 12, 7, 3]);
    expect(ranked.map((r) => r.fit.score)).toEqual([100, 93, 85, 50]);
    expect(ranked[1].fit.reasons).toContainEqual({ kind: 'place', level: 'province' });
    expect(ranked[2].fit.gaps).toEqual([{ kind: 'causes', ids: [99] }]);
    expect(ranked[3].fit.gaps).toEqual([{ kind: 'skills', ids: [50, 51] }]);
    // Both directions score a pair alike.
    expect(rankCandidatesFor(sameProvince, [me], 1)[0].fit).toEqual(ranked[1].fit);
  });

  it('breaks ties by id and keeps at most the limit', () => {
    const twins = [posting({ id: 8 }), posting({ id: 2 }), posting({ id: 5 })];
    expect(rankPostingsFor(me, twins, 2).map((r) => r.item.id)).toEqual([2, 5]);
    expect(rankPostingsFor(me, twins, 0)).toEqual([]);
  });

  it('lists a posting given twice once', () => {
    expect(rankPostingsFor(me, [near, near, otherSkills], 10).map((r) => r.item.id)).toEqual([40, 3]);
  });
});
