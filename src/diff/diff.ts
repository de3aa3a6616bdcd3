/**
 * What changed in an env since its starting point: the working tree (untracked
 * files included, those the base's .gitignore files exclude not) against the
 * harness's record of the base, or a commit of the env's history. Measured
 * through src/untrusted (none of the env's git config, hooks, attributes,
 * replace refs or ignore files is used), so nothing under the env changes.
 */
import { join } from 'node:path';
import { writeRecord } from '../results/seal.js';
import type { BaseRecord } from '../untrusted/base.js';
import { diffAgainstBase } from '../untrusted/diff.js';
import type { DiffFile, DiffScope } from './schema.js';

/** The limit on diff.patch: past it the patch is cut with a marker line. */
export const PATCH_LIMIT_BYTES = 256 * 1024;

export interface EnvDiff {
  scope: DiffScope;
  /** The whole unified diff, uncapped. */
  patch: string;
}

/** What a diff is measured against: the harness's record made before the run, a commit id or rev of the env, or (absent) its first commit. */
export type DiffBase = BaseRecord | string | undefined;

const STATUS: Record<string, DiffFile['status']> = { A: 'added', M: 'modified', D: 'deleted', T: 'type_changed' };

/** The env's changes against `base`. Throws InputError when there is no such base (not a git repository, an unknown commit, a tampered record). */
export async function envDiff(env: string, base?: DiffBase): Promise<EnvDiff> {
  const raw = await diffAgainstBase(env, base);
  const status = new Map<string, DiffFile['status']>();
  const nameParts = raw.nameStatus.split('\0');
  for (let i = 0; i + 1 < nameParts.length; i += 2) status.set(nameParts[i + 1]!, STATUS[nameParts[i]!.charAt(0)] ?? 'modified');
  const files: DiffFile[] = [];
  for (const entry of raw.numstat.split('\0').filter(Boolean)) {
    const [added, removed, path] = entry.split('\t') as [string, string, string];
    const binary = added === '-';
    files.push({ path, status: status.get(path) ?? 'modified', added: binary ? 0 : Number(added), removed: binary ? 0 : Number(removed), binary });
  }
  const patch = raw.patch.replace(/\n$/, '');
  const scope: DiffScope = {
    base: raw.base,
    files_touched: files.length,
    lines_added: files.reduce((n, f) => n + f.added, 0),
    lines_removed: files.reduce((n, f) => n + f.removed, 0),
    hunks: patch.split('\n').filter((l) => l.startsWith('@@ ')).length,
    files,
  };
  return { scope, patch: patch ? patch + '\n' : '' };
}

/** The patch cut at `limit` bytes (on a line boundary) with a marker saying how much was left out. */
export function capPatch(patch: string, limit = PATCH_LIMIT_BYTES): string {
  const bytes = Buffer.byteLength(patch);
  if (bytes <= limit) return patch;
  const head = Buffer.from(patch).subarray(0, limit).toString('utf8');
  const cut = head.slice(0, head.lastIndexOf('\n') + 1);
  return `${cut}[diff truncated: ${bytes - Buffer.byteLength(cut)} of ${bytes} bytes left out]\n`;
}

export const DIFF_PATCH_FILE = 'diff.patch';
export const DIFF_SCOPE_FILE = 'diff-scope.json';

/** Writes diff.patch (capped) and diff-scope.json into `dir`. */
export async function writeDiffArtifacts(dir: string, diff: EnvDiff): Promise<void> {
  await writeRecord(join(dir, DIFF_PATCH_FILE), capPatch(diff.patch));
  await writeRecord(join(dir, DIFF_SCOPE_FILE), JSON.stringify(diff.scope, null, 2) + '\n');
}
