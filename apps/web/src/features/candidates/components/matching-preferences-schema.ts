/** The Matching Preferences tab's rules: the same the server applies. Loaded at the form's first check. */
export { matchingPreferencesInputSchema } from '@boardmatch/shared';
