/**
 * The arbiter: one tool call in, allow or block out. The plugin bundles this
 * module, `guard decide` calls it, and the audit can reuse it; all three give
 * the same answer for the same call.
 */
import { isAbsolute, resolve } from 'node:path';
import { flattenToolInput } from '../transcript/flatten.js';
import { clineScripts } from './cline-commands.js';
import { judgeWritePath, type Finding, type FindingKind } from './finding.js';
import { isHarmlessDevice, isInside, realTarget, withStatCache } from './paths.js';
import type { Decision, GuardTools } from './schema.js';
import { ShellJudge } from './shell.js';

export interface GuardPolicy {
  /** Where writes may go. Resolved to real paths by `makePolicy`. */
  roots: string[];
  /** Where relative paths and commands start: the env. */
  cwd: string;
  /** What `~` and `$HOME` mean. */
  home: string;
  tools: GuardTools;
  reasonPrefix: string;
  /** The guard's own files: the plugin dir, the marker, the denial log. */
  protect: string[];
  /**
   * The agent's $TMPDIR (dispatch sets it to the task's scratch dir). A
   * dedicated directory becomes a root; /tmp itself, /var/tmp, /dev/shm, home
   * and their ancestors never do. Absent or null: $TMPDIR is unknown.
   */
  tmpdir?: string | null;
  /**
   * The environment the agent's shells start with, when the guard knows it: inside cline (the plugin) it is cline's
   * own, which each run_commands shell inherits. Absent or null: unknown.
   */
  shellEnv?: Readonly<Record<string, string | undefined>> | null;
}

/** Shared temp dirs: writes there reach other users and tasks, so they never count as scratch space. */
const SHARED_TMP = ['/', '/tmp', '/var/tmp', '/dev/shm', '/private/tmp'];

/** Whether `dir` (resolved) is a task's own scratch dir rather than a shared or enclosing one. */
export function isDedicatedScratch(dir: string, home: string, roots: readonly string[]): boolean {
  if (!isAbsolute(dir) || SHARED_TMP.includes(dir)) return false;
  return ![home, ...roots].some((p) => isInside(p, dir));
}

/** A decision with the path or command it is about (for the denial log) and what kind of problem it is. */
export type Verdict = { decision: 'allow' } | { decision: 'block'; reason: string; target: string; kind: FindingKind };

/** Resolves roots and protected paths once, so each call only resolves its own targets. */
export function makePolicy(policy: GuardPolicy): GuardPolicy {
  const real = (p: string) => realTarget(resolve(p)) ?? resolve(p);
  const roots = policy.roots.map(real);
  const tmpdir = policy.tmpdir ? real(policy.tmpdir) : null;
  if (tmpdir && isDedicatedScratch(tmpdir, real(policy.home), roots) && !roots.includes(tmpdir)) roots.push(tmpdir);
  return { ...policy, roots, tmpdir, protect: policy.protect.map(real), cwd: resolve(policy.cwd) };
}

const ALLOW: Verdict = { decision: 'allow' };

/**
 * Judges one tool call. `policy` should come from `makePolicy`. Unknown tools
 * and reads are allowed: the guard is about writes.
 */
export function decideToolCall(toolName: string, input: unknown, policy: GuardPolicy, judge = new ShellJudge(policy)): Verdict {
  return withStatCache(() => decide(toolName, input, policy, judge));
}

function decide(toolName: string, input: unknown, policy: GuardPolicy, judge: ShellJudge): Verdict {
  const { tools } = policy;
  const block = (f: Finding, command?: string): Verdict => ({
    decision: 'block',
    kind: f.kind,
    target: f.target,
    reason: `${policy.reasonPrefix}${toolName}: ${f.message}${command !== undefined && command !== f.target ? ` (command: ${command})` : ''}`,
  });

  if (tools.shell.includes(toolName)) {
    const found = judge.judgeEntries(clineScripts(input), policy.cwd);
    return found ? block(found.finding, found.entry) : ALLOW;
  }
  const paths = tools.write.includes(toolName)
    ? flattenToolInput('editor', input).paths
    : tools.patch.includes(toolName)
      ? flattenToolInput('apply_patch', input).paths
      : [];
  for (const p of paths) {
    // cline's editor and apply_patch normalise the path (path.resolve) before the filesystem follows any link:
    // `link/../x` is `x`. `~/` is not expanded by cline (cline-facts.md): `~/x` is a directory named `~` in the cwd.
    const abs = resolve(policy.cwd, p);
    // cline's own descriptors (its stdout is the run's event stream): an editor write there is never the task's work.
    if (isHarmlessDevice(abs)) return block({ kind: 'write', target: abs, message: `writing ${abs}: a device, not a file of the environment` });
    const f = judgeWritePath(abs, 'target', 'writing', policy);
    if (f) return block(f);
  }
  return ALLOW;
}

/** The public shape of a verdict (what `guard decide` prints). */
export function toDecision(v: Verdict): Decision {
  return v.decision === 'allow' ? { decision: 'allow' } : { decision: 'block', reason: v.reason };
}
