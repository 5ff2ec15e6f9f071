import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@boardmatch/shared';
import { en } from '@boardmatch/shared/i18n/en';

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

/** English (also every missing text's fallback) comes with the page; French is fetched the first time it is needed,
 * and i18next switches language only once it has arrived. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'fr') return callback(null, language === 'en' ? en : {});
    import('@boardmatch/shared/i18n/fr').then(
      (module) => callback(null, module.fr),
      (error: Error) => callback(error, null),
    );
  },
};

let initialised = false;

/** Loads the shared en/fr catalogues into i18next; the html lang attribute follows the language. */
export function initI18n(language: Language = storedLanguage()) {
  if (!initialised) {
    initialised = true;
    i18next.on('languageChanged', applyDocumentLanguage);
    void i18next.use(lazyCatalogues).use(initReactI18next).init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
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

/** Resolves once the language's texts are loaded (at start-up, before the first render). */
export function languageReady(): Promise<void> {
  return i18next.loadLanguages(i18next.language);
}

export async function changeLanguage(language: Language) {
  saveLanguage(language);
  await i18next.changeLanguage(language);
}
