import type { assemble } from '../../src/suite/suite.js';
import type { resolveGate } from '../../src/suite/gate.js';
import type { parseTranscriptText, Transcript } from '../../src/transcript/index.js';
import type { SuiteResults } from '../../src/results/schema.js';

export function syntheticSuite(
  lib: { assemble: typeof assemble; resolveGate: typeof resolveGate; parseTranscriptText: typeof parseTranscriptText },
  options?: { cases?: number; repeats?: number; root?: string; variantsPerCapture?: number },
): Promise<{ results: SuiteResults; transcripts: Map<string, Transcript | null> }>;
