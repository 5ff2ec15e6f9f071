export { authRoutes } from './auth.routes.ts';
export { AuthService, type IssuedSession } from './auth.service.ts';
export { queueResetMail, queueVerificationMail } from './account-mail.ts';
export { raiseTokenVersion } from './auth.repository.ts';
