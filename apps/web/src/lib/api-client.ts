import { IDEMPOTENCY_HEADER, postChanges, type SessionBody } from '@boardmatch/shared';
import { ApiRequestError, type ApiIssue } from './api-error.ts';
import { getAccessToken, setAccessToken } from './access-token.ts';
import { readSessionBody } from './session-shape.ts';
import { dropEarlyReads, earlyReadKey, takeEarlyAnswer, takeEarlyRead } from './early-answer.ts';
import { requestLanguage } from './request-language.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** Paths whose 401 means 'wrong credentials or token', not 'session expired': no refresh-and-retry there. */
const AUTH_PREFIX = '/api/auth';
/** The POSTs under /api/auth that only read; the others sign in, out or change a password. */
const AUTH_READS = new Set(['/api/auth/check-reset-password']);

/** A GET, a POST whose body carries a list's filters, or a token's check: nothing changes, and nothing to drop. */
function onlyReads(method: string, url: string): boolean {
  if (method === 'GET') return true;
  if (method !== 'POST') return false;
  return url.startsWith(AUTH_PREFIX) ? AUTH_READS.has(url) : !postChanges(url);
}

let onSessionExpired: () => void = () => {};
let refreshInFlight: Promise<SessionBody | null> | null = null;

/** The app decides what an expired session means (logout, then /login unless the page is public). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** JSON options as fetch options: the body serialised, with its content type. */
function jsonInit(options: RequestOptions): RequestInit {
  return {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
}

/** Builds the request (a body that cannot be serialised means 'not sent') and sends it with the session's token. */
async function send(url: string, build: () => RequestInit): Promise<Response> {
  let request: RequestInit;
  try {
    const init = build();
    const headers: Record<string, string> = { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) };
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // The API writes its messages in the language the user reads.
    headers['Accept-Language'] = requestLanguage();
    request = { ...init, headers, credentials: 'same-origin' };
  } catch (error) {
    throw new ApiRequestError('not-sent', error instanceof Error ? error.message : 'Request could not be made');
  }
  try {
    return await fetch(url, request);
  } catch (error) {
    // fetch rejects with a TypeError when no response arrives (server down, network lost).
    if (error instanceof TypeError) throw new ApiRequestError('unreachable', error.message);
    throw new ApiRequestError('not-sent', error instanceof Error ? error.message : 'Request could not be made');
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function toError(response: Response, body: unknown): ApiRequestError {
  const data = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown; issues?: unknown };
  // A gateway error without our error body means the API itself did not answer.
  if (response.status >= 502 && response.status <= 504 && typeof data.message !== 'string') {
    return new ApiRequestError('unreachable', response.statusText, { status: response.status });
  }
  return new ApiRequestError('http', typeof data.message === 'string' ? data.message : '', {
    status: response.status,
    code: typeof data.code === 'string' ? data.code : null,
    issues: Array.isArray(data.issues) ? (data.issues as ApiIssue[]) : [],
  });
}

/** Reads an answer the client drops to its end: one left unread keeps its request open in the browser, and the page never settles. */
async function discard(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/**
 * POST /api/auth/refresh-token once at a time. The refresh token is an httpOnly cookie that this code never sees:
 * the browser sends it, and the answer's cookie replaces it. Null when there is no session.
 */
export function refreshAccessToken(): Promise<SessionBody | null> {
  refreshInFlight ??= (async () => {
    try {
      // The refresh a painted page's head asked for, if any.
      const first = takeEarlyAnswer('boardMatchFirstRefresh');
      const response = (first && (await first.catch(() => undefined))) || (await send(`${AUTH_PREFIX}/refresh-token`, () => jsonInit({ method: 'POST' })));
      if (!response.ok) {
        setAccessToken(null);
        await discard(response);
        return null;
      }
      const body = readSessionBody(await readBody(response));
      setAccessToken(body.token);
      return body;
    } catch {
      setAccessToken(null);
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * A call to the API answering the raw response (multipart uploads, file downloads). A 401 outside /api/auth
 * triggers one refresh and one retry (init is built again for it); if that fails the session has expired.
 * A failed answer throws ApiRequestError with the API's message.
 */
export async function apiFetch(url: string, init: () => RequestInit): Promise<Response> {
  let first: RequestInit;
  try {
    first = init();
  } catch {
    return fetchRefreshing(url, init); // a body that cannot be sent: send() says so
  }
  const method = first.method ?? 'GET';
  if (onlyReads(method, url)) {
    // A read the painted page's head already asked for (src/first-paint.js), with this token or, as this visitor, none:
    // taken instead of asking again.
    const early = await takeEarlyRead(earlyReadKey(method, url, requestLanguage(), typeof first.body === 'string' ? first.body : undefined), getAccessToken() ?? '');
    return early ?? fetchRefreshing(url, init);
  }
  dropEarlyReads(method, url);
  if (method !== 'POST' || !postChanges(url)) return fetchRefreshing(url, init);
  // One key per submission, kept for the retry after a refresh; the same request sent while it runs shares it.
  const signature = typeof first.body === 'string' ? `${url}\n${first.body}` : null;
  return withIdempotencyKey(signature, (key) => fetchRefreshing(url, () => withHeader(init(), IDEMPOTENCY_HEADER, key)));
}

function withHeader(init: RequestInit, name: string, value: string): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), [name]: value } };
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The keys of the changing POSTs under way, by what they send: a double click sends the same key twice, and the API acts once. */
const keysInFlight = new Map<string, { key: string; users: number }>();

async function withIdempotencyKey<T>(signature: string | null, run: (key: string) => Promise<T>): Promise<T> {
  if (signature === null) return run(newKey());
  let entry = keysInFlight.get(signature);
  if (!entry) keysInFlight.set(signature, (entry = { key: newKey(), users: 0 }));
  entry.users += 1;
  try {
    return await run(entry.key);
  } finally {
    entry.users -= 1;
    if (entry.users === 0) keysInFlight.delete(signature);
  }
}

async function fetchRefreshing(url: string, init: () => RequestInit): Promise<Response> {
  let response = await send(url, init);
  if (response.status === 401 && !url.startsWith(AUTH_PREFIX)) {
    const refreshed = await refreshAccessToken();
    if (!refreshed) {
      onSessionExpired();
      throw toError(response, await readBody(response));
    }
    await discard(response);
    response = await send(url, init);
  }
  if (!response.ok) throw toError(response, await readBody(response));
  return response;
}

/** A JSON call to the API (see apiFetch for the refresh and the errors). */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(buildUrl(path, options.query), () => jsonInit(options));
  return (await readBody(response)) as T;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => apiRequest<T>(path, { method: 'GET', query }),
  post: <T>(path: string, body?: unknown, query?: RequestOptions['query']) => apiRequest<T>(path, { method: 'POST', body: body ?? {}, query }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
};
