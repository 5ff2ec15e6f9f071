import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './lib/deps.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { authPlugin } from './plugins/auth.ts';
import { languagePlugin } from './plugins/language.ts';
import { hasWebBuild, webPlugin } from './plugins/web.ts';
import { AccessTokens } from './modules/auth/access-tokens.ts';
import { AUTH_LIMITS, RateLimiter, type Limit } from './modules/auth/rate-limit.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { userProfileRoutes } from './modules/users/user-profile.routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { candidateRegistrationRoutes } from './modules/candidates/candidate-registration.routes.ts';
import { charityRegistrationRoutes } from './modules/charities/charity-registration.routes.ts';
import { candidatesAdminRoutes } from './modules/candidates/candidates-admin.routes.ts';
import { candidateProfileRoutes } from './modules/candidates/candidate-profile.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { qualificationsRoutes } from './modules/qualifications/qualifications.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { postingsRoutes } from './modules/postings/postings.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { trainingRoutes } from './modules/training/training.routes.ts';

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
    disableRequestLogging: options.config.logLevel !== 'debug' && options.config.logLevel !== 'trace',
    bodyLimit: 1024 * 1024,
    trustProxy: options.config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    config: options.config,
    database: options.database,
    db: options.database.db,
    tokens: new AccessTokens(options.jwtSecret),
    limiter: new RateLimiter(options.database.db),
    authLimits: { ...AUTH_LIMITS, ...options.authLimits },
    flushMail: options.flushMail ?? (() => {}),
  };

  const serveWeb = hasWebBuild(options.config.webDist);
  if (serveWeb) await app.register(webPlugin, { root: options.config.webDist! });
  await app.register(errorsPlugin, { spaFallback: serveWeb });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(languagePlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'BoardMatch API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { tokens: deps.tokens });

  for (const routes of [healthRoutes, authRoutes, usersRoutes, userProfileRoutes, lookupsRoutes, candidateRegistrationRoutes, charityRegistrationRoutes, candidatesAdminRoutes,
    candidateProfileRoutes, onboardingRoutes, filesRoutes, qualificationsRoutes, applicationsRoutes, postingsRoutes, searchRoutes, trainingRoutes]) {
    await app.register(async (scope) => routes(scope, deps));
  }

  return { app, deps };
}
