import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@boardmatch/shared';
import { enStartup } from './i18n-startup-texts.ts';
import { chooseRequestLanguage } from './request-language.ts';

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

/** French is fetched the first time it is needed, and i18next switches language only once it has arrived. English
 * (also every missing text's fallback) is given at start (see allTextsLoaded for the rest of it). */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'fr') return callback(null, language === 'en' ? enStartup : {});
    import('@boardmatch/shared/i18n/fr').then(
      (module) => callback(null, module.fr),
      (error: Error) => callback(error, null),
    );
  },
};

let initialised = false;

/** Loads the shared en/fr catalogues into i18next; the html lang attribute follows the language. */
export function initI18n(language: Language = storedLanguage()) {
  chooseRequestLanguage(language);
  if (!initialised) {
    initialised = true;
    i18next.on('languageChanged', applyDocumentLanguage);
    void i18next.use(lazyCatalogues).use(initReactI18next).init({
      resources: { en: { translation: enStartup } },
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

let allEnglish: Promise<void> | null = null;

/**
 * Start-up carries only the English texts of the sign-in page and the shell; the rest of the English catalogue is
 * fetched once, and every page but /login (and every dialog of /login) waits for it before it shows.
 */
export function allTextsLoaded(): Promise<void> {
  allEnglish ??= import('@boardmatch/shared/i18n/en').then(({ en }) => {
    i18next.addResourceBundle('en', 'translation', en, true, false);
  });
  return allEnglish;
}

/** Resolves once the language's texts are loaded (at start-up, before the first render). */
export function languageReady(): Promise<void> {
  return i18next.loadLanguages(i18next.language);
}

export async function changeLanguage(language: Language) {
  chooseRequestLanguage(language);
  saveLanguage(language);
  await i18next.changeLanguage(language);
}
