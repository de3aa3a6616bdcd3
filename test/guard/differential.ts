import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decideToolCall, makePolicy, type GuardPolicy } from '../../src/guard/arbiter.js';
import { flattenToolInput } from '../../src/transcript/flatten.js';
import type { CorpusCase } from './corpus.js';
import { fill, makeCorpusEnv, type CorpusEnv } from './fixture.js';
import { COPY, TreeResetter } from './reset-tree.js';
import { changedPaths, CHECKOUT_IN_TMP, runInSandbox, sandboxShellEnv, snapshotDirs, type SandboxLayout } from './sandbox-run.js';

/**
 * The guard against real bash, shared by `differential.test.ts` (the allowed
 * corpus and a small generated sample, in `npm test`) and the bench's
 * `guard-differential` part (every corpus call and a large generated sample).
 * Each call is decided by the arbiter and run in bubblewrap on a fresh copy of
 * the fixture, with the outside (the dir beside the env, home, the guard's own
 * files, a stand-in /tmp) writable and compared before and after.
 *
 * Build tools' own caches in home (~/.cache, ~/.npm, ~/.cargo, ~/.rustup) are
 * not compared: the guard lets builds run, and where their caches go is the OS
 * sandbox's business (README, "Left to the OS sandbox").
 */
const PLUGIN = '.cline/plugins/cline-harness-guard';
const TOOL_CACHES = ['.cache', '.npm', '.cargo', '.rustup', 'go', '.local'];

/** One fixture a worker owns: decisions and runs use its paths. */
export interface Lane {
  fx: CorpusEnv;
  pristine: string;
  layout: SandboxLayout;
  vars: Record<string, string>;
  policy: GuardPolicy;
  /** Puts the fixture back to `pristine` between trials (see `freshRoot`). */
  resetter: TreeResetter;
  /** Whether anything ran on the fixture since it was last put back: a trial that runs nothing leaves it as it was. */
  dirty: boolean;
  /**
   * The (filled) setup whose result the fixture holds, untouched since: only decisions followed it. A round case with
   * the same setup decides on the fixture as it is instead of putting it back and running the setup again.
   */
  setUpBy: string | null;
  /**
   * Fixtures as a base setup left them (this lane's copies, by the unfilled setup): a round case whose setup is the
   * base plus lines of its own starts from the copy and runs only its own lines (round-run.ts). Null: the base's
   * state cannot be copied, and its cases run their whole setup.
   */
  bases: Map<string, { dir: string; resetter: TreeResetter } | null>;
}

export interface Outcome {
  call: string;
  allowed: boolean;
  expect: 'allow' | 'block';
  /** Whether the call ran in bash; refused calls run only when asked to (to tell harmless refusals apart). */
  ran: boolean;
  changes: string[];
}

/**
 * Lanes not removed yet: the bench's run (plain node, lanes under /tmp) ended by SIGINT or SIGTERM removes them before
 * it dies (removeOnSignal; checked by hand, stop 51). Under vitest the lanes are in the test run's own TMPDIR.
 */
const liveLanes = new Set<Lane>();

let signalsHandled = false;

function removeOnSignal(): void {
  if (signalsHandled) return;
  signalsHandled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    for (const l of [...liveLanes]) removeLane(l);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    // Die of the signal, as the process would have without this handler.
    process.kill(process.pid, signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

export async function makeLane(): Promise<Lane> {
  const lane = await newLane();
  liveLanes.add(lane);
  removeOnSignal();
  return lane;
}

async function newLane(): Promise<Lane> {
  const fx = await makeCorpusEnv();
  mkdirSync(join(fx.env, PLUGIN), { recursive: true });
  writeFileSync(join(fx.env, PLUGIN, 'index.js'), 'export default {};\n');
  // As arming does: the plugin dir is listed in .git/info/exclude.
  appendFileSync(join(fx.env, '.git', 'info', 'exclude'), `/${PLUGIN}/\n`);
  for (const f of ['marker.json', 'denials.jsonl']) writeFileSync(join(fx.state, f), '{}\n');
  const pristine = mkdtempSync(join(tmpdir(), 'ch-guard-pristine-'));
  cpSync(fx.root, pristine, COPY);
  const vars = { env: fx.env, out: fx.out, marker: join(fx.state, 'marker.json'), log: join(fx.state, 'denials.jsonl'), scratch: fx.scratch, home: fx.home };
  const policy = makePolicy({
    roots: [fx.env],
    cwd: fx.env,
    home: fx.home,
    tools: { write: ['editor'], patch: ['apply_patch'], shell: ['run_commands'] },
    reasonPrefix: 'eval guard: ',
    protect: [join(fx.env, PLUGIN), vars.marker, vars.log],
    tmpdir: fx.scratch,
    shellEnv: sandboxShellEnv(fx),
  });
  const layout = { root: fx.root, cwd: fx.env, tmp: mkdtempSync(join(tmpdir(), 'ch-guard-tmp-')), home: fx.home, scratch: fx.scratch };
  return { fx, pristine, layout, vars, policy, resetter: new TreeResetter(pristine, fx.root), dirty: false, setUpBy: null, bases: new Map() };
}

export function removeLane(l: Lane): void {
  liveLanes.delete(l);
  const bases = [...l.bases.values()].flatMap((b) => (b ? [b.dir] : []));
  for (const d of [l.fx.root, l.pristine, l.layout.tmp, ...bases]) rmSync(d, { recursive: true, force: true });
}

/**
 * Gives a trial the lane's fixture as `pristine` has it, and an empty stand-in /tmp: nothing an earlier trial made
 * there can change this one's verdict. (bwrap makes the root's mount point in the stand-in /tmp again each run.)
 */
export function freshRoot(l: Lane): void {
  l.setUpBy = null;
  if (!l.dirty) return;
  resetTo(l, l.resetter);
  l.dirty = false;
}

/** Puts the fixture back to what `resetter` lays down, with an empty stand-in /tmp. */
export function resetTo(l: Lane, resetter: TreeResetter): void {
  resetter.reset();
  for (const name of readdirSync(l.layout.tmp)) rmSync(join(l.layout.tmp, name), { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/** What a lane compares before and after a call. */
export function watched(l: Lane): { dirs: string[]; skip: string[] } {
  return {
    dirs: [l.fx.out, l.fx.home, l.fx.state, join(l.fx.env, PLUGIN), l.layout.tmp],
    skip: [...mountPoints(l), ...TOOL_CACHES.map((c) => join(l.fx.home, c))],
  };
}

/** The dirs bwrap makes in the stand-in /tmp as mount points of the fixture root (and of a checkout under /tmp): not a command's doing. */
function mountPoints(l: Lane): string[] {
  return [l.fx.root, ...(CHECKOUT_IN_TMP ? [CHECKOUT_IN_TMP] : [])].flatMap((p) => {
    const parts = p.split('/').slice(2);
    return parts.map((_, i) => join(l.layout.tmp, ...parts.slice(0, i + 1)));
  });
}

/** Whether the stand-in /tmp holds nothing but bwrap's mount points. */
export function standInTmpIsEmpty(l: Lane): boolean {
  const points = new Set(mountPoints(l));
  const onlyPoints = (dir: string): boolean => readdirSync(dir).every((name) => points.has(join(dir, name)) && onlyPoints(join(dir, name)));
  return onlyPoints(l.layout.tmp);
}

/** Decides one call and, if it is allowed (or `runRefused`), runs it on a fresh copy of the lane's fixture. */
export async function trial(l: Lane, raw: CorpusCase, runRefused: boolean): Promise<Outcome> {
  const c = fill(raw, l.vars);
  const commands = flattenToolInput('run_commands', c.input as never).args.commands as string[];
  const allowed = decideToolCall(c.tool, c.input, l.policy).decision === 'allow';
  // Paths are reported with the lane's root replaced, so lanes read alike.
  const call = commands.join(' ; ').replaceAll(l.fx.root, '{root}');
  if (!allowed && !runRefused) return { call, allowed, expect: raw.expect, ran: false, changes: [] };
  freshRoot(l);
  l.dirty = true;
  const w = watched(l);
  const before = snapshotDirs(w.dirs, w.skip);
  for (const command of commands) await runInSandbox(command, l.layout);
  const changes = changedPaths(before, snapshotDirs(w.dirs, w.skip)).map((p) => p.replaceAll(l.fx.root, '{root}'));
  return { call, allowed, expect: raw.expect, ran: true, changes };
}

/** Runs `cases` across the lanes, each lane taking the next case when it is free. */
export async function runAll(lanes: readonly Lane[], cases: readonly CorpusCase[], runRefused: boolean): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  await Promise.all(
    lanes.map(async (l) => {
      while (next < cases.length) out.push(await trial(l, cases[next++]!, runRefused));
    }),
  );
  return out;
}

/** Allowed calls that changed something outside the roots, one readable entry each. */
export function leaksOf(results: readonly Outcome[]): string[] {
  return results.filter((r) => r.allowed && r.changes.length).map((r) => `${r.call}\n    ${r.changes.join('\n    ')}`);
}
