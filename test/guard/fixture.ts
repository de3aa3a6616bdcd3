import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CorpusEnv {
  root: string;
  env: string;
  out: string;
  state: string;
  /** The agent's scratch dir ($TMPDIR), beside the env: a root because it is dedicated. */
  scratch: string;
  /** A home directory with dotfiles, outside the roots. */
  home: string;
}

/**
 * root/env (the armed env) with sources, symlinks out of and within it, and a
 * virtualenv, a git repository and text files; root/out beside it (outside the
 * roots) with a file, a template dir and archives; root/state for the marker;
 * root/scratch as the agent's $TMPDIR.
 */
export async function makeCorpusEnv(): Promise<CorpusEnv> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'ch-guard-')));
  const env = join(root, 'env');
  const out = join(root, 'out');
  const state = join(root, 'state');
  const scratch = join(root, 'scratch');
  const home = join(root, 'home');
  for (const d of [join(env, 'src'), join(env, '.venv', 'bin'), join(out, 'template'), state, scratch, join(home, '.cache')])
    await mkdir(d, { recursive: true });
  for (const f of ['.bashrc', '.profile', '.npmrc']) await writeFile(join(home, f), `# ${f}\n`);
  await writeFile(join(home, '.gitconfig'), '[user]\n\tname = Agent\n\temail = agent@example.com\n');
  for (const f of ['a.txt', 'b.txt', 'notes.txt', 'names.txt']) await writeFile(join(env, f), `${f}\n`);
  await writeFile(join(env, 'list.txt'), `${join(out, 'existing.txt')}\n`);
  // The lines of venv's own activate that set the PATH (the guard reads it as one: a planted activate runs anything).
  await writeFile(
    join(env, '.venv', 'bin', 'activate'),
    `VIRTUAL_ENV="${join(env, '.venv')}"\nexport VIRTUAL_ENV\n_OLD_VIRTUAL_PATH="$PATH"\nPATH="$VIRTUAL_ENV/bin:$PATH"\nexport PATH\n`,
  );
  await writeFile(join(env, 'build.sh'), '#!/bin/sh\necho building > build.log\n');
  await writeFile(join(env, 'evil.sh'), `#!/bin/sh\necho x > ${out}/from-script\n`);
  await writeFile(join(env, 'tool.py'), `#!/usr/bin/env python3\nprint("hi")\n`);
  await writeFile(join(env, 'evil.py'), `open("${out}/from-python", "w").write("x")\n`);
  await writeFile(join(out, 'template', 'README'), 'template\n');
  execFileSync('git', ['init', '-q', env]);
  await writeFile(join(env, 'src', 'app.js'), 'a\n');
  await writeFile(join(env, 'package.json'), '{}\n');
  await writeFile(join(env, '.venv', 'bin', 'pip'), '');
  await writeFile(join(env, '.venv', 'bin', 'python'), '');
  await writeFile(join(out, 'existing.txt'), 'outside\n');
  await symlink(out, join(env, 'link-out'));
  await symlink('src', join(env, 'link-in'));
  await symlink(join(out, 'new-file'), join(env, 'dangling'));
  await symlink(join(out, 'existing.txt'), join(env, 'src', 'zz-link-out.txt'));
  return { root, env, out, state, scratch, home };
}

/** Replaces {env}, {out}, {marker}, {log}, {scratch}, {home} in every string of `value`. */
export function fill<T>(value: T, vars: Record<string, string>): T {
  const sub = (s: string) => s.replace(/\{(env|out|marker|log|scratch|home)\}/g, (whole, k: string) => vars[k] ?? whole);
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? sub(v)
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return walk(value) as T;
}
