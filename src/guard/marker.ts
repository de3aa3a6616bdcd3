/**
 * Where the guard keeps its state (outside the env) and how the marker is read.
 */
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { readMarkerJsonSync, type MarkerRead } from './marker-file.js';
import { GuardMarkerSchema } from './schema.js';

export { isExpired, policyFromMarker, type MarkerRead } from './marker-file.js';

/** `$XDG_STATE_HOME/cline-harness/guards`, or `~/.local/state/cline-harness/guards`. */
export function defaultStateDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_STATE_HOME && env.XDG_STATE_HOME.startsWith('/') ? env.XDG_STATE_HOME : join(homedir(), '.local', 'state');
  return join(base, 'cline-harness', 'guards');
}

export interface GuardFiles {
  /** One directory per env, named after a hash of its real path. */
  dir: string;
  marker: string;
  denialLog: string;
  /** The plugin file that was in the env before arming, if any. */
  backup: string;
}

export function guardFiles(stateDir: string, realEnv: string): GuardFiles {
  const dir = join(stateDir, createHash('sha256').update(realEnv).digest('hex').slice(0, 16));
  return { dir, marker: join(dir, 'marker.json'), denialLog: join(dir, 'denials.jsonl'), backup: join(dir, 'plugin-backup.js') };
}

/** The marker checked against its schema. */
export function readMarkerSync(path: string): MarkerRead {
  const raw = readMarkerJsonSync(path);
  if (raw.status !== 'ok') return raw;
  const parsed = GuardMarkerSchema.safeParse(raw.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { status: 'invalid', problem: `${issue.path.join('.') || 'top level'}: ${issue.message}` };
  }
  return { status: 'ok', marker: parsed.data };
}

