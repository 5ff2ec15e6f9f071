import { en, type Messages } from './en.ts';
import { fr } from './fr.ts';

export const catalogues = { en, fr } as const;
export type Language = keyof typeof catalogues;
export type { Messages };

/** Looks up 'a.b' in a catalogue and fills {{name}} placeholders (server side; the web uses i18next). */
export function translate(key: string, values: Record<string, string | number> = {}, language: Language = 'en'): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[language]);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
