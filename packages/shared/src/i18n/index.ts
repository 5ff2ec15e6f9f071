import { en, type Messages } from './en.ts';
import { fr } from './fr.ts';

export const catalogues = { en, fr } as const;
export type Language = keyof typeof catalogues;
export const LANGUAGES: readonly Language[] = ['en', 'fr'];
export type MessageValues = Record<string, string | number>;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}
export type { Messages };

function lookup(key: string, language: Language): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[language]);
}

/** Is this a catalogue key (rather than a text already written out)? */
export function isMessageKey(key: string): boolean {
  return typeof lookup(key, 'en') === 'string';
}

/** Looks up 'a.b' in a catalogue and fills {{name}} placeholders (server side; the web uses i18next). */
export function translate(key: string, values: MessageValues = {}, language: Language = 'en'): string {
  const found = lookup(key, language);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
