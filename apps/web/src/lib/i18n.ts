import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, LANGUAGES, type Language } from '@boardmatch/shared';

/** Only the language is kept in localStorage. */
export const LANGUAGE_STORAGE_KEY = 'boardMatch.language';
export { LANGUAGES };

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'fr' ? 'fr' : 'en';
  } catch {
    return 'en';
  }
}

export function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this visit only
  }
}

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised = false;

/** Loads the shared en/fr catalogues into i18next; the html lang attribute follows the language. */
export function initI18n(language: Language = storedLanguage()) {
  if (!initialised) {
    initialised = true;
    i18next.on('languageChanged', applyDocumentLanguage);
    void i18next.use(initReactI18next).init({
      resources: { en: { translation: catalogues.en }, fr: { translation: catalogues.fr } },
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18next;
}

export async function changeLanguage(language: Language) {
  saveLanguage(language);
  await i18next.changeLanguage(language);
}
