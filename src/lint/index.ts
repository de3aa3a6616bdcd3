export * from './rules.js';
export * from './schema.js';
export * from './lint.js';
export * from './discover.js';
