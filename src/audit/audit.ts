import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { flatDenialMarkers, type Descriptor } from '../descriptor/index.js';
import { InputError } from '../errors.js';
import { expandTilde, isInside, realTarget } from '../guard/paths.js';
import { ShellJudge, judgeWritePath, type JudgeContext } from '../guard/index.js';
import type { FindingKind } from '../guard/finding.js';
import type { ToolInvocation, Transcript } from '../transcript/index.js';
import { parseEventsFile } from '../transcript/read-events.js';
import { attributeChanges, sharedRootOf } from './fs-snapshot.js';
import type { AuditFinding, AuditReport, FsChangesRecord } from './schema.js';
import { pathCandidates } from './words.js';

export interface AuditOptions {
  /** Where writes were allowed; the first is the env unless `cwd` says otherwise. */
  roots: string[];
  /** Where relative paths and commands start; default the first root. */
  cwd?: string;
  /** What `~` means in the transcript; default os.homedir(). */
  home?: string;
  /** The live skill source directory: reads under it are reported. */
  liveSkill?: string;
  /** Supplies the tool roles and the refusal wordings. */
  descriptor: Descriptor;
  /** The run's filesystem snapshots (fs-changes.json of a run without bwrap): each outside change becomes a violation. */
  fsChanges?: FsChangesRecord | null;
  /**
   * The run was in bwrap: a shell command that failed while writing outside counts as refused by the sandbox even
   * when its error does not say `Read-only file system`.
   */
  sandboxed?: boolean;
}

/** The path a write or read reaches, symlinks resolved as far as they exist on this machine. */
function real(path: string): string {
  return realTarget(path) ?? path;
}

/** A search tool reports each match as `path:line:column` on a line of its own. */
const MATCH_LOCATION = /^(\S.*?):\d+:\d+$/gm;

/**
 * Paths a read-role tool read: those its input names, else (a search, which
 * names only patterns) the files its output reports matches in.
 */
function readPaths(inv: ToolInvocation): string[] {
  if (inv.paths.length) return inv.paths;
  const out = new Set<string>();
  for (const item of inv.items ?? []) for (const m of (item.result ?? '').matchAll(MATCH_LOCATION)) out.add(m[1]!);
  return [...out];
}

/**
 * Installs, git remote operations and registry changes leave the env's files
 * alone, so they are warnings; every other finding (a write outside the roots,
 * or one the guard cannot show stays inside) is a violation.
 */
const WARNING_KINDS: ReadonlySet<FindingKind> = new Set(['install', 'remote', 'registry']);

/**
 * Audits a parsed transcript: writes outside the roots (editor and patch
 * targets, and each shell command judged by the guard's arbiter), installs and
 * git remote operations, and reads of the live skill source.
 */
export function auditTranscript(transcript: Transcript, opts: AuditOptions, source: string | null = null): AuditReport {
  if (!opts.roots.length) throw new InputError('an audit needs at least one allowed root');
  const roots = opts.roots.map((r) => real(resolve(r)));
  const cwd = resolve(opts.cwd ?? opts.roots[0]!);
  const home = resolve(opts.home ?? homedir());
  const live = opts.liveSkill === undefined ? null : real(resolve(opts.liveSkill));
  const ctx: JudgeContext = { roots, protect: [], home, afterTheFact: true };
  const judge = new ShellJudge(ctx);
  const { tools } = opts.descriptor;

  const report: AuditReport = {
    schema_version: 1,
    transcript: source,
    roots,
    cwd,
    home,
    live_skill: live,
    tool_calls: transcript.tool_invocations.length,
    violations: [],
    warnings: [],
    live_source_reads: [],
    inferred_sandbox_denials: 0,
    fs_snapshot: null,
    outside_changes: [],
    shared_unexplained: 0,
  };
  const absolute = (p: string) => resolve(cwd, expandTilde(p, home) ?? p);
  const inLive = (p: string) => live !== null && isInside(real(absolute(p)), live);
  const liveRead = (p: string) => `reads ${absolute(p)} in the live skill source ${live}, not its staged copy`;

  for (const inv of transcript.tool_invocations) {
    // A batch call's denial names the refused entry; a whole-call refusal (item null) covers every entry.
    const denied = (item: number | null) =>
      transcript.denials.find((d) => d.ordinal === inv.ordinal && (d.item === null || d.item === item))?.kind ?? null;
    const finding = (command: string | null, kind: AuditFinding['kind'], target: string, reason: string, item: number | null): AuditFinding => ({
      ordinal: inv.ordinal,
      tool: inv.name,
      command,
      kind,
      target,
      reason,
      denied: denied(item),
    });

    if (tools.shell.includes(inv.name)) {
      const commands = Array.isArray(inv.args.commands) ? (inv.args.commands as string[]) : [];
      commands.forEach((command, i) => {
        const failed = inv.items?.[i]?.success === false || (inv.items === null && inv.ok === false);
        for (const f of judge.judgeAll(command, cwd)) {
          const found = finding(command, f.kind, f.target, f.message, i);
          if (WARNING_KINDS.has(f.kind)) {
            report.warnings.push(found);
            continue;
          }
          // bwrap makes the write fail, but not every program says `Read-only file system` (history -w, curl --etag-save).
          if (found.denied === null && opts.sandboxed && failed) {
            found.denied = 'sandbox';
            report.inferred_sandbox_denials++;
          }
          report.violations.push(found);
        }
        const mention = live === null ? undefined : pathCandidates(command).find(inLive);
        if (mention !== undefined) report.live_source_reads.push(finding(command, 'live_read', mention, liveRead(mention), i));
      });
    } else if (tools.write.includes(inv.name) || tools.patch.includes(inv.name)) {
      for (const p of inv.paths) {
        const f = judgeWritePath(absolute(p), 'target', 'writing', ctx);
        if (f) report.violations.push(finding(null, f.kind, f.target, f.message, null));
      }
    } else if (tools.read.includes(inv.name)) {
      for (const p of readPaths(inv).filter(inLive)) report.live_source_reads.push(finding(null, 'live_read', absolute(p), liveRead(p), null));
    }
  }
  if (opts.fsChanges) {
    const { changes, ...snapshot } = opts.fsChanges;
    report.fs_snapshot = snapshot;
    const outside = changes.filter((c) => !roots.some((r) => isInside(c.path, r)));
    const known = report.violations.filter((v) => v.kind === 'write').map((v) => ({ ordinal: v.ordinal, tool: v.tool, target: real(v.target) }));
    const shared = snapshot.shared;
    const walked = snapshot.dirs;
    const attributed = attributeChanges(outside, transcript, cwd, known, { home, shared, walked });
    const othersMaybe = (c: (typeof attributed)[number]) => c.ordinal === null && sharedRootOf(c.path, shared, walked) !== undefined;
    report.outside_changes = attributed.filter((c) => !othersMaybe(c));
    report.shared_unexplained = attributed.length - report.outside_changes.length;
  }
  return report;
}

/** Parses an events file (with the descriptor's refusal wordings) and audits it; an unreadable file throws InputError. */
export async function auditFile(path: string, opts: AuditOptions): Promise<AuditReport> {
  const transcript = await parseEventsFile(path, { denialMarkers: flatDenialMarkers(opts.descriptor.transcript.denials) });
  return auditTranscript(transcript, opts, resolve(path));
}

/**
 * Why a run without bwrap cannot be trusted, from its audit: a walk cut at its
 * entry bound (writes there went unseen), or changes outside the env the
 * audit puts down to the agent. Empty when no snapshots were taken.
 */
export function unconfinedValidityErrors(report: AuditReport): string[] {
  if (!report.fs_snapshot) return [];
  const errors = report.fs_snapshot.truncated.map(
    (d) => `the filesystem audit stopped at its entry bound in ${d} (a flood of files, or a dir too large to walk): writes there went unseen; run in bwrap`,
  );
  const changes = report.outside_changes;
  if (changes.length) {
    const shown = changes.slice(0, 3).map((c) => `${c.change} ${c.path}`).join(', ');
    errors.push(`without bwrap, the agent changed ${changes.length} path(s) outside the env: ${shown}${changes.length > 3 ? ', …' : ''}`);
  }
  return errors;
}
