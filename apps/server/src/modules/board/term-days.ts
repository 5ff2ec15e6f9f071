import { addDays, dayOfTime, dayTime } from '../../platform/calendar/days.ts';

/** The day before the same date `years` later: a term of that many years starting on `day` ends then. */
export function termEnd(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return addDays(dayOfTime(Date.UTC(y + years, m - 1, d)), -1);
}

/** A day as a reader of this language writes it ('June 30, 2026', '30 juin 2026'). */
export function longDay(day: string, language: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(dayTime(day)));
}
