export * from './schema.js';
export * from './records.js';
export * from './write.js';
export * from './suite.js';
export * from './dispatch.js';
export * from './descriptor.js';
export * from './round-events.js';
