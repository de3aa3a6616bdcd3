/**
 * The harness's own temp space: one private dir per process (a run of the
 * CLI, or a library user), holding every task's work dir (and so the agent's
 * TMPDIR), the checks' and setup's scratch dirs, diffs and judges. Keeping all
 * of it under one root the harness owns lets the filesystem audit leave it
 * out as a whole, rather than guessing by name which entries of the shared
 * /tmp are the harness's (an agent can pick any name).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let root: string | null = null;

/** This process's temp root, made on first use (mode 0700) and removed when the process exits. */
export function harnessTempRoot(): string {
  if (root === null) {
    const made = mkdtempSync(join(tmpdir(), 'cline-harness-run-'));
    chmodSync(made, 0o700);
    // Each user removes its own dir; this takes away the (then empty) root, and whatever an interrupted run left.
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    root = made;
  }
  return root;
}

/** A fresh dir under this process's temp root (the caller removes it). */
export function harnessTempDir(prefix: string): Promise<string> {
  return mkdtemp(join(harnessTempRoot(), prefix));
}
