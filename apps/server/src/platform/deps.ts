import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { AccessTokens } from './auth/access-tokens.ts';
import type { AuthLimits, RateLimiter } from './rate-limit/rate-limit.ts';
import type { ImageSigner } from './auth/image-signer.ts';
import type { JobRunner } from './jobs/job-runner.ts';

/** What services need from the running app; built once in buildApp. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  /** Signs the URLs of candidates' images for viewers who may see the candidate's profile. */
  images: ImageSigner;
  limiter: RateLimiter;
  authLimits: AuthLimits;
  /** Sends queued mail now; call after a transaction that wrote to the outbox commits. */
  flushMail: () => void;
  /** The product's clock (the injected one in tests): what 'today' and 'once a day' are counted from. */
  now: () => Date;
  /** The scheduled jobs: started by main (not by tests), run now by staff. */
  jobs: JobRunner;
}
