export * from './constants.ts';
export * from './claims.ts';
export * from './validation.ts';
export * from './contracts/common.ts';
export * from './contracts/auth.ts';
export * from './contracts/users.ts';
export * from './contracts/registration.ts';
export * from './i18n/index.ts';
