import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './platform/deps.ts';
import { JobRunner } from './platform/jobs/job-runner.ts';
import { AccessTokens } from './platform/auth/access-tokens.ts';
import { ImageSigner } from './platform/auth/image-signer.ts';
import { IdempotencyStore } from './platform/idempotency/idempotency-store.ts';
import { AUTH_LIMITS, RateLimiter, type AuthLimits } from './platform/rate-limit/rate-limit.ts';
import { apiDocsPlugin } from './platform/plugins/external/api-docs.ts';
import { cookiePlugin } from './platform/plugins/external/cookie.ts';
import { formBodyPlugin } from './platform/plugins/external/form-body.ts';
import { securityHeadersPlugin } from './platform/plugins/external/security-headers.ts';
import { hasWebBuild, inlineScriptHashes, webPlugin } from './platform/plugins/external/web.ts';
import { authPlugin } from './platform/plugins/app/auth.ts';
import { privateAnswersPlugin } from './platform/plugins/app/private-answers.ts';
import { crossSitePlugin } from './platform/plugins/app/cross-site.ts';
import { errorsPlugin } from './platform/plugins/app/errors.ts';
import { idempotencyPlugin } from './platform/plugins/app/idempotency.ts';
import { inputGuardPlugin } from './platform/plugins/app/input-guard.ts';
import { languagePlugin } from './platform/plugins/app/language.ts';
import { passwordCheckLimitPlugin } from './platform/plugins/app/password-check-limit.ts';
import { actAsAuditRoutes, actAsRecorderPlugin } from './modules/act-as-audit/index.ts';
import { applicationsRoutes, interviewRemindersJob, replyClockJob, replyStatsJob, waitingApplicantsRoutes } from './modules/applications/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { boardRoutes, termsEndingJob } from './modules/board/index.ts';
import { getCandidateSubject, candidateRegistrationRoutes, staffCandidatesRoutes, candidateProfileRoutes } from './modules/candidates/index.ts';
import { charityProfileRoutes, charityRegistrationRoutes, charityRepresentativesRoutes, staffCharitiesRoutes } from './modules/charities/index.ts';
import { corporationsRoutes } from './modules/corporations/index.ts';
import { filesRoutes } from './modules/files/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { lookupsRoutes } from './modules/lookups/index.ts';
import { notificationsRoutes, weeklyDigestsJob } from './modules/notifications/index.ts';
import { matchingRoutes } from './modules/matching/index.ts';
import { charityOnboardingRoutes, onboardingRoutes } from './modules/onboarding/index.ts';
import { positionsRoutes } from './modules/positions/index.ts';
import { charityPostingsRoutes, postingsRoutes } from './modules/postings/index.ts';
import { qualificationsRoutes } from './modules/qualifications/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { socialMediaTypesRoutes, staffRoutes } from './modules/staff/index.ts';
import { staffCoursesRoutes, trainingRoutes } from './modules/training/index.ts';
import { accountDataRoutes, resolveActor, retentionJob, usersRoutes, userProfileRoutes, userNameCheckRoutes } from './modules/users/index.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  flushMail?: () => void;
  logger?: boolean | object;
  /** Tests raise the per-address limit: every injected request comes from one address. */
  authLimits?: Partial<AuthLimits>;
  /** The product's clock for scheduled jobs; tests move it instead of waiting. */
  now?: () => Date;
}

/** Registers plugins and modules; never listens (tests use inject). */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request only when asked for (LOG_LEVEL=debug); errors are always logged.
    logController: new LogController({ disableRequestLogging: options.config.logLevel !== 'debug' && options.config.logLevel !== 'trace' }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(options.config.trustProxy),
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    config: options.config,
    database: options.database,
    db: options.database.db,
    tokens: new AccessTokens(options.jwtSecret),
    images: new ImageSigner(options.jwtSecret),
    limiter: new RateLimiter(options.database.db),
    authLimits: { ...AUTH_LIMITS, ...options.authLimits },
    flushMail: options.flushMail ?? (() => {}),
    now: options.now ?? (() => new Date()),
    jobs: new JobRunner(options.database, [retentionJob, replyClockJob({ appUrl: options.config.appUrl }), replyStatsJob, interviewRemindersJob({ appUrl: options.config.appUrl }), termsEndingJob({ appUrl: options.config.appUrl }), weeklyDigestsJob({ appUrl: options.config.appUrl, secret: options.jwtSecret })], {
      now: options.now,
      log: (line) => app.log.warn(line),
    }),
  };

  // External plugins (a library each). Security headers first, so that every answer (static files, errors, 404s)
  // carries them; the web build's files before any of the app's hooks, which serve the API.
  const serveWeb = hasWebBuild(options.config.webDist);
  await app.register(securityHeadersPlugin, { appUrl: options.config.appUrl, scriptHashes: serveWeb ? inlineScriptHashes(options.config.webDist) : [] });
  if (serveWeb) await app.register(webPlugin, { root: options.config.webDist! });
  await app.register(cookiePlugin);
  await app.register(formBodyPlugin);

  // The app's own plugins. The API's documentation (external) is registered after the request hooks and before
  // authentication, so that its pages answer as they always have, and before the modules, whose routes it lists.
  await app.register(languagePlugin);
  await app.register(errorsPlugin, { spaFallback: serveWeb });
  await app.register(crossSitePlugin, { appUrl: options.config.appUrl });
  await app.register(inputGuardPlugin);
  await app.register(passwordCheckLimitPlugin, deps);
  await app.register(privateAnswersPlugin);
  await app.register(apiDocsPlugin, { expose: options.config.nodeEnv !== 'production' });
  await app.register(authPlugin, { tokens: deps.tokens, db: deps.db, resolveActor, candidateSubject: getCandidateSubject });
  await app.register(actAsRecorderPlugin, { db: deps.db });
  // After authentication, whose caller owns the keys; after validation (a preHandler), so the body is the parsed one.
  await app.register(idempotencyPlugin, { store: new IdempotencyStore(deps.db) });

  // The modules, each in its own scope.
  const modules = [
    healthRoutes, authRoutes, usersRoutes, userProfileRoutes, accountDataRoutes, userNameCheckRoutes, lookupsRoutes, candidateRegistrationRoutes, charityRegistrationRoutes, staffCandidatesRoutes,
    candidateProfileRoutes, onboardingRoutes, filesRoutes, qualificationsRoutes, applicationsRoutes, postingsRoutes, searchRoutes, trainingRoutes,
    charityProfileRoutes, charityRepresentativesRoutes, charityOnboardingRoutes, charityPostingsRoutes, positionsRoutes, boardRoutes,
    staffRoutes, socialMediaTypesRoutes,
    staffCharitiesRoutes, waitingApplicantsRoutes,
    corporationsRoutes, staffCoursesRoutes, actAsAuditRoutes, matchingRoutes, notificationsRoutes(options.jwtSecret),
  ];
  for (const routes of modules) {
    await app.register(async (scope) => routes(scope, deps));
  }

  return { app, deps };
}
