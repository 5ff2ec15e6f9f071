import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { ThinkificProvider } from './thinkific.provider.ts';

/** A learning provider's failure may be logged: its message names the call, never the learner's e-mail. */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(503).end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('Thinkific errors', () => {
  it('say which call failed and how, without the query that names the learner', async () => {
    const options = { subdomain: 'boardmatch', apiKey: 'thinkific-test-api-key-0123456789', siteUrl: base, timeoutMs: 2000 };
    const answering = new ThinkificProvider({ ...options, apiBaseUrl: `${base}/api/public/v1` });
    const unreachable = new ThinkificProvider({ ...options, apiBaseUrl: 'http://127.0.0.1:1/api/public/v1' });
    for (const provider of [answering, unreachable]) {
      const error = await provider.findUserId('jordan.lee@example.org').then(() => null, (e: Error) => e);
      expect(error?.message).toMatch(/^Thinkific GET \/users (answered 503|failed: )/);
      expect(error?.message).not.toMatch(/jordan|example|%40|@|query/);
    }
  });
});
