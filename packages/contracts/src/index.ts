export * from './messages.ts';
export * from './config.ts';
export * from './user.ts';
export * from './account.ts';
export * from './api.ts';
export * from './catalog.ts';
export * from './cart.ts';
export * from './validation/index.ts';
