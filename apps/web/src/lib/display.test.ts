import { describe, expect, it } from 'vitest';
import { initials, involvementDisplayName, shortenUserName, titleCase, truncate, truncateRoleLabel, truncateSubtitle } from './display.ts';

describe('truncation helpers', () => {
  it('leaves short texts alone and cuts long ones with an ellipsis', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('abc...');
  });

  it('shortens user names only when longer than 19 characters', () => {
    expect(shortenUserName('Alexandra Thompson')).toBe('Alexandra Thompson'); // 18
    expect(shortenUserName('Alexandra Thompsons')).toBe('Alexandra Thompsons'); // 19
    expect(shortenUserName('Alexandra Thompson-Li')).toBe('Alexandra...'); // 21
    expect(shortenUserName('Jo Ann Marie Wellington')).toBe('Jo Ann Ma...');
  });

  it('truncates subtitles at 14 characters', () => {
    expect(truncateSubtitle('Candidate View')).toBe('Candidate View'); // exactly 14
    expect(truncateSubtitle('BoardMatch Admin View')).toBe('BoardMatch Adm...');
    expect(truncateSubtitle('Hope Food Bank View')).toBe('Hope Food Bank...');
  });

  it('truncates role labels at 12 characters', () => {
    expect(truncateRoleLabel('BOARDMATCH')).toBe('BOARDMATCH');
    expect(truncateRoleLabel('HOPEFOODBANK')).toBe('HOPEFOODBANK');
    expect(truncateRoleLabel('HOPE FOOD BANK')).toBe('HOPE FOOD BA...');
  });
});

describe('involvementDisplayName', () => {
  it('follows the spec per involvement', () => {
    expect(involvementDisplayName({ involvement: 'boardmatch', charityName: null, name: 'BoardMatch Boardmatch' })).toBe('BOARDMATCH');
    expect(involvementDisplayName({ involvement: 'candidate', charityName: null, name: 'Candidate' })).toBe('BoardMatch PLEDGER');
    expect(involvementDisplayName({ involvement: 'charityRepresentative', charityName: 'Hope Food Bank', name: 'Charity Hope Food Bank' })).toBe(
      'HOPE FOOD BANK',
    );
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('pat', ' lee')).toBe('PL');
    expect(initials('', '')).toBe('?');
  });
});

describe('titleCase', () => {
  it('title-cases lower-case city names', () => {
    expect(titleCase('north bay')).toBe('North Bay');
    expect(titleCase("st. john's")).toBe("St. John's");
    expect(titleCase('trois-rivières')).toBe('Trois-Rivières');
  });
});
