/**
 * Reading the marker without zod. The plugin runs inside cline's plugin
 * sandbox, which gives a plugin 4 s to import (less on a busy machine than it
 * sounds); leaving zod out of the bundle keeps the import small. Arm validates
 * the marker with GuardMarkerSchema before writing it, and the agent cannot
 * reach it, so the plugin only checks the fields it relies on.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GuardPolicy } from './arbiter.js';
import type { GuardMarker } from './schema.js';

export type MarkerRead =
  | { status: 'ok'; marker: GuardMarker }
  | { status: 'missing' }
  | { status: 'invalid'; problem: string };

/** The marker's JSON, unchecked. */
export function readMarkerJsonSync(path: string): { status: 'ok'; data: unknown } | Exclude<MarkerRead, { status: 'ok' }> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'invalid', problem: (err as Error).message };
  }
  try {
    return { status: 'ok', data: JSON.parse(text) };
  } catch (err) {
    return { status: 'invalid', problem: `not JSON: ${(err as Error).message}` };
  }
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The marker with the fields the plugin uses checked by hand. */
export function readMarkerForPlugin(path: string): MarkerRead {
  const raw = readMarkerJsonSync(path);
  if (raw.status !== 'ok') return raw;
  const m = raw.data as Partial<Record<keyof GuardMarker, unknown>> | null;
  const tools = (m?.tools ?? null) as Record<string, unknown> | null;
  const problem =
    !m || typeof m !== 'object'
      ? 'not an object'
      : m.schema_version !== 1
        ? 'schema_version is not 1'
        : typeof m.env !== 'string' || typeof m.plugin_file !== 'string' || typeof m.denial_log !== 'string' || typeof m.reason_prefix !== 'string'
          ? 'env, plugin_file, denial_log or reason_prefix is not a string'
          : !isStrings(m.roots) || m.roots.length === 0
            ? 'roots is not a list of paths'
            : !(m.expires_at === null || (typeof m.expires_at === 'string' && !Number.isNaN(Date.parse(m.expires_at))))
              ? 'expires_at is not a date or null'
              : !tools || !isStrings(tools.write) || !isStrings(tools.patch) || !isStrings(tools.shell)
                ? 'tools is not {write, patch, shell} lists'
                : null;
  return problem ? { status: 'invalid', problem } : { status: 'ok', marker: m as GuardMarker };
}

/** JSON Lines, one per plugin import: evidence that cline loaded the guard. */
export function loadsFile(markerPath: string): string {
  return join(dirname(markerPath), 'loads.jsonl');
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
    // The whole plugin folder: a second plugin would share cline's plugin host with the guard.
    protect: [dirname(dirname(marker.plugin_file)), dirname(markerPath), marker.denial_log],
  };
}
