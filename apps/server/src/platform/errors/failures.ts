import { isBadInputRefusal, isDatabaseUnavailable } from './db-errors.ts';

export interface FailureAnswer {
  status: 400 | 503;
  code: string;
  key: string;
}

/** busboy's words for a multipart body it cannot read: no boundary, cut off, malformed. */
const BROKEN_MULTIPART = /Boundary not found|Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form/i;

/** Failures that are not the server's fault: bad input the parser or the database refused, or the database away. */
export function classifyFailure(error: unknown): FailureAnswer | null {
  if (isDatabaseUnavailable(error)) return { status: 503, code: 'UNAVAILABLE', key: 'errors.unavailable' };
  if (isBadInputRefusal(error)) return { status: 400, code: 'BAD_REQUEST', key: 'errors.invalidInput' };
  const message = error instanceof Error ? error.message : '';
  // A body that ends before its multipart form does: the client cut it off.
  const cutOff = (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
  if (cutOff || BROKEN_MULTIPART.test(message)) return { status: 400, code: 'BAD_MULTIPART', key: 'errors.invalidInput' };
  return null;
}
