export * from './users';
export * from './sessions';
export * from './settings';
export * from './audit-log';
export * from './sign-in-failures';
export * from './masterdata';
export * from './jobs';
export * from './expenses';
