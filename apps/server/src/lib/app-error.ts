import { translate } from '@boardmatch/shared';

export interface Issue {
  path: string;
  message: string;
}

/** The one error type services throw; the errors plugin turns it into { code, message, issues }. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
  }

  static badRequest(messageKey: string, issues: Issue[] = [], code = 'BAD_REQUEST') {
    return new AppError(code, 400, translate(messageKey), issues);
  }
  static unauthorized(messageKey = 'errors.sessionExpired', code = 'UNAUTHORIZED') {
    return new AppError(code, 401, translate(messageKey));
  }
  static forbidden(messageKey = 'errors.notAllowed', code = 'FORBIDDEN') {
    return new AppError(code, 403, translate(messageKey));
  }
  static notFound(messageKey = 'errors.notFound', code = 'NOT_FOUND') {
    return new AppError(code, 404, translate(messageKey));
  }
  static conflict(messageKey: string, code = 'CONFLICT') {
    return new AppError(code, 409, translate(messageKey));
  }
  static tooMany() {
    return new AppError('TOO_MANY_REQUESTS', 429, translate('errors.tooManyAttempts'));
  }
}
