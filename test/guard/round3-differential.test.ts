import { cpSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideToolCall } from '../../src/guard/arbiter.js';
import { clineScripts } from '../../src/guard/cline-commands.js';
import { ROUND3_ESCAPES, ROUND3_ORDINARY, type Round3Case } from './corpus-round3.js';
import { makeLane, removeLane, watched, type Lane } from './differential.js';
import { fill } from './fixture.js';
import { changedPaths, runInSandbox, snapshotDirs } from './sandbox-run.js';

/**
 * Issue 24's escape classes against real bash in bubblewrap. Each case's
 * setup runs first (unjudged, inside the env); then the guard decides the
 * call on that state, and the call runs whatever the decision, its
 * run_commands entries joined as cline joins here-documents and run one after
 * another (one order cline's concurrent run can take). An escape must change
 * something outside the roots (its label is checked), and the counts of
 * escapes allowed and ordinary calls refused are held to the issue's limits.
 */
const WORKERS = 3;
const lanes: Lane[] = [];

beforeAll(async () => {
  for (let i = 0; i < WORKERS; i++) lanes.push(await makeLane());
});

afterAll(() => {
  for (const l of lanes) removeLane(l);
});

interface Result {
  c: Round3Case;
  call: string;
  allowed: boolean;
  changes: string[];
  reason: string;
}

async function trial(l: Lane, raw: Round3Case): Promise<Result> {
  const c = fill(raw, l.vars);
  rmSync(l.fx.root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  cpSync(l.pristine, l.fx.root, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  if (c.setup) {
    const s = await runInSandbox(c.setup, l.layout);
    if (s.exitCode !== 0) throw new Error(`setup failed (${s.exitCode}): ${c.setup}\n${s.all}`);
  }
  const w = watched(l);
  const before = snapshotDirs(w.dirs, w.skip);
  const [tool, input] = c.editor ? ['editor', c.editor] : ['run_commands', { commands: c.commands }];
  const v = decideToolCall(tool, input, l.policy);
  if (c.editor) {
    // cline's editor: the path resolved (normalised) against the cwd, then written.
    await runInSandbox(
      `p=$(realpath -ms ${JSON.stringify(c.editor.path)}); mkdir -p "$(dirname "$p")"; printf %s ${JSON.stringify(c.editor.new_text)} > "$p"`,
      l.layout,
    );
  } else {
    for (const script of clineScripts(input)) await runInSandbox(script, l.layout);
  }
  const changes = changedPaths(before, snapshotDirs(w.dirs, w.skip)).map((p) => p.replaceAll(l.fx.root, '{root}'));
  const call = JSON.stringify(c.editor ?? c.commands).replaceAll(l.fx.root, '{root}');
  return { c: raw, call, allowed: v.decision === 'allow', changes, reason: v.decision === 'block' ? v.reason.replaceAll(l.fx.root, '{root}') : '' };
}

async function runAll(cases: readonly Round3Case[]): Promise<Result[]> {
  const out: Result[] = [];
  let next = 0;
  await Promise.all(
    lanes.map(async (l) => {
      while (next < cases.length) out.push(await trial(l, cases[next++]!));
    }),
  );
  return out;
}

describe("issue 24's escape classes against real bash in bubblewrap", () => {
  it('holds at least 100 escapes across the classes and 50 ordinary calls', () => {
    expect(ROUND3_ESCAPES.length).toBeGreaterThanOrEqual(100);
    expect(ROUND3_ORDINARY.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ROUND3_ESCAPES.map((c) => c.cls)).size).toBeGreaterThanOrEqual(10);
  });

  it('refuses the escapes (each really writes outside) and allows the ordinary calls (which stay inside)', async () => {
    const results = await runAll([...ROUND3_ESCAPES, ...ROUND3_ORDINARY]);
    const escapes = results.filter((r) => r.c.expect === 'block');
    const ordinary = results.filter((r) => r.c.expect === 'allow');
    const mislabelled = escapes.filter((r) => !r.changes.length).map((r) => `${r.c.cls}: ${r.call}`);
    const leaked = ordinary.filter((r) => r.changes.length).map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
    const allowedEscapes = escapes.filter((r) => r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.changes.join('\n    ')}`);
    const refusedOrdinary = ordinary.filter((r) => !r.allowed).map((r) => `${r.c.cls}: ${r.call}\n    ${r.reason}`);
    // The figures the README/docs quote: print them for the record.
    console.log(
      `round-3 corpus: ${allowedEscapes.length}/${escapes.length} escapes allowed, ${refusedOrdinary.length}/${ordinary.length} ordinary refused\n` +
        [...allowedEscapes, ...refusedOrdinary].join('\n'),
    );
    expect(mislabelled).toEqual([]);
    expect(leaked).toEqual([]);
    expect(allowedEscapes).toEqual([]);
    expect(refusedOrdinary).toEqual([]);
  }, 3_600_000);
});
