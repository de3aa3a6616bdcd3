import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_START_RETRIES, recordedRun, timedOutBeforeModel, withLongerTimeouts } from '../../src/capture/conform.js';
import { loadScenario } from '../../src/capture/scenario.js';
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

describe('a run that timed out before cline reached the model is run again, not called drift', () => {
  // Measured: under a load average of 22 on two cores, cline 3.0.61 sent timeout-hang's model no request within
  // its 15 s, and acp-timeout-hang's round was cancelled 5 s after the prompt with no request either.
  it.each(['timeout-hang', 'acp-timeout-hang'])('%s: a slow start is recognised against the committed capture', async (name) => {
    const { meta } = await recordedRun(join(CAPTURES_DIR, name), context);
    expect(meta.timed_out).toBe(true);
    expect(meta.requests_served).toBeGreaterThan(0);
    expect(timedOutBeforeModel({ timed_out: true, requests_served: 0 }, meta)).toBe(true);
    // It reached the model and hung, as the scenario means it to: that run is compared.
    expect(timedOutBeforeModel({ timed_out: true, requests_served: 1 }, meta)).toBe(false);
  });

  it('a run that ended on its own, or a scenario that never reaches the model, is not a slow start', () => {
    expect(timedOutBeforeModel({ timed_out: false, requests_served: 0 }, { requests_served: 2 })).toBe(false);
    expect(timedOutBeforeModel({ timed_out: true, requests_served: 0 }, { requests_served: 0 })).toBe(false);
  });

  it('the retries lengthen the run timeout and the ACP round timeout, nothing else', async () => {
    const scenarios = join(CAPTURES_DIR, '..', 'scenarios');
    const acp = await loadScenario(join(scenarios, 'acp-timeout-hang'));
    const json = await loadScenario(join(scenarios, 'timeout-hang'));
    const factor = SLOW_START_RETRIES[0];
    expect(factor).toBeGreaterThan(1);
    expect(withLongerTimeouts(acp, factor)).toEqual({ ...acp, timeout_ms: acp.timeout_ms * factor, turn_timeout_s: acp.turn_timeout_s! * factor });
    const longer = withLongerTimeouts(json, factor);
    expect(longer).toEqual({ ...json, timeout_ms: json.timeout_ms * factor });
    expect('turn_timeout_s' in longer).toBe(false);
  });
});
