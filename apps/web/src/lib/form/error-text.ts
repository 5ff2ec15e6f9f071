import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import { decodeFieldMessage } from '@boardmatch/shared';
import { translateKey } from '@/lib/translate-key.ts';

/** Shared zod keys that the web words as the spec does. */
const WEB_WORDING: Record<string, string> = {
  'errors.password': 'validation.passwordRule',
  'errors.passwordsMatch': 'validation.passwordMismatch',
  'errors.email': 'validation.emailInvalid',
};

/**
 * Turns a field error (a catalogue key with its parameters) into the words the user sees, naming the field:
 * '{field} can not be empty', '{field} can be at most {max} characters'.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: Pick<FieldError, 'message'> | undefined, label: string): string | undefined => {
      if (!error?.message) return undefined;
      const { key, values } = decodeFieldMessage(error.message);
      return translateKey(t, WEB_WORDING[key] ?? key, { ...values, field: label });
    },
    [t],
  );
}
