import { isIP } from 'node:net';
import { z } from 'zod';

/** The only reader of process.env. A wrong value stops start-up with one line naming the variable. */
const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** An address or CIDR block: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may speak for the client in X-Forwarded-For: a number of hops or a list of proxy addresses.
 * `true` would take the client's own, freely chosen, leftmost entry as its address, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === 'false') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (v !== 'true' && entries.every(isAddressOrBlock)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1); true is refused because it trusts any X-Forwarded-For a client sends' });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('BoardMatch <no-reply@boardmatch.ca>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanish.optional(),
  TRUST_PROXY: trustProxy.default(false),
  THINKIFIC_SUBDOMAIN: z.string().regex(/^[a-z0-9-]+$/i, 'must be the Thinkific subdomain, e.g. boardmatch').optional(),
  THINKIFIC_API_KEY: z.string().min(10, 'must be a Thinkific API key').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLOCK_FILE: z.string().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  /** Behind reverse proxies: how many hops, or which addresses, may set the client address in X-Forwarded-For. */
  trustProxy: false | number | string[];
  /** Both set: training runs on Thinkific; otherwise on the built-in Academy. */
  thinkificSubdomain: string | undefined;
  thinkificApiKey: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Served from here when present (the built web app). */
  webDist: string | undefined;
  /** Journeys only: the product's clock reads its time from this file (platform/jobs/file-clock.ts). */
  clockFile: string | undefined;
}

export class ConfigError extends Error {}

/** Fastify's trustProxy for the configured proxies: a hop count becomes "trust the n nearest hops". */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  // A clock that anyone who can write a file moves would let them close every waiting application at once.
  if (e.CLOCK_FILE && e.NODE_ENV === 'production') throw new ConfigError('Invalid environment variable CLOCK_FILE: is for tests and refused when NODE_ENV=production');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    thinkificSubdomain: e.THINKIFIC_SUBDOMAIN,
    thinkificApiKey: e.THINKIFIC_API_KEY,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDist: undefined,
    clockFile: e.CLOCK_FILE,
  };
}
