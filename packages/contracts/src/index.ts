export * from './limits.ts';
export * from './error-codes.ts';
export * from './password.ts';
export * from './conversation-id.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './report.ts';
export * from './client-config.ts';
