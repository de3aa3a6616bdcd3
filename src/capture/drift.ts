import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Transcript } from '../transcript/index.js';

/**
 * The facts of one recorded run that a cline version must keep: what was
 * called with what and what came back, refusals, the ending, tokens,
 * diagnostics, unknown event types, the tools offered and how many model
 * requests the run made (retries included). Ids, timestamps, durations and
 * line numbers are left out: they differ on every run (agent ids inside a
 * diagnostic become `agent#N`).
 */
export interface RunFacts {
  tools: { name: string; args: unknown; result: string | null; ok: boolean | null; error: string | null }[];
  denials: { tool: string; kind: string; reason: string }[];
  finish_reason: string | null;
  final_text: string | null;
  tokens: Transcript['tokens'];
  total_tokens: Transcript['total_tokens'];
  diagnostics: string[];
  unknown_event_types: string[];
  tools_offered: string[];
  /** Requests the scripted model served: a change means cline retries or calls the model differently. */
  requests_served: number | null;
}

/** What the capture rig recorded beside the stream (meta.json). */
export interface RecordedMeta {
  tools_offered: readonly string[];
  requests_served?: number | null;
}

export const DriftSchema = z.object({
  /** Which fact: `tools[2].result`, `finish_reason`, `tools_offered`, ... */
  fact: z.string(),
  expected: z.unknown(),
  actual: z.unknown(),
});
export type Drift = z.infer<typeof DriftSchema>;

export function runFacts(transcript: Transcript, meta: RecordedMeta): RunFacts {
  const agentIds = transcript.agents.map((a, i) => [a.id, `agent#${i}`] as const);
  const withoutIds = (text: string) => agentIds.reduce((t, [id, name]) => t.replaceAll(id, name), text);
  return {
    tools: transcript.tool_invocations.map((t) => ({ name: t.name, args: t.args, result: t.result, ok: t.ok, error: t.error })),
    denials: transcript.denials.map((d) => ({ tool: d.tool, kind: d.kind, reason: d.reason })),
    finish_reason: transcript.finish_reason,
    final_text: transcript.final_text,
    tokens: transcript.tokens,
    total_tokens: transcript.total_tokens,
    diagnostics: transcript.diagnostics.map((d) => `${d.kind}: ${withoutIds(d.detail)}`),
    unknown_event_types: Object.keys(transcript.unknown_event_types).sort(),
    tools_offered: [...meta.tools_offered].sort(),
    requests_served: meta.requests_served ?? null,
  };
}

/** Every fact that differs, named by its path; tool calls are compared position by position. */
export function factDrift(expected: RunFacts, actual: RunFacts): Drift[] {
  const drift: Drift[] = [];
  const compare = (fact: string, a: unknown, b: unknown) => {
    if (!isDeepStrictEqual(a, b)) drift.push({ fact, expected: a, actual: b });
  };
  for (const key of ['tools', 'denials'] as const) {
    const [a, b] = [expected[key], actual[key]];
    if (a.length !== b.length) compare(`${key}.length`, a.length, b.length);
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      for (const field of Object.keys(a[i]!) as (keyof (typeof a)[number])[]) {
        compare(`${key}[${i}].${String(field)}`, a[i]![field], b[i]![field]);
      }
    }
  }
  for (const key of [
    'finish_reason',
    'final_text',
    'tokens',
    'total_tokens',
    'diagnostics',
    'unknown_event_types',
    'tools_offered',
    'requests_served',
  ] as const) {
    compare(key, expected[key], actual[key]);
  }
  return drift;
}
