/**
 * The harness's own steps that run the agent's code or read its text get the
 * agent's view under bwrap, against the real cline and bwrap: a `command`
 * check, a responder (a cline run of its own) and a judge (another) each run
 * the same probe from a control-arm task. None may read the skill's sources
 * (the live source is kept outside the temp dir here, so only the suite's
 * view can hide it), another task's cline state, or the harness's state and
 * cache dirs; none may write the run's out dir (also outside the temp dir).
 */
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessCacheDir } from '../../src/cache-dir.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { defaultStateDir } from '../../src/guard/marker.js';
import type { TaskResult } from '../../src/results/schema.js';
import { loadSuite } from '../../src/suite/load.js';
import { runSuite } from '../../src/suite/suite.js';
import { parseTranscriptFile } from '../../src/transcript/parse.js';
import type { Transcript } from '../../src/transcript/schema.js';

const descriptor = builtinDescriptor();
const SKILL_BODY = 'VIEW-MARKER-4c1e: follow these steps exactly.';
const DECOY_KEY = 'decoy-secret-of-another-task-93d0';

let root: string;
let decoy: string;
let task: TaskResult;

/** The probe each step runs; `who` names the file it tries to leave in the out dir. */
function probe(who: string, out: string, liveSkill: string): string {
  return [
    `cat ${liveSkill} 2>&1 | head -2; echo cat-done`,
    `grep -rl --include='*.md' VIEW-MARKER ${tmpdir()} ${root} ${harnessCacheDir()} ${dirname(defaultStateDir())} 2>/dev/null; echo grep-done`,
    `grep -rl ${DECOY_KEY} ${tmpdir()} 2>/dev/null | head -3; find ${tmpdir()} -name providers.json 2>/dev/null | head -3; echo find-done`,
    `touch ${out}/pwned-by-${who} ${out}/tasks/pwned-by-${who} 2>/dev/null; echo touch-done`,
  ].join('; ');
}

const commands = (id: string, command: string) => ({ tool_calls: [{ id, name: 'run_commands', arguments: { commands: [command] } }] });

beforeAll(async () => {
  // Outside os.tmpdir(): hiding the temp dir alone would not hide these, only the suite's view does.
  const base = tmpdir() === '/var/tmp' ? homedir() : '/var/tmp';
  root = await mkdtemp(join(base, 'ch-view-'));
  const dir = join(root, 'suite');
  const out = join(root, 'out');
  const liveSkill = join(dir, 'skill', 'SKILL.md');
  await mkdir(join(dir, 'skill'), { recursive: true });
  await writeFile(liveSkill, `---\nname: tiny\ndescription: Say done.\n---\n${SKILL_BODY}\n`);
  // Another task's cline state, laid out as dispatch lays it out, with its endpoint's secret.
  decoy = await mkdtemp(join(tmpdir(), 'cline-harness-task-'));
  await mkdir(join(decoy, 'state', 'data', 'settings'), { recursive: true });
  await writeFile(join(decoy, 'state', 'data', 'settings', 'providers.json'), JSON.stringify({ apiKey: DECOY_KEY }));

  const verdict = (v: Record<string, string>) => ({ content: `Checked.\n${JSON.stringify(v)}` });
  await writeFile(join(dir, 'agent.json'), JSON.stringify([{ content: 'Which file should I edit?' }, { content: 'done' }]));
  await writeFile(
    join(dir, 'responder.json'),
    JSON.stringify([commands('responder_probe', probe('responder', out, liveSkill)), verdict({ verdict: 'answer', reply: 'any file', reason: 'asked' })]),
  );
  await writeFile(
    join(dir, 'judge.json'),
    JSON.stringify([commands('judge_probe', probe('judge', out, liveSkill)), verdict({ verdict: 'pass', evidence: 'it said done' })]),
  );
  const toml = [
    'name = "views"',
    'skill = "skill"',
    'guard = false',
    'sandbox = "bwrap"',
    'timeout = 240',
    '[judge_model]',
    'provider = "scripted"',
    'id = "scripted-judge"',
    'script = "judge.json"',
    '[responder_model]',
    'provider = "scripted"',
    '[[case]]',
    'id = "peek"',
    'prompt = "Tidy up the configuration"',
    'conditions = ["without_skill"]',
    'script = "agent.json"',
    'responder = { type = "llm", max_turns = 1, script = "responder.json" }',
    '[[case.check]]',
    'type = "command"',
    `run = ${JSON.stringify(probe('check', out, liveSkill))}`,
    '[[case.check]]',
    'name = "judged"',
    'type = "judge"',
    'rubric = "The agent says it is done."',
    '',
  ].join('\n');
  await writeFile(join(dir, 'suite.toml'), toml);
  const { results } = await runSuite(await loadSuite(join(dir, 'suite.toml')), { descriptor, out, jobs: 1 });
  task = results.tasks[0]!;
}, 900_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  if (decoy) await rm(decoy, { recursive: true, force: true });
});

/** What a probe printed, by the step that ran it. */
async function printed(step: 'check' | 'responder' | 'judge'): Promise<string> {
  if (step === 'check') return task.checks.find((c) => c.type === 'command')!.evidence;
  const transcript =
    step === 'responder'
      ? (JSON.parse(await readFile(join(task.artifacts, 'responder', 'turn-1', 'transcript.json'), 'utf8')) as Transcript)
      : await parseTranscriptFile(join(task.artifacts, 'judge', 'judged', '1', 'judge-events.jsonl'));
  const call = transcript.tool_invocations.find((t) => t.id === `${step}_probe`)!;
  return call.items!.map((i) => i.result ?? '').join('\n');
}

describe.each(['check', 'responder', 'judge'] as const)('under bwrap, a %s run from a control-arm task', (step) => {
  it('reads neither the skill\'s sources nor another task\'s state, and cannot write the out dir', async () => {
    expect(task.confinement).toBe('bwrap');
    const text = await printed(step);
    // The probe ran to its end.
    for (const mark of ['cat-done', 'grep-done', 'find-done', 'touch-done']) expect(text).toContain(mark);
    expect(text).toMatch(/No such file/);
    expect(text).not.toContain(SKILL_BODY);
    // grep -l lines name files; the skill's would end in SKILL.md (cat's own complaint starts with "cat:").
    expect(text).not.toMatch(/^\/.*SKILL\.md$/m);
    expect(text).not.toContain(DECOY_KEY);
    expect(text).not.toContain(decoy);
    // A responder or judge sees its own cline settings, and no one else's; a check sees none.
    expect((text.match(/providers\.json/g) ?? []).length).toBe(step === 'check' ? 0 : 1);
    const out = join(root, 'out');
    await expect(access(join(out, `pwned-by-${step}`))).rejects.toThrow();
    await expect(access(join(out, 'tasks', `pwned-by-${step}`))).rejects.toThrow();
  });
});

describe('the steps did their jobs', () => {
  it('the check passed, the responder answered, the judge gave its verdict', () => {
    expect(task.checks.find((c) => c.type === 'command')).toMatchObject({ passed: true });
    expect(task.checks.find((c) => c.type === 'judge')).toMatchObject({ passed: true });
    expect(task.conversation?.delivered_followups).toBe(1);
  });
});
