// `npm run bench [-- PART... --runs N --acp-runs N --dispatch-runs N --job-runs N --honesty-runs N --suite-runs N --report-runs N
// --transport-runs N --sequential-suites N --pertask-runs N]`: PART is parse, lint-acp, dispatch, guard, guard-differential, honesty,
// suite, report, transport, sequential or pertask
// (default: all); the run
// counts are for the parse timings, the lint-acp timings (a round takes seconds), the overhead rounds, the --jobs rounds,
// the guard+sandbox rounds, the demo suite rounds, the report's Chromium loads and the transport rounds.
// Prints figures and PASS/MISS per target; a miss is reported, never an exit failure.
// The figures are also written to .bench/results.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { basename, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, ROOT, log, table, verdict } from './lib.mjs';

const PARTS = ['parse', 'lint-acp', 'dispatch', 'guard', 'guard-differential', 'honesty', 'suite', 'report', 'transport', 'sequential', 'pertask'];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    'acp-runs': { type: 'string', default: '5' },
    'dispatch-runs': { type: 'string', default: '3' },
    'job-runs': { type: 'string', default: '2' },
    'honesty-runs': { type: 'string', default: '5' },
    'suite-runs': { type: 'string', default: '1' },
    'report-runs': { type: 'string', default: '5' },
    'transport-runs': { type: 'string', default: '3' },
    'sequential-suites': { type: 'string', default: '10000' },
    'pertask-runs': { type: 'string', default: '2' },
  },
});
const unknown = positionals.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  process.stderr.write(`unknown bench part(s): ${unknown.join(', ')}; choose from ${PARTS.join(', ')}\n`);
  process.exit(2);
}
const chosen = positionals.length ? PARTS.filter((p) => positionals.includes(p)) : PARTS;
const runs = Number(values.runs);
const acpRuns = Number(values['acp-runs']);
const dispatchRuns = Number(values['dispatch-runs']);
const jobRuns = Number(values['job-runs']);
const honestyRuns = Number(values['honesty-runs']);
const suiteRuns = Number(values['suite-runs']);
const reportRuns = Number(values['report-runs']);
const transportRuns = Number(values['transport-runs']);
const sequentialSuites = Number(values['sequential-suites']);
const pertaskRuns = Number(values['pertask-runs']);
const counts = [
  ['--runs', runs],
  ['--acp-runs', acpRuns],
  ['--dispatch-runs', dispatchRuns],
  ['--job-runs', jobRuns],
  ['--honesty-runs', honestyRuns],
  ['--suite-runs', suiteRuns],
  ['--report-runs', reportRuns],
  ['--transport-runs', transportRuns],
  ['--sequential-suites', sequentialSuites],
  ['--pertask-runs', pertaskRuns],
];
for (const [flag, n] of counts) {
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`${flag} needs a whole number ≥ 1\n`);
    process.exit(2);
  }
}

if (!existsSync(join(ROOT, 'dist', 'cli.js'))) {
  process.stderr.write('dist/ is missing: run `npm run build` first (the bench measures the built code)\n');
  process.exit(2);
}
warnIfStale();

// The guard's own bench files: `guard` runs the decision benches, `guard-differential` the one against real bash
// (minutes), so that each can be chosen alone and a full run does each once.
const DIFFERENTIAL = 'guard-differential.bench.mjs';
const guardBenches = readdirSync(join(ROOT, 'test', 'bench'))
  .filter((f) => f.startsWith('guard') && f.endsWith('.mjs') && f !== DIFFERENTIAL)
  .map((f) => join(ROOT, 'test', 'bench', f));
const differentialBenches = [join(ROOT, 'test', 'bench', DIFFERENTIAL)].filter((f) => existsSync(f));

const results = [];
let crashed = false;
for (const part of chosen) {
  process.stderr.write(`\n== ${part} ==\n`);
  const started = performance.now();
  try {
    let result;
    if (part === 'parse') result = await (await import('./parse.mjs')).benchParse({ runs });
    else if (part === 'lint-acp') result = await (await import('./lint-acp.mjs')).benchLintAcp({ runs: acpRuns });
    else if (part === 'dispatch') result = await (await import('./dispatch.mjs')).benchDispatch({ runs: dispatchRuns, jobRuns });
    else if (part === 'honesty') result = await (await import('./honesty.mjs')).benchHonesty({ runs: honestyRuns });
    else if (part === 'suite') result = await (await import('./suite.mjs')).benchSuite({ runs: suiteRuns });
    else if (part === 'report') result = await (await import('./report.mjs')).benchReport({ runs: reportRuns });
    else if (part === 'transport') result = await (await import('./transport.mjs')).benchTransport({ runs: transportRuns });
    else if (part === 'sequential') result = await (await import('./sequential.mjs')).benchSequential({ suites: sequentialSuites });
    else if (part === 'pertask') result = await (await import('./pertask.mjs')).benchPertask({ runs: pertaskRuns });
    else if (part === 'guard') result = await runGuardBenches('guard', guardBenches);
    else result = await runGuardBenches('guard-differential', differentialBenches);
    result.seconds = Math.round((performance.now() - started) / 1000);
    if (result.error) crashed = true;
    results.push(result);
    process.stdout.write(`\n${result.lines.join('\n')}\n`);
  } catch (err) {
    crashed = true;
    process.stderr.write(`${part} bench failed: ${err instanceof Error ? err.stack : err}\n`);
    results.push({ name: part, lines: [], targets: [], error: String(err) });
  }
}

const rows = [['part', 'target', 'measured', 'result']];
for (const r of results) {
  if (r.error) rows.push([r.name, '(bench failed)', r.error.slice(0, 60), 'ERROR']);
  for (const t of r.targets ?? []) rows.push([r.name, t.name, t.value, verdict(t.ok)]);
}
process.stdout.write(`\nSummary\n${table(rows)}\n`);

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? null,
  memory_bytes: totalmem(),
  load_average_at_end: loadavg().map((l) => Number(l.toFixed(2))),
  node: process.version,
};
mkdirSync(BENCH_DIR, { recursive: true });
const out = join(BENCH_DIR, 'results.json');
writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine,
      parts: Object.fromEntries(
        results.map((r) => [r.name, { seconds: r.seconds ?? null, error: r.error ?? null, targets: r.targets, figures: r.json ?? null }]),
      ),
    },
    null,
    2,
  ) + '\n',
);
process.stderr.write(`\nfigures written to ${relative(ROOT, out)} (load average at end: ${machine.load_average_at_end.join(' ')})\n`);
process.exit(crashed ? 1 : 0);

/** The guard benches belong to another part of the project; run each file as a child and keep what it prints. */
async function runGuardBenches(part, files) {
  if (!files.length) {
    log(`no bench file for ${part} present: nothing to run`);
    return { name: part, lines: [`Guard: no bench file for ${part} present`], targets: [], json: null };
  }
  const outputs = {};
  const lines = [];
  const failed = [];
  const targets = [];
  for (const file of files) {
    const name = relative(ROOT, file);
    log(`running ${name}`);
    const { code, stdout } = await runChild(process.execPath, ['--expose-gc', file]);
    const printed = stdout.trimEnd().split('\n');
    // Keep whatever JSON lines it prints as its figures, and its `target …: PASS|MISS` lines for the summary.
    const figures = printed.filter((l) => l.trimStart().startsWith('{')).flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return [];
      }
    });
    for (const match of printed.map((l) => /^\s*target (.+): (PASS|MISS)\s*$/.exec(l)).filter(Boolean)) {
      targets.push({ name: `${match[1]} (${basename(file)})`, value: 'see above', ok: match[2] === 'PASS' });
    }
    outputs[name] = { exit_code: code, figures, stdout };
    lines.push(`Guard (${name}, exit ${code}):`, ...printed.map((l) => `  ${l}`));
    if (code !== 0) failed.push(`${name} exited ${code}`);
  }
  return { name: part, lines, targets, json: outputs, ...(failed.length ? { error: failed.join('; ') } : {}) };
}

function runChild(bin, args) {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const child = spawn(bin, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    // A runner ended by SIGINT or SIGTERM while the child runs ends it too (a SIGTERM left a bench file running).
    const stop = (signal) => {
      child.kill(signal);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', stop).once('SIGTERM', stop);
    child.stdout.on('data', (d) => (stdout += d));
    child.on('error', reject);
    child.on('close', (code) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve({ code, stdout });
    });
  });
}


/** The bench measures dist/; say so when a source file is newer than the build. */
function warnIfStale() {
  const built = statSync(join(ROOT, 'dist', 'cli.js')).mtimeMs;
  const newer = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (statSync(path).mtimeMs > built) newer.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, 'src'));
  if (newer.length) log(`warning: ${newer.length} source file(s) are newer than dist/ (e.g. ${newer[0]}); run \`npm run build\` to bench current code`);
}
