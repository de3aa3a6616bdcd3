import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAcpEventsFile } from '../../src/transcript/acp.js';
import { parseTranscriptFile } from '../../src/transcript/parse.js';
import { parseEventsFile } from '../../src/transcript/read-events.js';
import { runLogIn } from '../../src/transport/index.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const acpLog = 'fixtures/captures/acp-guard-refusal/acp-events.jsonl';
const jsonLog = 'fixtures/captures/plugin-block/events.jsonl';

describe('parseEventsFile: either transport\'s raw log', () => {
  it('reads an ACP log as ACP and a --json stream as --json, whatever the file is called', async () => {
    const dir = await tempDir('ch-read-events-');
    // Renamed copies: the first line decides, not the name (the ACP session files stay beside the log).
    await cp(join(acpLog, '..'), join(dir, 'acp'), { recursive: true });
    await mkdir(join(dir, 'json'));
    await cp(jsonLog, join(dir, 'json', 'acp-events.jsonl'));
    await cp(join(dir, 'acp', 'acp-events.jsonl'), join(dir, 'acp', 'cline-events.jsonl'));
    const acp = await parseEventsFile(join(dir, 'acp', 'cline-events.jsonl'));
    expect(acp.transport).toBe('acp');
    expect(acp).toEqual(await parseAcpEventsFile(acpLog));
    expect(acp.denials.map((d) => d.kind)).toContain('guard');
    const json = await parseEventsFile(join(dir, 'json', 'acp-events.jsonl'));
    expect(json.transport).toBe('json');
    expect(json).toEqual(await parseTranscriptFile(jsonLog));
  });
});

describe('runLogIn: the log a run left in its out dir', () => {
  it('finds the ACP log where there is no --json stream, and names the --json files when there is neither', async () => {
    const dir = await tempDir('ch-run-log-');
    expect(await runLogIn(dir)).toEqual({ transport: 'json', events: join(dir, 'cline-events.jsonl'), stderr: join(dir, 'cline-stderr.log') });
    await writeFile(join(dir, 'acp-events.jsonl'), '');
    expect(await runLogIn(dir)).toEqual({ transport: 'acp', events: join(dir, 'acp-events.jsonl'), stderr: join(dir, 'acp-stderr.log') });
    await writeFile(join(dir, 'cline-events.jsonl'), '');
    expect((await runLogIn(dir)).transport).toBe('json');
  });
});
