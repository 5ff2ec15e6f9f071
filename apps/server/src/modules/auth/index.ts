export { authRoutes } from './auth.routes.ts';
export { AuthService, type IssuedSession } from './auth.service.ts';
export { queueResetMail, queueVerificationMail } from './account-mail.ts';
export { AccessTokens, type AccessClaims } from '../../platform/auth/access-tokens.ts';
export { AUTH_LIMITS, RateLimiter, type Limit } from '../../platform/rate-limit/rate-limit.ts';
export { raiseTokenVersion } from './token-version.ts';
