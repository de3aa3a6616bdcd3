import { access, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSuite } from '../../src/suite/load.js';
import { snapshotSuite } from '../../src/suite/snapshot.js';
import { gitRepo, writeTree } from '../helpers/git.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe('snapshotSuite with sources from git', () => {
  it('exports a shared codebase once, the old skill under the skill\'s own name, read-only, and removes them after', async () => {
    const dir = await tempDir();
    await gitRepo(join(dir, 'service'), [{ files: { 'app.py': 'old' }, tag: 'v1' }, { files: { 'app.py': 'new' } }]);
    const skill = (description: string) => ({ files: { 'tiny/SKILL.md': `---\nname: tiny\ndescription: ${description}\n---\n` } });
    await gitRepo(join(dir, 'skills'), [skill('old'), skill('new')]);
    const kase = (id: string, extra = '') => `\n[[case]]\nid = "${id}"\nprompt = "Do it"\nscript = "script.json"\n${extra}`;
    await writeTree(dir, {
      'script.json': JSON.stringify([{ content: 'ok' }]),
      'fixtures/f.txt': 'f',
      'suite.toml':
        'name = "t"\nskill = "skills/tiny"\nold_skill = { git = "HEAD~1" }\ncodebase = { path = "service", ref = "v1" }\n' +
        kase('a', 'conditions = ["old_skill", "new_skill"]\n') + kase('b') + kase('c', 'fixtures = "fixtures"\n'),
    });
    const snapshot = await snapshotSuite(await loadSuite(join(dir, 'suite.toml')));
    try {
      const [a, b, c] = snapshot.suite.cases;
      expect(a!.fixtures).toBe(b!.fixtures);
      expect(a!.fixtures!.startsWith(snapshot.dir)).toBe(true);
      expect(basename(a!.fixtures!)).toBe('service');
      expect(await readFile(join(a!.fixtures!, 'app.py'), 'utf8')).toBe('old');
      expect(await readFile(join(c!.fixtures!, 'f.txt'), 'utf8')).toBe('f');
      expect(basename(snapshot.suite.old_skill!)).toBe('tiny');
      expect(await readFile(join(snapshot.suite.old_skill!, 'SKILL.md'), 'utf8')).toContain('description: old');
      expect((await stat(join(a!.fixtures!, 'app.py'))).mode & 0o222).toBe(0);
      // A non-root writer is refused (root is not stopped by modes; the sandbox is what stops an agent there).
      if (process.getuid?.() !== 0) await expect(writeFile(join(a!.fixtures!, 'app.py'), 'x')).rejects.toThrow(/EACCES/);
    } finally {
      await snapshot.remove();
    }
    await expect(access(snapshot.dir)).rejects.toThrow(/ENOENT/);
  });
});
