import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorAnnotation } from '../../src/cli/error-annotation.js';
import { InfrastructureError, InputError } from '../../src/errors.js';
import { runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

describe('exit-2 and exit-3 failures under GitHub Actions', () => {
  const tempDir = useTempDirs();

  it('become ::error annotations at the file and line the error names, and nothing outside Actions', () => {
    const env = { GITHUB_ACTIONS: 'true' };
    expect(errorAnnotation(new InputError('case[1].timeout: expected a number', '/s/suite.toml:12'), env)).toBe(
      '::error file=/s/suite.toml,line=12::/s/suite.toml:12: case[1].timeout: expected a number',
    );
    expect(errorAnnotation(new InputError('bad, really: 100%', 'a b,c.toml:3:7'), env)).toBe(
      '::error file=a b%2Cc.toml,line=3,col=7::a b,c.toml:3:7: bad, really: 100%25',
    );
    expect(errorAnnotation(new InfrastructureError('cline not found', 'cline_missing'), env)).toBe('::error::cline not found');
    expect(errorAnnotation(new InputError('x', '/s/suite.toml:12'), {})).toBeNull();
  });

  it('a suite file that does not load: exit 2, the annotation on stdout names its file and line', async () => {
    const dir = await tempDir();
    const suite = join(dir, 'suite.toml');
    await writeFile(suite, 'name = "x"\nskill = "skill"\n\n[[case]]\nid = "a"\nprompt = "Say that you are done"\ntimeout = "soon"\n');
    const r = await runCli(['suite', 'plan', suite], { env: { GITHUB_ACTIONS: 'true' } });
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stdout).toMatch(new RegExp(`^::error file=${suite.replace(/[.]/g, '\\.')},line=\\d+::`, 'm'));
    const plain = await runCli(['suite', 'plan', suite], { env: { GITHUB_ACTIONS: '' } });
    expect(plain.exitCode).toBe(2);
    expect(plain.stdout).not.toContain('::error');
  });
});
