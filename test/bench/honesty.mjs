// Cost of the guard and the sandbox (issue 4 §5): the same small task, dispatched
// against the scripted model without protection and with the guard armed and
// bubblewrap around cline; target: wall-time ratio ≤ 1.10.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dist, log, median, ratio, secs } from './lib.mjs';

const { builtinDescriptor } = await dist('descriptor/index.js');
const { dispatchTask } = await dist('dispatch/dispatch.js');
const { chooseSandbox } = await dist('dispatch/sandbox.js');
const { armGuard, teardownGuard } = await dist('guard/index.js');
const descriptor = builtinDescriptor();
const { startModelServer } = await dist('model/server.js');

const git = promisify(execFile);
const MODEL = 'scripted';
const TARGET = 1.1;
const PROMPT = 'The greeting in app.py is misspelled. Fix it, add a test, and commit.';

/** Ordinary work, nothing the guard should stop: read, run, edit, create, test and commit. */
const script = (env) => [
  { tool_calls: [{ id: 'read', name: 'read_files', arguments: { paths: [join(env, 'app.py')] } }] },
  { tool_calls: [{ id: 'try', name: 'run_commands', arguments: { commands: ['python3 app.py'] } }] },
  { tool_calls: [{ id: 'fix', name: 'editor', arguments: { path: join(env, 'app.py'), old_text: 'Helo', new_text: 'Hello' } }] },
  {
    tool_calls: [{
      id: 'test', name: 'editor',
      arguments: { path: join(env, 'test_app.py'), new_text: 'import app\n\n\ndef test_greeting():\n    assert app.greeting() == "Hello, world!"\n' },
    }],
  },
  {
    tool_calls: [{
      id: 'commit', name: 'run_commands',
      arguments: { commands: ['python3 -c "import test_app; test_app.test_greeting()" && git add -A && git commit -qm "Fix the greeting"'] },
    }],
  },
  { content: 'Fixed the greeting, added a test and committed.' },
];

/** A fresh env as a suite makes it: a git repo with one commit (and a local identity, as HOME is isolated). */
async function makeEnv(dir) {
  const env = join(dir, 'env');
  await mkdir(env, { recursive: true });
  await writeFile(join(env, 'app.py'), 'def greeting():\n    return "Helo, world!"\n\n\nif __name__ == "__main__":\n    print(greeting())\n');
  for (const args of [
    ['init', '-q'],
    ['config', 'user.name', 'bench'],
    ['config', 'user.email', 'bench@localhost'],
    ['add', '-A'],
    ['commit', '-qm', 'start'],
  ]) {
    await git('git', args, { cwd: env });
  }
  return env;
}

/**
 * One run in its own dir with its own server. Every server listens on the port of
 * the first one, so the provider config (and so dispatch's cached `cline auth`)
 * is the same for every run and auth stays out of the comparison.
 */
async function runOnce(root, name, guarded, port) {
  const dir = join(root, name);
  const env = await makeEnv(dir);
  const scratch = join(dir, 'scratch');
  const stateDir = join(dir, 'guard');
  await mkdir(scratch);
  const server = await startModelServer({ script: script(env), port });
  try {
    const options = { descriptor, provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' }, model: MODEL, timeoutS: 300, sandbox: 'none' };
    const t0 = performance.now();
    if (guarded) {
      // Dispatch finds the armed guard through its state dir and keeps the plugin's log files writable in bwrap.
      await armGuard({ descriptor, env, roots: [scratch], stateDir });
      Object.assign(options, { sandbox: 'bwrap', guardStateDir: stateDir });
    }
    const { result, transcript } = await dispatchTask({ id: name, env, prompt: PROMPT, out: join(dir, 'out'), scratch }, options);
    if (guarded) await teardownGuard(env, { descriptor, stateDir });
    const total = performance.now() - t0;
    if (result.status !== 'completed') throw new Error(`${name} ended ${result.status}: ${result.error}`);
    // A denial would mean the two variants no longer did the same work.
    if (transcript.denials.length) throw new Error(`${name}: ordinary work was denied: ${JSON.stringify(transcript.denials[0])}`);
    // On a loaded machine cline can drop the plugin (its import timed out): such a run was not guarded.
    const unguarded = guarded && (result.guard !== 'armed' || result.notes.some((n) => n.includes('did not load')));
    return { port: server.port, total, cline: result.duration_ms, unguarded };
  } finally {
    await server.close();
  }
}

export async function benchHonesty({ runs }) {
  const sandbox = await chooseSandbox('auto');
  const root = await mkdtemp(join(tmpdir(), 'cline-harness-bench-honesty-'));
  try {
    log('honesty: warm-up (cline auth for the provider, page cache, plugin bundle)');
    const { port } = await runOnce(root, 'warm-a', false, 0);
    if (sandbox.kind === 'none') {
      log(`honesty: skipping the guarded variant: ${sandbox.note}`);
      return {
        name: 'honesty',
        lines: [`Guard + sandbox cost: not measured (${sandbox.note})`],
        targets: [],
        json: { skipped: sandbox.note },
      };
    }
    await runOnce(root, 'warm-b', true, port);
    const plain = [];
    const guarded = [];
    // A and B alternate so that load on the shared machine hits both alike.
    for (let i = 1; i <= runs; i++) {
      plain.push(await runOnce(root, `a-${i}`, false, port));
      guarded.push(await runOnce(root, `b-${i}`, true, port));
      const [a, b] = [plain.at(-1), guarded.at(-1)];
      log(`honesty ${i}/${runs}: plain ${secs(a.total)} (cline ${secs(a.cline)}); guard+bwrap ${secs(b.total)} (cline ${secs(b.cline)})` +
        (b.unguarded ? ' — cline did not load the plugin, left out' : ''));
    }
    const counted = guarded.filter((s) => !s.unguarded);
    const dropped = guarded.length - counted.length;
    const m = {
      plain_ms: median(plain.map((s) => s.total)),
      plain_cline_ms: median(plain.map((s) => s.cline)),
      guarded_ms: counted.length ? median(counted.map((s) => s.total)) : NaN,
      guarded_cline_ms: counted.length ? median(counted.map((s) => s.cline)) : NaN,
    };
    const wallRatio = m.guarded_ms / m.plain_ms;
    const clineRatio = m.guarded_cline_ms / m.plain_cline_ms;
    // Each round's B against its own A: load shifts between rounds, so this shows the spread.
    const paired = guarded.flatMap((b, i) => (b.unguarded ? [] : [b.total / plain[i].total]));
    const lines = [
      `Guard + sandbox cost: 5 tool calls (read, run, edit, create, test+commit), median of ${runs} alternating rounds`,
      `  no guard, no sandbox           ${secs(m.plain_ms).padStart(8)}   (cline alone ${secs(m.plain_cline_ms)})`,
      `  guard armed + bwrap            ${secs(m.guarded_ms).padStart(8)}   (cline alone ${secs(m.guarded_cline_ms)})` +
        (dropped ? `; ${dropped} run(s) cline ran without the plugin, left out` : ''),
      // Three decimals, so a ratio just over the target does not print as 1.10× next to MISS.
      `  wall-time ratio ${wallRatio.toFixed(3)}× (cline's own time: ${clineRatio.toFixed(3)}×); ` +
        `per round ${paired.map(ratio).join(' ')}, median ${ratio(median(paired))}`,
    ];
    const targets = [{ name: 'guard + sandbox wall time ≤ 1.10× without', value: `${wallRatio.toFixed(3)}×`, ok: wallRatio <= TARGET }];
    const round = (s) => ({ total: Math.round(s.total), cline: s.cline, ...(s.unguarded ? { unguarded: true } : {}) });
    return {
      name: 'honesty',
      lines,
      targets,
      json: {
        ...m,
        wall_ratio: wallRatio,
        cline_ratio: clineRatio,
        paired_ratios: paired,
        unguarded_runs: dropped,
        runs: { plain: plain.map(round), guarded: guarded.map(round) },
      },
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
