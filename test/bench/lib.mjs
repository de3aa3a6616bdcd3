// Small helpers shared by the bench parts: timing child processes, medians, table output.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIR = join(ROOT, '.bench');
const RSS_HOOK = fileURLToPath(new URL('./rss-hook.mjs', import.meta.url));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const MB = 1e6;
export const mb = (bytes) => (bytes ? `${(bytes / MB).toFixed(0)} MB` : 'n/a');
export const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const ratio = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : 'n/a');
export const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/** Logs progress to stderr so stdout carries only the figures. */
export const log = (line) => process.stderr.write(`  · ${line}\n`);

/**
 * Runs a command to completion with stdout discarded and returns its wall time.
 * With `rss: true` the command must be node: a preloaded hook reports the
 * process's own peak RSS, so no external `time` tool is needed.
 */
export function timeCommand(bin, args, { rss = false, cwd = ROOT, exitOk = [0], env: given = process.env } = {}) {
  const rssFile = join(tmpdir(), `cline-harness-bench-rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const argv = rss ? ['--import', RSS_HOOK, ...args] : args;
  const env = rss ? { ...given, BENCH_RSS_FILE: rssFile } : given;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let stderr = '';
    const child = spawn(bin, argv, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (!exitOk.includes(code)) return reject(new Error(`${bin} ${args.join(' ')} exited ${code}: ${stderr.trim().slice(0, 500)}`));
      let rssBytes = null;
      if (rss && existsSync(rssFile)) {
        rssBytes = Number(readFileSync(rssFile, 'utf8'));
        rmSync(rssFile, { force: true });
      }
      resolve({ ms, rssBytes });
    });
  });
}

/** Prints rows as an aligned text table. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

/** A module of the built project (the bench measures `dist/`). */
export const dist = (path) => import(join(ROOT, 'dist', path));

/**
 * Times each variant `{key, label, bin?, args, rss?, exitOk?}` `runs` times. Rounds interleave the variants so a burst of
 * load on the shared machine hits all of them alike. Returns per key the median, every run and the peak RSS.
 */
export async function timeVariants(variants, runs) {
  const samples = Object.fromEntries(variants.map((v) => [v.key, []]));
  for (let round = 1; round <= runs; round++) {
    for (const v of variants) {
      const rss = v.rss !== false;
      const sample = await timeCommand(v.bin ?? process.execPath, v.args, { rss, exitOk: v.exitOk });
      samples[v.key].push(sample);
      log(`round ${round}/${runs} ${v.label}: ${secs(sample.ms)}${sample.rssBytes ? `, peak RSS ${mb(sample.rssBytes)}` : ''}`);
    }
  }
  return Object.fromEntries(
    variants.map((v) => [
      v.key,
      {
        label: v.label,
        median_ms: Math.round(median(samples[v.key].map((s) => s.ms))),
        runs_ms: samples[v.key].map((s) => Math.round(s.ms)),
        peak_rss_bytes: v.rss !== false ? Math.max(...samples[v.key].map((s) => s.rssBytes ?? 0)) : null,
      },
    ]),
  );
}

/** Runs `fn(file)`; the file (a large generated input) is removed afterwards: it is rebuilt from the captures each run. */
export async function withGeneratedFile(file, fn) {
  try {
    return await fn(file);
  } finally {
    rmSync(file, { force: true });
  }
}

/** A fresh env with a file to read, the way a task env looks before staging. */
export async function makeNotesEnv(root, name) {
  const env = join(root, name);
  await mkdir(env, { recursive: true });
  await writeFile(join(env, 'notes.txt'), 'bench notes\n');
  return env;
}

/** Runs `fn(server)` against a scripted model server of its own, so scripted turns never leak between runs. */
export async function withModelServer(script, fn) {
  const { startModelServer } = await dist('model/server.js');
  const server = await startModelServer({ script });
  try {
    return await fn(server);
  } finally {
    await server.close();
  }
}

/**
 * The built guard's arm and teardown with the built-in descriptor (dist/), the plugin bundle built first when it is
 * missing: what the guard benches arm a scratch env with.
 */
export async function builtGuard() {
  const bundle = join(ROOT, 'harnesses', 'guard', 'cline-harness-guard.js');
  if (!existsSync(bundle)) await (await import(pathToFileURL(join(ROOT, 'scripts', 'build-guard-plugin.mjs')).href)).buildGuardPlugin();
  const { armGuard, teardownGuard } = await import(pathToFileURL(join(ROOT, 'dist', 'guard', 'arm.js')).href);
  const { builtinDescriptor } = await import(pathToFileURL(join(ROOT, 'dist', 'descriptor', 'index.js')).href);
  return { armGuard, teardownGuard, descriptor: builtinDescriptor() };
}
