import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { factDrift, runFacts } from '../../src/capture/drift.js';
import { driftTable } from '../../src/cli/commands/conform.js';
import { parseTranscriptText } from '../../src/transcript/index.js';
import { eventsPath } from '../transcript/captures.js';

const LONG = 'requires approval in a TTY session -- NOT a tool or system failure. Clarify with user before proceeding.';
const facts = (text: string) => runFacts(parseTranscriptText(text), { tools_offered: ['read_files', 'run_commands'], requests_served: 2 });

describe('factDrift on a real capture and a modified copy', () => {
  const events = readFileSync(eventsPath('approval-refused'), 'utf8');

  it('finds nothing when only ids, timestamps and durations differ', () => {
    const renumbered = events
      .replace(/"ts":"[^"]*"/g, '"ts":"2030-01-01T00:00:00.000Z"')
      .replace(/"durationMs":\d+/g, '"durationMs":1')
      .replace(/"(agentId|taskId)":"[^"]*"/g, '"$1":"other-id"');
    expect(renumbered).not.toBe(events);
    expect(factDrift(facts(events), facts(renumbered))).toEqual([]);
  });

  it('ignores the agent id inside a diagnostic (timeout-hang recorded twice named its agent differently)', () => {
    const hung = readFileSync(eventsPath('timeout-hang'), 'utf8');
    const id = /"agentId":"([^"]+)"/.exec(hung)![1]!;
    const again = facts(hung.replaceAll(id, 'agent_1796083986273_ybqy7t'));
    expect(facts(hung).diagnostics.join('\n')).toContain('agent#0');
    expect(factDrift(facts(hung), again)).toEqual([]);
  });

  it('counts the model requests, so a change in cline\'s retries is a fact that changed', () => {
    const events = readFileSync(eventsPath('provider-http-500'), 'utf8');
    const t = parseTranscriptText(events);
    const drift = factDrift(runFacts(t, { tools_offered: [], requests_served: 6 }), runFacts(t, { tools_offered: [], requests_served: 3 }));
    expect(drift).toEqual([{ fact: 'requests_served', expected: 6, actual: 3 }]);
  });

  it('names each changed fact: the 3.0.57 approval wording, a finish reason, the tools offered', () => {
    expect(events).toContain(LONG);
    const older = events.replaceAll(LONG, 'requires approval in a TTY session').replace('"finishReason":"completed"', '"finishReason":"error"');
    const drift = factDrift(facts(events), { ...facts(older), tools_offered: ['read_files'] });
    const changed = drift.map((d) => d.fact);
    expect(changed).toContain('denials[1].reason');
    expect(changed).toContain('finish_reason');
    expect(changed).toContain('tools_offered');
    expect(drift.find((d) => d.fact === 'denials[1].reason')).toEqual({
      fact: 'denials[1].reason',
      expected: `Tool "run_commands" ${LONG}`,
      actual: 'Tool "run_commands" requires approval in a TTY session',
    });
    // Still an approval denial: the descriptor's marker covers both wordings.
    expect(changed).not.toContain('denials[1].kind');
    const table = driftTable({
      cline_bin: 'cline',
      cline_version: '3.0.57',
      baseline_versions: ['3.0.65'],
      ok: false,
      provider_settings: { file: 'settings/providers.json', listed: false, matches: true, difference: null },
      scenarios: [
        { name: 'approval-refused', status: 'drift', failures: [], drift, retries: [] },
        { name: 'timeout-hang', status: 'same', failures: [], drift: [], retries: ['timed out after 15000 ms before ...'] },
      ],
    });
    expect(table).toContain(`approval-refused  ${drift.length} fact(s) changed`);
    expect(table).toContain('finish_reason: "completed" -> "error"');
    expect(table).toContain('set aside: timed out after 15000 ms before ...');
  });
});
