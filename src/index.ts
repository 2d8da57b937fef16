export * from './api/index.ts';
export * from './components/index.ts';
export * from './core/index.ts';
export * from './hooks/index.ts';
export * from './schemas/index.ts';
