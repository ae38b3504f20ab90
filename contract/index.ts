export * from './locale';
export * from './segment';
export * from './common';
export * from './pagination';
export * from './catalog';
export * from './queries';
