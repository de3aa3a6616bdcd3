import { existsSync, readdirSync } from 'node:fs';
import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TranscriptLintReportSchema } from '../../src/lint/index.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { CAPTURES_DIR, captureNames, eventsPath } from '../transcript/captures.js';

const tempDir = useTempDirs();

describe('cline-harness lint', () => {
  it('exits 0 on a clean capture and ends with the counts line', async () => {
    const r = await runCli(['lint', eventsPath('editor')]);
    expect(r.exitCode).toBe(0);
    expect(r.stderr.trim().split('\n').at(-1)).toBe('1 file: 0 errors, 0 warnings');
    expect(r.stderr).toContain('info  run-info: cline 3.0.');
  });

  it('exits 0 with warnings, and 1 with them under --strict', async () => {
    const plain = await runCli(['lint', eventsPath('approval-refused')]);
    expect(plain.exitCode).toBe(0);
    expect(plain.stderr).toMatch(/warn  denials:\d+ \(call #0\): 3 refused tool calls \(approval 3\)/);
    expect((await runCli(['lint', '--strict', eventsPath('approval-refused')])).exitCode).toBe(1);
    expect((await runCliInProcess(['lint', '--max-denials', '2', eventsPath('approval-refused')])).exitCode).toBe(1);
    expect((await runCliInProcess(['lint', '--rule', 'denials=off', '--strict', eventsPath('approval-refused')])).exitCode).toBe(0);
  });

  it('searches a directory for events files and prints one JSON document that matches its schema', async () => {
    const r = await runCliInProcess(['lint', '--json', CAPTURES_DIR]);
    expect(r.exitCode).toBe(1); // provider-http-500 did not complete; timeout-hang was cut
    const report = TranscriptLintReportSchema.parse(JSON.parse(r.stdout));
    // Every capture's stream: the --json ones and the ACP logs, folder by folder.
    const streams = readdirSync(CAPTURES_DIR)
      .sort()
      .flatMap((n) => ['acp-events.jsonl', 'events.jsonl'].map((f) => join(CAPTURES_DIR, n, f)).filter((p) => existsSync(p)));
    expect(streams.length).toBeGreaterThan(captureNames().length);
    expect(report.files.map((f) => f.file)).toEqual(streams);
    expect(report.ok).toBe(false);
    expect(report.errors).toBe(report.files.reduce((n, f) => n + f.errors, 0));
    expect(r.stderr.trim().split('\n').at(-1)).toBe(`${report.files.length} files: ${report.errors} errors, ${report.warnings} warnings`);
  });

  it('expands a quoted glob', async () => {
    const r = await runCliInProcess(['lint', '--json', join(CAPTURES_DIR, 'read-files*', 'events.jsonl')]);
    const report = TranscriptLintReportSchema.parse(JSON.parse(r.stdout));
    expect(report.files.map((f) => f.file.split('/').at(-2))).toEqual(['read-files', 'read-files-forms']);
  });

  it('finds cline-events.jsonl in dispatch out dirs', async () => {
    const dir = await tempDir('ch-lint-cli-');
    await cp(eventsPath('skills'), join(dir, 'task-1', 'cline-events.jsonl'));
    await writeFile(join(dir, 'task-1', 'notes.jsonl'), 'not an events file\n');
    const r = await runCliInProcess(['lint', '--json', dir]);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout).files.map((f: { file: string }) => f.file)).toEqual([join(dir, 'task-1', 'cline-events.jsonl')]);
  });

  it('exits 2 for a path that does not exist, a glob that matches nothing, a bad --rule', async () => {
    const missing = await runCli(['lint', '/nonexistent/cline-events.jsonl']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('/nonexistent/cline-events.jsonl: no such file or directory');
    expect((await runCliInProcess(['lint', join(CAPTURES_DIR, 'nothing-*', 'events.jsonl')])).exitCode).toBe(2);
    const badRule = await runCliInProcess(['lint', '--rule', 'no-such-rule=error', eventsPath('editor')]);
    expect(badRule.exitCode).toBe(2);
    expect(badRule.stderr).toContain('unknown rule "no-such-rule"');
    expect((await runCliInProcess(['lint', '--rule', 'bom=loud', eventsPath('editor')])).exitCode).toBe(2);
    expect((await runCliInProcess(['lint', '--max-denials', '-1', eventsPath('editor')])).exitCode).toBe(2);
  });

  it('documents every rule in --help', async () => {
    const r = await runCliInProcess(['lint', '--help']);
    expect(r.exitCode).toBe(0);
    for (const id of [
      'empty-file',
      'stream-cut',
      'not-completed',
      'tool-call-unanswered',
      'malformed-line',
      'bom',
      'nul-byte',
      'unknown-event',
      'unknown-field',
      'denials',
      'provider-retry',
      'final-text',
      'unknown-tool',
      'tokens-missing',
      'subagent-unfinished',
      'stderr-errors',
      'run-info',
    ]) {
      expect(r.stdout).toContain(id);
    }
  });
});
