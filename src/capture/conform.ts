import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { HarnessContext } from '../context.js';
import { flatDenialMarkers } from '../descriptor/index.js';
import { parseAcpEventsFile, parseTranscriptText } from '../transcript/index.js';
import { CAPTURE_FILES, captureAll, type CaptureMeta } from './capture.js';
import { DriftSchema, factDrift, runFacts, type RunFacts } from './drift.js';
import type { Scenario } from './scenario.js';

export const ConformReportSchema = z.object({
  cline_bin: z.string(),
  cline_version: z.string(),
  /** The version the committed captures were recorded with. */
  baseline_versions: z.array(z.string()),
  ok: z.boolean(),
  scenarios: z.array(
    z.object({
      name: z.string(),
      /** recorded: compared; failed: the scenario's own expectations did not hold (its failures say why). */
      status: z.enum(['same', 'drift', 'failed']),
      failures: z.array(z.string()),
      drift: z.array(DriftSchema),
    }),
  ),
});
export type ConformReport = z.infer<typeof ConformReportSchema>;

export interface ConformOptions extends HarnessContext {
  bin: string;
  clineVersion: string;
  /** The committed captures: `<captures>/<scenario>/{events.jsonl,meta.json}`. */
  captures: string;
  concurrency?: number;
  onProgress?: (line: string) => void;
}

/**
 * Records every scenario with `bin` and compares each run's facts with the
 * committed capture's: a cline version conforms when no fact changed.
 */
export async function conform(scenarios: readonly Scenario[], options: ConformOptions): Promise<ConformReport> {
  const outDir = await mkdtemp(join(tmpdir(), 'cline-harness-conform-'));
  try {
    const results = await captureAll(
      scenarios,
      { bin: options.bin, clineVersion: options.clineVersion, outDir, onProgress: options.onProgress },
      options.concurrency ?? 2,
    );
    const baselines = new Set<string>();
    const report: ConformReport['scenarios'] = [];
    for (const result of results) {
      const committed = await recordedRun(join(options.captures, result.scenario), options);
      baselines.add(committed.meta.cline_version);
      if (!result.ok) {
        // The run missed its scenario's own expectations; its files were kept for inspection.
        const recorded = await recordedRun(result.location, options).catch(() => null);
        const drift = recorded ? factDrift(committed.facts, recorded.facts) : [];
        if (result.tempDir) await rm(result.tempDir, { recursive: true, force: true });
        report.push({ name: result.scenario, status: 'failed', failures: result.failures, drift });
        continue;
      }
      const recorded = await recordedRun(join(outDir, result.scenario), options);
      const drift = factDrift(committed.facts, recorded.facts);
      report.push({ name: result.scenario, status: drift.length ? 'drift' : 'same', failures: [], drift });
    }
    return {
      cline_bin: options.bin,
      cline_version: options.clineVersion,
      baseline_versions: [...baselines].sort(),
      ok: report.every((s) => s.status === 'same'),
      scenarios: report,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The meta and facts of one recorded run: a `--json` scenario's events.jsonl, or an
 * ACP scenario's protocol log with the session files beside it.
 */
export async function recordedRun(dir: string, context: HarnessContext): Promise<{ meta: CaptureMeta; facts: RunFacts }> {
  const meta = JSON.parse(await readFile(join(dir, CAPTURE_FILES.meta), 'utf8')) as CaptureMeta;
  const denialMarkers = flatDenialMarkers(context.descriptor.transcript.denials);
  const acpLog = join(dir, CAPTURE_FILES.acpEvents);
  const isAcp = await access(acpLog).then(
    () => true,
    () => false,
  );
  const transcript = isAcp
    ? await parseAcpEventsFile(acpLog, { denialMarkers })
    : parseTranscriptText(await readFile(join(dir, CAPTURE_FILES.events), 'utf8'), { denialMarkers });
  return { meta, facts: runFacts(transcript, meta) };
}
