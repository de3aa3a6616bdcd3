import { access, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { HarnessContext } from '../context.js';
import { flatDenialMarkers } from '../descriptor/index.js';
import { parseAcpEventsFile, parseTranscriptText } from '../transcript/index.js';
import { CAPTURE_FILES, captureAll, captureScenario, type CaptureMeta, type CaptureResult } from './capture.js';
import { DriftSchema, factDrift, runFacts, type RunFacts } from './drift.js';
import type { Scenario } from './scenario.js';
import { harnessTempDir } from '../harness-temp.js';
import { checkProviderTemplate, ProviderTemplateCheckSchema } from '../dispatch/provider.js';

export const ConformReportSchema = z.object({
  cline_bin: z.string(),
  cline_version: z.string(),
  /** The version the committed captures were recorded with. */
  baseline_versions: z.array(z.string()),
  /** Every scenario has the same facts, and a version listed in `[provider_settings]` gets what its own `auth` writes. */
  ok: z.boolean(),
  /** The descriptor's `[provider_settings]` template against this version's own `cline auth`. */
  provider_settings: ProviderTemplateCheckSchema,
  scenarios: z.array(
    z.object({
      name: z.string(),
      /** recorded: compared; failed: the scenario's own expectations did not hold (its failures say why). */
      status: z.enum(['same', 'drift', 'failed']),
      failures: z.array(z.string()),
      drift: z.array(DriftSchema),
      /** Runs set aside before the one compared (cline timed out before its first model request), one line each. */
      retries: z.array(z.string()).default([]),
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

/** Runs again with longer timeouts after a run that timed out before reaching the model; the timeouts grow this much each time. */
export const SLOW_START_RETRIES = [3, 6] as const;

/**
 * A run that timed out before cline sent its first model request, where the
 * committed capture did reach the model: cline was slow to start (a loaded
 * machine), so the run says nothing about the version it ran.
 */
export function timedOutBeforeModel(
  run: Pick<CaptureMeta, 'timed_out' | 'requests_served'>,
  committed: Pick<CaptureMeta, 'requests_served'>,
): boolean {
  return run.timed_out && run.requests_served === 0 && committed.requests_served > 0;
}

/** The scenario with its run timeout and its ACP round timeout multiplied by `factor`. */
export function withLongerTimeouts(scenario: Scenario, factor: number): Scenario {
  return {
    ...scenario,
    timeout_ms: Math.round(scenario.timeout_ms * factor),
    ...(scenario.turn_timeout_s === undefined ? {} : { turn_timeout_s: scenario.turn_timeout_s * factor }),
  };
}

/**
 * Records every scenario with `bin` and compares each run's facts with the
 * committed capture's: a cline version conforms when no fact changed (and,
 * for a version listed in `[provider_settings]`, when the template still gives
 * what its own `auth` writes). A run
 * that timed out before cline reached the model is run again with longer
 * timeouts (SLOW_START_RETRIES) instead of being reported as drift.
 */
export async function conform(scenarios: readonly Scenario[], options: ConformOptions): Promise<ConformReport> {
  const outDir = await harnessTempDir('cline-harness-conform-');
  const captureOptions = { bin: options.bin, clineVersion: options.clineVersion, outDir, onProgress: options.onProgress };
  const dropTemp = async (result: CaptureResult) => {
    if (result.tempDir) await rm(result.tempDir, { recursive: true, force: true });
  };
  try {
    const providerSettings = await checkProviderTemplate(options.bin, options.clineVersion, options.descriptor.provider_settings);
    const results = await captureAll(scenarios, captureOptions, options.concurrency ?? 2);
    const baselines = new Set<string>();
    const report: ConformReport['scenarios'] = [];
    for (const [index, first] of results.entries()) {
      const committed = await recordedRun(join(options.captures, first.scenario), options);
      baselines.add(committed.meta.cline_version);
      let result = first;
      const retries: string[] = [];
      for (const factor of SLOW_START_RETRIES) {
        if (!timedOutBeforeModel(result.meta, committed.meta)) break;
        retries.push(`timed out after ${result.meta.duration_ms} ms before cline sent the model a request; run again with timeouts x${factor}`);
        options.onProgress?.(`${result.scenario}: ${retries.at(-1)}`);
        await dropTemp(result);
        result = await captureScenario(withLongerTimeouts(scenarios[index]!, factor), captureOptions);
      }
      if (timedOutBeforeModel(result.meta, committed.meta)) {
        await dropTemp(result);
        const failure =
          `cline sent the model no request before the scenario timed out, in ${retries.length + 1} runs with timeouts up to ` +
          `x${SLOW_START_RETRIES.at(-1)}: the machine was too slow to measure this scenario (not a version difference)`;
        report.push({ name: result.scenario, status: 'failed', failures: [failure], drift: [], retries });
        continue;
      }
      if (!result.ok) {
        // The run missed its scenario's own expectations; its files were kept for inspection.
        const recorded = await recordedRun(result.location, options).catch(() => null);
        const drift = recorded ? factDrift(committed.facts, recorded.facts) : [];
        await dropTemp(result);
        report.push({ name: result.scenario, status: 'failed', failures: result.failures, drift, retries });
        continue;
      }
      const recorded = await recordedRun(join(outDir, result.scenario), options);
      const drift = factDrift(committed.facts, recorded.facts);
      report.push({ name: result.scenario, status: drift.length ? 'drift' : 'same', failures: [], drift, retries });
    }
    return {
      cline_bin: options.bin,
      cline_version: options.clineVersion,
      baseline_versions: [...baselines].sort(),
      ok: report.every((s) => s.status === 'same') && (providerSettings.matches || !providerSettings.listed),
      provider_settings: providerSettings,
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
