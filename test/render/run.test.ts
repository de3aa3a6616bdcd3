import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import {
  renderExec,
  renderJudge,
  renderJudgePrompt,
  renderManifestLine,
  renderParallel,
  renderTaskPrompt,
  stagedSkills,
} from '../../src/render/index.js';
import { stageSkill } from '../../src/staging/stage.js';
import { parseTranscriptFile } from '../../src/transcript/index.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';
import { isolatedShellEnv, nastyName, runSh } from './helpers.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();
const d = builtinDescriptor();
const MODEL = 'scripted-1';

/** Whether the model received `text` verbatim in the last messages of some request. */
function received(server: { requests: readonly { last_messages: unknown[] }[] }, text: string): boolean {
  const escaped = JSON.stringify(text).slice(1, -1);
  return server.requests.some((r) => JSON.stringify(r.last_messages).includes(escaped));
}

describe('rendered commands, run for real with cline against the scripted model', () => {
  it('exec: env, out and prompt with quotes, $, backquotes and newlines stay whole', async () => {
    const root = await tempDir();
    const env = join(root, nastyName('env'));
    const out = join(root, nastyName('out'));
    await mkdir(env);
    await mkdir(out);
    const skillSrc = join(await tempDir(), 'greet');
    await mkdir(skillSrc);
    await writeFile(join(skillSrc, 'SKILL.md'), '---\nname: greet\ndescription: How to greet\n---\nGreet with AHOY.\n');
    const staged = await stageSkill({ env, skillDir: skillSrc, descriptor: d });
    const server = await modelServer([
      // run_commands runs in --cwd: the marker proves cline worked in the right env.
      { tool_calls: [{ id: 'c1', name: 'run_commands', arguments: { commands: ['echo marker > marker.txt'] } }] },
      { content: 'Done, it is written.' },
    ]);
    const prompt = renderTaskPrompt(d, {
      task: "Write the marker; mind 'quotes', \"these\", $HOME and `id`.",
      env,
      scratch: join(out, 'scratch'),
      out,
      skills: await stagedSkills(env),
    });
    const command = renderExec(d, { env, model: MODEL, prompt, out });

    const run = await runSh(command, await isolatedShellEnv(join(root, 'state'), server.url, MODEL), root);

    expect(run.exitCode).toBe(0);
    expect(await readFile(join(env, 'marker.txt'), 'utf8')).toBe('marker\n');
    expect(received(server, prompt)).toBe(true);
    expect(prompt).toContain(`- ${staged.slug}: How to greet`);
    const transcript = await parseTranscriptFile(join(out, 'cline-events.jsonl'), { stderrPath: join(out, 'cline-stderr.log') });
    expect(transcript.finish_reason).toBe('completed');
    expect(transcript.final_text).toBe('Done, it is written.');
    // Nothing leaked out of the quotes: no stray files beside the two dirs (the state dir is the test's own).
    expect((await readdir(root)).sort()).toEqual([nastyName('env'), nastyName('out'), 'state'].sort());
    expect((await readdir(out)).sort()).toEqual(['cline-events.jsonl', 'cline-stderr.log']);
  });

  it('exec: a one-word prompt and one starting with "-" reach the model as prompts', async () => {
    for (const prompt of ['dump', '-v prints nothing; fix it']) {
      const root = await tempDir();
      await mkdir(join(root, 'env'));
      await mkdir(join(root, 'out'));
      const server = await modelServer([{ content: 'Done.' }]);
      const command = renderExec(d, { env: join(root, 'env'), model: MODEL, prompt, out: join(root, 'out') });
      const run = await runSh(command, await isolatedShellEnv(join(root, 'state'), server.url, MODEL), root);
      expect(run.exitCode, prompt).toBe(0);
      expect(received(server, prompt), prompt).toBe(true);
    }
  });

  it('judge: runs the grading prompt in its own dir and writes the judge files', async () => {
    const root = await tempDir();
    const judgeEnv = join(root, nastyName('judge'));
    const out = join(root, 'graded run');
    await mkdir(judgeEnv);
    await mkdir(out);
    const server = await modelServer([{ content: '{"verdict": "pass", "evidence": "it says done"}' }]);
    const prompt = renderJudgePrompt(d, {
      rubric: "The final message says 'done' and costs $0.",
      task: 'Say "done" `now`.',
      finalMessage: 'done',
      transcript: '(no messages and no tool calls)',
      diff: '',
      envCopy: join(root, 'copy'),
    });
    const values = { env: judgeEnv, model: MODEL, out, prompt };

    const run = await runSh(renderJudge(d, values), await isolatedShellEnv(join(root, 'state'), server.url, MODEL), root);

    expect(run.exitCode).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['judge-events.jsonl', 'judge-stderr.log']);
    expect(received(server, prompt)).toBe(true);
    const transcript = await parseTranscriptFile(join(out, 'judge-events.jsonl'));
    expect(transcript.final_text).toBe('{"verdict": "pass", "evidence": "it says done"}');
    expect(await readdir(judgeEnv)).toEqual([]);
  });

  it('parallel: the recipe, pasted into sh -c \'...\', runs every task and captures events, stderr and final message', async () => {
    const root = await tempDir();
    const server = await modelServer([{ content: 'Task finished.' }]);
    const tasks = [1, 2, 3].map((i) => ({
      env: join(root, `env ${i} "$x"`),
      promptFile: join(root, `prompt ${i}.md`),
      out: join(root, 'runs', `task ${i} \`n\``),
      prompt: `Task number ${i}: say 'finished' for $HOME and \`id\`.\nSecond line.`,
    }));
    for (const t of tasks) {
      await mkdir(t.env);
      await writeFile(t.promptFile, t.prompt);
    }
    const tasksFile = join(root, "it's $tasks.tsv");
    await writeFile(tasksFile, tasks.map((t) => renderManifestLine(d, t)).join('\n') + '\n');
    const recipe = renderParallel(d, { model: MODEL, jobs: 2, tasks: tasksFile });
    expect(recipe).not.toContain("'");

    const run = await runSh(`sh -c '${recipe}'`, await isolatedShellEnv(join(root, 'state'), server.url, MODEL), root);

    expect(run.exitCode).toBe(0);
    for (const t of tasks) {
      expect((await readdir(t.out)).sort()).toEqual(['cline-events.jsonl', 'cline-stderr.log', 'exit-code', 'final-message.md']);
      const events = await readFile(join(t.out, 'cline-events.jsonl'), 'utf8');
      expect(events).toMatch(/"type":"run_result","finishReason":"completed"/);
      expect(await readFile(join(t.out, 'cline-stderr.log'), 'utf8')).not.toMatch(/"type":"error"/);
      expect(await readFile(join(t.out, 'exit-code'), 'utf8')).toBe('0\n');
      expect(await readFile(join(t.out, 'final-message.md'), 'utf8')).toBe('Task finished.');
      expect(received(server, t.prompt)).toBe(true);
      expect(run.stderr).toContain(`${t.out}: exit 0`);
    }
  });

  it('parallel: a failed task gets its exit code and its last message, not the error text', async () => {
    const root = await tempDir();
    // Text and a tool call, then a provider error: the run ends in error after a message was said.
    const server = await modelServer([
      { content: 'Partial answer.', tool_calls: [{ id: 'c1', name: 'run_commands', arguments: { commands: ['true'] } }] },
      { http_status: 400, message: 'bad request' },
    ]);
    const env = join(root, 'env');
    const out = join(root, 'out');
    await mkdir(env);
    await writeFile(join(root, 'p.md'), 'Please answer the question.');
    await writeFile(join(root, 'tasks.tsv'), renderManifestLine(d, { env, promptFile: join(root, 'p.md'), out }) + '\n');

    const run = await runSh(
      renderParallel(d, { model: MODEL, jobs: 1, tasks: join(root, 'tasks.tsv') }),
      await isolatedShellEnv(join(root, 'state'), server.url, MODEL),
      root,
    );

    expect(run.exitCode).toBe(0);
    expect(await readFile(join(out, 'exit-code'), 'utf8')).toBe('1\n');
    const transcript = await parseTranscriptFile(join(out, 'cline-events.jsonl'));
    expect(transcript.finish_reason).toBe('error');
    expect(transcript.final_text).toBe('Partial answer.');
    expect(await readFile(join(out, 'final-message.md'), 'utf8')).toBe('Partial answer.');
  });
});
