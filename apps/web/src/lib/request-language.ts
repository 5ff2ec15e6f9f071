import i18next from 'i18next';

/** The language chosen last, already while its texts are still on their way: what the API is asked to answer in. */
let chosen: string | null = null;

export function chooseRequestLanguage(language: string): void {
  chosen = language;
}

export function requestLanguage(): string {
  return chosen ?? i18next.language ?? 'en';
}
