import Holidays from 'date-holidays';

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

/** Canada's provinces and territories, by the codes the holiday library knows them by. */
const PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

/** The public holidays of each province (or of Canada, 'CA') and year, as days: computed once each. */
const holidayDays = new Map<string, Set<Day>>();

/**
 * The statutory (public) holidays of a province in a year, from the holiday library; a province it does not know,
 * or none, gets Canada's national holidays. Holidays are the library's, as it dates them.
 */
export function publicHolidays(province: string | null, year: number): Set<Day> {
  const region = province && PROVINCES.has(province.toUpperCase()) ? province.toUpperCase() : null;
  const key = `${region ?? 'CA'}:${year}`;
  let days = holidayDays.get(key);
  if (!days) {
    const calendar = region ? new Holidays('CA', region) : new Holidays('CA');
    days = new Set(calendar.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    holidayDays.set(key, days);
  }
  return days;
}

const DAY_MS = 86_400_000;
const toTime = (day: Day) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number): Day => new Date(time).toISOString().slice(0, 10);

/** A day the charity works: not a Saturday, a Sunday or a public holiday of its province. */
export function isWorkingDay(day: Day, province: string | null): boolean {
  const weekday = new Date(toTime(day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(province, Number(day.slice(0, 4))).has(day);
}

/** The day `count` working days after `day` (the day itself not counted). */
export function addWorkingDays(day: Day, count: number, province: string | null): Day {
  let time = toTime(day);
  for (let left = count; left > 0; ) {
    time += DAY_MS;
    if (isWorkingDay(fromTime(time), province)) left -= 1;
  }
  return fromTime(time);
}

/** How many working days lie after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: Day, to: Day, province: string | null): number {
  let count = 0;
  for (let time = toTime(from) + DAY_MS, end = toTime(to); time <= end; time += DAY_MS) {
    if (isWorkingDay(fromTime(time), province)) count += 1;
  }
  return count;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): Day {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
