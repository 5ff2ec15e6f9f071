import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has safe defaults for the embedded mode', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: './data', appUrl: 'http://localhost:3000', seedDemo: true, smtpUrl: undefined, databaseUrl: undefined, trustProxy: false });
  });

  it('derives APP_URL from PORT and turns demo data off for PostgreSQL', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('trusts proxies by hop count or by address, never blindly', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it('takes a clock file for journeys, never in production', () => {
    expect(loadConfig({ CLOCK_FILE: '/tmp/clock' }).clockFile).toBe('/tmp/clock');
    expect(() => loadConfig({ CLOCK_FILE: '/tmp/clock', NODE_ENV: 'production' })).toThrow(/^Invalid environment variable CLOCK_FILE: /);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['APP_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'short'],
    ['SEED_DEMO', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '1,proxy.example'],
  ])('stops with one line naming %s when it is %s', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
    expect((error as Error).message).not.toContain('\n');
  });
});
