import { isMessageKey, translate, type Language } from './i18n/index.ts';
import type { FieldMessage } from './field-messages.ts';

/** The form labels a field's name is also looked up in, for the fields the field-name list does not hold. */
const LABEL_AREAS = ['registration', 'profile.fields', 'qualifications.fields', 'charityRegistration'];

/**
 * A field's name in a language: 'fieldNames.<name>' when the catalogue has it, then (outside English) a form's
 * label, else the name spelled out ('firstName' -> 'First Name').
 */
export function fieldLabel(path: string | readonly PropertyKey[], language: Language = 'en'): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const last = parts.filter((p) => p !== '' && !/^\d+$/.test(p)).pop() ?? '';
  if (!last) return translate('fieldRules.thisField', {}, language);
  const areas = language === 'en' ? ['fieldNames'] : ['fieldNames', ...LABEL_AREAS];
  const key = areas.map((area) => `${area}.${last}`).find(isMessageKey);
  if (key) return translate(key, {}, language);
  return last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A field message in words, the field's name filled in. */
export function wordFieldMessage(message: FieldMessage, field: string, language: Language): string {
  return translate(message.key, { field, ...message.values }, language);
}
