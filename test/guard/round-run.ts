import { decideToolCall } from '../../src/guard/arbiter.js';
import { clineScripts } from '../../src/guard/cline-commands.js';
import type { Round3Case } from './corpus-round3.js';
import { freshRoot, watched, type Lane } from './differential.js';
import { fill } from './fixture.js';
import { changedPaths, runInSandbox, snapshotDirs } from './sandbox-run.js';

/**
 * One trial of a round corpus case: its setup runs first (unjudged, inside the
 * env); then the guard decides the call on that state, and with `runInBash` the call runs, its run_commands entries joined as
 * cline joins here-documents and run one after another (one order cline's
 * concurrent run can take). What changed outside the roots is the ground truth.
 */
export interface RoundResult {
  c: Round3Case;
  call: string;
  allowed: boolean;
  changes: string[];
  reason: string;
  /** Whether the call ran in bash (only with `runInBash`). */
  ran: boolean;
  /** Exit codes and output of what the call ran, so an escape that changed nothing can be told apart from one that failed. */
  output: string;
}

/**
 * A setup only prepares the state a case is decided on: its bound guards against a hang, not a slow machine (a large
 * setup took over 15 s at load 9 on the 2 cores, and the round failed though nothing was wrong).
 */
const SETUP_TIMEOUT_MS = 300_000;

async function trial(l: Lane, raw: Round3Case, runInBash: boolean): Promise<RoundResult> {
  const c = fill(raw, l.vars);
  // A decision changes nothing, so the state a setup left serves every case with that setup until a call runs.
  if (!(c.setup && c.setup === l.setUpBy)) {
    freshRoot(l);
    if (c.setup) {
      l.dirty = true;
      const s = await runInSandbox(c.setup, l.layout, SETUP_TIMEOUT_MS);
      if (s.exitCode !== 0) throw new Error(`setup ${s.timedOut ? `timed out after ${SETUP_TIMEOUT_MS} ms` : `failed (${s.exitCode})`}: ${c.setup}\n${s.all}`);
      l.setUpBy = c.setup;
    }
  }
  const [tool, input] = c.editor ? ['editor', c.editor] : ['run_commands', { commands: c.commands }];
  // A guard that throws refuses nothing by itself: record it as a refusal that names the error, so it shows.
  let v: ReturnType<typeof decideToolCall>;
  try {
    v = decideToolCall(tool, input, l.policy);
  } catch (err) {
    v = { decision: 'block', reason: `guard threw: ${String(err)}` } as ReturnType<typeof decideToolCall>;
  }
  const call = JSON.stringify(c.editor ?? c.commands).replaceAll(l.fx.root, '{root}');
  const reason = v.decision === 'block' ? v.reason.replaceAll(l.fx.root, '{root}') : '';
  const allowed = v.decision === 'allow';
  // Decided only: nothing runs, nothing changes.
  if (!runInBash) return { c: raw, call, allowed, ran: false, changes: [], reason, output: '' };
  l.dirty = true;
  l.setUpBy = null;
  const w = watched(l);
  const before = snapshotDirs(w.dirs, w.skip);
  const runs = [];
  if (c.editor) {
    // cline's editor: the path resolved (normalised) against the cwd, then written.
    runs.push(await runInSandbox(
      `p=$(realpath -ms ${JSON.stringify(c.editor.path)}); mkdir -p "$(dirname "$p")"; printf %s ${JSON.stringify(c.editor.new_text)} > "$p"`,
      l.layout,
    ));
  } else {
    for (const script of clineScripts(input)) runs.push(await runInSandbox(script, l.layout));
  }
  const output = runs.map((r) => `exit ${r.exitCode}${r.timedOut ? ' (timed out)' : ''}: ${r.all ?? ''}`).join('\n');
  const changes = changedPaths(before, snapshotDirs(w.dirs, w.skip)).map((p) => p.replaceAll(l.fx.root, '{root}'));
  return { c: raw, call, allowed, ran: true, changes, reason, output: output.replaceAll(l.fx.root, '{root}') };
}

/**
 * Runs `cases` across the lanes, each lane taking the next case when it is free. Cases with the same setup are queued
 * one after another, so that with decisions only (`runInBash` false) a lane runs a setup once for all the cases of it
 * that it takes (at most once per lane, not once per case).
 */
export async function runRound(lanes: readonly Lane[], cases: readonly Round3Case[], runInBash: boolean): Promise<RoundResult[]> {
  const bySetup = new Map<string | undefined, Round3Case[]>();
  for (const c of cases) {
    const group = bySetup.get(c.setup);
    if (group) group.push(c);
    else bySetup.set(c.setup, [c]);
  }
  const queue = [...bySetup.values()].flat();
  const out: RoundResult[] = [];
  let next = 0;
  await Promise.all(
    lanes.map(async (l) => {
      while (next < queue.length) out.push(await trial(l, queue[next++]!, runInBash));
    }),
  );
  return out;
}

/** `allowed/total` escapes and `refused/total` ordinary calls per class, one line each. */
export function figuresByClass(results: readonly RoundResult[]): string[] {
  const classes = [...new Set(results.map((r) => r.c.cls))];
  return classes.map((cls) => {
    const of = results.filter((r) => r.c.cls === cls);
    const esc = of.filter((r) => r.c.expect === 'block');
    const ord = of.filter((r) => r.c.expect === 'allow');
    const parts = [];
    if (esc.length) parts.push(`${esc.filter((r) => r.allowed).length}/${esc.length} escapes allowed`);
    if (ord.length) parts.push(`${ord.filter((r) => !r.allowed).length}/${ord.length} ordinary refused`);
    return `  ${cls}: ${parts.join(', ')}`;
  });
}
