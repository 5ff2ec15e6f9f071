import { useTranslation } from 'react-i18next';
import { durationKey, expiryText, isExpired, mandatePeriod, type Duration } from '@boardmatch/shared';
import { translateKey } from './translate-key.ts';

/** The spec's display texts (expiry, durations, dates with time) in the current language. */
export function useDisplay() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'fr' ? 'fr-CA' : 'en-CA';
  const duration = (d: Duration) => translateKey(t, durationKey(d), { count: d.n });
  return {
    locale,
    duration,
    /** 'Expired 5 days ago' or '2 months left'. */
    expiry: (expiryDate: string, today: Date = new Date()) => {
      const text = expiryText(expiryDate, today);
      return translateKey(t, text.i18nKey, { duration: duration(text) });
    },
    isExpired: (expiryDate: string, today: Date = new Date()) => isExpired(expiryDate, today),
    mandate: (start: string, end: string) => duration(mandatePeriod(start, end)),
    /** A calendar day as the spec shows dates, YYYY-MMM-DD ('2026-Nov-16'); '' for none. */
    day: (value: string | null | undefined) => {
      if (!value) return '';
      const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
      return spelledDay(y, m, d, locale);
    },
    /** An ISO date-time as the spec shows application dates: the day as YYYY-MMM-DD, then the local time. */
    dateTime: (iso: string) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return '';
      const time = formatter(locale, 'time').format(at);
      return `${spelledDay(at.getFullYear(), at.getMonth() + 1, at.getDate(), locale)} ${time}`;
    },
  };
}

/** A calendar day as YYYY-MMM-DD with the month's short name in the reader's language ('2026-Nov-16', '2026-Janv-05'). */
function spelledDay(y: number, m: number, d: number, locale: string): string {
  return `${y}-${monthNames(locale)[m - 1]}-${String(d).padStart(2, '0')}`;
}

// toLocaleString builds a new formatter on every call (about a millisecond on a phone): a table of dates would spend
// most of its drawing there. The formatters and the month names are made once per language.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, kind: 'time' | 'month'): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, kind === 'time' ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', timeZone: 'UTC' });
    formatters.set(key, made);
  }
  return made;
}

const months = new Map<string, string[]>();
function monthNames(locale: string): string[] {
  let names = months.get(locale);
  if (!names) {
    names = Array.from({ length: 12 }, (_, i) => {
      const month = formatter(locale, 'month').format(new Date(Date.UTC(2000, i, 1))).replace('.', '');
      return `${month.charAt(0).toUpperCase()}${month.slice(1)}`;
    });
    months.set(locale, names);
  }
  return names;
}
