/** The stray-writes audit: what a finished run wrote, installed and read outside its bounds. */
export * from './schema.js';
export { auditFile, auditTranscript, unconfinedValidityErrors, type AuditOptions } from './audit.js';
export * from './fs-snapshot.js';
