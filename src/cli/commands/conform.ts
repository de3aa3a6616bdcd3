import { mkdir, writeFile } from 'node:fs/promises';
import { harnessCacheDir } from '../../cache-dir.js';
import { dirname, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { installClineVersion } from '../../capture/cline-install.js';
import { conform, type ConformReport } from '../../capture/conform.js';
import { loadScenarios } from '../../capture/scenario.js';
import { clineVersion, findClineBinary } from '../../dispatch/cline-binary.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { numberRule } from '../numbers.js';
import { EXIT, printData, printJson, say } from '../output.js';

interface ConformArgs extends HarnessFileArgs {
  'cline-bin'?: string;
  'cline-version'?: string;
  'cache-dir': string;
  scenarios: string;
  captures: string;
  only: string[];
  concurrency: number;
  report?: string;
  json: boolean;
}

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
};

/** One row per scenario, then each changed fact under it. */
export function driftTable(report: ConformReport): string {
  const width = Math.max(...report.scenarios.map((s) => s.name.length), 8);
  const lines = [`${'scenario'.padEnd(width)}  result`];
  for (const s of report.scenarios) {
    const result = s.status === 'same' ? 'same facts' : s.status === 'drift' ? `${s.drift.length} fact(s) changed` : 'expectations failed';
    lines.push(`${s.name.padEnd(width)}  ${result}`);
    for (const r of s.retries) lines.push(`${''.padEnd(width)}    set aside: ${r}`);
    for (const f of s.failures) lines.push(`${''.padEnd(width)}    expectation: ${f}`);
    for (const d of s.drift) lines.push(`${''.padEnd(width)}    ${d.fact}: ${short(d.expected)} -> ${short(d.actual)}`);
  }
  return lines.join('\n');
}

/** The `[provider_settings]` line: whether the harness may keep (or start) writing this version's settings itself. */
export function providerSettingsLine(report: ConformReport): string {
  const p = report.provider_settings;
  const version = report.cline_version;
  if (p.matches) {
    return p.listed
      ? `provider settings: the template gives what cline ${version}'s auth writes`
      : `provider settings: the template gives what cline ${version}'s auth writes; add "${version}" to [provider_settings] versions and tasks skip auth`;
  }
  return p.listed
    ? `provider settings: the template no longer gives what cline ${version}'s auth writes (${p.difference}); ` +
        `take "${version}" out of [provider_settings] versions`
    : `provider settings: cline ${version}'s auth writes another file (${p.difference}); tasks run auth for it, as for any unlisted version`;
}

export const conformCommand: CommandModule<object, ConformArgs> = {
  command: 'conform',
  describe: 'Record the capture scenarios with another cline and report every fact that differs from the committed captures',
  builder: (y) =>
    harnessFileOption(y)
      .option('cline-bin', { type: 'string', describe: 'The cline binary to check (default: $CLINE_BIN, the pinned cline, then PATH)' })
      .option('cline-version', { type: 'string', describe: 'Install this published version with npm into the cache dir and check it' })
      .option('cache-dir', {
        type: 'string',
        default: harnessCacheDir(),
        defaultDescription: 'the harness cache: $CLINE_HARNESS_CACHE_DIR, else $XDG_CACHE_HOME/cline-harness, else ~/.cache/cline-harness',
        describe: 'Where --cline-version installs go',
      })
      .option('scenarios', { type: 'string', default: 'fixtures/scenarios', describe: 'Folder of capture scenarios' })
      .option('captures', { type: 'string', default: 'fixtures/captures', describe: 'The committed captures to compare with' })
      .option('only', { type: 'string', array: true, default: [], describe: 'Only these scenarios' })
      .option('concurrency', { type: 'number', default: 2, coerce: numberRule('concurrency', 'positive integer'), describe: 'Scenarios run at the same time' })
      .option('report', { type: 'string', describe: 'Write the JSON report to this file' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the JSON report to stdout instead of the table' })
      .conflicts('cline-bin', 'cline-version')
      .epilogue(
        'Compares per scenario what the parser reads from each run: tools, args, results, ok/error, denials, finish reason, ' +
          'final text, tokens, diagnostics, unknown event types and tools offered; ids, timestamps and durations are ignored. ' +
          'A run that timed out before cline sent the model a request (a slow start on a loaded machine) is run again with ' +
          'longer timeouts and listed as set aside. ' +
          'It also runs the version\'s own `cline auth` once and compares what it writes with the built-in [provider_settings] template ' +
          '(how a version is added to its `versions`, for which tasks skip auth). ' +
          'Exit 0 when every scenario has the same facts and a listed version\'s settings match, 1 when a fact changed, a scenario\'s ' +
          'expectations failed or a listed version\'s settings differ, 3 when cline cannot be installed or run.',
      ) as Argv<ConformArgs>,
  handler: async (args) => {
    const descriptor = await loadDescriptor(args);
    const scenarios = await loadScenarios(args.scenarios, args.only);
    let bin: string;
    if (args['cline-version']) {
      say(`installing cline@${args['cline-version']} into ${args['cache-dir']} (once)`);
      bin = await installClineVersion(args['cline-version'], resolve(args['cache-dir']));
    } else {
      bin = (await findClineBinary({ explicit: args['cline-bin'] })).path;
    }
    const version = await clineVersion(bin);
    say(`recording ${scenarios.length} scenario(s) with cline ${version} (${bin})`);
    const report = await conform(scenarios, {
      descriptor,
      bin,
      clineVersion: version,
      captures: resolve(args.captures),
      concurrency: args.concurrency,
      onProgress: say,
    });
    if (args.report) {
      await mkdir(dirname(resolve(args.report)), { recursive: true });
      await writeFile(args.report, JSON.stringify(report, null, 2) + '\n');
    }
    if (args.json) printJson(report);
    else printData(driftTable(report));
    say(providerSettingsLine(report));
    say(`cline ${version} against captures of cline ${report.baseline_versions.join(', ')}: ${report.ok ? 'no fact changed' : 'facts changed'}`);
    if (!report.ok) process.exitCode = EXIT.checkFailed;
  },
};
