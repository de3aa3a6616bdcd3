import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordedRun } from '../../src/capture/conform.js';
import { factDrift } from '../../src/capture/drift.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { CAPTURES_DIR } from '../transcript/captures.js';

const context = { descriptor: builtinDescriptor() };
const scenarios = readdirSync(CAPTURES_DIR);

describe('conform reads every committed capture as its baseline', () => {
  it.each(scenarios)('%s: its facts read back and equal themselves', async (name) => {
    const { meta, facts } = await recordedRun(join(CAPTURES_DIR, name), context);
    expect(meta.scenario).toBe(name);
    expect(factDrift(facts, (await recordedRun(join(CAPTURES_DIR, name), context)).facts)).toEqual([]);
  });

  it('an ACP capture is read from its protocol log and session files, not a --json stream', async () => {
    expect(scenarios.filter((n) => n.startsWith('acp-')).length).toBeGreaterThan(0);
    const { facts } = await recordedRun(join(CAPTURES_DIR, 'acp-three-turns'), context);
    expect(facts.tools.map((t) => t.name)).toEqual(['read_files', 'run_commands']);
    expect(facts.tokens.input).toBe(7000);
    expect(facts.finish_reason).toBe('completed');
  });
});
