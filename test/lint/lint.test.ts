import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { discoverEventsFiles, lintTranscriptFile, type LintOptions, type TranscriptLintFileReport } from '../../src/lint/index.js';
import { useTempDirs } from '../helpers/temp.js';
import { CAPTURES_DIR, captureNames, eventsPath, stderrPath } from '../transcript/captures.js';

const tempDir = useTempDirs();
const descriptor = builtinDescriptor();
const options: LintOptions = { descriptor };

const rules = (r: TranscriptLintFileReport) => r.findings.filter((f) => f.severity !== 'info').map((f) => `${f.severity} ${f.rule}`);
const lintCapture = (name: string, extra: Partial<LintOptions> = {}) => lintTranscriptFile(eventsPath(name), { ...options, ...extra });

/** A damaged copy of a real capture: its lines transformed, written to a temp dir (with the capture's stderr beside it). */
async function damaged(name: string, edit: (text: string) => string | Buffer, file = 'cline-events.jsonl'): Promise<string> {
  const dir = await tempDir('ch-lint-');
  const out = join(dir, file);
  await writeFile(out, edit(await readFile(eventsPath(name), 'utf8')));
  return out;
}

const lines = (text: string) => text.split('\n').filter((l) => l !== '');
const unlines = (ls: string[]) => ls.join('\n') + '\n';

describe('lint on the real captures', () => {
  it('finds no error in a capture of a run that completed', async () => {
    for (const name of captureNames()) {
      const report = await lintCapture(name);
      const expected = name === 'provider-http-500' || name === 'timeout-hang' ? report.errors : 0;
      expect(report.errors, `${name}: ${rules(report).join(', ')}`).toBe(expected);
    }
  });

  it('reports the cline version from meta.json, the model and the counts as info', async () => {
    const report = await lintCapture('editor');
    const info = report.findings.find((f) => f.rule === 'run-info')!;
    expect(info.severity).toBe('info');
    expect(info.message).toMatch(/^cline 3\.0\.\d+, model scripted-model \(openai-compatible\), \d+ iterations, 4 tool calls$/);
  });

  it('reports a run that never finished as a cut stream', async () => {
    const report = await lintCapture('timeout-hang');
    expect(rules(report)).toEqual(['error stream-cut', 'warn tokens-missing']);
  });

  it('reports a failed provider: not completed, retried provider error, stderr errors, no tokens', async () => {
    const report = await lintTranscriptFile(eventsPath('provider-http-500'), { ...options, stderrPath: stderrPath('provider-http-500') });
    expect(rules(report).sort()).toEqual(['error not-completed', 'warn provider-retry', 'warn stderr-errors', 'warn tokens-missing']);
    expect(report.findings.find((f) => f.rule === 'provider-retry')!.message).toContain('gave up after retrying a provider error: scripted provider outage');
    expect(report.stderr).toBe(stderrPath('provider-http-500'));
  });

  it('finds the stderr log beside the file by itself', async () => {
    const report = await lintCapture('provider-http-500');
    expect(report.stderr).toBe(stderrPath('provider-http-500'));
  });

  it('lists denials by kind on the refused call, and --max-denials makes them an error', async () => {
    const report = await lintCapture('approval-refused');
    const denials = report.findings.find((f) => f.rule === 'denials')!;
    expect(denials).toMatchObject({ severity: 'warn', tool_ordinal: 0, message: '3 refused tool calls (approval 3)' });
    expect(denials.line).toBeGreaterThan(0);
    const strict = await lintCapture('approval-refused', { maxDenials: 2 });
    expect(strict.findings.find((f) => f.rule === 'denials')).toMatchObject({ severity: 'error' });
    expect((await lintCapture('approval-refused', { maxDenials: 3 })).errors).toBe(0);
  });

  it('reports a call to a tool cline does not offer', async () => {
    const report = await lintCapture('unknown-tool');
    expect(report.findings.find((f) => f.rule === 'unknown-tool')).toMatchObject({
      severity: 'warn',
      tool_ordinal: 0,
      message: 'deploy_to_production is not a tool cline offers (cline rejected it)',
    });
  });

  it('knows every tool cline offered in any capture (meta.json tools_offered), so none of them reads as unknown', async () => {
    const offered = new Set<string>();
    for (const name of captureNames()) {
      const meta = JSON.parse(await readFile(eventsPath(name).replace(/events\.jsonl$/, 'meta.json'), 'utf8'));
      for (const tool of meta.tools_offered ?? []) offered.add(tool);
    }
    expect(offered.size).toBeGreaterThan(10);
    const file = await damaged('read-files', (text) =>
      text.replace(/"toolName":"read_files"/g, '"toolName":"__TOOL__"'),
    );
    for (const tool of offered) {
      const copy = join(file, '..', `${tool}.jsonl`);
      await writeFile(copy, (await readFile(file, 'utf8')).replace(/__TOOL__/g, tool));
      expect(rules(await lintTranscriptFile(copy, options)), tool).not.toContain('warn unknown-tool');
    }
  });

  it('knows every tool the captures show being called', async () => {
    for (const name of captureNames().filter((n) => n !== 'unknown-tool')) {
      expect(rules(await lintCapture(name)), name).not.toContain('warn unknown-tool');
    }
  });
});

describe('lint on damaged copies of real captures', () => {
  it('an empty file', async () => {
    const report = await lintTranscriptFile(await damaged('editor', () => ''), options);
    expect(rules(report)).toEqual(['error empty-file']);
  });

  it('a file of garbage only', async () => {
    const report = await lintTranscriptFile(await damaged('editor', () => 'not json\n\u00ff\u00fe\n'), options);
    expect(rules(report)).toContain('error empty-file');
    expect(rules(report)).toContain('error malformed-line');
  });

  it('a stream cut mid-line, with a tool call left open', async () => {
    const file = await damaged('run-commands', (text) => {
      const ls = lines(text);
      const start = ls.findIndex((l) => l.includes('"contentType":"tool"') && l.includes('content_start'));
      return ls.slice(0, start + 1).join('\n') + '\n' + ls[start + 1]!.slice(0, 40);
    });
    const report = await lintTranscriptFile(file, options);
    expect(rules(report)).toEqual(expect.arrayContaining(['error stream-cut', 'error tool-call-unanswered']));
    const open = report.findings.find((f) => f.rule === 'tool-call-unanswered')!;
    expect(open).toMatchObject({ tool_ordinal: 0 });
    expect(open.line).toBeGreaterThan(0);
  });

  it('a subagent that never finished', async () => {
    const file = await damaged('spawn-agent', (text) => {
      const ls = lines(text);
      const end = ls.findIndex((l) => l.includes('content_end') && l.includes('"toolName":"spawn_agent"'));
      return unlines(ls.slice(0, end));
    });
    const report = await lintTranscriptFile(file, options);
    expect(rules(report)).toContain('warn subagent-unfinished');
  });

  it('garbage lines among good ones, by line', async () => {
    const file = await damaged('editor', (text) => {
      const ls = lines(text);
      ls.splice(2, 0, '{"ts":"x","type":');
      return unlines(ls);
    });
    const report = await lintTranscriptFile(file, options);
    expect(report.findings.filter((f) => f.rule === 'malformed-line').map((f) => f.line)).toEqual([3]);
    expect(report.errors).toBe(1);
  });

  it('a BOM', async () => {
    const report = await lintTranscriptFile(await damaged('editor', (text) => '\ufeff' + text), options);
    expect(rules(report)).toEqual(['error bom']);
  });

  it('NUL bytes', async () => {
    const file = await damaged('editor', (text) => {
      const ls = lines(text);
      ls.splice(3, 0, '\0'.repeat(32));
      return unlines(ls);
    });
    const report = await lintTranscriptFile(file, options);
    expect(report.findings.find((f) => f.rule === 'nul-byte')).toMatchObject({ severity: 'error', line: 4 });
  });

  it('CRLF line ends change nothing', async () => {
    const original = await lintCapture('approval-refused');
    const report = await lintTranscriptFile(await damaged('approval-refused', (text) => text.replace(/\n/g, '\r\n')), options);
    expect(rules(report)).toEqual(rules(original));
  });

  it('an unknown event type and an unknown field', async () => {
    const file = await damaged('editor', (text) => {
      const ls = lines(text);
      const usage = ls.findIndex((l) => l.includes('"type":"usage"'));
      ls[usage] = ls[usage]!.replace('"type":"usage",', '"type":"usage","reasoningTokens":12,');
      ls.splice(1, 0, ls[1]!.replace(/"event":\{"type":"[a-z_]+"/, '"event":{"type":"plan_update"'));
      return unlines(ls);
    });
    const report = await lintTranscriptFile(file, options);
    expect(report.findings.find((f) => f.rule === 'unknown-event')?.message).toContain('agent_event.plan_update');
    expect(report.findings.find((f) => f.rule === 'unknown-field')).toMatchObject({
      severity: 'warn',
      message: expect.stringContaining('agent_event.usage.reasoningTokens'),
    });
  });

  it('an empty final text, and a final text that is a refusal', async () => {
    const withText = (text: string) =>
      damaged('read-files', (t) =>
        unlines(
          lines(t).map((l) => {
            if (!l.includes('"type":"run_result"')) return l;
            const e = JSON.parse(l);
            return JSON.stringify({ ...e, text });
          }),
        ),
      );
    expect(rules(await lintTranscriptFile(await withText(''), options))).toContain('warn final-text');
    const refusal = await lintTranscriptFile(await withText('Tool "editor" was not approved'), options);
    expect(refusal.findings.find((f) => f.rule === 'final-text')?.message).toContain('is an error message');
  });
});

describe('severities', () => {
  it('--rule turns a rule off or raises it', async () => {
    const off = await lintCapture('approval-refused', { severities: { denials: 'off' } });
    expect(off.findings.some((f) => f.rule === 'denials')).toBe(false);
    const raised = await lintCapture('unknown-tool', { severities: { 'unknown-tool': 'error' } });
    expect(raised.errors).toBe(1);
    const lowered = await lintCapture('timeout-hang', { severities: { 'stream-cut': 'warn' } });
    expect(lowered.errors).toBe(0);
  });

  it('sorts findings by line, whole-stream findings last', async () => {
    const file = await damaged('approval-refused', (text) => '\ufeff' + text.replace(/\n$/, '') + '\n{"ts":');
    const report = await lintTranscriptFile(file, options);
    const numbered = report.findings.map((f) => f.line ?? Infinity);
    expect(numbered).toEqual([...numbered].sort((a, b) => a - b));
    expect(report.findings.at(-1)!.line).toBeNull();
  });
});

describe('files found beside a dispatch', () => {
  it('reads the cline version from dispatch-result.json and cline-stderr.log beside the events', async () => {
    const dir = await tempDir('ch-lint-dispatch-');
    await mkdir(dir, { recursive: true });
    await copyFile(eventsPath('provider-http-500'), join(dir, 'cline-events.jsonl'));
    await copyFile(stderrPath('provider-http-500'), join(dir, 'cline-stderr.log'));
    await writeFile(join(dir, 'dispatch-result.json'), JSON.stringify({ cline_version: '9.9.9' }));
    const report = await lintTranscriptFile(join(dir, 'cline-events.jsonl'), options);
    expect(report.stderr).toBe(join(dir, 'cline-stderr.log'));
    expect(report.findings.find((f) => f.rule === 'run-info')!.message).toMatch(/^cline 9\.9\.9,/);
  });
});

describe('lint on the real ACP captures', () => {
  const acpCapture = (name: string) => join(CAPTURES_DIR, name, 'acp-events.jsonl');
  const acpNames = () => readdirSync(CAPTURES_DIR).filter((n) => existsSync(acpCapture(n)));

  it('finds no error in a conversation that completed, and counts its turns', async () => {
    expect(acpNames().length).toBeGreaterThanOrEqual(4);
    const report = await lintTranscriptFile(acpCapture('acp-three-turns'), options);
    expect(rules(report)).toEqual([]);
    expect(report.findings.find((f) => f.rule === 'run-info')!.message).toMatch(/^cline 3\.0\.\d+, .*, 3 turns, 2 tool calls$/);
    expect(report.stderr).toBeNull();
  });

  it('reports refusals, failed and cancelled rounds with the same rules as a --json stream', async () => {
    expect(rules(await lintTranscriptFile(acpCapture('acp-guard-refusal'), options))).toEqual(['warn denials']);
    expect(rules(await lintTranscriptFile(acpCapture('acp-permission-rejected'), options))).toEqual(['warn denials']);
    expect(rules(await lintTranscriptFile(acpCapture('acp-provider-error'), options))).toContain('error not-completed');
    expect(rules(await lintTranscriptFile(acpCapture('acp-timeout-hang'), options))).toContain('error not-completed');
  });

  it('reports a cut ACP log, garbage and NUL bytes, and reads no --json field rules into it', async () => {
    const dir = await tempDir('ch-lint-acp-');
    const text = await readFile(acpCapture('acp-three-turns'), 'utf8');
    const ls = lines(text);
    // Cut after the last prompt was sent: that prompt never got its answer.
    const lastPrompt = ls.map((l) => l.includes('"method":"session/prompt"')).lastIndexOf(true);
    expect(lastPrompt).toBeGreaterThan(0);
    const cut = join(dir, 'cut', 'acp-events.jsonl');
    await mkdir(join(dir, 'cut'));
    await writeFile(cut, unlines(ls.slice(0, lastPrompt + 1)));
    const cutReport = await lintTranscriptFile(cut, options);
    expect(rules(cutReport)).toContain('error stream-cut');
    expect(cutReport.findings.find((f) => f.rule === 'stream-cut')!.message).toContain('a prompt got no answer');

    const garbage = join(dir, 'garbage', 'acp-events.jsonl');
    await mkdir(join(dir, 'garbage'));
    await writeFile(garbage, unlines([ls[0]!, 'not json at all', ...ls.slice(1, 3), 'x\u0000y', ...ls.slice(3)]));
    const garbageRules = rules(await lintTranscriptFile(garbage, options));
    expect(garbageRules).toContain('error malformed-line');
    expect(garbageRules).toContain('error nul-byte');
    expect(garbageRules.filter((r) => r.endsWith('unknown-field'))).toEqual([]);
  });

  it('finds ACP logs when given a directory', async () => {
    const found = await discoverEventsFiles([join(CAPTURES_DIR, 'acp-three-turns')]);
    expect(found).toEqual([acpCapture('acp-three-turns')]);
  });
});
