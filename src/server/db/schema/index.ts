export * from './auth';
export * from './profiles';
export * from './notifications';
export * from './settings';
export * from './catalog';
export * from './analytics';
export * from './email';
