// Guard decisions on generated files at the sizes the guard still reads (stop 55): cline ends the whole run when a
// plugin's hook takes over 3 s, so a decision on the biggest file a call may run must stay well below that. Each shape
// is written at its bound (4 MiB files, 512 KiB of shell or make code, 30,000 names in a writing program) and decided
// through the armed plugin in-process, three times; the slowest run of each is reported.
// Target, for an idle machine: every decision ≤ 1,000 ms (a third of cline's budget, leaving room for load).
// Prints a readable summary, then one JSON line with the figures; exits 0 on a missed target.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtGuard } from './lib.mjs';

const TARGET_MS = 1000;
const RUNS = 3;
const MiB = 1 << 20;

const lines = (n, line) => Array.from({ length: n }, (_, i) => line(i)).join('');
/** Repeats `line(i)` until `bytes` are filled. */
const upTo = (bytes, line) => {
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const l = line(i);
    parts.push(l);
    size += l.length;
  }
  return parts.join('');
};

/** Each shape: the files it writes in the env and the call that runs them. */
function shapes() {
  const sh = (c) => ({ toolName: 'run_commands', input: { commands: [c] } });
  return [
    {
      name: 'shell script, 4 MiB of comments and one command',
      files: { 'gen.sh': `${upTo(4 * MiB - 100, (i) => `# generated ${i}: 0123456789abcdef0123456789abcdef\n`)}mkdir -p built\n` },
      call: sh('sh gen.sh'),
    },
    {
      name: 'shell script, 512 KiB of if/cp statements (refused at 10,000 commands)',
      files: { 'copy.sh': `#!/bin/bash\nset -e\n${upTo(MiB / 2 - 100, (i) => `if [ -f "d${i}" ]; then cp "d${i}" "e${i}"; fi\n`)}` },
      call: sh('bash copy.sh'),
    },
    {
      name: 'Makefile, 512 KiB of rules',
      files: { 'rules.mk': `all:\n\t@true\n${upTo(MiB / 2 - 100, (i) => `t${i}:\n\t@echo ${i} > /dev/null\n`)}` },
      call: sh('make -f rules.mk'),
    },
    {
      name: 'python data module, 28,000 names, writing a file',
      files: {
        'rows.py': `ROWS = [\n${lines(14_000, (i) => `    ("A${i}", "w${i % 50}", ${i}, 2.5),\n`)}]\n` + 'open("count.txt", "w").write(str(len(ROWS)))\n',
      },
      call: sh('python3 rows.py'),
    },
    {
      name: 'python, 4 MiB of short names, writing a file (refused at the name bound)',
      files: { 'names.py': `NAMES = [\n${upTo(4 * MiB - 100, (i) => `  "k${i}",\n`)}]\nopen("n.txt", "w").write(str(len(NAMES)))\n` },
      call: sh('python3 names.py'),
    },
    {
      name: 'minified JS bundle, 4 MiB on one line, writing a file',
      files: {
        'bundle.min.js': `${upTo(4 * MiB - 100, (i) => `function f${i}(a){return a+${i}};var s${i}="k${i}";`)}require("fs").writeFileSync("out.txt","x");\n`,
      },
      call: sh('node bundle.min.js'),
    },
    {
      name: 'JS module of regex literals whose exec is called, 1 MiB',
      files: { 'res.js': `${upTo(MiB, (i) => `const re${i} = /a${i}/;\n`)}if (re1.exec("a1")) require("fs").writeFileSync("r.txt", "x");\n` },
      call: sh('node res.js'),
    },
    {
      name: 'SQL dump on stdin, 4 MiB',
      files: {
        'dump.sql': `CREATE TABLE t (id INTEGER, name TEXT);\nBEGIN;\n${upTo(4 * MiB - 100, (i) => `INSERT INTO t VALUES (${i}, 'item ${i}');\n`)}COMMIT;\n`,
      },
      call: sh('sqlite3 "$TMPDIR/t.db" < dump.sql'),
    },
  ];
}

export async function benchBigFiles() {
  const { armGuard, teardownGuard, descriptor } = await builtGuard();
  const root = await mkdtemp(join(tmpdir(), 'ch-guard-big-'));
  const saved = { TMPDIR: process.env.TMPDIR };
  try {
    const env = join(root, 'env');
    const scratch = join(root, 'scratch');
    await mkdir(env, { recursive: true });
    await mkdir(scratch);
    const all = shapes();
    for (const s of all) for (const [name, text] of Object.entries(s.files)) await writeFile(join(env, name), text);
    const armed = await armGuard({ descriptor, env, stateDir: join(root, 'state') });
    // The plugin reads cline's $TMPDIR, as dispatch sets it: the agent's scratch dir.
    process.env.TMPDIR = scratch;
    const plugin = (await import(pathToFileURL(armed.plugin_file).href)).default;
    const results = [];
    for (const s of all) {
      const ctx = { toolCall: { toolName: s.call.toolName, input: s.call.input }, input: s.call.input };
      let slowest = 0;
      let decision = '';
      for (let r = 0; r < RUNS; r++) {
        globalThis.gc?.();
        const start = performance.now();
        const verdict = plugin.hooks.beforeTool(ctx);
        slowest = Math.max(slowest, performance.now() - start);
        decision = verdict.skip ? `refused: ${verdict.reason.replace(/^.*?run_commands: /, '').slice(0, 90)}` : 'allowed';
      }
      const bytes = Object.values(s.files).reduce((n, t) => n + t.length, 0);
      results.push({ shape: s.name, bytes, slowest_ms: Number(slowest.toFixed(1)), decision });
    }
    await teardownGuard(env, { descriptor, stateDir: join(root, 'state') });
    const max = Math.max(...results.map((r) => r.slowest_ms));
    return { runs: RUNS, results, max_ms: max, target_ms: TARGET_MS, ok: max <= TARGET_MS };
  } finally {
    if (saved.TMPDIR === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved.TMPDIR;
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = await benchBigFiles();
  const out = [`decisions on generated files at the guard's bounds (slowest of ${f.runs} runs each; cline's hook budget is 3,000 ms):`];
  for (const r of f.results) out.push(`  ${String(r.slowest_ms).padStart(7)} ms  ${r.shape} (${(r.bytes / MiB).toFixed(2)} MiB): ${r.decision}`);
  out.push(`  target every decision ≤ ${f.target_ms} ms: ${f.ok ? 'PASS' : 'MISS'}`);
  process.stdout.write(`${out.join('\n')}\n${JSON.stringify(f)}\n`);
}
