import { fieldLabel, translate, type Language, type MessageValues } from '@boardmatch/shared';

export { fieldLabel };

/** A field's problem: message is a catalogue key (filled with values and the field's name) or a text as it is. */
export interface Issue {
  path: string;
  message: string;
  values?: MessageValues;
}

export interface ErrorBody {
  code: string;
  message: string;
  issues: Issue[];
}

export function translateIssue(issue: Issue, language: Language): Issue {
  return { path: issue.path, message: translate(issue.message, { field: fieldLabel(issue.path, language), ...issue.values }, language) };
}

/**
 * The one error type services throw. It carries the message key; the errors plugin writes it in the
 * request's language as { code, message, issues }. The Error's own message is the English text, for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly key: string,
    readonly values: MessageValues = {},
    readonly issues: Issue[] = [],
  ) {
    super(translate(key, values));
  }

  toBody(language: Language): ErrorBody {
    return { code: this.code, message: translate(this.key, this.values, language), issues: this.issues.map((issue) => translateIssue(issue, language)) };
  }

  static badRequest(messageKey: string, issues: Issue[] = [], code = 'BAD_REQUEST') {
    return new AppError(code, 400, messageKey, {}, issues);
  }
  static unauthorized(messageKey = 'errors.sessionExpired', code = 'UNAUTHORIZED') {
    return new AppError(code, 401, messageKey);
  }
  static forbidden(messageKey = 'errors.notAllowed', code = 'FORBIDDEN') {
    return new AppError(code, 403, messageKey);
  }
  static notFound(messageKey = 'errors.notFound', code = 'NOT_FOUND') {
    return new AppError(code, 404, messageKey);
  }
  static conflict(messageKey: string, code = 'CONFLICT') {
    return new AppError(code, 409, messageKey);
  }
  static tooMany(key = 'errors.tooManyAttempts') {
    return new AppError('TOO_MANY_REQUESTS', 429, key);
  }
}
