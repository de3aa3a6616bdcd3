import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decideToolCall } from '../../src/guard/arbiter.js';
import { clineScripts } from '../../src/guard/cline-commands.js';
import type { Round3Case } from './corpus-round3.js';
import { freshRoot, resetTo, standInTmpIsEmpty, watched, type Lane } from './differential.js';
import { COPY, TreeResetter } from './reset-tree.js';
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

/** Runs `setup` in bash on the fixture as it is; throws when it fails. */
async function runSetup(l: Lane, setup: string): Promise<string> {
  l.dirty = true;
  const s = await runInSandbox(setup, l.layout, SETUP_TIMEOUT_MS);
  if (s.exitCode !== 0) throw new Error(`setup ${s.timedOut ? `timed out after ${SETUP_TIMEOUT_MS} ms` : `failed (${s.exitCode})`}: ${setup}\n${s.all}`);
  return s.all;
}

const CWD_MARK = '@@round-run cwd: ';

/**
 * Lays down the state `setup` (unfilled) leaves. When it begins with a base setup (`bases`), from a copy of the
 * fixture as the base left it, running only its own lines; otherwise from the pristine fixture.
 */
async function setUp(l: Lane, setup: string, bases: ReadonlyMap<string, string>, markCwd = false): Promise<string> {
  const base = bases.get(setup);
  const fixture = base === undefined ? null : await baseFixture(l, base, bases);
  const filled = fill(setup, l.vars);
  const own = fixture ? filled.slice(fill(base!, l.vars).length + 1) : filled;
  if (fixture) resetTo(l, fixture);
  else freshRoot(l);
  return runSetup(l, markCwd ? `${own}\nprintf '\\n${CWD_MARK}%s' "$PWD"` : own);
}

/**
 * The fixture as `base` leaves it, made once per lane and copied. Null when its lines leave state a copy of the tree
 * would not carry to the lines after them: a cwd other than the env, an early exit, or anything in the stand-in /tmp;
 * the cases on it then run their whole setup. (Shell variables and options are not carried either: the corpora's
 * later lines are the state other calls left, each complete in itself, and a case that relied on them would decide
 * differently from the bench's whole-setup runs.)
 */
async function baseFixture(l: Lane, base: string, bases: ReadonlyMap<string, string>): Promise<TreeResetter | null> {
  const known = l.bases.get(base);
  if (known !== undefined) return known?.resetter ?? null;
  const output = await setUp(l, base, bases, true);
  let made: { dir: string; resetter: TreeResetter } | null = null;
  if (output.split('\n').at(-1) === `${CWD_MARK}${l.layout.cwd}` && standInTmpIsEmpty(l)) {
    const dir = mkdtempSync(join(tmpdir(), 'ch-guard-base-'));
    cpSync(l.fx.root, dir, COPY);
    made = { dir, resetter: new TreeResetter(dir, l.fx.root) };
  }
  l.bases.set(base, made);
  return made?.resetter ?? null;
}

async function trial(l: Lane, raw: Round3Case, runInBash: boolean, bases: ReadonlyMap<string, string>): Promise<RoundResult> {
  const c = fill(raw, l.vars);
  // A decision changes nothing, so the state a setup left serves every case with that setup until a call runs.
  if (!(c.setup && c.setup === l.setUpBy)) {
    if (raw.setup) {
      await setUp(l, raw.setup, bases);
      l.setUpBy = c.setup!;
    } else freshRoot(l);
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
  const output = runs.map((r) => `exit ${r.exitCode}${r.timedOut ? ' (timed out)' : ''}: ${r.all}`).join('\n');
  const changes = changedPaths(before, snapshotDirs(w.dirs, w.skip)).map((p) => p.replaceAll(l.fx.root, '{root}'));
  return { c: raw, call, allowed, ran: true, changes, reason, output: output.replaceAll(l.fx.root, '{root}') };
}

/**
 * Runs `cases` across the lanes, each lane taking the next piece of work when it is free. With decisions only
 * (`runInBash` false) a piece is every case of one setup: the lane runs that setup once and decides them all on the
 * state it left (a decision changes nothing), so no setup runs on two lanes at once. With `runInBash` each case is a
 * piece of its own (a call that ran changes the state, and the next case runs its setup again anyway).
 */
export async function runRound(lanes: readonly Lane[], cases: readonly Round3Case[], runInBash: boolean): Promise<RoundResult[]> {
  const bases = runInBash ? new Map<string, string>() : basesOf(cases);
  const bySetup = new Map<string | undefined, Round3Case[]>();
  for (const c of cases) {
    const group = bySetup.get(c.setup);
    if (group) group.push(c);
    else bySetup.set(c.setup, [c]);
  }
  const pieces = runInBash ? [...bySetup.values()].flat().map((c) => [c]) : [...bySetup.values()];
  const out: RoundResult[] = [];
  let next = 0;
  await Promise.all(
    lanes.map(async (l) => {
      while (next < pieces.length) for (const c of pieces[next++]!) out.push(await trial(l, c, runInBash, bases));
    }),
  );
  return out;
}

/**
 * For each setup that begins with another case's whole setup and a newline (a round's project plus the state one
 * earlier call left), the longest such setup. Decisions only: the bench's label runs keep every setup whole, as the
 * corpus states it.
 */
function basesOf(cases: readonly Round3Case[]): Map<string, string> {
  const setups = [...new Set(cases.flatMap((c) => (c.setup ? [c.setup] : [])))].sort((a, b) => a.length - b.length);
  const out = new Map<string, string>();
  for (const s of setups) {
    const base = setups.filter((b) => b.length < s.length && s.startsWith(`${b}\n`)).at(-1);
    if (base !== undefined) out.set(s, base);
  }
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
