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
    /** The reader's own calendar day of an ISO date-time, as YYYY-MMM-DD; '' for none. */
    localDay: (iso: string | null | undefined) => {
      const at = iso ? new Date(iso) : null;
      if (!at || Number.isNaN(at.getTime())) return '';
      return localSpelledDay(at, locale);
    },
    /** A month as YYYY-MMM ('2026-Nov') from a date's 'YYYY-MM'. */
    month: (value: string) => {
      const [y, m] = value.slice(0, 7).split('-').map(Number) as [number, number];
      return `${y}-${monthName(m, locale)}`;
    },
    /** An ISO date-time as the spec shows application dates: the day as YYYY-MMM-DD, then the local time. */
    dateTime: (iso: string) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return '';
      return `${localSpelledDay(at, locale)} ${clockTime(at.getHours(), at.getMinutes(), locale)}`;
    },
  };
}

/** A calendar day as YYYY-MMM-DD with the month's short name in the reader's language ('2026-Nov-16', '2026-Janv-05'). */
function spelledDay(y: number, m: number, d: number, locale: string): string {
  return `${y}-${monthName(m, locale)}-${pad(d)}`;
}

const localSpelledDay = (at: Date, locale: string) =>
  spelledDay(at.getFullYear(), at.getMonth() + 1, at.getDate(), locale);

/** Month m (1-12)'s short name in the reader's language. */
const monthName = (m: number, locale: string) => MONTHS[locale === 'fr-CA' ? 'fr' : 'en'][m - 1];

// Written out rather than asked of Intl: a page's first date formatter costs a phone about 50 ms (the locale's data is
// loaded), in the middle of drawing its first table. These are Canadian English's and French's own short forms.
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['Janv', 'Févr', 'Mars', 'Avr', 'Mai', 'Juin', 'Juill', 'Août', 'Sept', 'Oct', 'Nov', 'Déc'],
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The time of day as en-CA ('02:07 p.m.') and fr-CA ('14 h 07') write it. */
function clockTime(hours: number, minutes: number, locale: string): string {
  if (locale === 'fr-CA') return `${pad(hours)} h ${pad(minutes)}`;
  return `${pad(hours % 12 || 12)}:${pad(minutes)} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}
