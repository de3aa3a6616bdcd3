import type { Argv, CommandModule } from 'yargs';
import { InputError } from '../../errors.js';
import {
  LINT_RULES,
  SEVERITIES,
  discoverEventsFiles,
  isLintRuleId,
  lintTranscriptFile,
  type TranscriptLintFileReport,
  type TranscriptLintReport,
  type LintRuleId,
  type Severity,
} from '../../lint/index.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, printJson, say } from '../output.js';

interface LintArgs extends HarnessFileArgs {
  paths: string[];
  json: boolean;
  strict: boolean;
  rule?: string | string[];
  'max-denials'?: number;
  stderr?: string;
}

function parseRuleOptions(values: readonly string[]): Partial<Record<LintRuleId, Severity>> {
  const out: Partial<Record<LintRuleId, Severity>> = {};
  for (const value of values) {
    const m = /^([a-z-]+)=([a-z]+)$/.exec(value);
    if (!m) throw new UsageError(`--rule ${value}: expected ID=off|warn|error`);
    const [, id, level] = m as unknown as [string, string, string];
    if (!isLintRuleId(id)) throw new UsageError(`--rule ${value}: unknown rule "${id}" (rules: ${LINT_RULES.map((r) => r.id).join(', ')})`);
    if (!(SEVERITIES as readonly string[]).includes(level)) throw new UsageError(`--rule ${value}: severity must be off, warn, error or info`);
    out[id] = level as Severity;
  }
  return out;
}

const MARK = { error: 'error', warn: 'warn ', info: 'info ' } as const;

function humanBlock(report: TranscriptLintFileReport): string {
  const lines = [report.file];
  for (const f of report.findings) {
    const where = f.line === null ? '' : `:${f.line}`;
    const call = f.tool_ordinal === null ? '' : ` (call #${f.tool_ordinal})`;
    lines.push(`  ${MARK[f.severity]} ${f.rule}${where}${call}: ${f.message}`);
  }
  return lines.join('\n');
}

const ruleTable = LINT_RULES.map((r) => `  ${r.id.padEnd(22)} ${r.severity.padEnd(5)} ${r.summary}`).join('\n');

export const lintCommand: CommandModule<object, LintArgs> = {
  command: 'lint <paths..>',
  describe: 'Health-check stored transcripts: is each sound enough to grade or trust? (no spec needed)',
  builder: (y) =>
    harnessFileOption(
      y
        .positional('paths', {
          type: 'string',
          array: true,
          demandOption: true,
          describe: 'Events files, directories (searched for cline-events.jsonl, events.jsonl and ACP logs, acp-events.jsonl) or quoted globs',
        })
        .option('json', { type: 'boolean', default: false, describe: 'Print one JSON document (schemas/lint-report.schema.json) on stdout' })
        .option('strict', { type: 'boolean', default: false, describe: 'Warnings fail too (exit 1)' })
        // Not `array: true`: that would swallow the paths after it; repeating the option still gives an array.
        .option('rule', { type: 'string', describe: 'ID=off|warn|error|info: change a rule\'s severity (repeat for more rules)' })
        .option('max-denials', { type: 'number', describe: 'More refused tool calls than this make the denials finding an error' })
        .option('stderr', { type: 'string', describe: "cline's stderr log, for a single file (default: cline-stderr.log beside each file, when present)" })
        .check((a) => {
          const max = a['max-denials'];
          if (max !== undefined && (!Number.isInteger(max) || max < 0)) throw new UsageError('--max-denials: expected a whole number ≥ 0');
          if (a.stderr !== undefined && a.paths.length !== 1) throw new UsageError('--stderr: give exactly one events file with it');
          parseRuleOptions([a.rule ?? []].flat());
          return true;
        }),
    ).epilogue(
      `Rules (id, default severity, what it finds):\n${ruleTable}\n\n` +
        'Every finding names its rule, severity, line and the tool call it concerns. ' +
        'Exit codes: 0 clean (warnings allowed), 1 any error (or any warning with --strict), 2 usage, or a path that does not exist.',
    ) as Argv<LintArgs>,
  handler: async (args) => {
    const descriptor = await loadDescriptor(args);
    const severities = parseRuleOptions([args.rule ?? []].flat());
    const files = await discoverEventsFiles(args.paths);
    if (args.stderr !== undefined && files.length !== 1) throw new InputError('--stderr applies to one events file; the path names several');
    const reports: TranscriptLintFileReport[] = [];
    for (const file of files) {
      const report = await lintTranscriptFile(file, { descriptor, severities, maxDenials: args['max-denials'], stderrPath: args.stderr });
      reports.push(report);
      if (!args.json) say(humanBlock(report));
    }
    const errors = reports.reduce((n, r) => n + r.errors, 0);
    const warnings = reports.reduce((n, r) => n + r.warnings, 0);
    const ok = errors === 0 && !(args.strict && warnings > 0);
    const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
    say(`${plural(reports.length, 'file')}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
    if (args.json) printJson({ files: reports, errors, warnings, ok, strict: args.strict } satisfies TranscriptLintReport);
    if (!ok) process.exitCode = EXIT.checkFailed;
  },
};
