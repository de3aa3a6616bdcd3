/**
 * `guard collect`: the denial log as guard-denials.json, each logged denial
 * matched against the transcript's guard denials. A denial the plugin logged
 * but cline never reported (or the reverse) means the two disagree about
 * what happened, and the report says so.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { HarnessContext } from '../context.js';
import { flatDenialMarkers, type Descriptor } from '../descriptor/index.js';
import { InputError, errorMessage } from '../errors.js';
import { parseEventsFile } from '../transcript/read-events.js';
import { TranscriptSchema, type Transcript } from '../transcript/schema.js';
import { guardHealth } from './arm.js';
import { defaultStateDir, guardFiles } from './marker.js';
import { DenialLogEntrySchema, GuardDenialsReportSchema, type DenialLogEntry, type GuardDenialsReport } from './schema.js';

export interface CollectOptions extends HarnessContext {
  env: string;
  /** A cline events file (a `--json` stream or an ACP log) or a parsed transcript.json. */
  transcript: string;
  /** Where guard-denials.json goes; omitted: not written. */
  out?: string;
  stateDir?: string;
}

/** A transcript.json from `parse`/dispatch, or else the raw events to parse. */
async function loadTranscript(path: string, descriptor: Descriptor): Promise<Transcript> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read: ${errorMessage(err)}`, path);
  }
  try {
    const parsed = TranscriptSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not one JSON document: an events file.
  }
  return parseEventsFile(path, { denialMarkers: flatDenialMarkers(descriptor.transcript.denials) });
}

async function readDenialLog(path: string): Promise<DenialLogEntry[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new InputError(`cannot read the denial log: ${errorMessage(err)}`, path);
  }
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, n }) => {
      try {
        return DenialLogEntrySchema.parse(JSON.parse(line));
      } catch (err) {
        throw new InputError(`not a denial log entry: ${errorMessage(err)}`, `${path}:${n}`);
      }
    });
}

export async function collectGuardDenials(options: CollectOptions): Promise<GuardDenialsReport> {
  const health = await guardHealth(options.env, { stateDir: options.stateDir, descriptor: options.descriptor });
  // After teardown the marker is gone but the log stays where arm put it.
  const denialLog = health.denial_log ?? guardFiles(options.stateDir ?? defaultStateDir(), health.env).denialLog;
  const logged = await readDenialLog(denialLog);
  const transcript = await loadTranscript(options.transcript, options.descriptor);

  const pending = transcript.denials.filter((d) => d.kind === 'guard');
  const denials = logged.map((entry) => {
    const i = pending.findIndex(
      (d) =>
        d.tool === entry.tool &&
        d.reason === entry.reason &&
        (entry.tool_call_id === null || d.tool_call_id === null || d.tool_call_id === entry.tool_call_id),
    );
    const match = i < 0 ? null : pending.splice(i, 1)[0]!;
    return { ...entry, transcript_ordinal: match?.ordinal ?? null };
  });
  const matched = denials.filter((d) => d.transcript_ordinal !== null).length;
  const report = GuardDenialsReportSchema.parse({
    schema_version: 1,
    env: health.env,
    denial_log: denialLog,
    transcript: options.transcript,
    denials,
    unlogged: pending.map((d) => ({ tool: d.tool, ordinal: d.ordinal, reason: d.reason })),
    check: {
      ok: matched === logged.length && pending.length === 0,
      logged: logged.length,
      matched,
      missing_from_transcript: logged.length - matched,
      missing_from_log: pending.length,
    },
  });
  if (options.out) {
    await mkdir(dirname(options.out), { recursive: true });
    await writeFile(options.out, JSON.stringify(report, null, 2) + '\n');
  }
  return report;
}
