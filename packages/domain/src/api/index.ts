export * from './account';
export * from './brand';
export * from './error';
export * from './health';
export * from './login-state';
export * from './primitives';
export * from './token';
