import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './platform/deps.ts';
import { AccessTokens } from './platform/auth/access-tokens.ts';
import { ImageSigner } from './platform/auth/image-signer.ts';
import { AUTH_LIMITS, RateLimiter, type Limit } from './platform/rate-limit/rate-limit.ts';
import { errorsPlugin } from './platform/plugins/app/errors.ts';
import { languagePlugin } from './platform/plugins/app/language.ts';
import { authPlugin } from './platform/plugins/app/auth.ts';
import { getCandidateSubject, candidateRegistrationRoutes, candidatesAdminRoutes, candidateProfileRoutes } from './modules/candidates/index.ts';
import { hasWebBuild, webPlugin } from './platform/plugins/external/web.ts';
import { securityHeadersPlugin } from './platform/plugins/external/security-headers.ts';
import { crossSitePlugin } from './platform/plugins/app/cross-site.ts';
import { inputGuardPlugin } from './platform/plugins/app/input-guard.ts';
import { passwordCheckLimitPlugin } from './platform/plugins/app/password-check-limit.ts';
import { authRoutes } from './modules/auth/index.ts';
import { resolveActor, usersRoutes, userProfileRoutes, userNameCheckRoutes } from './modules/users/index.ts';
import { lookupsRoutes } from './modules/lookups/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { charityProfileRoutes, charityRegistrationRoutes, charityRepresentativesRoutes, charitiesAdminRoutes } from './modules/charities/index.ts';
import { charityOnboardingRoutes, onboardingRoutes } from './modules/onboarding/index.ts';
import { filesRoutes } from './modules/files/index.ts';
import { qualificationsRoutes } from './modules/qualifications/index.ts';
import { applicationsRoutes } from './modules/applications/index.ts';
import { charityPostingsRoutes, postingsRoutes } from './modules/postings/index.ts';
import { positionsRoutes } from './modules/positions/index.ts';
import { boardRoutes } from './modules/board/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { socialMediaTypesRoutes, staffRoutes } from './modules/staff/index.ts';
import { coursesAdminRoutes, trainingRoutes } from './modules/training/index.ts';
import { corporationsRoutes } from './modules/corporations/index.ts';
import { actAsAuditRoutes, actAsRecorderPlugin } from './modules/act-as-audit/index.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  flushMail?: () => void;
  logger?: boolean | object;
  /** Tests raise the per-address limit: every injected request comes from one address. */
  authLimits?: Partial<Record<'perAddress' | 'perAccount', Limit>>;
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
  };

  // First, so that every answer (static files, errors, 404s) carries the headers.
  await app.register(securityHeadersPlugin, { appUrl: options.config.appUrl });
  const serveWeb = hasWebBuild(options.config.webDist);
  if (serveWeb) await app.register(webPlugin, { root: options.config.webDist! });
  await app.register(languagePlugin);
  await app.register(errorsPlugin, { spaFallback: serveWeb });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(crossSitePlugin, { appUrl: options.config.appUrl });
  await app.register(inputGuardPlugin);
  await app.register(passwordCheckLimitPlugin, deps);
  await app.register(swagger, {
    openapi: {
      info: { title: 'BoardMatch API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { tokens: deps.tokens, db: deps.db, resolveActor, candidateSubject: getCandidateSubject });
  await app.register(actAsRecorderPlugin, { db: deps.db });

  const modules = [
    healthRoutes, authRoutes, usersRoutes, userProfileRoutes, userNameCheckRoutes, lookupsRoutes, candidateRegistrationRoutes, charityRegistrationRoutes, candidatesAdminRoutes,
    candidateProfileRoutes, onboardingRoutes, filesRoutes, qualificationsRoutes, applicationsRoutes, postingsRoutes, searchRoutes, trainingRoutes,
    charityProfileRoutes, charityRepresentativesRoutes, charityOnboardingRoutes, charityPostingsRoutes, positionsRoutes, boardRoutes,
    staffRoutes, socialMediaTypesRoutes,
    charitiesAdminRoutes,
    corporationsRoutes, coursesAdminRoutes, actAsAuditRoutes,
  ];
  for (const routes of modules) {
    await app.register(async (scope) => routes(scope, deps));
  }

  return { app, deps };
}
