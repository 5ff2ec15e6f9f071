import { describe, expect, it } from 'vitest';
import {
  ageGroupLabel,
  expiryText,
  formatDuration,
  formatExpiry,
  isExpired,
  mandatePeriod,
  postingStatusLabel,
  trainingStatus,
  workDuration,
} from '@boardmatch/shared';

describe('posting expiry', () => {
  it('is expired only when the expiry day is before today', () => {
    expect(isExpired('2026-03-09', '2026-03-10')).toBe(true);
    expect(isExpired('2026-03-10', '2026-03-10')).toBe(false);
    expect(isExpired('2026-03-11', '2026-03-10')).toBe(false);
    expect(isExpired('2026-03-10T23:00:00', new Date(2026, 2, 10, 8))).toBe(false);
  });

  it('counts days under 31, then months under 13, then years', () => {
    expect(expiryText('2026-03-15', '2026-03-10')).toMatchObject({ key: 'left', expired: false, n: 5, unit: 'day' });
    expect(expiryText('2026-04-09', '2026-03-10')).toMatchObject({ n: 30, unit: 'day' });
    expect(expiryText('2026-04-10', '2026-03-10')).toMatchObject({ n: 1, unit: 'month' });
    expect(expiryText('2027-03-09', '2026-03-10')).toMatchObject({ n: 11, unit: 'month' });
    expect(expiryText('2027-04-10', '2026-03-10')).toMatchObject({ n: 13 - 12, unit: 'year' });
    expect(expiryText('2027-03-10', '2026-03-10')).toMatchObject({ n: 12, unit: 'month' });
    expect(expiryText('2029-05-01', '2026-03-10')).toMatchObject({ n: 3, unit: 'year' });
    expect(expiryText('2026-03-10', '2026-03-10')).toMatchObject({ key: 'left', n: 0, unit: 'day' });
  });

  it('says how long ago an expired posting expired', () => {
    const text = expiryText('2026-03-05', '2026-03-10');
    expect(text).toMatchObject({ key: 'expired', expired: true, n: 5, unit: 'day', i18nKey: 'postings.expiry.expired' });
    expect(formatExpiry(text)).toBe('Expired 5 days ago');
    expect(formatExpiry(expiryText('2026-03-09', '2026-03-10'))).toBe('Expired 1 day ago');
    expect(formatExpiry(expiryText('2025-01-10', '2026-03-10'))).toBe('Expired 1 year ago');
  });

  it('renders the left text in English and French', () => {
    expect(formatExpiry(expiryText('2026-03-15', '2026-03-10'))).toBe('5 days left');
    expect(formatExpiry(expiryText('2026-05-10', '2026-03-10'))).toBe('2 months left');
    expect(formatExpiry(expiryText('2026-05-10', '2026-03-10'), 'fr')).toBe('2 mois restant(s)');
    expect(formatExpiry(expiryText('2026-03-05', '2026-03-10'), 'fr')).toBe('Expiré depuis 5 jours');
  });
});

describe('durations', () => {
  it('gives work duration in years, or months under one year', () => {
    expect(workDuration('2020-01-15', '2023-06-01')).toEqual({ n: 3, unit: 'year' });
    expect(workDuration('2023-01-15', '2023-06-01')).toEqual({ n: 4, unit: 'month' });
    expect(workDuration('2022-06-01', '2023-06-01')).toEqual({ n: 1, unit: 'year' });
    expect(workDuration('2023-01-01', null, '2023-03-01')).toEqual({ n: 2, unit: 'month' });
  });

  it('gives the mandate period in weeks from 7 days, else days', () => {
    expect(mandatePeriod('2026-01-01', '2026-01-07')).toEqual({ n: 6, unit: 'day' });
    expect(mandatePeriod('2026-01-01', '2026-01-08')).toEqual({ n: 1, unit: 'week' });
    expect(mandatePeriod('2026-01-01', '2026-01-21')).toEqual({ n: 2, unit: 'week' });
    expect(formatDuration(mandatePeriod('2026-01-01', '2026-01-08'))).toBe('1 week');
    expect(formatDuration(mandatePeriod('2026-01-01', '2026-01-02'))).toBe('1 day');
    expect(formatDuration(mandatePeriod('2026-01-01', '2026-01-03'))).toBe('2 days');
    expect(formatDuration(mandatePeriod('2026-01-01', '2026-02-01'), 'fr')).toBe('4 semaines');
  });
});

describe('labels', () => {
  it('shows age groups as < to, from+ or from-to', () => {
    expect(ageGroupLabel({ from: null, to: 18 })).toBe('< 18');
    expect(ageGroupLabel({ from: 65, to: null })).toBe('65+');
    expect(ageGroupLabel({ from: 18, to: 24 })).toBe('18-24');
  });

  it('derives the training status', () => {
    expect(trainingStatus(1, null)).toBe('Completed');
    expect(trainingStatus(0.5, '2026-01-01')).toBe('In Progress');
    expect(trainingStatus(0.5, null)).toBe('Not Started');
    expect(trainingStatus(0, '2026-01-01')).toBe('Not Started');
    expect(trainingStatus(null, null)).toBe('Not Started');
  });

  it('derives the posting status label', () => {
    expect(postingStatusLabel(2, '2020-01-01', '2026-01-01')).toBe('FULFILLED');
    expect(postingStatusLabel(1, '2025-12-31', '2026-01-01')).toBe('EXPIRED');
    expect(postingStatusLabel(1, '2026-01-01', '2026-01-01')).toBe('OPEN');
  });
});
