import type { Argv, CommandModule } from 'yargs';
import { auditFile, type AuditFinding } from '../../audit/index.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, printJson, say } from '../output.js';

interface AuditArgs extends HarnessFileArgs {
  events: string;
  root: string[];
  cwd?: string;
  home?: string;
  'live-skill'?: string;
  json: boolean;
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
        .positional('events', { type: 'string', demandOption: true, describe: 'The events file (NDJSON written by cline --json)' })
        .option('root', { type: 'string', array: true, demandOption: true, describe: 'A directory writes were allowed in (repeatable); the first is the env' })
        .option('cwd', { type: 'string', describe: 'Where relative paths and commands started (default: the first --root)' })
        .option('home', { type: 'string', describe: 'What ~ meant for the run (default: your home)' })
        .option('live-skill', { type: 'string', describe: 'The live skill source directory: reads under it, instead of the staged copy, are reported' })
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
        'reason, and how the run refused it, if it did. Exit 0 without violations (warnings and live reads do not fail), ' +
        '1 with violations, 2 for an unreadable events file.',
    ) as Argv<AuditArgs>,
  handler: async (args) => {
    const report = await auditFile(args.events, {
      roots: args.root,
      cwd: args.cwd,
      home: args.home,
      liveSkill: args['live-skill'],
      descriptor: loadDescriptor(args),
    });
    if (report.violations.length) process.exitCode = EXIT.checkFailed;
    if (args.json) return printJson(report);
    for (const f of report.violations) say(describe('violation', f));
    for (const f of report.warnings) say(describe('warning', f));
    for (const f of report.live_source_reads) say(describe('live source read', f));
    say(
      `${report.tool_calls} tool calls: ${report.violations.length} violations, ${report.warnings.length} warnings, ` +
        `${report.live_source_reads.length} live source reads`,
    );
  },
};
