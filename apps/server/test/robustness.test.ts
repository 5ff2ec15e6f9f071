import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { bearer, buildTestApp, json, signIn, type TestApp } from './helpers.ts';
import { createStaff } from './factories.ts';

/**
 * Every route the OpenAPI document lists, fed bad input: malformed JSON, wrong types, unknown and
 * nonsense ids, an oversized body. None may answer 500.
 */
let t: TestApp;
let token: string;
let routes: { method: HTTPMethods; url: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  const { user } = await createStaff(t.deps.db);
  token = (await signIn(t.app, user.email)).token;
  const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([url, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase() as HTTPMethods, url })),
  );
});
afterAll(() => t.close());

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
      for (const headers of [{}, bearer(token)]) {
        for (const body of bodies) {
          const res = await t.app.inject({ method, url: fill(url, '1'), headers: { ...headers, 'content-type': body.type }, payload: body.payload });
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
        const res = await t.app.inject({ method, url: target, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
        if (res.statusCode >= 500) failures.push(`${method} ${target} -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 413 to an oversized body on every route that takes one', async () => {
    const big = JSON.stringify({ x: 'y'.repeat(1_200_000) });
    for (const { method, url } of routes) {
      if (method === 'GET' || method === 'HEAD') continue;
      const res = await t.app.inject({ method, url: fill(url, '1'), headers: { ...bearer(token), 'content-type': 'application/json' }, payload: big });
      expect(res.statusCode, `${method} ${url}`).toBe(413);
    }
  });
});
