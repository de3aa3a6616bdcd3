import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideToolCall, makePolicy } from '../../src/guard/arbiter.js';
import { codeBytes, readScript, SCRIPT_LIMIT } from '../../src/guard/script-file.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('codeBytes', () => {
  it('leaves out comment-only and blank lines, indented or not', () => {
    expect(codeBytes('#!/bin/sh\n# header\n\n   # indented\n\t\necho hi\n')).toBe('echo hi\n'.length);
    expect(codeBytes('echo a # trailing comment\n')).toBe('echo a # trailing comment\n'.length);
    expect(codeBytes('# only comments, no newline at the end')).toBe(0);
  });

  it('counts a here-document body as code, whatever it starts with', () => {
    expect(codeBytes("cat <<'EOF'\n  data\nEOF\n")).toBe("cat <<'EOF'\n  data\nEOF\n".length);
  });
});

describe('readScript', () => {
  it('reads a file of exactly the limit, and gives up on one byte more', async () => {
    const dir = await tempDir();
    writeFileSync(join(dir, 'at'), Buffer.alloc(SCRIPT_LIMIT, 0x23));
    writeFileSync(join(dir, 'over'), Buffer.alloc(SCRIPT_LIMIT + 1, 0x23));
    expect((readScript(join(dir, 'at')) as string).length).toBe(SCRIPT_LIMIT);
    expect(readScript(join(dir, 'over'))).toBe('unreadable');
  });

  it('tells a missing file from one that is not a regular file', async () => {
    const dir = await tempDir();
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    expect(readScript(join(dir, 'fifo'))).toBe('unreadable');
    expect(readScript(join(dir, 'nothing'))).toBe('missing');
    expect(readScript(join(dir, 'nothing', 'below'))).toBe('missing');
    expect(readScript(null)).toBe('unreadable');
  });
});

describe('the bounds on what the guard walks (cline ends the run when a decision takes over 3 s)', () => {
  const decide = async (files: Record<string, string>, command: string) => {
    const env = await tempDir('ch-limits-');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(env, name), text);
    const tools = { shell: ['run_commands'], write: [], patch: [] };
    const policy = makePolicy({ roots: [env], cwd: env, home: join(env, 'home'), tools, reasonPrefix: '', protect: [] });
    const verdict = decideToolCall('run_commands', { commands: [command] }, policy);
    return verdict.decision === 'allow' ? 'allow' : verdict.reason;
  };
  const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('');

  it('walks a script whose comments pass 1 MiB, and refuses one with over 512 KiB of commands', async () => {
    const comments = lines(30_000, (i) => `# generated ${i}: 0123456789abcdef0123456789abcdef\n`);
    expect(await decide({ 'gen.sh': `${comments}mkdir -p built\n` }, 'sh gen.sh')).toBe('allow');
    const commands = lines(30_000, (i) => `echo 'row ${i}: 0123456789abcdef' > /dev/null\n`);
    expect(await decide({ 'gen.sh': commands }, 'sh gen.sh')).toMatch(/over 512 KiB of shell code \(comments left out\)/);
  });

  it('refuses a Makefile with over 512 KiB of rules', async () => {
    const rules = lines(60_000, (i) => `t${i}:\n\t@echo ${i}\n`);
    expect(await decide({ 'big.mk': `all:\n\t@true\n${rules}` }, 'make -f big.mk')).toMatch(/holds over 512 KiB of rules and recipes/);
  });

  it('refuses a writing program that spells more names than it checks, and judges one just under', async () => {
    const rows = (n: number) => `ROWS = [\n${lines(n, (i) => `    "k${i}",\n`)}]\nopen("count.txt", "w").write(str(len(ROWS)))\n`;
    expect(await decide({ 'rows.py': rows(29_000) }, 'python3 rows.py')).toBe('allow');
    expect(await decide({ 'rows.py': rows(31_000) }, 'python3 rows.py')).toMatch(/spells more than 30000 names/);
  });
});
