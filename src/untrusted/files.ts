/**
 * Reading env paths the agent may have planted links in. A path is walked
 * one component at a time with lstat; a symlink is followed only while its
 * target stays inside the env (by the env's real path), so no check ever
 * reads, stats or writes through a link out of it. The final open uses
 * O_NOFOLLOW and O_NONBLOCK (a FIFO cannot hang the harness) and reads at
 * most a given number of bytes.
 */
import { constants } from 'node:fs';
import { lstat, open, readlink, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Why an env path was refused; `code` is stable. */
export class EnvPathError extends Error {
  constructor(
    message: string,
    readonly code: 'outside_env' | 'link_loop' | 'not_a_file' | 'missing',
  ) {
    super(message);
    this.name = 'EnvPathError';
  }
}

const MAX_LINKS = 40;
const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/**
 * The real path `rel` names inside `env`, with every link on the way (the last
 * component's too, unless `followLast` is false) resolved and kept inside the
 * env. Throws EnvPathError `outside_env` for a path or link leading out,
 * `missing` when a component does not exist.
 */
export async function resolveInEnv(env: string, rel: string, options: { followLast?: boolean } = {}): Promise<string> {
  const root = await realpath(env);
  if (isAbsolute(rel)) throw new EnvPathError(`${rel} is not a path relative to the env`, 'outside_env');
  const pending = relative(root, resolve(root, rel)).split(sep).filter((p) => p !== '' && p !== '.');
  if (pending[0] === '..') throw new EnvPathError(`${rel} leads out of the env`, 'outside_env');
  let at = root;
  let links = 0;
  while (pending.length) {
    const part = pending.shift()!;
    const next = part === '..' ? dirname(at) : join(at, part);
    if (!inside(root, next)) throw new EnvPathError(`${rel} leads out of the env`, 'outside_env');
    const info = await lstat(next).catch(() => null);
    if (!info) throw new EnvPathError(`${rel} does not exist in the env`, 'missing');
    if (!info.isSymbolicLink() || (pending.length === 0 && options.followLast === false)) {
      at = next;
      continue;
    }
    if (++links > MAX_LINKS) throw new EnvPathError(`${rel}: too many links`, 'link_loop');
    const target = await readlink(next);
    const dest = resolve(at, target);
    if (!inside(root, dest)) throw new EnvPathError(`${rel} is (or passes through) a link to ${target}, outside the env`, 'outside_env');
    pending.unshift(...relative(at, dest).split(sep).filter((p) => p !== '' && p !== '.'));
  }
  return at;
}

/** What `readEnvFile` gives back: the text read, the file's size, and whether it was cut at the limit. */
export interface EnvFileText {
  text: string;
  size: number;
  cut: boolean;
}

/** A regular file of the env, read through `resolveInEnv`, at most `maxBytes` of it. */
export async function readEnvFile(env: string, rel: string, maxBytes: number): Promise<EnvFileText> {
  const path = await resolveInEnv(env, rel);
  const fh = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const info = await fh.stat();
    if (!info.isFile()) throw new EnvPathError(`${rel} is not a regular file`, 'not_a_file');
    const buf = Buffer.alloc(Math.min(info.size, maxBytes));
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return { text: buf.subarray(0, bytesRead).toString('utf8'), size: info.size, cut: info.size > maxBytes };
  } finally {
    await fh.close();
  }
}

/** lstat of what `rel` names in the env, links inside the env followed, links out refused. */
export async function statEnvPath(env: string, rel: string) {
  return lstat(await resolveInEnv(env, rel));
}

/**
 * Whether a directory on the way to `rel` (the last component itself not
 * counted) is a symlink: a write or removal there could land outside the env.
 * Components that do not exist yet end the walk (creating them makes real dirs).
 */
export async function linkOnTheWay(env: string, rel: string): Promise<string | null> {
  const parts = rel.split(/[\\/]+/).filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const dir = parts.slice(0, i).join('/');
    const info = await lstat(join(env, dir)).catch(() => null);
    if (!info) return null;
    if (info.isSymbolicLink() || !info.isDirectory()) return dir;
  }
  return null;
}
