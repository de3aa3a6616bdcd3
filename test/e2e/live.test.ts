import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_FILES, captureAll, type CaptureResult } from '../../src/capture/capture.js';
import { loadScenarios } from '../../src/capture/scenario.js';
import { clineVersion, findClineBinary } from '../../src/dispatch/cline-binary.js';
import { parseTranscriptFile, type Transcript } from '../../src/transcript/index.js';

// Drift check: re-run a few capture scenarios against the installed cline and
// compare the parser's view of the fresh stream with the committed capture's.
// Chosen to cover the editor, run_commands and read_files, approval and
// plan-mode denials, and a subagent that calls a tool of its own.
const SCENARIOS = ['editor', 'run-commands', 'approval-refused', 'plan-mode-block', 'spawn-agent'];

const ROOT = join(import.meta.dirname, '..', '..');
const committed = (name: string) => join(ROOT, 'fixtures', 'captures', name, CAPTURE_FILES.events);

/** The facts a new cline version must not change; ids, timestamps and wording of results may. */
function stableFacts(t: Transcript) {
  const root = t.agents.find((a) => a.parent === null)?.id ?? null;
  return {
    finish_reason: t.finish_reason,
    tools: t.tool_invocations.map((c) => ({ name: c.name, ok: c.ok, by_subagent: c.agent !== root })),
    denials: t.denials.map((d) => ({ tool: d.tool, item: d.item, kind: d.kind })),
    agents: t.agents.length,
  };
}

let outDir: string;
let version: string;
const results = new Map<string, CaptureResult>();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cline-live-'));
  const bin = (await findClineBinary()).path;
  version = await clineVersion(bin);
  const scenarios = await loadScenarios(join(ROOT, 'fixtures', 'scenarios'), SCENARIOS);
  // Two at a time: the machine has two cores and each run is a full cline process.
  for (const result of await captureAll(scenarios, { bin, clineVersion: version, outDir }, 2)) {
    results.set(result.scenario, result);
  }
}, 180_000);

afterAll(async () => {
  // A capture whose expectations failed keeps its temp dir for inspection; the test reports it instead.
  const kept = [...results.values()].flatMap((r) => (r.tempDir ? [r.tempDir] : []));
  await Promise.all([outDir, ...kept].filter(Boolean).map((d) => rm(d, { recursive: true, force: true })));
});

describe('live drift check against the installed cline', () => {
  it.each(SCENARIOS)('%s: the fresh stream parses like the committed capture', async (name) => {
    const result = results.get(name)!;
    expect(result.failures, `cline ${version}: the scenario's expectations`).toEqual([]);

    const fresh = await parseTranscriptFile(join(result.location, CAPTURE_FILES.events));
    const unknown = Object.keys(fresh.unknown_event_types);
    expect(unknown, `cline ${version} emits event types the parser does not know: ${unknown.join(', ')}`).toEqual([]);
    const malformed = fresh.diagnostics.filter((d) => d.kind === 'malformed_line');
    expect(malformed, `cline ${version} wrote lines that are not JSON`).toEqual([]);

    const old = await parseTranscriptFile(committed(name));
    expect(stableFacts(fresh), `cline ${version} against the committed capture`).toEqual(stableFacts(old));
  });
});
