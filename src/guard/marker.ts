/**
 * Where the guard keeps its state (outside the env) and how the marker is read.
 * Synchronous: the plugin reads the marker inside cline's tool hook.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { GuardPolicy } from './arbiter.js';
import { GuardMarkerSchema, type GuardMarker } from './schema.js';

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

export type MarkerRead =
  | { status: 'ok'; marker: GuardMarker }
  | { status: 'missing' }
  | { status: 'invalid'; problem: string };

export function readMarkerSync(path: string): MarkerRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'invalid', problem: (err as Error).message };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { status: 'invalid', problem: `not JSON: ${(err as Error).message}` };
  }
  const parsed = GuardMarkerSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { status: 'invalid', problem: `${issue.path.join('.') || 'top level'}: ${issue.message}` };
  }
  return { status: 'ok', marker: parsed.data };
}

export function isExpired(marker: GuardMarker, now: Date = new Date()): boolean {
  return marker.expires_at !== null && Date.parse(marker.expires_at) <= now.getTime();
}

/** The arbiter's policy for an armed env: writes go to the roots, never to the guard's own files. */
export function policyFromMarker(marker: GuardMarker, markerPath: string, home: string): GuardPolicy {
  return {
    roots: marker.roots,
    cwd: marker.env,
    home,
    tools: marker.tools,
    reasonPrefix: marker.reason_prefix,
    protect: [dirname(marker.plugin_file), dirname(markerPath), marker.denial_log],
  };
}
