import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jqFieldCall, nodeRequireField } from '../../src/guard/json-field.js';

/** The guard's idea of what `jq` and `node -p` print for a field, against what the real programs print. */
const dir = mkdtempSync(join(tmpdir(), 'ch-json-field-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DOCS: Record<string, string> = {
  'package.json': '{"name": "app", "version": "1.2.3", "private": true, "scripts": {"test": "node --test"}, "n": 7, "z": null}\n',
  'odd.json': '{"name": "a \\"quoted\\" \\u00e9 name", "nested": {"deep": {"x": "../up"}}, "list": [1, 2], "f": 1.5}\n',
};
for (const [name, text] of Object.entries(DOCS)) writeFileSync(join(dir, name), text);

const run = (cmd: string, args: string[]): string => {
  try {
    return execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (err) {
    return `failed: ${(err as { stdout?: string }).stdout ?? ''}`;
  }
};

const FILTERS = ['.name', '.version', '.private', '.scripts.test', '.n', '.z', '.missing', '.nested.deep.x', '.nested.missing.x', '.list', '.f', '.name.x'];
/** What is left unknown on purpose: arrays, objects and floats (printed in each program's own layout), and lookups that fail. */
const UNKNOWN = {
  jq: ['odd.json .list', 'odd.json .f', 'odd.json .name.x', 'package.json .name.x'],
  node: [
    ...['odd.json .list', 'odd.json .f', 'odd.json .name.x', 'odd.json .nested.missing.x', 'odd.json .scripts.test'],
    ...['package.json .name.x', 'package.json .nested.deep.x', 'package.json .nested.missing.x'],
  ],
};

describe.each(Object.keys(DOCS))('%s', (file) => {
  for (const filter of FILTERS) {
    const unknown = (tool: 'jq' | 'node') => UNKNOWN[tool].includes(`${file} ${filter}`);
    for (const raw of [true, false]) {
      const words = raw ? ['-r', filter, file] : [filter, file];
      it(`jq ${words.join(' ')}: ${unknown('jq') ? 'unknown' : 'what jq prints'}`, () => {
        expect(jqFieldCall(words)!.print(DOCS[file]!)).toBe(unknown('jq') ? null : run('jq', words));
      });
    }
    const expr = `require('./${file}')${filter}`;
    it(`node -p "${expr}": ${unknown('node') ? 'unknown' : 'what node prints'}`, () => {
      expect(nodeRequireField(['-p', expr])!.print(DOCS[file]!)).toBe(unknown('node') ? null : run('node', ['-p', expr]));
    });
  }
});

it('knows the common lookups and leaves the rest unknown', () => {
  const pkg = DOCS['package.json']!;
  expect(jqFieldCall(['-r', '.version', 'package.json'])!.print(pkg)).toBe('1.2.3\n');
  expect(nodeRequireField(['-p', "require('./package.json').version"])!.print(pkg)).toBe('1.2.3\n');
  expect(jqFieldCall(['-r', '.list', 'odd.json'])!.print(DOCS['odd.json']!)).toBeNull();
  expect(jqFieldCall(['-r', '.scripts | keys', 'package.json'])).toBeNull();
  expect(jqFieldCall(['-c', '.name', 'package.json'])).toBeNull();
  expect(nodeRequireField(['-p', "require('fs').readFileSync('x')"])).toBeNull();
  expect(nodeRequireField(['-e', "require('./package.json').version"])).toBeNull();
});
