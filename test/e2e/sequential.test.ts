import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SuiteResultsSchema } from '../../src/results/schema.js';
import { runCli } from '../helpers/cli.js';
import { clineProcessesUnder } from '../helpers/leftovers.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const DEMO = resolve('fixtures/demo');

describe('sequential repeats against the real cline', () => {
  it('stops a skill that clearly works (the demo\'s fix-typo) before max = 12 and holds its gate', async () => {
    const dir = await tempDir();
    // The demo suite with repeat = { min = 2, max = 12 }, its paths made absolute; min_delta 0 and no guard or sandbox keep
    // the run to a few tasks (the gate's spent-α bound clears 0 after 4 balanced rounds of 1/1 against 0/1). Without bwrap
    // an outside write makes a task invalid, so the script's backup into /tmp (there to show the guard) is left out.
    const script = JSON.parse(await readFile(join(DEMO, 'scripts', 'fix-typo.json'), 'utf8')) as {
      turns: { tool_calls?: { id: string }[] }[];
      if_tool_offered: { skills: { tool_calls?: { id: string }[] }[] };
    };
    const notBackup = (turn: { tool_calls?: { id: string }[] }) => !turn.tool_calls?.some((call) => call.id === 'backup');
    script.turns = script.turns.filter(notBackup);
    script.if_tool_offered.skills = script.if_tool_offered.skills.filter(notBackup);
    expect(JSON.stringify(script)).not.toContain('/tmp/');
    await writeFile(join(dir, 'fix-typo.json'), JSON.stringify(script));
    const text = (await readFile(join(DEMO, 'suite.toml'), 'utf8'))
      .replace(/^repeat = 2$/m, 'repeat = { min = 2, max = 12 }')
      .replace(/^min_delta = 0\.05$/m, 'min_delta = 0')
      .replace(/^guard = true$/m, 'guard = false')
      .replace(/^sandbox = "auto"$/m, 'sandbox = "none"')
      .replace('"scripts/fix-typo.json"', JSON.stringify(join(dir, 'fix-typo.json')))
      .replace(/"(skills|cases|scripts)\//g, `"${DEMO}/$1/`);
    expect(text).toContain(join(dir, 'fix-typo.json'));
    expect(text).toContain('repeat = { min = 2, max = 12 }');
    expect(text).toMatch(/^min_delta = 0$/m);
    await writeFile(join(dir, 'suite.toml'), text);
    const out = join(dir, 'out');
    const run = await runCli(['suite', 'run', join(dir, 'suite.toml'), '--filter', '^fix-typo/', '--out', out]);
    expect(run.exitCode, run.stderr).toBe(0);
    const results = SuiteResultsSchema.parse(JSON.parse(await readFile(join(out, 'results.json'), 'utf8')));
    expect(results.planned).toHaveLength(24);
    const [stop] = results.stops;
    expect(stop).toMatchObject({ case_id: 'fix-typo', min: 2, max: 12, reason: 'gate_holds' });
    expect(stop!.rounds).toBe(4);
    expect(results.tasks).toHaveLength(stop!.rounds * 2);
    expect(results.gate.passed).toBe(true);
    // The gate judged the case at the stopping look's confidence, and says so.
    expect(results.gate.verdicts[0]!.rules.find((r) => r.rule === 'min_delta')!.message).toMatch(/at 99\.6%/);
    expect(run.stderr).toContain(`fix-typo on model forgetful: stopped after ${stop!.rounds} of at most 12 rounds`);
    expect(run.stderr).toMatch(/^\[\d+s\] 24 planned$/m);
    expect(await clineProcessesUnder(dir)).toEqual([]);
  }, 600_000);
});
