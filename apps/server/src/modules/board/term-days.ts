import { dayIn } from '../../platform/calendar/working-days.ts';
import { SCHEDULE_TIME_ZONE } from '../../platform/jobs/job-runner.ts';

/** Calendar days as YYYY-MM-DD, counted in UTC so that no clock change shifts them. */
const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The product's today: the day it is at the program's office (as the scheduled jobs count days). */
export const productDay = (now: Date) => dayIn(now, SCHEDULE_TIME_ZONE);

export const addDays = (day: string, days: number) => fromTime(toTime(day) + days * DAY_MS);

export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** The day before the same date `years` later: a term of that many years starting on `day` ends then. */
export function termEnd(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return addDays(fromTime(Date.UTC(y + years, m - 1, d)), -1);
}

/** A day as a reader of this language writes it ('June 30, 2026', '30 juin 2026'). */
export function longDay(day: string, language: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(toTime(day)));
}
