/**
 * Display rules the spec fixes (document 2 sections 3, 4, 9): posting expiry text, work duration, mandate
 * period, age group, training status and posting status. Pure functions: no clock, no DOM; callers pass
 * `today`. Dates are 'YYYY-MM-DD' strings (the data's format), full ISO strings, or Date objects (their
 * local calendar day).
 */
import { PostingStatus } from './constants.ts';
import { translate, type Language } from './i18n/index.ts';

export type DateInput = string | Date;
export type DurationUnit = 'day' | 'week' | 'month' | 'year';
export interface Duration {
  n: number;
  unit: DurationUnit;
}

interface CalendarDay {
  y: number;
  m: number; // 1-12
  d: number;
}

function toDay(value: DateInput): CalendarDay {
  if (value instanceof Date) return { y: value.getFullYear(), m: value.getMonth() + 1, d: value.getDate() };
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: ${value}`);
  return toDay(parsed);
}

const DAY_MS = 24 * 60 * 60 * 1000;
function dayNumber(day: CalendarDay): number {
  return Math.round(Date.UTC(day.y, day.m - 1, day.d) / DAY_MS);
}

/** Whole calendar months from `a` to the later `b`. */
function monthsBetween(a: CalendarDay, b: CalendarDay): number {
  return (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
}

/** Days (under 31), then months (under 13), then years, between two days in either order. */
function elapsed(a: CalendarDay, b: CalendarDay): Duration {
  const [from, to] = dayNumber(a) <= dayNumber(b) ? [a, b] : [b, a];
  const days = dayNumber(to) - dayNumber(from);
  if (days < 31) return { n: days, unit: 'day' };
  const months = Math.max(1, monthsBetween(from, to));
  if (months < 13) return { n: months, unit: 'month' };
  return { n: Math.floor(months / 12), unit: 'year' };
}

/** A posting is expired when its expiry day is before today (the expiry day itself is still open). */
export function isExpired(expiryDate: DateInput, today: DateInput): boolean {
  return dayNumber(toDay(expiryDate)) < dayNumber(toDay(today));
}

export interface ExpiryText extends Duration {
  key: 'expired' | 'left';
  expired: boolean;
  unit: 'day' | 'month' | 'year';
  /** Catalogue key of the sentence; its {{duration}} is `durationKey(this)` with count n. */
  i18nKey: 'postings.expiry.expired' | 'postings.expiry.left';
}

/** 'Expired {n} ago' or '{n} left' as data: render with formatExpiry (or i18next with i18nKey and durationKey). */
export function expiryText(expiryDate: DateInput, today: DateInput): ExpiryText {
  const expiry = toDay(expiryDate);
  const now = toDay(today);
  const expired = dayNumber(expiry) < dayNumber(now);
  const { n, unit } = elapsed(now, expiry);
  return {
    key: expired ? 'expired' : 'left',
    expired,
    n,
    unit: unit as ExpiryText['unit'],
    i18nKey: expired ? 'postings.expiry.expired' : 'postings.expiry.left',
  };
}

/** Work duration: whole years, or months when under one year. A missing end means today. */
export function workDuration(start: DateInput, end: DateInput | null | undefined, today: DateInput = new Date()): Duration {
  const from = toDay(start);
  const to = toDay(end ?? today);
  const months = Math.max(0, monthsBetween(from, to));
  if (months < 12) return { n: months, unit: 'month' };
  return { n: Math.floor(months / 12), unit: 'year' };
}

/** Mandate period: whole weeks (floor) when 7 days or more, else days. */
export function mandatePeriod(start: DateInput, end: DateInput): Duration {
  const days = Math.abs(dayNumber(toDay(end)) - dayNumber(toDay(start)));
  if (days >= 7) return { n: Math.floor(days / 7), unit: 'week' };
  return { n: days, unit: 'day' };
}

/** Catalogue key of '{n} day(s)' and the like; pass { count: n } to i18next. */
export function durationKey(duration: Duration): string {
  return `postings.duration.${duration.unit}`;
}

/** '5 days', '1 week', '3 mois' ... in the given language (server side, tests, or the web with i18n.language). */
export function formatDuration(duration: Duration, language: Language = 'en'): string {
  const singular = language === 'fr' ? duration.n <= 1 : duration.n === 1;
  return translate(`${durationKey(duration)}_${singular ? 'one' : 'other'}`, { count: duration.n }, language);
}

/** 'Expired 5 days ago' / '2 months left' in the given language. */
export function formatExpiry(text: ExpiryText, language: Language = 'en'): string {
  return translate(text.i18nKey, { duration: formatDuration(text, language) }, language);
}

/** Age group label: '< to', 'from+', or 'from-to'. */
export function ageGroupLabel(group: { from?: number | null; to?: number | null }): string {
  const hasFrom = group.from !== null && group.from !== undefined;
  const hasTo = group.to !== null && group.to !== undefined;
  if (!hasFrom && hasTo) return `< ${group.to}`;
  if (hasFrom && !hasTo) return `${group.from}+`;
  if (hasFrom && hasTo) return `${group.from}-${group.to}`;
  return '';
}

export type TrainingStatus = 'Completed' | 'In Progress' | 'Not Started';

/** Completed at exactly 1; In Progress between 0 and 1 (exclusive) with a start date; otherwise Not Started. */
export function trainingStatus(percentage: number | null | undefined, startedAt: DateInput | null | undefined): TrainingStatus {
  if (percentage === 1) return 'Completed';
  if (percentage !== null && percentage !== undefined && percentage > 0 && percentage < 1 && startedAt) return 'In Progress';
  return 'Not Started';
}

export type PostingStatusLabel = 'FULFILLED' | 'EXPIRED' | 'OPEN';

/** FULFILLED when the posting status is 2, else EXPIRED when past its expiry, else OPEN. */
export function postingStatusLabel(statusId: number, expiryDate: DateInput, today: DateInput): PostingStatusLabel {
  if (statusId === PostingStatus.fulfilled) return 'FULFILLED';
  if (isExpired(expiryDate, today)) return 'EXPIRED';
  return 'OPEN';
}

/** A moment's local calendar day as YYYY-MM-DD (the form dates and the date rules use it). */
export function calendarDay(moment: Date = new Date()): string {
  return `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;
}
