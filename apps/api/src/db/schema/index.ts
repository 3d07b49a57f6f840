export * from './attacks';
export * from './auth';
export * from './billing';
export * from './edge';
export * from './networks';
export * from './rollups';
export * from './telemetry';
export * from './users';
