/**
 * The recording proxy in front of a real scripted server: requests without the
 * task's secret are refused and use up no turn; replies stream through byte for
 * byte; the record holds what the model emitted.
 */
import { execa } from 'execa';
import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingProxy, type RecordingProxy } from '../../src/model/proxy.js';
import { recordUsage } from '../../src/model/record.js';
import { startModelServer, type ModelServer } from '../../src/model/server.js';
import { startTaskEndpoint, type TaskEndpoint } from '../../src/model/task-model.js';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

const chat = (url: string, key: string | null, stream = true) =>
  fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'hi there' }] }),
  });

const SCRIPT = [
  {
    content: 'Reading.',
    tool_calls: [{ id: 'c1', name: 'read_files', arguments: { files: [{ path: 'a.txt' }] } }],
    usage: { prompt_tokens: 9, completion_tokens: 4 },
  },
  { content: 'Done.', usage: { prompt_tokens: 12, completion_tokens: 2, cached_tokens: 5 } },
];

describe('the recording proxy', () => {
  it('refuses requests without the secret (no turn used), passes replies through unchanged and records them', async () => {
    const endpoint: TaskEndpoint = await startTaskEndpoint({ script: SCRIPT });
    open.push(endpoint);
    expect(endpoint.baseUrl).not.toBe(endpoint.server!.url);
    for (const key of [null, 'scripted', `${endpoint.apiKey}x`]) expect((await chat(endpoint.baseUrl, key)).status).toBe(401);
    // The scripted server behind it answers no one but the proxy.
    expect((await chat(endpoint.server!.url, 'scripted')).status).toBe(401);
    const first = await (await chat(endpoint.baseUrl, endpoint.apiKey)).text();
    expect(first).toContain('"id":"c1"');
    const second = await chat(endpoint.baseUrl, endpoint.apiKey, false);
    expect((await second.json()).choices[0].message.content).toBe('Done.');
    const record = endpoint.proxy.record();
    expect(record.rejected_requests).toBe(3);
    expect(record.replies.map((r) => r.request)).toEqual([0, 1]);
    expect(record.replies[0]).toMatchObject({ text: 'Reading.', tool_calls: [{ id: 'c1', name: 'read_files', arguments: '{"files":[{"path":"a.txt"}]}' }] });
    expect(record.replies[1]).toMatchObject({ text: 'Done.', tool_calls: [] });
    expect(recordUsage(record)).toEqual({ input: 21, output: 6, cache_read: 5 });
    // Only the proxy's two requests reached the server: the refused ones used up no turn.
    expect(endpoint.server!.requests.map((r) => r.turn)).toEqual([0, 1]);
  });

  it("once told the task's leader, serves its process tree and refuses another process that holds the secret", async () => {
    const endpoint = await startTaskEndpoint({ script: SCRIPT });
    open.push(endpoint);
    // A chat request from a process of its own; it prints the status.
    const init = {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', stream: false, messages: [{ role: 'user', content: 'hi' }] }),
    };
    const ask = `fetch(${JSON.stringify(`${endpoint.baseUrl}/chat/completions`)}, ${JSON.stringify(init)}).then((r) => console.log(r.status))`;
    // The leader (as cline's supervisor is): a shell that waits for a line, then starts the asking process as its child.
    const leader = execa('sh', ['-c', `read go; ${process.execPath} -e "$0"`, ask], { stdin: 'pipe', reject: false });
    endpoint.proxy.admit(leader.pid!);
    const outsiderProcess = execa(process.execPath, ['-e', ask], { reject: false });
    const outsider = await outsiderProcess;
    expect(outsider.stdout.trim()).toBe('401');
    leader.stdin!.end('go\n');
    expect((await leader).stdout.trim()).toBe('200');
    const record = endpoint.proxy.record();
    expect(record.foreign_requests).toEqual([{ pid: outsiderProcess.pid, name: 'node' }]);
    expect(record.rejected_requests).toBe(1);
    // The refused request used up no turn: the leader's child got the first.
    expect(record.replies.map((r) => [r.request, r.text])).toEqual([[0, 'Reading.']]);
  });

  it('streams the same bytes the server sends, with the real key sent upstream', async () => {
    const server: ModelServer = await startModelServer({ script: SCRIPT, apiKey: 'upstream-key' });
    open.push(server);
    const proxy: RecordingProxy = await startRecordingProxy({ upstream: server.url, upstreamKey: 'upstream-key' });
    open.push(proxy);
    const via = await (await chat(proxy.url, proxy.secret)).text();
    const strip = (text: string) => text.replace(/"created":\d+/g, '');
    // A second server with the same script gives the reference bytes of turn 0.
    const reference: ModelServer = await startModelServer({ script: SCRIPT });
    open.push(reference);
    expect(strip(via)).toBe(strip(await (await chat(reference.url, null)).text()));
  });
});
