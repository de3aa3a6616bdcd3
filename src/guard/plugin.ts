/**
 * The cline project plugin. esbuild bundles this file with the arbiter into one
 * self-contained ES module (harnesses/guard/cline-harness-guard.js); arming
 * copies it into the env with the marker's path written in, so each tool call
 * is decided in-process, without spawning anything.
 *
 * An expired marker: the plugin allows everything (a forgotten plugin must not
 * lock a project up forever) and `guardHealth` reports the env as disarmed so
 * dispatch can warn. A marker that disappeared (moved aside mid-run, a wiped
 * state dir) or cannot be read: the guard fails closed and blocks every call
 * until arm or teardown fixes it.
 */
import { appendFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { decideToolCall, makePolicy, type GuardPolicy } from './arbiter.js';
import { isExpired, loadsFile, policyFromMarker, readMarkerForPlugin } from './marker-file.js';
import type { DenialLogEntry, GuardMarker } from './schema.js';
import { ShellJudge } from './shell.js';

export interface BakedConfig {
  marker: string;
  reason_prefix: string;
}

/** Replaced at arm time by a JSON object literal (see BAKED_CONFIG_TOKEN in arm.ts). */
const BAKED = '__CLINE_HARNESS_GUARD_CONFIG__' as unknown as BakedConfig;

interface Loaded {
  key: string;
  marker: GuardMarker | null;
  problem: string | null;
  policy: GuardPolicy | null;
  judge: ShellJudge | null;
}

let cache: Loaded | null = null;

// cline drops a plugin that fails to import (or imports too slowly) without a
// word, and the run goes unguarded; this line lets `guardHealth` show the plugin loaded.
try {
  appendFileSync(loadsFile(BAKED.marker), JSON.stringify({ ts: new Date().toISOString(), pid: process.pid }) + '\n');
} catch {
  // A missing state dir means a torn-down guard: nothing to record.
}

/** Re-reads the marker only when its file changed, so re-arming reaches a running cline. */
function load(): Loaded {
  const info = statSync(BAKED.marker, { throwIfNoEntry: false });
  const key = info ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'missing';
  if (cache?.key === key) return cache;
  const read = readMarkerForPlugin(BAKED.marker);
  if (read.status === 'ok') {
    // cline's TMPDIR is the task's scratch dir (dispatch sets it): known, and a root when dedicated. Its shells inherit
    // the rest of its environment too.
    const policy = makePolicy({ ...policyFromMarker(read.marker, BAKED.marker, homedir()), tmpdir: process.env.TMPDIR ?? null, shellEnv: process.env });
    cache = { key, marker: read.marker, problem: null, policy, judge: new ShellJudge(policy) };
  } else {
    cache = { key, marker: null, problem: read.status === 'invalid' ? read.problem : null, policy: null, judge: null };
  }
  return cache;
}

interface HookContext {
  toolCall?: { toolName?: unknown; input?: unknown; toolCallId?: unknown; id?: unknown };
  input?: unknown;
}

type HookResult = Record<string, never> | { skip: true; reason: string };

function log(marker: GuardMarker, entry: DenialLogEntry): void {
  try {
    appendFileSync(marker.denial_log, JSON.stringify(entry) + '\n');
  } catch {
    // The refusal stands even when the log cannot be written; `guard collect` reports the gap.
  }
}

export function beforeTool(ctx: HookContext): HookResult {
  const toolName = typeof ctx?.toolCall?.toolName === 'string' ? ctx.toolCall.toolName : '';
  const input = ctx?.toolCall?.input ?? ctx?.input;
  try {
    const loaded = load();
    if (loaded.problem !== null) {
      return {
        skip: true,
        reason: `${BAKED.reason_prefix}${toolName}: the guard's marker ${BAKED.marker} is unreadable (${loaded.problem}); re-arm or tear down the guard`,
      };
    }
    const { marker, policy, judge } = loaded;
    if (!marker || !policy || !judge) {
      return {
        skip: true,
        reason: `${BAKED.reason_prefix}${toolName}: the guard's marker ${BAKED.marker} is missing, so nothing can be checked; re-arm or tear down the guard`,
      };
    }
    if (isExpired(marker)) return {};
    const verdict = decideToolCall(toolName, input, policy, judge);
    if (verdict.decision === 'allow') return {};
    const id = ctx.toolCall?.toolCallId ?? ctx.toolCall?.id;
    log(marker, {
      ts: new Date().toISOString(),
      tool: toolName,
      tool_call_id: typeof id === 'string' ? id : null,
      reason: verdict.reason,
      target: verdict.target,
      input,
    });
    return { skip: true, reason: verdict.reason };
  } catch (err) {
    // A bug in the guard must not wave a call through.
    return { skip: true, reason: `${BAKED.reason_prefix}${toolName}: the guard failed (${(err as Error).message})` };
  }
}

export default {
  name: 'cline-harness-guard',
  manifest: { capabilities: ['hooks'] },
  hooks: { beforeTool },
};
