import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConformReportSchema } from '../../src/capture/conform.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('cline-harness harness conform with the pinned cline', () => {
  it('records the scenarios again, finds the same facts as the committed captures, and exits 0', async () => {
    const report = join(await tempDir('conform-'), 'report.json');
    const r = await runCli(['harness', 'conform', '--only', 'read-files', 'approval-refused', '--report', report]);
    expect(r.stderr).toContain('no fact changed');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^approval-refused\s+same facts$/m);
    expect(r.stdout).toMatch(/^read-files\s+same facts$/m);
    const json = ConformReportSchema.parse(JSON.parse(await readFile(report, 'utf8')));
    expect(json).toMatchObject({ ok: true, cline_version: '3.0.65', baseline_versions: ['3.0.65'] });
    expect(json.scenarios.map((s) => [s.name, s.status, s.drift])).toEqual([
      ['approval-refused', 'same', []],
      ['read-files', 'same', []],
    ]);
  });
});
