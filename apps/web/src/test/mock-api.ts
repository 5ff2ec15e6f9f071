import { vi } from 'vitest';
import { contractBreach } from './api-contracts.ts';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * An answer: its status and JSON body. `offContract` (the reason) lets a test give a body its route's contract does
 * not allow, to show what the app does with an answer the API should never send.
 */
type Reply = { status: number; body?: unknown; offContract?: string } | 'network-error';
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

const breaches: string[] = [];

/** The answers since the last call that broke their route's contract (test/setup.ts fails a test that left any). */
export function takeContractBreaches(): string[] {
  return breaches.splice(0);
}

/**
 * A fake API behind fetch: routes are 'METHOD /api/path' (no query). Unrouted calls answer 404 so a test notices
 * what it did not expect; calls are recorded in order. Every answer a test gives must be one the API gives on that
 * route (test/api-contracts.ts): one that is not fails the call, and the test.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found', issues: [] } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const breach = route === undefined || reply.offContract ? null : contractBreach(method, url.pathname, reply.status, reply.body);
    if (breach) {
      breaches.push(breach);
      throw new Error(`Off contract: ${breach}`);
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The recorded calls to one route. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const noSession = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized', issues: [] } } as const;

export function sessionBody(token = 'access-token') {
  return {
    token,
    userId: 11,
    isSelf: true,
    candidate: null,
    charityRepresentative: null,
    userInformation: { firstName: 'Pat', lastName: 'Lee' },
    profileColour: '#00695c',
  };
}

export const LOOKUPS = {
  'GET /api/lookups/countries': { status: 200, body: [{ id: 1, name: 'Canada', code: 'CA' }, { id: 2, name: 'United States', code: 'US' }] },
  'GET /api/lookups/regions': {
    status: 200,
    body: [
      { id: 10, name: 'Ontario', abbreviation: 'ON', countryId: 1 },
      { id: 11, name: 'Alberta', abbreviation: 'AB', countryId: 1 },
      { id: 20, name: 'New York', abbreviation: 'NY', countryId: 2 },
    ],
  },
  'GET /api/lookups/pronouns': { status: 200, body: [{ id: 1, name: 'She/Her' }, { id: 4, name: 'Other' }] },
  'GET /api/lookups/skills': { status: 200, body: [{ id: 1, name: 'Finance' }, { id: 2, name: 'Governance' }] },
  'GET /api/lookups/focus-areas': { status: 200, body: [{ id: 5, name: 'Health' }, { id: 6, name: 'Education' }] },
  'GET /api/lookups/charity-types': { status: 200, body: [{ id: 1, name: 'Charitable organization' }] },
  'GET /api/lookups/charity-scopes': { status: 200, body: [{ id: 1, name: 'Local' }] },
} as const;
