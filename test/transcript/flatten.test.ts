/** Tool inputs in every form Cline accepts, normalised into args and paths. */
import { describe, expect, it } from 'vitest';
import { flattenToolInput, patchPaths, shellQuote } from '../../src/transcript/index.js';

describe('run_commands', () => {
  it.each([
    ['a string array', { commands: ['ls', 'pwd'] }, ['ls', 'pwd']],
    ['a single string in commands', { commands: 'ls -la' }, ['ls -la']],
    ['a command field', { command: 'ls -la' }, ['ls -la']],
    ['a cmd field', { cmd: 'ls -la' }, ['ls -la']],
    ['a bare string', 'ls -la', ['ls -la']],
    ['an array', ['ls', 'pwd'], ['ls', 'pwd']],
    ['{command, args} entries', { commands: [{ command: 'echo', args: ['a b', "c'd", 'plain'] }] }, [`echo 'a b' 'c'\\''d' plain`]],
    ['a top-level {command, args}', { command: 'grep', args: ['-n', 'x y'] }, [`grep -n 'x y'`]],
  ])('accepts %s', (_, input, commands) => {
    const { args, paths } = flattenToolInput('run_commands', input);
    expect(args.commands).toEqual(commands);
    expect(args.command).toBe(commands.join('\n'));
    expect(paths).toEqual([]);
  });

  it('gives empty commands for an input it cannot read (cline sends {} for bad JSON)', () => {
    expect(flattenToolInput('run_commands', {}).args).toEqual({ commands: [], command: '' });
  });
});

describe('read_files', () => {
  it.each([
    ['files objects with ranges', { files: [{ path: '/a', start_line: 1, end_line: 2 }, { path: '/b' }] }],
    ['files strings', { files: ['/a', '/b'] }],
    ['file_paths', { file_paths: ['/a', '/b'] }],
    ['paths', { paths: ['/a', '/b'] }],
    ['an array', ['/a', '/b']],
  ])('accepts %s', (_, input) => {
    const { args, paths } = flattenToolInput('read_files', input);
    expect(args.paths).toEqual(['/a', '/b']);
    expect(paths).toEqual(['/a', '/b']);
  });

  it('accepts a single string, bare or in paths', () => {
    expect(flattenToolInput('read_files', '/a').paths).toEqual(['/a']);
    expect(flattenToolInput('read_files', { paths: '/a' }).paths).toEqual(['/a']);
  });
});

describe('other tools', () => {
  it('keeps skills input as is, args.skill included', () => {
    expect(flattenToolInput('skills', { skill: 'my_skill' })).toEqual({ args: { skill: 'my_skill' }, paths: [] });
  });

  it('takes the editor path', () => {
    expect(flattenToolInput('editor', { path: '/x/f.txt', new_text: 'a' }).paths).toEqual(['/x/f.txt']);
  });

  it('takes every apply_patch header path once', () => {
    const patch =
      '*** Begin Patch\n*** Add File: /n.txt\n+x\n*** Update File: /a.txt\n*** Move to: /b.txt\n@@\n-a\n+b\n*** Delete File: /n.txt\n*** End Patch\n';
    expect(flattenToolInput('apply_patch', { input: patch }).paths).toEqual(['/n.txt', '/a.txt', '/b.txt']);
    expect(patchPaths('no headers here')).toEqual([]);
  });

  it('leaves unknown tools and non-object inputs alone', () => {
    expect(flattenToolInput('fetch_web_content', { url: 'u' })).toEqual({ args: { url: 'u' }, paths: [] });
    expect(flattenToolInput('ask_question', null)).toEqual({ args: {}, paths: [] });
  });
});

describe('shellQuote', () => {
  it('leaves safe words bare and single-quotes the rest', () => {
    expect(shellQuote('a/b.c-d_e=f')).toBe('a/b.c-d_e=f');
    expect(shellQuote('')).toBe("''");
    expect(shellQuote('$HOME; rm')).toBe(`'$HOME; rm'`);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});
