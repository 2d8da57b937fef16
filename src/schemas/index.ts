export * from './config.ts';
export * from './connection.ts';
export * from './draft.ts';
export * from './installation.ts';
export * from './integration.ts';
export * from './problem.ts';
export * from './requests.ts';
export * from './rules.ts';
