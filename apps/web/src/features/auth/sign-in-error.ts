import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error.ts';

export interface SignInFailure {
  message: string;
  /** The account exists but its e-mail is not verified: open 'Your account is not verified'. */
  notVerified: boolean;
}

/**
 * The sign-in failure texts (spec 1, section 8): the server's message; 'Unable to connect to server.' when no
 * response came; 'Connection Failed.' when the request could not be made.
 */
export function describeSignInFailure(error: unknown, t: TFunction): SignInFailure {
  if (isApiError(error)) {
    if (error.kind === 'unreachable') return { message: t('errors.unableToConnect'), notVerified: false };
    if (error.kind === 'not-sent') return { message: t('errors.connectionFailed'), notVerified: false };
    const message = error.message || t('errors.default');
    const notVerified = error.code === 'ACCOUNT_NOT_VERIFIED' || /verification/i.test(error.message);
    return { message, notVerified };
  }
  return { message: t('errors.connectionFailed'), notVerified: false };
}
