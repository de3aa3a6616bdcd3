import type { Argv, CommandModule } from 'yargs';
import { captureAll } from '../../capture/capture.js';
import { loadScenarios } from '../../capture/scenario.js';
import { clineVersion, findClineBinary } from '../../dispatch/cline-binary.js';
import { EXIT, printJson, say } from '../output.js';
import { numberRule } from '../numbers.js';

interface CaptureArgs {
  scenarios: string;
  out: string;
  only: string[];
  keep: boolean;
  concurrency: number;
  'cline-bin'?: string;
}

export const captureCommand: CommandModule<object, CaptureArgs> = {
  command: 'capture',
  describe: 'Run the real cline binary against scripted models, one capture per scenario',
  builder: (y) =>
    y
      .option('scenarios', { type: 'string', demandOption: true, describe: 'Folder of scenario folders, each with a scenario.json' })
      .option('out', { type: 'string', demandOption: true, describe: 'Captures go to OUT/<scenario>/ (events.jsonl, stderr.log, meta.json, requests.jsonl)' })
      .option('only', { type: 'string', array: true, default: [], describe: 'Capture only these scenarios (by folder name)' })
      .option('keep', { type: 'boolean', default: false, describe: 'Keep each run\'s temp dir (env, isolated state, raw output)' })
      .option('concurrency', { type: 'number', coerce: numberRule('concurrency', 'positive integer'), default: 2, describe: 'Scenarios run at the same time' })
      .option('cline-bin', { type: 'string', describe: 'The cline binary (default: $CLINE_BIN, the project\'s pinned cline, then PATH)' })
      .epilogue(
        'Paths in captures are rewritten: the run\'s temp dir becomes /capture (env /capture/env, HOME /capture/home), ' +
          'this checkout /repo and your HOME /home/user. A scenario whose expectations fail is not written to OUT; ' +
          'its files are kept in a temp dir and the exit code is 1. Prints a JSON summary to stdout.',
      ) as Argv<CaptureArgs>,
  handler: async (args) => {
    const scenarios = await loadScenarios(args.scenarios, args.only);
    const bin = await findClineBinary({ explicit: args['cline-bin'] });
    const version = await clineVersion(bin.path);
    say(`capturing ${scenarios.length} scenario(s) with cline ${version} (${bin.path})`);
    const results = await captureAll(
      scenarios,
      { bin: bin.path, clineVersion: version, outDir: args.out, keep: args.keep, onProgress: say },
      args.concurrency,
    );
    const failed = results.filter((r) => !r.ok);
    for (const r of failed) say(`${r.scenario} FAILED:\n  ${r.failures.join('\n  ')}`);
    printJson({
      cline_version: version,
      ok: failed.length === 0,
      scenarios: results.map((r) => ({
        name: r.scenario,
        ok: r.ok,
        failures: r.failures,
        exit_code: r.meta.exit_code,
        timed_out: r.meta.timed_out,
        requests_served: r.meta.requests_served,
        duration_ms: r.meta.duration_ms,
        location: r.location,
      })),
    });
    if (failed.length) process.exitCode = EXIT.checkFailed;
  },
};
