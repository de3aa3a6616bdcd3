import { describe, expect, it } from 'vitest';
import { rewritePaths } from '../../src/capture/rewrite.js';

const table = [
  { from: '/tmp/cline-capture-abc', to: '/capture' },
  { from: '/work/main/', to: '/repo' },
  { from: '/root', to: '/home/user' },
];

describe('rewritePaths', () => {
  it('replaces whole paths and what lies under them', () => {
    expect(rewritePaths('cwd /tmp/cline-capture-abc/env and /tmp/cline-capture-abc', table)).toBe(
      'cwd /capture/env and /capture',
    );
    expect(rewritePaths('"/work/main/node_modules/.bin/cline"', table)).toBe('"/repo/node_modules/.bin/cline"');
  });

  it('leaves a path alone when it is only part of a longer name', () => {
    expect(rewritePaths('/tmp/cline-capture-abcd/env', table)).toBe('/tmp/cline-capture-abcd/env');
    expect(rewritePaths('at x (/$bunfs/root/chunk.js:1:2)', table)).toBe('at x (/$bunfs/root/chunk.js:1:2)');
    expect(rewritePaths('/rootfs/x', table)).toBe('/rootfs/x');
  });

  it('rewrites paths that follow a JSON escape inside serialized text', () => {
    const line = JSON.stringify({ result: 'applied to:\n/tmp/cline-capture-abc/env/a.md\t/root/.cline' });
    expect(JSON.parse(rewritePaths(line, table))).toEqual({ result: 'applied to:\n/capture/env/a.md\t/home/user/.cline' });
  });

  it('prefers the longer path when one is inside another', () => {
    const nested = [
      { from: '/home/u', to: '/home/user' },
      { from: '/home/u/tmp/run', to: '/capture' },
    ];
    expect(rewritePaths('/home/u/tmp/run/env /home/u/x', nested)).toBe('/capture/env /home/user/x');
  });

  it('ignores empty and root-only entries instead of rewriting every slash', () => {
    expect(rewritePaths('/a/b', [{ from: '/', to: '/x' }, { from: '', to: '/y' }])).toBe('/a/b');
  });
});
