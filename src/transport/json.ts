/** The `--json` transport: one `cline --json` process per prompt, its stdout stream as the protocol log. */
import { EVENTS_FILE, STDERR_FILE, runCline } from '../dispatch/cline-run.js';
import { parseTranscriptFile } from '../transcript/parse.js';
import type { OneShotRun, Transport } from './transport.js';

/**
 * cline takes the prompt as one argument, and Linux caps one argument at
 * 128 KiB including its final NUL (MAX_ARG_STRLEN). cline 3.0.65's `--json`
 * mode refused the same long prompt on stdin, so there is no other way in.
 */
export const JSON_MAX_PROMPT_BYTES = 128 * 1024 - 1;

export const jsonTransport: Transport = {
  name: 'json',
  eventsFile: EVENTS_FILE,
  stderrFile: STDERR_FILE,
  dataDirInHome: false,
  maxPromptBytes: JSON_MAX_PROMPT_BYTES,
  async runOnce(spec): Promise<OneShotRun> {
    // What the run did is all in by its run_result line; cline's own exit after it only costs time.
    const run = await runCline({ ...spec, endAfterResult: true });
    return { ...run, sessionId: null, notes: [] };
  },
  parse: (eventsFile, options) => parseTranscriptFile(eventsFile, options),
};
