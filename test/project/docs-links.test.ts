import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');

/** The Markdown files a reader moves between: the README and everything in docs/. */
async function markdownFiles(): Promise<string[]> {
  const docs = (await readdir(join(ROOT, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => join(ROOT, 'docs', f));
  return [join(ROOT, 'README.md'), ...docs];
}

/** Text outside fenced code blocks: a `[x](y)` inside an example is not a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** The anchors GitHub gives a file's headings. */
function anchors(text: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set([...prose(text).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugger.slug(m[1]!)));
}

describe('README and docs/', () => {
  it('link only to files and headings that exist', async () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of await markdownFiles()) {
      const text = await readFile(file, 'utf8');
      for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?|mailto):/.test(target!)) continue;
        checked++;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const destination = path ? resolve(dirname(file), path) : file;
        const where = `${relative(ROOT, file)} → ${target}`;
        if (!existsSync(destination)) broken.push(`${where}: no such file`);
        else if (anchor && destination.endsWith('.md') && !anchors(await readFile(destination, 'utf8')).has(anchor)) {
          broken.push(`${where}: no such heading`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it('keep the README\'s first screen short: what it is, the commands, the report, where to go next', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const lines = readme.split('\n');
    expect(lines.length).toBeLessThan(250);
    expect(lines.slice(0, 15).join('\n')).toContain('npm start');
    expect(readme).toContain('## Documentation');
    // Every doc is reachable from the README's table of contents.
    for (const file of (await markdownFiles()).slice(1)) expect(readme, relative(ROOT, file)).toContain(`(${relative(ROOT, file)})`);
  });
});
