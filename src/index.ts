export * from './api/index.ts';
export * from './schemas/index.ts';
