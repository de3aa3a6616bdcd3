import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CorpusEnv {
  root: string;
  env: string;
  out: string;
  state: string;
}

/**
 * root/env (the armed env) with sources, symlinks out of and within it, and a
 * virtualenv; root/out beside it (outside the roots); root/state for the marker.
 */
export async function makeCorpusEnv(): Promise<CorpusEnv> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'ch-guard-')));
  const env = join(root, 'env');
  const out = join(root, 'out');
  const state = join(root, 'state');
  for (const d of [join(env, 'src'), join(env, '.venv', 'bin'), join(out, 'template'), state]) await mkdir(d, { recursive: true });
  await writeFile(join(env, 'src', 'app.js'), 'a\n');
  await writeFile(join(env, 'package.json'), '{}\n');
  await writeFile(join(env, '.venv', 'bin', 'pip'), '');
  await writeFile(join(env, '.venv', 'bin', 'python'), '');
  await writeFile(join(out, 'existing.txt'), 'outside\n');
  await symlink(out, join(env, 'link-out'));
  await symlink('src', join(env, 'link-in'));
  await symlink(join(out, 'new-file'), join(env, 'dangling'));
  return { root, env, out, state };
}

/** Replaces {env}, {out}, {marker}, {log} in every string of `value`. */
export function fill<T>(value: T, vars: Record<string, string>): T {
  const sub = (s: string) => s.replace(/\{(env|out|marker|log)\}/g, (whole, k: string) => vars[k] ?? whole);
  const walk = (v: unknown): unknown =>
    typeof v === 'string' ? sub(v) : Array.isArray(v) ? v.map(walk) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)])) : v;
  return walk(value) as T;
}
