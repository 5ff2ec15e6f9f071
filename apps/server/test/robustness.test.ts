import { beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { json, setupTestApp, type Caller } from './helpers.ts';
import { createCandidate } from './factories.ts';
import { HUGE_ID, badInputCases, isNumeric, multipartCases, type Operation } from './bad-input.ts';

/**
 * Every route the OpenAPI document lists, fed bad input: malformed JSON, wrong types, unknown and
 * nonsense ids, an oversized body. None may answer 500.
 */
const t = setupTestApp();
let staff: Caller;
let candidate: Caller;
let candidateId: number;
let routes: { method: HTTPMethods; url: string }[];
let operations: Operation[];

beforeAll(async () => {
  staff = await t.as('staff');
  // Candidate 1, whom the malformed-body pass (every id 1) may delete through DELETE /api/candidates/1.
  await createCandidate(t.deps.db);
  const second = await t.as('candidate');
  candidateId = second.candidate.id;
  expect(candidateId).not.toBe(1);
  candidate = second;
  const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
  operations = Object.entries(doc.paths as Record<string, Record<string, Operation['spec']>>).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, spec]) => ({ method: method.toUpperCase() as HTTPMethods, url, spec })),
  );
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([url, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase() as HTTPMethods, url })),
  );
});

const idValues = ['999999', 'abc', '-1', '0', '1.5', "1'; drop table users; --", 'x'.repeat(300)];
const bodies: { payload: string; type: string }[] = [
  { payload: '{"a":', type: 'application/json' },
  { payload: '[1,2,3]', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '{"UserName": {"$ne": 1}, "Password": [], "Filters": "x", "Pagination": {"Page": "a"}}', type: 'application/json' },
  { payload: 'UserName[]=a&Password[x]=b', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'application/xml' },
];

function fill(url: string, value: string) {
  return url.replace(/\{[^}]+\}|:[A-Za-z]+/g, encodeURIComponent(value));
}

describe('no route answers 500 to bad input', () => {
  it('covers the documented routes', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('handles malformed and wrongly typed bodies, signed in and not', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes) {
      if (method === 'GET' || method === 'HEAD') continue;
      for (const who of [t.anonymous, staff]) {
        for (const body of bodies) {
          const res = await who.inject({ method, url: fill(url, '1'), headers: { 'content-type': body.type }, payload: body.payload });
          if (res.statusCode >= 500) failures.push(`${method} ${url} ${body.payload} -> ${res.statusCode} ${res.body}`);
          else if (res.statusCode >= 400) expect(json(res)).toHaveProperty('message');
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('handles unknown and nonsense ids in paths and queries', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const value of idValues) {
        const target = url.includes('{') || url.includes(':') ? fill(url, value) : `${url}?token=${encodeURIComponent(value)}&id=${encodeURIComponent(value)}`;
        const res = await staff.inject({ method, url: target, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
        if (res.statusCode >= 500) failures.push(`${method} ${target} -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 413 to an oversized body on every route that takes one', async () => {
    const big = JSON.stringify({ x: 'y'.repeat(1_200_000) });
    let tooLarge = 0;
    for (const { method, url } of routes) {
      if (method === 'GET' || method === 'HEAD') continue;
      const res = await staff.inject({ method, url: fill(url, '1'), headers: { 'content-type': 'application/json' }, payload: big });
      // A route may refuse the caller (401, 403) before it reads the body.
      expect([401, 403, 413], `${method} ${url}`).toContain(res.statusCode);
      if (res.statusCode === 413) tooLarge++;
    }
    expect(tooLarge).toBeGreaterThan(10);
  });
});

describe('ids are digits only', () => {
  // Each parses to a number the loose way (16, 1, 1000, 1, 1), and none is an id.
  const LOOSE_IDS = ['0x10', ' 1', '1e3', '+1', '1.0'];

  it('refuses a loose id in every id of params and query with 400, never reading a record', async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const op of operations) {
      const params = (op.spec.parameters ?? []).filter((p) => (p.in === 'path' || p.in === 'query') && isNumeric(p.schema));
      for (const p of params) {
        for (const value of LOOSE_IDS) {
          const url =
            p.in === 'path'
              ? op.url.replace(`{${p.name}}`, encodeURIComponent(value)).replace(/\{[^}]+\}/g, String(candidateId))
              : `${op.url.replace(/\{[^}]+\}/g, String(candidateId))}?${p.name}=${encodeURIComponent(value)}`;
          const res = await staff.inject({ method: op.method, url, headers: { 'content-type': 'application/json' }, payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}' });
          // Refused for who calls (401, 403) before the input is read, or refused for the input (400); never found.
          if (![400, 401, 403].includes(res.statusCode)) failures.push(`${op.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.statusCode === 400) refused++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(100);
  });

  it('deletes no candidate for /api/candidates/0x10, and refuses a loose id in a body', async () => {
    const res = await staff.delete('/api/candidates/0x10');
    expect(res.statusCode).toBe(400);
    const applied = await candidate.post('/api/candidates/applications', { postingId: '0x10', description: 'I keep books.' });
    expect(applied.statusCode).toBe(400);
    expect((await candidate.post('/api/candidates/applications', { postingId: ' 1', description: 'I keep books.' })).statusCode).toBe(400);
  });
});

describe('no route answers 5xx to ids past the integer range, NUL characters or broken multipart', () => {
  // Routes that end the session run last so the signed-in passes keep their session.
  const sessionLast = (ops: Operation[]) => [...ops].sort((a, b) => Number(a.url.startsWith('/api/auth')) - Number(b.url.startsWith('/api/auth')));
  const actors = () => [
    { name: 'anonymous', caller: t.anonymous },
    { name: 'staff', caller: staff },
    { name: 'candidate', caller: candidate },
  ];

  it('sends a huge id to every id and NUL to every text of params, query and body', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const actor of actors()) {
      for (const op of sessionLast(operations)) {
        for (const c of badInputCases(op, candidateId)) {
          const res = await actor.caller.inject({ method: op.method, url: c.url, headers: c.body === undefined ? {} : { 'content-type': 'application/json' }, payload: c.body === undefined ? undefined : JSON.stringify(c.body) });
          sent++;
          if (res.statusCode >= 500) failures.push(`${actor.name} ${op.method} ${c.url} ${c.what} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  // Uploads of the admin section: the caller they admit (and who must get the 400) is the staff Admin, not the candidate.
  const STAFF_ADMIN_UPLOADS = ['/api/social-media-types'];

  it('answers 400 to a multipart body without boundary, cut off, or with NUL in a field', async () => {
    const multipartOps = operations.filter((op) => /multipart/i.test(op.spec.summary ?? '') || Boolean(op.spec.requestBody?.content?.['multipart/form-data']));
    expect(multipartOps.length).toBeGreaterThanOrEqual(2);
    const failures: string[] = [];
    for (const actor of actors()) {
      for (const op of multipartOps) {
        for (const c of multipartCases(op, candidateId)) {
          const res = await actor.caller.inject({ method: op.method, url: c.url, headers: { 'content-type': c.contentType }, payload: c.payload });
          if (res.statusCode >= 500) failures.push(`${actor.name} ${op.method} ${c.url} ${c.what} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (actor.name === (STAFF_ADMIN_UPLOADS.some((u) => op.url.startsWith(u)) ? 'staff' : 'candidate')) expect(res.statusCode, `${op.url} ${c.what}`).toBe(400);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 or 404, never 500, to the id one past the integer range', async () => {
    for (const url of [`/api/images/${HUGE_ID}`, `/api/files/${HUGE_ID}`, `/api/candidates/public/${HUGE_ID}`, `/api/charities/public/${HUGE_ID}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 401, 404], url).toContain(res.statusCode);
    }
    const signedIn = await candidate.get(`/api/images/${HUGE_ID}`);
    expect([400, 404]).toContain(signedIn.statusCode);
  });

  it('refuses a NUL character with 400 where it would reach the database', async () => {
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { UserName: 'someone\u0000@example.ca' } });
    expect(forgot.statusCode).toBe(400);
    expect(json(forgot)).toMatchObject({ code: expect.any(String), message: expect.any(String), issues: expect.any(Array) });
    const search = await t.app.inject({ method: 'POST', url: '/api/charities/read-public', payload: { Search: 'board\u0000' } });
    expect(search.statusCode).toBe(400);
  });
});
