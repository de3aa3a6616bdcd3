import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideToolCall, makePolicy, type GuardPolicy } from '../../src/guard/arbiter.js';
import { flattenToolInput } from '../../src/transcript/flatten.js';
import { CORPUS, type CorpusCase } from './corpus.js';
import { fill, makeCorpusEnv, type CorpusEnv } from './fixture.js';
import { generate } from './generator.js';
import { changedPaths, runInSandbox, snapshotDirs, type SandboxLayout } from './sandbox-run.js';

/**
 * The guard against real bash: every shell command of the corpus (and a
 * fixed-seed generator sample) runs in bubblewrap on a fresh copy of the
 * fixture, with the outside (the dir beside the env, home, the guard's own
 * files, a stand-in /tmp) writable and compared before and after. Every
 * command the guard allows must leave it unchanged.
 *
 * Build tools' own caches in home (~/.cache, ~/.npm, ~/.cargo, ~/.rustup) are
 * not compared: the guard lets builds run, and where their caches go is the OS
 * sandbox's business (README, "Left to the OS sandbox").
 */
const PLUGIN = '.cline/plugins/cline-harness-guard';
const TOOL_CACHES = ['.cache', '.npm', '.cargo', '.rustup', 'go', '.local'];
const WORKERS = 3;

/** One fixture a worker owns: decisions and runs use its paths. */
interface Lane {
  fx: CorpusEnv;
  pristine: string;
  layout: SandboxLayout;
  vars: Record<string, string>;
  policy: GuardPolicy;
}

const lanes: Lane[] = [];

async function makeLane(): Promise<Lane> {
  const fx = await makeCorpusEnv();
  mkdirSync(join(fx.env, PLUGIN), { recursive: true });
  writeFileSync(join(fx.env, PLUGIN, 'index.js'), 'export default {};\n');
  // As arming does: the plugin dir is listed in .git/info/exclude.
  appendFileSync(join(fx.env, '.git', 'info', 'exclude'), `/${PLUGIN}/\n`);
  for (const f of ['marker.json', 'denials.jsonl']) writeFileSync(join(fx.state, f), '{}\n');
  const pristine = mkdtempSync(join(tmpdir(), 'ch-guard-pristine-'));
  cpSync(fx.root, pristine, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  const vars = { env: fx.env, out: fx.out, marker: join(fx.state, 'marker.json'), log: join(fx.state, 'denials.jsonl'), scratch: fx.scratch, home: fx.home };
  const policy = makePolicy({
    roots: [fx.env],
    cwd: fx.env,
    home: fx.home,
    tools: { write: ['editor'], patch: ['apply_patch'], shell: ['run_commands'] },
    reasonPrefix: 'eval guard: ',
    protect: [join(fx.env, PLUGIN), vars.marker, vars.log],
    tmpdir: fx.scratch,
  });
  const layout = { root: fx.root, cwd: fx.env, tmp: mkdtempSync(join(tmpdir(), 'ch-guard-tmp-')), home: fx.home, scratch: fx.scratch };
  return { fx, pristine, layout, vars, policy };
}

beforeAll(async () => {
  for (let i = 0; i < WORKERS; i++) lanes.push(await makeLane());
});

afterAll(() => {
  for (const l of lanes) for (const d of [l.fx.root, l.pristine, l.layout.tmp]) rmSync(d, { recursive: true, force: true });
});

function watched(l: Lane): { dirs: string[]; skip: string[] } {
  // bwrap makes the fixture root's mount point inside the stand-in /tmp; that is not the command's doing.
  const parts = l.fx.root.split('/').slice(2);
  return {
    dirs: [l.fx.out, l.fx.home, l.fx.state, join(l.fx.env, PLUGIN), l.layout.tmp],
    skip: [...parts.map((_, i) => join(l.layout.tmp, ...parts.slice(0, i + 1))), ...TOOL_CACHES.map((c) => join(l.fx.home, c))],
  };
}

interface Outcome {
  call: string;
  allowed: boolean;
  expect: 'allow' | 'block';
  changes: string[];
}

/** Decides and runs one call on a fresh copy of the lane's fixture. */
async function trial(l: Lane, raw: CorpusCase): Promise<Outcome> {
  rmSync(l.fx.root, { recursive: true, force: true });
  cpSync(l.pristine, l.fx.root, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  const c = fill(raw, l.vars);
  const commands = flattenToolInput('run_commands', c.input as never).args.commands as string[];
  const verdict = decideToolCall(c.tool, c.input, l.policy);
  const w = watched(l);
  const before = snapshotDirs(w.dirs, w.skip);
  for (const command of commands) await runInSandbox(command, l.layout);
  // Paths are reported with the lane's root replaced, so lanes read alike.
  const changes = changedPaths(before, snapshotDirs(w.dirs, w.skip)).map((p) => p.replaceAll(l.fx.root, '{root}'));
  return { call: commands.join(' ; ').replaceAll(l.fx.root, '{root}'), allowed: verdict.decision === 'allow', expect: raw.expect, changes };
}

async function runAll(cases: CorpusCase[]): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  await Promise.all(
    lanes.map(async (l) => {
      while (next < cases.length) out.push(await trial(l, cases[next++]!));
    }),
  );
  return out;
}

describe('the guard against real bash in bubblewrap', () => {
  it('detects an outside write when one happens (the oracle works)', async () => {
    const l = lanes[0]!;
    const w = watched(l);
    const before = snapshotDirs(w.dirs, w.skip);
    await runInSandbox(`echo x > ${l.fx.out}/oracle; touch /tmp/oracle; echo y >> ~/.bashrc`, l.layout);
    const changes = changedPaths(before, snapshotDirs(w.dirs, w.skip));
    expect(changes).toEqual(expect.arrayContaining([`added ${l.fx.out}/oracle`, `added ${l.layout.tmp}/oracle`, `changed ${l.fx.home}/.bashrc`]));
  });

  it('lets no allowed corpus command change anything outside the roots', async () => {
    const results = await runAll(CORPUS.filter((c) => c.tool === 'run_commands'));
    const leaks = results.filter((r) => r.allowed && r.changes.length).map((r) => `${r.call}\n    ${r.changes.join('\n    ')}`);
    const allowed = results.filter((r) => r.allowed).length;
    // Refusals that real bash shows harmless here are the price of a closed world: counted, not failed.
    const harmless = results.filter((r) => !r.allowed && !r.changes.length).length;
    console.log(`differential: ${results.length} commands, ${allowed} allowed, ${results.length - allowed} refused (${harmless} of those harmless here)`);
    expect(allowed).toBeGreaterThanOrEqual(150);
    expect(leaks).toEqual([]);
  }, 3_600_000);

  it('agrees with real bash on a fixed-seed generator sample: escapes change the outside and are refused, the rest are allowed and do not', async () => {
    const results = await runAll(generate(9, 60));
    const wrong = results.filter((r) => r.allowed !== (r.expect === 'allow')).map((r) => `${r.expect} expected: ${r.call}`);
    const leaks = results.filter((r) => r.allowed && r.changes.length).map((r) => `${r.call}\n    ${r.changes.join('\n    ')}`);
    // The labels themselves are checked against bash: every generated escape really writes outside.
    const mislabelled = results.filter((r) => r.expect === 'block' && !r.changes.length).map((r) => r.call);
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
    expect(mislabelled).toEqual([]);
  }, 1_800_000);
});
