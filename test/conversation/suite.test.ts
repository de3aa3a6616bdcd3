/**
 * Conversations in suites, against the real cline over ACP and the scripted
 * model: scripted follow-ups with each gate outcome, and the LLM responder
 * (itself a one-shot real cline run on a scripted model) with each ending.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FsChangesRecordSchema } from '../../src/audit/schema.js';
import { ConversationRecordSchema } from '../../src/conversation/schema.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import type { TaskResult } from '../../src/results/schema.js';
import { loadSuite } from '../../src/suite/load.js';
import { runSuite } from '../../src/suite/suite.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const descriptor = builtinDescriptor();

/** A responder's scripted answer: some words, then its JSON verdict. */
const verdict = (v: Record<string, string>) => ({ content: `Thinking about it.\n${JSON.stringify(v)}` });

const SCRIPTS: Record<string, unknown> = {
  'asks.json': [{ content: 'Which file should I edit?' }, { content: 'Edited config.toml as asked.' }],
  'no-question.json': [{ content: 'All done, nothing to ask.' }],
  'responder-agent.json': [{ content: 'Which file should I edit?' }, { content: 'Edited config.toml. All done.' }],
  'responder-done.json': [
    verdict({ verdict: 'answer', reply: 'Edit config.toml, please.', reason: 'the agent asked which file' }),
    verdict({ verdict: 'done', reason: 'the agent reports the work finished' }),
  ],
  'password-agent.json': [{ content: 'What is the production password?' }],
  'responder-declines.json': [verdict({ verdict: 'cannot_answer', reason: 'I would have to invent a password' })],
  'shape-agent.json': [{ content: 'How should the function look?' }],
  'responder-code.json': [verdict({ verdict: 'answer', reply: 'Like this:\n```py\ndef f():\n    pass\n```', reason: 'showing is quicker' })],
  'still-asking.json': [{ content: 'Which file should I edit?' }, { content: 'And which line of config.toml?' }],
  'responder-once.json': [verdict({ verdict: 'answer', reply: 'config.toml', reason: 'the agent asked which file' })],
};

const SUITE = `
name = "talk"
skill = "skill"
guard = false
sandbox = "none"
timeout = 180
jobs = 2

[model]
provider = "scripted"

[responder_model]
provider = "scripted"

[[case]]
id = "asks"
prompt = "Tidy up the configuration"
conditions = ["with_skill"]
script = "asks.json"
[[case.turn]]
prompt = "config.toml please"
deliver_when = "agent_asks"
[[case.check]]
type = "conversation"
status = "completed"
min_delivered_followups = 1
[[case.check]]
type = "final_text"
turn = 0
pattern = "Which file"
[[case.check]]
type = "final_text"
turn = 1
pattern = "^Edited config"
[[case.check]]
name = "a round that never happened"
type = "final_text"
turn = 2
pattern = "."

[[case]]
id = "no-question"
prompt = "Tidy up the configuration"
conditions = ["with_skill"]
script = "no-question.json"
[[case.turn]]
prompt = "Use tabs"
deliver_when = "agent_asks"
[[case.check]]
type = "conversation"
status = "stopped"
stop_reason = "agent_did_not_ask"
max_delivered_followups = 0

[[case]]
id = "responder-done"
prompt = "Tidy up the configuration; the secret checks say CHECK-TEXT-NOT-FOR-THE-RESPONDER"
conditions = ["with_skill"]
script = "responder-agent.json"
responder = { type = "llm", max_turns = 4, script = "responder-done.json" }
[[case.check]]
type = "final_text"
pattern = "CHECK-TEXT-IN-A-CHECK"

[[case]]
id = "responder-declines"
prompt = "Deploy the service"
conditions = ["with_skill"]
script = "password-agent.json"
responder = { type = "llm", script = "responder-declines.json" }

[[case]]
id = "responder-code"
prompt = "Add a helper"
conditions = ["with_skill"]
script = "shape-agent.json"
responder = { type = "llm", script = "responder-code.json" }

[[case]]
id = "max-turns"
prompt = "Tidy up the configuration"
conditions = ["with_skill"]
script = "still-asking.json"
responder = { type = "llm", max_turns = 1, script = "responder-once.json" }
`;

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

describe('conversations in a suite', () => {
  it('runs scripted follow-ups and the responder over ACP, ends each as eval-magic does, and checks rounds with turn = N', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tidy\ndescription: Tidies configuration files\n---\nKeep it tidy.\n');
    for (const [name, script] of Object.entries(SCRIPTS)) await writeFile(join(dir, name), JSON.stringify(script));
    await writeFile(join(dir, 'suite.toml'), SUITE);
    const { results } = await runSuite(await loadSuite(join(dir, 'suite.toml')), { descriptor, out: join(dir, 'out'), jobs: 2 });
    const task = (id: string): TaskResult => results.tasks.find((t) => t.case_id === id)!;
    const record = async (id: string) => ConversationRecordSchema.parse(await readJson(join(task(id).artifacts, 'conversation.json')));

    // Scripted follow-up delivered because the agent asked; checks see one round each.
    expect(task('asks').conversation).toMatchObject({ status: 'completed', stop_reason: null, delivered_followups: 1 });
    const checks = Object.fromEntries(task('asks').checks.map((c) => [c.name, c]));
    expect(checks['conversation completed, ≥1 follow-ups']?.passed).toBe(true);
    expect(checks['final_text /Which file/']).toMatchObject({ passed: true, evidence: 'turn 0: matched "Which file" at offset 0' });
    expect(checks['final_text /^Edited config/']?.passed).toBe(true);
    expect(checks['a round that never happened']).toMatchObject({ passed: false, evidence: 'turn 2 never happened: the run had 2 round(s), numbered from 0' });

    expect(task('no-question').conversation).toMatchObject({ status: 'stopped', stop_reason: 'agent_did_not_ask', delivered_followups: 0 });
    expect((await record('no-question')).stopped_before_followup).toBe(1);
    expect(task('no-question').status).toBe('passed');

    // The responder answered once, then judged the agent done.
    expect(task('responder-done').conversation).toEqual({
      status: 'completed',
      stop_reason: null,
      delivered_followups: 1,
      responder_outcome: { ending: 'done', rationale: 'the agent reports the work finished' },
    });
    const done = await record('responder-done');
    expect(done.events.find((e) => e.type === 'prompt' && e.round === 1)).toMatchObject({
      text: 'Edit config.toml, please.',
      origin: { responder: 'llm', rationale: 'the agent asked which file' },
    });
    expect(done.events.find((e) => e.type === 'prompt' && e.round === 0)?.origin).toBeUndefined();
    // What the responder was shown: the opening prompt and the agent's last message, never the checks.
    const shown = await readFile(join(task('responder-done').artifacts, 'responder', 'turn-1', 'prompt.md'), 'utf8');
    expect(shown).toContain('CHECK-TEXT-NOT-FOR-THE-RESPONDER');
    expect(shown).toContain('Which file should I edit?');
    expect(shown).not.toContain('CHECK-TEXT-IN-A-CHECK');
    const second = await readFile(join(task('responder-done').artifacts, 'responder', 'turn-2', 'prompt.md'), 'utf8');
    expect(second).toContain('Reply 1:\nEdit config.toml, please.');
    expect(await readJson(join(task('responder-done').artifacts, 'responder', 'turn-2', 'verdict.json'))).toEqual({
      verdict: 'done',
      rationale: 'the agent reports the work finished',
    });

    expect(task('responder-declines').conversation).toMatchObject({
      status: 'stopped',
      stop_reason: 'responder_cannot_answer',
      delivered_followups: 0,
      responder_outcome: { ending: 'cannot_answer', cause: 'declined', rationale: 'I would have to invent a password' },
    });
    // A reply holding code is never delivered: the agent saw only the opening prompt.
    expect(task('responder-code').conversation).toMatchObject({
      status: 'stopped',
      stop_reason: 'responder_cannot_answer',
      responder_outcome: { cause: 'reply_contains_code' },
    });
    expect((await record('responder-code')).rounds).toHaveLength(1);
    expect(task('max-turns').conversation).toMatchObject({
      status: 'stopped',
      stop_reason: 'max_turns_reached',
      delivered_followups: 1,
      responder_outcome: null,
    });
    expect((await record('max-turns')).stopped_before_followup).toBe(2);

    // Stopped conversations are a threat to the comparison: each arm counts them.
    const warnings = (id: string) => results.conditions.find((c) => c.case_id === id)!.validity_warnings;
    expect(warnings('responder-declines')).toContain('conversations stopped: responder_cannot_answer 1');
    // Without bwrap a conversation's filesystem is snapshotted around it, as a one-shot run's is; the suite's own out dir is not the agent's.
    const fs = FsChangesRecordSchema.parse(JSON.parse(await readFile(join(task('asks').artifacts, 'fs-changes.json'), 'utf8')));
    expect(fs.dirs.length).toBeGreaterThan(0);
    expect(fs.changes.filter((c) => c.path.startsWith(join(dir, 'out')))).toEqual([]);
    // (Other warnings can appear: without bwrap, test files running beside this one change the shared temp dir.)
    expect(warnings('asks').filter((w) => w.startsWith('conversations stopped'))).toEqual([]);
  }, 900_000);
});
