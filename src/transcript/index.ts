export { TranscriptBuilder, type TranscriptBuilderOptions } from './builder.js';
export { parseTranscriptFile, parseTranscriptText, type ParseTranscriptOptions } from './parse.js';
export { toEvalMagic } from './eval-magic.js';
export { DEFAULT_DENIAL_MARKERS, findDenialMarker, type DenialMarker } from './denials.js';
export { flattenToolInput, shellQuote, patchPaths, type Flattened } from './flatten.js';
export { LineSplitter, DEFAULT_MAX_LINE_BYTES, type LineSink } from './lines.js';
export * from './schema.js';
export { parseAcpEventsFile, parseAcpText, looksLikeAcpLog, isAcpLogFile, isJsonStreamFile, AcpTranscriptReader, type ParseAcpOptions } from './acp.js';
