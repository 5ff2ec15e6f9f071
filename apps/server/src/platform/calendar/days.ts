import { SCHEDULE_TIME_ZONE } from '../jobs/job-runner.ts';
import { dayIn } from './working-days.ts';

/** Calendar days as YYYY-MM-DD, counted in UTC so that no clock change shifts them. */
const DAY_MS = 86_400_000;
export const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayOfTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The product's today: the day it is at the program's office (as the scheduled jobs count days). */
export const productDay = (now: Date) => dayIn(now, SCHEDULE_TIME_ZONE);

export const addDays = (day: string, days: number) => dayOfTime(dayTime(day) + days * DAY_MS);

export const daysBetween = (from: string, to: string) => Math.round((dayTime(to) - dayTime(from)) / DAY_MS);
