import type { Argv, CommandModule } from 'yargs';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FsChangesRecordSchema, auditFile, describeChange, type AuditFinding, type FsChangesRecord } from '../../audit/index.js';
import { InputError, errorMessage } from '../../errors.js';
import { FS_CHANGES_FILE, RESULT_FILE } from '../../results/files.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, printJson, say } from '../output.js';

interface AuditArgs extends HarnessFileArgs {
  events: string;
  root: string[];
  cwd?: string;
  home?: string;
  'live-skill'?: string;
  'fs-changes'?: string;
  sandbox?: 'bwrap' | 'none';
  json: boolean;
}

/** An fs-changes.json: the one named, else the one dispatch wrote beside the events file, else none. */
function readFsChanges(events: string, given: string | undefined): FsChangesRecord | null {
  const path = given ?? join(dirname(events), FS_CHANGES_FILE);
  if (given === undefined && !existsSync(path)) return null;
  try {
    return FsChangesRecordSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (err) {
    throw new InputError(`not a readable ${FS_CHANGES_FILE}: ${errorMessage(err)}`, path);
  }
}

/** Whether the run was in bwrap: as given, else as the dispatch-result.json beside the events file says. */
function wasSandboxed(events: string, given: 'bwrap' | 'none' | undefined): boolean {
  if (given) return given === 'bwrap';
  try {
    return (JSON.parse(readFileSync(join(dirname(events), RESULT_FILE), 'utf8')) as { sandbox?: string }).sandbox === 'bwrap';
  } catch {
    return false;
  }
}

function describe(label: string, f: AuditFinding): string {
  const where = f.command === null ? '' : ` command ${JSON.stringify(f.command)}`;
  const refused = f.denied === null ? '' : ` [refused: ${f.denied}]`;
  return `${label}: call #${f.ordinal} ${f.tool}${where}: ${f.reason}${refused}`;
}

export const auditCommand: CommandModule<object, AuditArgs> = {
  command: 'audit <events>',
  describe: 'Audit a finished run for writes outside the env, installs, git remote operations and reads of the live skill',
  builder: (y) =>
    harnessFileOption(
      y
        .positional('events', { type: 'string', demandOption: true, describe: 'The events file: a cline --json stream or an ACP log (acp-events.jsonl)' })
        .option('root', { type: 'string', array: true, demandOption: true, describe: 'A directory writes were allowed in (repeatable); the first is the env' })
        .option('cwd', { type: 'string', describe: 'Where relative paths and commands started (default: the first --root)' })
        .option('home', { type: 'string', describe: 'What ~ meant for the run (default: your home)' })
        .option('live-skill', { type: 'string', describe: 'The live skill source directory: reads under it, instead of the staged copy, are reported' })
        .option('fs-changes', {
          type: 'string',
          describe: `The run's filesystem snapshots (default: ${FS_CHANGES_FILE} beside the events file, which dispatch writes for a run without bwrap)`,
        })
        .option('sandbox', {
          choices: ['bwrap', 'none'] as const,
          describe: `Whether the run was in bwrap (default: as ${RESULT_FILE} beside the events file says, else none)`,
        })
        .option('json', { type: 'boolean', default: false, describe: 'Print the report as JSON' })
        .check((a) => {
          if (a.root.some((r) => r.trim() === '')) throw new UsageError('--root needs a directory');
          return true;
        }),
    ).epilogue(
      'Shell commands are judged one by one with the same arbiter as the guard plugin. ' +
        'violations: writes outside the roots (editor and patch targets, shell write targets); ' +
        'warnings: package installs and git remote operations; live_source_reads: reads of --live-skill by read tools, ' +
        'by search results, or by commands naming a path under it. Each finding gives the call ordinal, tool, command or path, ' +
        'reason, and how the run refused it, if it did; every finding of a command is reported, not just the first. ' +
        'In a bwrap run, a command that failed while writing outside counts as refused by the sandbox even without ' +
        'the "Read-only file system" text. With filesystem snapshots (a run without bwrap), every change outside the roots ' +
        'is a violation too, attributed to the tool call that explains it, or unattributed. ' +
        'Exit 0 without violations (warnings and live reads do not fail), ' +
        '1 with violations, 2 for an unreadable events file.',
    ) as Argv<AuditArgs>,
  handler: async (args) => {
    const report = await auditFile(args.events, {
      roots: args.root,
      cwd: args.cwd,
      home: args.home,
      liveSkill: args['live-skill'],
      descriptor: await loadDescriptor(args),
      fsChanges: readFsChanges(args.events, args['fs-changes']),
      sandboxed: wasSandboxed(args.events, args.sandbox),
    });
    if (report.violations.length || report.outside_changes.length) process.exitCode = EXIT.checkFailed;
    if (args.json) return printJson(report);
    for (const f of report.violations) say(describe('violation', f));
    for (const f of report.warnings) say(describe('warning', f));
    for (const f of report.live_source_reads) say(describe('live source read', f));
    for (const c of report.outside_changes) say(`violation: outside change: ${describeChange(c)}`);
    for (const d of report.fs_snapshot?.truncated ?? []) say(`note: ${d} has more entries than the snapshot bound: its changes were not compared`);
    const changes = report.fs_snapshot ? `, ${report.outside_changes.length} outside changes` : '';
    say(
      `${report.tool_calls} tool calls: ${report.violations.length} violations, ${report.warnings.length} warnings, ` +
        `${report.live_source_reads.length} live source reads${changes}`,
    );
  },
};
