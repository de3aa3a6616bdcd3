/** The harness descriptor: schema, loading, layers, lint and the helpers built on its data. */
export * from './schema.js';
export * from './builtin.js';
export * from './load.js';
export * from './layer-files.js';
export * from './layers.js';
export * from './lint.js';
export * from './rules.js';
export * from './template.js';
export * from './denials.js';
export * from './paths.js';
export * from './scaffold.js';
