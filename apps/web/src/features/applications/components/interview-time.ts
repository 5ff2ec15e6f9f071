import { useMemo } from 'react';
import { useDisplay } from '@/lib/use-display.ts';

/** The browser's IANA time zone (America/Toronto): the one its date-time fields are typed in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An interview's time as the reader reads dates, in the browser's time zone, with its weekday: 'Tuesday, May 5,
 * 2026 at 10:00 a.m.', 'mardi 5 mai 2026 à 10 h 00'. Asked of Intl (unlike the tables' dates) for the weekday.
 */
export function useInterviewTime() {
  const { locale } = useDisplay();
  return useMemo(() => {
    let format = formatters.get(locale);
    if (!format) formatters.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' })));
    return (iso: string) => {
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? '' : format.format(at);
    };
  }, [locale]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time field's value ('2026-05-05T10:00', the browser's local time) as an instant; null when not a time. */
export function localInputToInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as a date-time field's value, in the browser's local time. */
export function instantToLocalInput(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A place that is a web address (a video link), shown as a link. */
export const isWebLink = (place: string) => /^https?:\/\/\S+$/i.test(place.trim());
