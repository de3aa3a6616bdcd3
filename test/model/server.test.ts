import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { fillScript, parseModelScript } from '../../src/model/script.js';
import { CLI, runCli, runCliInProcess } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const modelServer = useModelServers();
const tempDir = useTempDirs();

/** Sends a streamed chat request and returns the decoded SSE `data:` payloads. */
async function chat(url: string, tools: string[] = [], body: object = {}) {
  const res = await fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'm', stream: true, messages: [{ role: 'user', content: 'hi there' }],
      tools: tools.map((name) => ({ type: 'function', function: { name, parameters: {} } })),
      ...body,
    }),
  });
  const text = await res.text();
  const data = text.split('\n\n').filter(Boolean).map((block) => block.replace(/^data: /, ''));
  return { status: res.status, text, data, chunks: data.filter((d) => d !== '[DONE]').map((d) => JSON.parse(d)) };
}

describe('the scripted model server', () => {
  it('streams text in the given chunks, then a finish chunk, usage and [DONE]', async () => {
    const server = await modelServer([{ content: ['Hello ', 'world.'], usage: { prompt_tokens: 7, completion_tokens: 3, cached_tokens: 2 } }]);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const { chunks, data } = await chat(server.url);
    const contents = chunks.flatMap((c) => c.choices.map((ch: { delta: { content?: string } }) => ch.delta.content ?? ''));
    expect(contents.join('')).toBe('Hello world.');
    expect(contents.filter(Boolean)).toEqual(['Hello ', 'world.']);
    expect(chunks.find((c) => c.choices[0]?.finish_reason)?.choices[0].finish_reason).toBe('stop');
    expect(chunks.at(-1).usage).toEqual({ prompt_tokens: 7, completion_tokens: 3, total_tokens: 10, prompt_tokens_details: { cached_tokens: 2 } });
    expect(data.at(-1)).toBe('[DONE]');
  });

  it('sends tool calls id and name first, then the arguments in pieces; a string argument goes verbatim', async () => {
    const server = await modelServer([
      {
        reasoning: 'let me think',
        tool_calls: [
          { id: 'c1', name: 'run_commands', arguments: { commands: ['ls'] } },
          { name: 'read_files', arguments: '"not an object"' },
        ],
      },
    ]);
    const { chunks } = await chat(server.url);
    const deltas = chunks.flatMap((c) => c.choices.map((ch: { delta: object }) => ch.delta));
    expect(deltas.some((d: { reasoning_content?: string }) => d.reasoning_content === 'let me think')).toBe(true);
    const calls = deltas.flatMap((d: { tool_calls?: object[] }) => d.tool_calls ?? []) as {
      index: number;
      id?: string;
      function: { name?: string; arguments: string };
    }[];
    expect(calls[0]).toMatchObject({ index: 0, id: 'c1', function: { name: 'run_commands', arguments: '' } });
    const argsOf = (i: number) => calls.filter((c) => c.index === i).map((c) => c.function.arguments).join('');
    expect(argsOf(0)).toBe('{"commands":["ls"]}');
    expect(calls.filter((c) => c.index === 0 && !c.id).length).toBe(2);
    expect(argsOf(1)).toBe('"not an object"');
    expect(chunks.find((c) => c.choices[0]?.finish_reason)?.choices[0].finish_reason).toBe('tool_calls');
  });

  it('answers request i with turn i, repeats the last turn, and records what it was asked', async () => {
    const server = await modelServer([{ content: 'first' }, { content: 'second' }]);
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push((await chat(server.url, ['editor'])).chunks.map((c) => c.choices[0]?.delta.content ?? '').join(''));
    expect(texts).toEqual(['first', 'second', 'second']);
    expect(server.requests.map((r) => r.turn)).toEqual([0, 1, 1]);
    expect(server.requests[0]).toMatchObject({ method: 'POST', model: 'm', stream: true, tools: ['editor'] });
    expect(server.requests[0]!.last_messages).toEqual([{ role: 'user', content: 'hi there' }]);
  });

  it('replies with the scripted HTTP error', async () => {
    const server = await modelServer([{ http_status: 503, message: 'overloaded' }]);
    const res = await chat(server.url);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text).error.message).toBe('overloaded');
  });

  it('waits delay_ms before answering, and a hanging turn never finishes until the server closes', async () => {
    const slow = await modelServer([{ content: 'late', delay_ms: 300 }]);
    const started = Date.now();
    await chat(slow.url);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    const hung = await modelServer([{ content: 'partial', hang: true }]);
    const pending = chat(hung.url).then(() => 'finished', () => 'cut off');
    const raced = await Promise.race([pending, new Promise((r) => setTimeout(() => r('still open'), 500))]);
    expect(raced).toBe('still open');
    await hung.close();
    expect(await pending).toMatch(/finished|cut off/);
  });

  it('branches on the tools offered: a conversation offered `skills` follows its own turns', async () => {
    const script = parseModelScript({ turns: [{ content: 'no skill here' }], if_tool_offered: { skills: [{ content: 'using the skill' }] } });
    const withSkill = await modelServer(script);
    const without = await modelServer(script);
    const say = async (url: string, tools: string[]) => (await chat(url, tools)).chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    expect(await say(withSkill.url, ['editor', 'skills'])).toBe('using the skill');
    // Later requests keep the branch the first one chose.
    expect(await say(withSkill.url, ['editor'])).toBe('using the skill');
    expect(await say(without.url, ['editor'])).toBe('no skill here');
  });

  it('branches on request content: the first if_request_contains text found in the first request\'s messages wins over tools', async () => {
    const script = parseModelScript({
      turns: [{ content: 'plain' }],
      if_request_contains: {
        '': [{ content: 'never: an empty text matches nothing' }],
        new_skill__: [{ content: 'new version' }],
        'system rule': [{ content: 'from the system prompt' }],
      },
      if_tool_offered: { skills: [{ content: 'by tool' }] },
    });
    const say = async (url: string, content: string, tools: string[] = []) =>
      (
        await chat(url, tools, {
          messages: [
            { role: 'system', content: 'You follow the system rule.' },
            { role: 'user', content: [{ type: 'text', text: content }] },
          ],
        })
      ).chunks
        .map((c) => c.choices[0]?.delta.content ?? '')
        .join('');
    const server = await modelServer(script);
    expect(await say(server.urlFor('a'), 'load cline-harness-eval-1-new_skill__x', ['skills'])).toBe('new version');
    expect(await say(server.urlFor('b'), 'no version named', ['skills'])).toBe('from the system prompt');
    const plain = await modelServer(
      parseModelScript({
        turns: [{ content: 'plain' }],
        if_request_contains: { absent: [{ content: 'x' }] },
        if_tool_offered: { skills: [{ content: 'by tool' }] },
      }),
    );
    expect(await say(plain.url, 'hello', ['skills'])).toBe('by tool');
    expect(await say(plain.urlFor('c'), 'hello', ['editor'])).toBe('plain');
  });

  it('gives each client path (/t/<id>/v1, and the plain /v1) its own turn counter and branch', async () => {
    const server = await modelServer([{ content: 'first' }, { content: 'second' }]);
    const say = async (url: string) => (await chat(url)).chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    expect(server.urlFor('task 1')).toBe(`${server.url.replace(/\/v1$/, '')}/t/task%201/v1`);
    expect(await say(server.urlFor('suite'))).toBe('first');
    expect(await say(server.urlFor('probe'))).toBe('first');
    expect(await say(server.urlFor('suite'))).toBe('second');
    expect(await say(server.url)).toBe('first');
    expect(server.requests.map((r) => [r.client, r.turn])).toEqual([['suite', 0], ['probe', 0], ['suite', 1], [null, 0]]);
    expect(server.requests[0]!.path).toBe('/t/suite/v1/chat/completions');
    const models = await fetch(`${server.urlFor('probe')}/models`);
    expect(models.status).toBe(200);
  });

  it('fills {slots} in every string of a script and leaves unknown ones alone', () => {
    const filled = fillScript([{ content: 'see {env}/a and {other}', tool_calls: [{ name: 'skills', arguments: { skill: '{staged_skill}' } }] }], {
      env: '/tmp/e',
      staged_skill: 'cline-harness-eval-1-with_skill__x',
    });
    expect(filled).toEqual([
      { content: 'see /tmp/e/a and {other}', tool_calls: [{ name: 'skills', arguments: { skill: 'cline-harness-eval-1-with_skill__x' } }] },
    ]);
    const branching = fillScript(parseModelScript({ turns: [{ content: '{v}' }], if_request_contains: { '{slug}': [{ content: 'a {v}' }] } }), {
      v: '1',
      slug: 'new_skill__x',
    });
    expect(branching).toEqual({ turns: [{ content: '1' }], if_request_contains: { new_skill__x: [{ content: 'a 1' }] }, if_tool_offered: {} });
  });
});

describe('cline-harness model serve', () => {
  it('prints the base URL first, serves the script and logs each request', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: 'served' }]));
    const child = execa('node', [CLI, 'model', 'serve', '--script', join(dir, 'script.json'), '--log', join(dir, 'log.jsonl')], { reject: false });
    const url = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().split('\n')[0]!)));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const { chunks } = await chat(url, ['read_files']);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('served');
    child.kill('SIGTERM');
    await child;
    const log = (await readFile(join(dir, 'log.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ path: '/v1/chat/completions', tools: ['read_files'], turn: 0 });
  });

  it('fills placeholders from --var NAME=VALUE, and refuses a malformed --var with exit 2', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'script.json'), JSON.stringify([{ content: 'hello {who} from {where}' }]));
    const child = execa('node', [CLI, 'model', 'serve', '--script', join(dir, 'script.json'), '--var', 'who=a b=c', '--var', 'where=here'], { reject: false });
    const url = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().split('\n')[0]!)));
    const { chunks } = await chat(url);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('hello a b=c from here');
    child.kill('SIGTERM');
    await child;
    const bad = await runCli(['model', 'serve', '--script', join(dir, 'script.json'), '--var', 'no-equals']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('--var "no-equals": write NAME=VALUE');
  });

  it('documents the whole script format in --help', async () => {
    const help = await runCliInProcess(['model', 'serve', '--help']);
    // yargs wraps the text; compare with the line breaks taken out.
    const text = help.stdout.replace(/\s+/g, ' ');
    for (const word of ['if_request_contains', 'if_tool_offered', '/t/ID/v1', '--var NAME=VALUE', 'http_status', 'schemas/model-script.schema.json']) {
      expect(text).toContain(word);
    }
  });

  it.each([
    // Written indented: the line is the field's own, or for a missing field the line of the object that lacks it.
    [[{ tool_calls: [{ arguments: {} }] }], '4: [1].tool_calls[1].name: '],
    [{ turns: [{ content: 'x' }], if_request_contains: { v2: [{ usage: {} }] } }, '10: if_request_contains.v2[1].usage.prompt_tokens: '],
    [[], '1: a script needs at least one turn'],
    [{ turns: [{ content: 'x' }], if_tool_offered: { skills: [{ hang: 'yes' }] } }, '10: if_tool_offered.skills[1].hang: '],
    [[{ content: 'x', message: 'only with a status' }], '4: [1].message: `message` only goes with `http_status`'],
  ])('rejects a bad script naming its line and field, exit 2 (%#)', async (script, where) => {
    const dir = await tempDir();
    await writeFile(join(dir, 'bad.json'), JSON.stringify(script, null, 2));
    // In-process: the refusal comes before any server starts; a real process's exit 2 is checked with the bad --var above.
    const run = await runCliInProcess(['model', 'serve', '--script', join(dir, 'bad.json')]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`${join(dir, 'bad.json')}:${where}`);
  });
});
