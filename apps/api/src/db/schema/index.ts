export * from './attacks';
export * from './auth';
export * from './billing';
export * from './edge';
export * from './networks';
export * from './telemetry';
export * from './users';
