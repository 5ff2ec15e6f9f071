import type { Language } from '@boardmatch/shared';

/** Each province's and territory's main time zone: where a person of that province reads an interview's time. */
const PROVINCE_TIME_ZONES: Record<string, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/** The time zone of a province (by its code), or the fallback for none or one outside Canada. */
export function provinceTimeZone(province: string | null | undefined, fallback: string): string {
  return (province && PROVINCE_TIME_ZONES[province.toUpperCase()]) || fallback;
}

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** An instant as a person reads it in their language and time zone: weekday, date and time. */
export function formatInstant(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
}

/** A time zone's name in a language, as it is at that instant (e.g. 'Eastern Standard Time'). */
export function timeZoneName(at: Date, language: Language, timeZone: string): string {
  const part = new Intl.DateTimeFormat(locale(language), { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
