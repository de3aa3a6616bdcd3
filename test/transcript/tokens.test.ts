/**
 * Unknown is not zero: a stream that reported no usage gives null token
 * counts, never zeros. The streams are real captures, or cut from one.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runRecord } from '../../src/eval-magic/index.js';
import { parseTranscriptFile, toEvalMagic } from '../../src/transcript/index.js';
import { sumTokens, totalTokens } from '../../src/transcript/tokens.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { eventsPath, rawEvents } from './captures.js';

const tempDir = useTempDirs();
const UNKNOWN = { input: null, output: null, cache_read: null, cache_write: null, cost: null };

describe('a stream with no usage and no run_result (timeout-hang: cline killed while the model hung)', () => {
  it('has no usage and no run_result line, so the test below means something', () => {
    const types = rawEvents('timeout-hang').map((l) => l.event?.type ?? l.type);
    expect(types).not.toContain('usage');
    expect(types).not.toContain('run_result');
  });

  it('reports every token field null and total_tokens null, in both output shapes', async () => {
    const t = await parseTranscriptFile(eventsPath('timeout-hang'));
    expect(t.tokens).toEqual(UNKNOWN);
    expect(t.subagent_tokens).toEqual(UNKNOWN);
    expect(t.total_tokens).toBeNull();
    expect(toEvalMagic(t).total_tokens).toBeNull();
    const record = runRecord({
      evalId: 'e',
      condition: 'with_skill',
      skillPath: null,
      prompt: 'p',
      files: [],
      transcript: t,
      checks: [],
      guardLog: [],
      audit: null,
    });
    expect(record.total_tokens).toBeNull();
  });

  it('parse prints null, not 0', async () => {
    const full = await runCli(['parse', eventsPath('timeout-hang')]);
    expect(full.exitCode).toBe(0);
    expect(JSON.parse(full.stdout)).toMatchObject({ tokens: UNKNOWN, total_tokens: null });
    const em = await runCli(['parse', eventsPath('timeout-hang'), '--format', 'eval-magic']);
    expect(JSON.parse(em.stdout).total_tokens).toBeNull();
  });
});

describe('a real stream cut before its first usage event', () => {
  it('reports null tokens; cut after one, the usage event\'s totals', async () => {
    const lines = readFileSync(eventsPath('run-commands'), 'utf8').split('\n').filter(Boolean);
    const firstUsage = lines.findIndex((l) => l.includes('"type":"usage"'));
    expect(firstUsage).toBeGreaterThan(0);
    const dir = await tempDir();
    await writeFile(join(dir, 'before.jsonl'), lines.slice(0, firstUsage).join('\n') + '\n');
    await writeFile(join(dir, 'after.jsonl'), lines.slice(0, firstUsage + 1).join('\n') + '\n');
    const before = await parseTranscriptFile(join(dir, 'before.jsonl'));
    expect(before.diagnostics.map((d) => d.kind)).toContain('missing_run_result');
    expect(before.tokens).toEqual(UNKNOWN);
    expect(before.total_tokens).toBeNull();
    const after = await parseTranscriptFile(join(dir, 'after.jsonl'));
    const usage = JSON.parse(lines[firstUsage]!).event;
    expect(after.tokens.input).toBe(usage.totalInputTokens);
    // cline leaves zero cache counters out of usage events: the record is there, so they are 0, not unknown.
    expect(usage.totalCacheReadTokens).toBeUndefined();
    expect(after.tokens.cache_read).toBe(0);
    expect(after.total_tokens).toBe(usage.totalInputTokens + usage.totalOutputTokens);
    expect(after.subagent_tokens).toEqual({ input: 0, output: 0, cache_read: 0, cache_write: 0, cost: 0 });
  });
});

describe('token arithmetic', () => {
  it('a sum or total with an unknown part is unknown', () => {
    const known = { input: 10, output: 5, cache_read: 4, cache_write: 0, cost: 0.5 };
    expect(sumTokens([known, known])).toEqual({ input: 20, output: 10, cache_read: 8, cache_write: 0, cost: 1 });
    expect(sumTokens([known, { ...known, cost: null }])).toEqual({ input: 20, output: 10, cache_read: 8, cache_write: 0, cost: null });
    expect(totalTokens(known)).toBe(11);
    expect(totalTokens({ ...known, cache_read: null })).toBeNull();
    expect(totalTokens(UNKNOWN)).toBeNull();
  });
});
