/** Dates relative to the day the demo is seeded, so open postings stay open for a while. */
const DAY = 86_400_000;

function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const today = startOfToday();

/** 'YYYY-MM-DD', n days from today (negative: in the past). */
export function day(n: number): string {
  return new Date(today.getTime() + n * DAY).toISOString().slice(0, 10);
}

/** A timestamp n days (fractional allowed) from the start of today. */
export function at(n: number): Date {
  return new Date(today.getTime() + n * DAY);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** Days from today to a 'YYYY-MM-DD' date. */
export function daysFromToday(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today.getTime()) / DAY);
}
