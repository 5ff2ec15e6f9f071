/** Why a call failed: the server answered with an error, the server could not be reached, or the request was never sent. */
export type ApiFailureKind = 'http' | 'unreachable' | 'not-sent';

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiRequestError extends Error {
  readonly kind: ApiFailureKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly issues: ApiIssue[];

  constructor(kind: ApiFailureKind, message: string, options: { status?: number | null; code?: string | null; issues?: ApiIssue[] } = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.issues = options.issues ?? [];
  }
}

export function isApiError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The server's message when it sent one, else null (callers fall back to a default text). */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.kind === 'http' && error.message ? error.message : null;
}
