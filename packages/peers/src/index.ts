export * from './flood';
export * from './players';
export * from './spawn-server';
