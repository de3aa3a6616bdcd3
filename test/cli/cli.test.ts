import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import yargs from 'yargs';
import { COMMAND_LOADERS, commandsFor } from '../../src/cli/commands/index.js';
import { skipHelpCache } from '../../src/cli/main.js';
// @ts-expect-error: a build script in plain JavaScript, with no types.
import { lazyStringWidth } from '../../scripts/build-cli.mjs';
import { CLI, runCli, runCliInProcess } from '../helpers/cli.js';

/** Every command and subcommand a user can type, as argv prefixes. */
const COMMANDS = [
  ['audit'], ['capture'], ['check'], ['dispatch'], ['lint'], ['parse'], ['shadow'], ['stage'], ['unstage'],
  ['guard', 'arm'], ['guard', 'teardown'], ['guard', 'status'], ['guard', 'decide'], ['guard', 'collect'],
  ['harness', 'lint'], ['harness', 'show'], ['harness', 'list'], ['harness', 'init'], ['harness', 'probe'],
  ['model', 'serve'],
  ['render', 'prompt'],
  ['render', 'exec'],
  ['render', 'parallel'],
  ['render', 'judge'],
  ['render', 'next-steps'],
  ['render', 'manifest'],
  ['render', 'runbook'],
  ['suite', 'run'],
  ['suite', 'merge'],
  ['suite', 'plan'],
  ['suite', 'compare'],
];

describe('the cline-harness CLI', () => {
  it('lists every top-level command in --help and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run.exitCode).toBe(0);
    for (const name of new Set(COMMANDS.map((c) => c[0]))) expect(run.stdout).toContain(`cline-harness ${name}`);
    expect(run.stdout).toContain('Exit codes: 0 ok, 1 a check failed, 2 usage or unreadable input, 3 infrastructure failure');
  });

  // In-process: the text is yargs' and the same in a fresh process; the real process's exit code for --help is checked above.
  it.each(COMMANDS.map((c) => [c.join(' '), c]))('explains `%s` in --help', async (_name, argv) => {
    const run = await runCliInProcess([...argv, '--help']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/Options:/);
    expect(run.stdout.length).toBeGreaterThan(200);
  });

  it.each([
    [['no-such-command'], /Unknown argument: no-such-command/],
    [[], /Name a command/],
    [['suite'], /Name a suite subcommand/],
    [['parse', 'x.jsonl', '--bogus'], /Unknown argument: bogus/],
  ])('treats %j as a usage error: exit 2 and a pointer to --help', async (argv, message) => {
    // The first in a real process (exit code and streams as a shell sees them), the others in-process.
    const run = argv[0] === 'no-such-command' ? await runCli(argv) : await runCliInProcess(argv);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('Run with --help for usage.');
    expect(run.stdout).toBe('');
  });

  it('answers --version with the package version, loading no command module', async () => {
    const run = await runCli(['--version']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe(JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')).version);
    // Importing every command module cost a --version about a second; a bare --version needs none.
    expect(await commandsFor(['--version'])).toEqual([]);
    expect(await commandsFor(['--version', '--help'])).toHaveLength(Object.keys(COMMAND_LOADERS).length);
    // Nor may the entry's static imports pull one in by another road (an import of the suite's output helpers once
    // loaded 1,294 files, stats and guard rules included, for a --version).
    // dist/cli.js is a bundle (scripts/build-cli.mjs): the sources in the files it loads are named by esbuild's comments.
    const loaded = await staticImportClosure(CLI);
    // yargs is bundled too (scripts/build-cli.mjs): no package is resolved at start-up.
    expect(loaded.packages).toEqual([]);
    expect(loaded.files.filter((f) => f !== 'dist/cli.js' && !/^dist\/cli-chunks\/chunk-\w+\.js$/.test(f))).toEqual([]);
    const sources = new Set<string>();
    const packages = new Set<string>();
    for (const f of loaded.files) {
      const text = await readFile(join(dirname(CLI), '..', f), 'utf8');
      for (const m of text.matchAll(/^\/\/ src\/(\S+)$/gm)) sources.add(m[1]!);
      for (const m of text.matchAll(/^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)) packages.add(m[1]!);
    }
    const entry = ['cli.ts', 'cli/commands/index.ts', 'cli/error-annotation.ts', 'cli/main.ts', 'cli/output.ts', 'errors.ts', 'package-root.ts'];
    expect([...sources].sort()).toEqual(entry);
    // yargs and what it imports, nothing else.
    const yargsAndItsOwn = ['ansi-regex', 'ansi-styles', 'cliui', 'emoji-regex', 'escalade', 'get-caller-file', 'get-east-asian-width',
      'string-width', 'strip-ansi', 'wrap-ansi', 'y18n', 'yargs', 'yargs-parser'];
    expect([...packages].sort()).toEqual(yargsAndItsOwn);
  });

  it("turns off yargs' help text rendering at a command's start (an internal method a yargs upgrade may move)", () => {
    expect(skipHelpCache(yargs([]))).toBe(true);
    expect(skipHelpCache({} as never)).toBe(false);
  });

  it("builds string-width's Intl.Segmenter only when help text needs a width, not at start-up", async () => {
    // Counts the segmenters built in the CLI's process, and prints the count as it exits.
    const hook = `data:text/javascript,${encodeURIComponent(
      'const Real = Intl.Segmenter; let n = 0; Intl.Segmenter = class extends Real { constructor(...a) { super(...a); n++; } };' +
        'process.on("exit", () => process.stderr.write(`segmenters=${n}\\n`));',
    )}`;
    const version = await execa('node', ['--import', hook, CLI, '--version'], { reject: false });
    expect(version.exitCode).toBe(0);
    expect(version.stderr).toContain('segmenters=0');
    const help = await execa('node', ['--import', hook, CLI, 'parse', '--help'], { reject: false });
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(/--max-line-bytes|Options:/);
    expect(help.stderr).toMatch(/segmenters=[1-9]/);
  });

  it.each([
    ['string-width', 'node_modules/string-width/index.js'],
    ["cliui's string-width", 'node_modules/cliui/node_modules/string-width/index.js'],
  ])('measures every string as %s does, once made lazy by the build', async (_name, path) => {
    const original = new URL(`../../${path}`, import.meta.url);
    const source = await readFile(original, 'utf8');
    // The lazy copy lives in a temp dir: its imports are pointed at the files the original's would load.
    const req = createRequire(original);
    const lazy = lazyStringWidth(source, path).replace(/from '([^'.][^']*)'/g, (_m: string, spec: string) => `from '${pathToFileURL(req.resolve(spec)).href}'`);
    const dir = await mkdtemp(join(tmpdir(), 'ch-string-width-'));
    try {
      await writeFile(join(dir, 'index.mjs'), lazy);
      expect(lazy).not.toMatch(/^const \w+ = new Intl\.Segmenter/m);
      const { default: lazyWidth } = await import(pathToFileURL(join(dir, 'index.mjs')).href);
      const { default: width } = await import(original.href);
      const samples = ['', 'abc', '古池や', '\u001b[31mred\u001b[39m', 'e\u0301', '👩‍👩‍👧', '1\u20e3', '🇯🇵', 'ｶﾀｶﾅ', '\u200b', 'a\tb', '한국어', '각'];
      expect(samples.map((s) => lazyWidth(s))).toEqual(samples.map((s) => width(s)));
      expect(samples.map((s) => lazyWidth(s, { ambiguousIsNarrow: false }))).toEqual(samples.map((s) => width(s, { ambiguousIsNarrow: false })));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops quietly when the reader of its output goes away (| head)', async () => {
    const run = await execa('sh', ['-c', `node ${CLI} parse fixtures/captures/realistic-fix/events.jsonl | head -c 10; echo " status=\${PIPESTATUS:-done}"`], {
      reject: false,
    });
    expect(run.stdout).toMatch(/^\{/);
    expect(run.stderr).not.toMatch(/EPIPE|Error/);
  });
});

/** The modules a file loads by static `import`/`export … from` (dynamic `import()` excluded): dist files and packages. */
async function staticImportClosure(entry: string): Promise<{ files: string[]; packages: string[] }> {
  const root = join(dirname(entry), '..');
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [normalize(entry)];
  while (queue.length) {
    const file = queue.shift()!;
    const rel = file.slice(root.length + 1);
    if (files.has(rel)) continue;
    files.add(rel);
    const text = await readFile(file, 'utf8');
    for (const m of text.matchAll(/^(?:(?:import|export)\b[^;'"]*?\bfrom\s*|import\s*)['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) queue.push(normalize(join(dirname(file), spec)));
      else if (!isBuiltin(spec)) packages.add(spec.split('/')[0]!);
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}
