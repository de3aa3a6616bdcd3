/**
 * Every option of every command's --help, passed through the CLI at least once, each shown to reach the code: a
 * behaviour, an output or an error of the handler's that the option alone causes (not yargs' parsing of it).
 *
 * The list of options is read from the CLI's own --help, so a new flag without an entry in CASES fails
 * "every option has a case", and an entry for a flag that is gone fails too. Cheap cases run in-process
 * (runCliInProcess: src/cli/main.ts, what dist/cli.js runs); the ones that start cline or a server run dist/cli.js.
 */
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeOutcomeSchema } from '../../src/judge/index.js';
import { startModelServer, type ModelServer } from '../../src/model/server.js';
import { runCli, runCliInProcess, CLINE_BIN } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { buildGuardPlugin } from '../../scripts/build-guard-plugin.mjs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';

const fixture = (p: string) => fileURLToPath(new URL(`../../fixtures/${p}`, import.meta.url));
const EVENTS = fixture('captures/realistic-fix/events.jsonl');
const DENIALS = fixture('captures/approval-refused/events.jsonl');
const ACP_EVENTS = fixture('captures/acp-three-turns/acp-events.jsonl');
const tempDir = useTempDirs();

type Run = { exitCode: number | undefined; stdout: string; stderr: string };
const inProc = (args: string[], options?: Parameters<typeof runCliInProcess>[1]): Promise<Run> => runCliInProcess(args, options);
const real = (args: string[], options?: Parameters<typeof runCli>[1]): Promise<Run> => runCli(args, options);
const json = (text: string) => JSON.parse(text) as Record<string, unknown> & { [k: string]: any };  
const readJson = async (file: string) => json(await readFile(file, 'utf8'));
const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** Shared by every case: a work dir, a broken descriptor layer, a git env, a skill and a scripted model server. */
interface Ctx {
  root: string;
  badHarness: string;
  server: ModelServer;
  /** A fresh git env under root. */
  env(name: string, files?: Record<string, string>): Promise<string>;
  file(name: string, text: string): Promise<string>;
  skill: string;
}
let ctx: Ctx;
let envCount = 0;
let root: string;

beforeAll(async () => {
  await buildGuardPlugin();
  root = await mkdtemp(join(tmpdir(), 'ch-options-'));
  const file = async (name: string, text: string) => {
    const path = join(root, name);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, text);
    return path;
  };
  const server = await startModelServer({
    script: {
      turns: [{ content: 'All done here.' }],
      if_request_contains: {
        'JUDGE-ME': [{ content: '{"verdict": "pass", "evidence": "looks right"}' }],
        // The agent keeps asking; request 1 of the conversation is the responder's (it shares the provider's URL).
        'PLEASE-ASK': [
          { content: 'Which file should I edit?' },
          { content: '{"verdict": "answer", "reply": "Edit config.toml please", "reason": "it asked"}' },
          { content: 'And which line should I change?' },
        ],
        'HANG-NOW': [{ content: ['Starting'], hang: true }],
      },
      if_tool_offered: {},
    },
  });
  ctx = {
    root,
    server,
    badHarness: await file('bad-layer.toml', 'x = [\n'),
    skill: join(
      await file('skills/opt-skill/SKILL.md', '---\nname: opt-skill\ndescription: Says hello when asked to greet someone.\n---\nSay hello.\n'),
      '..',
    ),
    file,
    env: async (name, files = { 'README.md': 'hello\n' }) => {
      const env = join(root, `${name}-${++envCount}`);
      await mkdir(env, { recursive: true });
      for (const [p, text] of Object.entries(files)) {
        await mkdir(join(env, p, '..'), { recursive: true });
        await writeFile(join(env, p), text);
      }
      await execa('git', ['init', '-q'], { cwd: env });
      await execa('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A'], { cwd: env });
      await execa('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init'], { cwd: env });
      return env;
    },
  };
});

afterAll(async () => {
  await ctx?.server.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A copy of EVENTS in a dir of its own: `check` writes a judge's artifacts beside the transcript it reads. */
const judgedTranscript = async () => ctx.file(`judged-${++envCount}/events.jsonl`, await readFile(EVENTS, 'utf8'));

/** A broken --harness-file is fatal, and the error names it: the handler loaded the layer. */
const brokenLayer = (r: Run) => {
  expect(r.exitCode).toBe(2);
  expect(r.stderr).toContain('bad-layer.toml');
};
/** The provider options, on a conversation of the scripted server of its own (each picks its branch by its first request). */
const provider = (client: string) => [
  '--provider',
  'openai-compatible',
  '--base-url',
  ctx.server.urlFor(client),
  '--api-key',
  'key-for-options',
  '--model',
  'model-for-options',
];
/** The scripted server saw a chat request with the model and key the options named. */
const sawProvider = (client: string) => {
  const seen = ctx.server.requests.filter((r) => r.turn !== null && r.client === client);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((r) => r.model === 'model-for-options' && r.api_key === 'key-for-options')).toBe(true);
};

interface Case {
  /** The command path as typed, e.g. "suite run". */
  cmd: string;
  /** The options this case shows reaching the code. */
  covers: string[];
  what: string;
  run: () => Promise<void>;
  /** Starts cline: give it time on a loaded machine. */
  slow?: boolean;
}

const CASES: Case[] = [];
const add = (cmd: string, covers: string[], what: string, run: () => Promise<void>, slow = false) => CASES.push({ cmd, covers, what, run, slow });

/**
 * Options that another file already shows reaching the code: one cline run serves both files. The case holds that file to
 * it: a call of the command there still passes each option, through dist/cli.js (runCli), or, for a `cheap` command (one
 * that starts no cline or server), in-process (runCliInProcess), by this file's own rule.
 */
const shownIn = (cmd: string, covers: string[], file: string, what: string, cheap = false) =>
  add(cmd, covers, `${what}: shown in ${file}`, async () => {
    const text = await readFile(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8');
    const call = cheap ? /runCli(?:InProcess)?\(\s*\[([^\]]*)\]/g : /runCli\(\s*\[([^\]]*)\]/g;
    const calls = [...text.matchAll(call)]
      .map((m) => m[1]!.replace(/\s+/g, ' ').trim())
      .filter((c) => c.startsWith(`'${cmd.split(' ').join("', '")}'`));
    expect(calls.length, `${file} runs ${cmd} through ${cheap ? 'runCli or runCliInProcess' : 'runCli'}`).toBeGreaterThan(0);
    for (const o of covers) expect(calls.some((c) => c.includes(`'${o}'`)), `${file} passes ${cmd} ${o}`).toBe(true);
  });

/** For commands whose every run reads the descriptor before anything else fails. */
const layerCase = (cmd: string, args: () => Promise<string[]> | string[]) =>
  add(cmd, ['--harness-file'], 'a broken layer is fatal', async () =>
    brokenLayer(await inProc([...cmd.split(' '), ...(await args()), '--harness-file', ctx.badHarness])),
  );

// ---- parse
layerCase('parse', () => [EVENTS]);
add('parse', ['--format'], 'eval-magic shape', async () => {
  const full = json((await inProc(['parse', EVENTS])).stdout);
  const em = json((await inProc(['parse', EVENTS, '--format', 'eval-magic'])).stdout);
  expect(full.transport).toBe('json');
  expect(Object.keys(em)[0]).toBe('tool_invocations');
  expect(em.transport).toBeUndefined();
});
add('parse', ['--input'], 'a format forced against the file is refused, naming the file', async () => {
  const forced = await inProc(['parse', EVENTS, '--input', 'acp']);
  expect(forced.exitCode).toBe(2);
  expect(forced.stderr).toContain(EVENTS);
  expect(forced.stderr).toContain('not an ACP log');
  expect(json((await inProc(['parse', ACP_EVENTS, '--input', 'acp'])).stdout).transport).toBe('acp');
  expect((await inProc(['parse', ACP_EVENTS, '--input', 'json'])).stderr).toContain('not a `cline --json` stream');
});
add('parse', ['--stderr'], 'stderr errors join', async () => {
  const err = await ctx.file('parse-stderr.log', '{"ts":"2026-01-01T00:00:00Z","type":"error","message":"boom-from-stderr"}\n');
  expect(JSON.stringify(json((await inProc(['parse', EVENTS, '--stderr', err])).stdout).errors)).toContain('boom-from-stderr');
});

// ---- lint
layerCase('lint', () => [EVENTS]);
add('lint', ['--json', '--strict', '--rule', '--max-denials'], 'format and severities', async () => {
  const plain = await inProc(['lint', DENIALS]);
  expect(() => JSON.parse(plain.stdout)).toThrow();
  const doc = json((await inProc(['lint', DENIALS, '--json'])).stdout);
  expect(JSON.stringify(doc)).toContain('denials');
  expect(plain.exitCode).toBe(0);
  expect((await inProc(['lint', DENIALS, '--strict'])).exitCode).toBe(1);
  expect((await inProc(['lint', DENIALS, '--strict', '--rule', 'denials=off'])).exitCode).toBe(0);
  expect((await inProc(['lint', DENIALS, '--max-denials', '0'])).exitCode).toBe(1);
});
add('lint', ['--stderr'], 'stderr read', async () => {
  const missing = join(ctx.root, 'no-such-lint-stderr.log');
  const r = await inProc(['lint', EVENTS, '--stderr', missing, '--json']);
  expect(r.stdout + r.stderr).toContain('no-such-lint-stderr.log');
});

// ---- check
const SPEC = `
[[check]]
name = "readme there"
type = "file_exists"
path = "README.md"

[[check]]
name = "skill used"
type = "skill_invoked"
only = ["with_skill"]

`;
const JUDGE_SPEC = `
[[check]]
name = "graded"
type = "judge"
rubric = "JUDGE-ME: the fix is right"
`;
layerCase('check', async () => [EVENTS, '--spec', await ctx.file('spec.toml', SPEC)]);
add('check', ['--spec', '--env', '--json', '--condition', '--skill-id', '--junit', '--input', '--stderr'], 'offline checks', async () => {
  const spec = await ctx.file('spec.toml', SPEC);
  const env = await ctx.env('check-env');
  const base = json((await inProc(['check', EVENTS, '--spec', spec, '--env', env, '--json', '--skill-id', 'no-such-skill-id'])).stdout);
  const status = (doc: Record<string, any>, name: string) => doc.results.find((c: { name: string }) => c.name === name)?.status;  
  expect(status(base, 'readme there')).toBe('passed');
  expect(status(json((await inProc(['check', EVENTS, '--spec', spec, '--env', ctx.root, '--json', '--skill-id', 'x'])).stdout), 'readme there')).toBe(
    'failed',
  );
  expect(status(base, 'skill used')).toBe('failed');
  expect(
    status(
      json((await inProc(['check', EVENTS, '--spec', spec, '--env', env, '--json', '--skill-id', 'x', '--condition', 'other'])).stdout),
      'skill used',
    ),
  ).toBe('skipped');
  const noId = await inProc(['check', EVENTS, '--spec', spec, '--env', env, '--json', '--condition', 'with_skill']);
  expect(noId.stderr).toContain('--skill-id');
  const withSkill = json(
    (await inProc(['check', EVENTS, '--spec', spec, '--env', env, '--json', '--condition', 'with_skill', '--skill-id', 'no-such-skill-id'])).stdout,
  );
  expect(status(withSkill, 'skill used')).toBe('failed');
  expect(JSON.stringify(withSkill)).toContain('no-such-skill-id');
  const junit = join(ctx.root, 'check.junit.xml');
  await inProc(['check', EVENTS, '--spec', spec, '--env', env, '--junit', junit, '--skill-id', 'x']);
  expect(await readFile(junit, 'utf8')).toContain('<testcase');
  // A --json capture forced to be read as an ACP log is refused (it would hold no tool call); as --json its calls count.
  const calls = await ctx.file('calls.toml', '[[check]]\nname = "edits"\ntype = "tool_called"\npattern = "editor"\n');
  const edits = async (extra: string[]) => status(json((await inProc(['check', EVENTS, '--spec', calls, '--json', ...extra])).stdout), 'edits');
  expect(await edits([])).toBe('passed');
  expect(await edits(['--input', 'json'])).toBe('passed');
  const forced = await inProc(['check', EVENTS, '--spec', calls, '--json', '--input', 'acp']);
  expect(forced.exitCode).toBe(2);
  expect(forced.stderr).toContain(`${EVENTS}: a \`cline --json\` events stream, not an ACP log`);
  const missing = join(ctx.root, 'no-such-check-stderr.log');
  const r = await inProc(['check', EVENTS, '--spec', spec, '--env', env, '--stderr', missing, '--skill-id', 'x']);
  expect(r.stdout + r.stderr).toContain('no-such-check-stderr.log');
});
shownIn('check', ['--judge-provider', '--judge-script', '--task'], 'test/check/cli-judge.test.ts', 'a scripted judge grades, told the task');
add(
  'check',
  ['--judge-base-url', '--judge-api-key', '--judge-model'],
  'an OpenAI-compatible judge',
  async () => {
    const spec = await ctx.file('judge-spec.toml', JUDGE_SPEC);
    const env = await ctx.env('check-judge2-env');
    const r = await real([
      'check',
      await judgedTranscript(),
      '--spec',
      spec,
      '--env',
      env,
      '--json',
      '--task',
      'Fix it',
      '--judge-provider',
      'openai-compatible',
      '--judge-base-url',
      ctx.server.urlFor('check-judge'),
      '--judge-api-key',
      'judge-key',
      '--judge-model',
      'judge-model-x',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const seen = ctx.server.requests.filter((q) => q.turn !== null && q.client === 'check-judge');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((q) => q.model === 'judge-model-x' && q.api_key === 'judge-key')).toBe(true);
  },
  true,
);

// ---- audit
layerCase('audit', () => [EVENTS, '--root', ctx.root]);
add('audit', ['--root', '--cwd', '--home', '--json', '--fs-changes', '--live-skill'], 'roots and paths', async () => {
  const doc = (args: string[]) => inProc(['audit', EVENTS, ...args, '--json']);
  const one = json((await doc(['--root', '/'])).stdout);
  const other = json((await doc(['--root', join(ctx.root, 'elsewhere')])).stdout);
  expect(JSON.stringify(one)).not.toBe(JSON.stringify(other));
  const cwd = json((await doc(['--root', join(ctx.root, 'elsewhere'), '--cwd', '/AUDIT-CWD'])).stdout);
  expect(JSON.stringify(cwd)).toContain('/AUDIT-CWD');
  const home = json((await doc(['--root', '/', '--home', '/AUDIT-HOME'])).stdout);
  expect(JSON.stringify(home)).not.toBe(JSON.stringify(one));
  expect((await inProc(['audit', EVENTS, '--root', '/'])).stdout).not.toMatch(/^\{/);
  const missing = join(ctx.root, 'no-such-fs-changes.json');
  const fs = await inProc(['audit', EVENTS, '--root', '/', '--fs-changes', missing]);
  expect(fs.stdout + fs.stderr).toContain('no-such-fs-changes.json');
  const live = json((await doc(['--root', '/', '--live-skill', '/'])).stdout);
  expect(JSON.stringify(live)).not.toBe(JSON.stringify(one));
});

/** Runs `base` and `base + extra` in-process: the option alone changes what the command does. */
async function differs(base: string[], extra: string[], options?: Parameters<typeof runCliInProcess>[1]): Promise<[Run, Run]> {
  const a = await inProc(base, options);
  const b = await inProc([...base, ...extra], options);
  expect(`${b.exitCode}\n${b.stdout}\n${b.stderr}`).not.toBe(`${a.exitCode}\n${a.stdout}\n${a.stderr}`);
  return [a, b];
}
const isJson = (r: Run) => expect(() => JSON.parse(r.stdout)).not.toThrow();

// ---- stage, unstage, shadow
layerCase('stage', async () => ['--env', await ctx.env('stage-layer'), '--skill', ctx.skill]);
add('stage', ['--env', '--skill', '--iteration', '--condition', '--stage-name', '--json'], 'the slug and where it goes', async () => {
  const env = await ctx.env('stage-env');
  const staged = json((await inProc(['stage', '--env', env, '--skill', ctx.skill, '--iteration', '7', '--condition', 'cond-x', '--json'])).stdout);
  expect(JSON.stringify(staged)).toMatch(/cond.x/);
  expect(JSON.stringify(staged)).toContain('7');
  expect(await readdir(join(env, '.cline', 'skills'))).toHaveLength(1);
  expect((await inProc(['unstage', '--env', env])).exitCode).toBe(0);
  const named = json((await inProc(['stage', '--env', env, '--skill', ctx.skill, '--stage-name', 'chosen-name', '--json'])).stdout);
  expect(await readdir(join(env, '.cline', 'skills'))).toEqual(['chosen-name']);
  expect(JSON.stringify(named)).toContain('chosen-name');
  await inProc(['unstage', '--env', env]);
});
add('stage', ['--siblings'], 'siblings staged beside', async () => {
  const env = await ctx.env('stage-sib');
  await ctx.file('siblings/sib-one/SKILL.md', '---\nname: sib-one\ndescription: A sibling skill for the options test.\n---\nBody.\n');
  await inProc(['stage', '--env', env, '--skill', ctx.skill, '--stage-name', 'main-one', '--siblings', join(ctx.root, 'siblings')]);
  expect((await readdir(join(env, '.cline', 'skills'))).sort()).toEqual(['main-one', 'sib-one']);
  await inProc(['unstage', '--env', env]);
});
add('unstage', ['--env', '--json'], 'removes what stage put', async () => {
  const env = await ctx.env('unstage-env');
  await inProc(['stage', '--env', env, '--skill', ctx.skill]);
  const r = await inProc(['unstage', '--env', env, '--json']);
  isJson(r);
  expect(await exists(join(env, '.cline', 'skills', 'opt-skill'))).toBe(false);
  expect(await readdir(join(env, '.cline', 'skills')).catch(() => [])).toEqual([]);
});
layerCase('shadow', async () => ['--env', await ctx.env('shadow-layer'), '--skill', 'opt-skill']);
add('shadow', ['--env', '--skill', '--config', '--json', '--fail-on-shadow'], 'a shadow in the config dir', async () => {
  const env = await ctx.env('shadow-env');
  const config = join(ctx.root, 'shadow-config');
  await ctx.file('shadow-config/skills/opt-skill/SKILL.md', '---\nname: opt-skill\ndescription: The same name in the user config.\n---\nx\n');
  const base = ['shadow', '--env', env, '--skill', 'opt-skill', '--json'];
  const [, withConfig] = await differs(base, ['--config', config]);
  expect(withConfig.stdout).toContain('shadow-config');
  expect((await inProc([...base, '--config', config, '--fail-on-shadow'])).exitCode).toBe(1);
  expect((await inProc(['shadow', '--env', env, '--skill', 'opt-skill', '--config', config])).stdout).not.toMatch(/^\{/);
  expect((await inProc(['shadow', '--env', join(ctx.root, 'no-such-env'), '--skill', 'opt-skill'])).stderr).toContain('no-such-env');
  expect((await differs([...base, '--config', config], ['--skill', 'other-skill']))[1].exitCode).toBe(0);
});

// ---- guard
for (const sub of ['arm', 'teardown', 'status']) layerCase(`guard ${sub}`, async () => ['--env', await ctx.env(`guard-${sub}-layer`)]);
add('guard arm', ['--env', '--state-dir', '--json', '--root', '--ttl'], 'the marker says what arm was told', async () => {
  const env = await ctx.env('guard-arm-env');
  const state = join(ctx.root, 'guard-state');
  const extraRoot = join(ctx.root, 'ROOT-FROM-OPTION');
  await mkdir(extraRoot, { recursive: true });
  const armed = await inProc(['guard', 'arm', '--env', env, '--state-dir', state, '--root', extraRoot, '--ttl', '0', '--json']);
  expect(armed.exitCode, armed.stderr).toBe(0);
  isJson(armed);
  expect(await exists(join(env, '.cline', 'plugins', 'cline-harness-guard', 'index.js'))).toBe(true);
  const marker = (await readdir(state, { recursive: true })).map(String);
  const texts = await Promise.all(marker.filter((f) => f.endsWith('.json')).map((f) => readFile(join(state, f), 'utf8')));
  expect(texts.join('\n')).toContain('ROOT-FROM-OPTION');
  expect(texts.join('\n')).toMatch(/"expires[^"]*":\s*null/);
  const status = await inProc(['guard', 'status', '--env', env, '--state-dir', state, '--json']);
  expect(status.stdout).toMatch(/armed/);
  const elsewhere = await inProc(['guard', 'status', '--env', env, '--state-dir', join(ctx.root, 'other-state'), '--json']);
  expect(elsewhere.stdout).not.toBe(status.stdout);
  await inProc(['guard', 'teardown', '--env', env, '--state-dir', state]);
});
add('guard status', ['--env', '--state-dir', '--json'], 'armed or not, in text or JSON', async () => {
  const env = await ctx.env('guard-status-env');
  const state = join(ctx.root, 'guard-status-state');
  const before = await inProc(['guard', 'status', '--env', env, '--state-dir', state, '--json']);
  isJson(before);
  await inProc(['guard', 'arm', '--env', env, '--state-dir', state]);
  const after = await inProc(['guard', 'status', '--env', env, '--state-dir', state, '--json']);
  expect(after.stdout).not.toBe(before.stdout);
  expect((await inProc(['guard', 'status', '--env', env, '--state-dir', state])).stdout + '').not.toMatch(/^\{/);
  await inProc(['guard', 'teardown', '--env', env, '--state-dir', state]);
});
add('guard teardown', ['--env', '--state-dir', '--json'], 'removes the plugin', async () => {
  const env = await ctx.env('guard-td-env');
  const state = join(ctx.root, 'guard-td-state');
  await inProc(['guard', 'arm', '--env', env, '--state-dir', state]);
  const r = await inProc(['guard', 'teardown', '--env', env, '--state-dir', state, '--json']);
  expect(r.exitCode, r.stderr).toBe(0);
  isJson(r);
  expect(await exists(join(env, '.cline', 'plugins', 'cline-harness-guard'))).toBe(false);
});
layerCase('guard decide', () => ['--root', ctx.root]);
add('guard decide', ['--root', '--cwd', '--tmpdir'], 'where writes may go', async () => {
  const write = (cmd: string) => JSON.stringify({ toolName: 'run_commands', input: { commands: [cmd] } });
  // Each option once through dist/cli.js (stdin piped to a real process), all three in one call: every write lands in a root
  // only because of the option that names it.
  const writes = 'echo x > f && echo y > /srv/a/g && echo z > /srv/scratch-x/h';
  const all = ['guard', 'decide', '--root', '/srv/a', '--cwd', '/srv/a', '--tmpdir', '/srv/scratch-x'];
  const real = await execa('node', [CLI_JS, ...all], { input: write(writes), reject: false });
  expect(real.exitCode, real.stderr).toBe(0);
  expect(json(real.stdout).decision).toBe('allow');
  // Then each option alone makes the difference (in-process: the same handler, without a node start per call).
  const decide = async (args: string[], cmd: string) => {
    const r = await inProc(['guard', 'decide', ...args], { input: write(cmd) });
    expect(r.exitCode, r.stderr).toBe(0);
    return json(r.stdout).decision as string;
  };
  expect(await decide(['--root', '/srv/a', '--cwd', '/srv/a', '--tmpdir', '/srv/b'], writes)).toBe('block');
  expect(await decide(['--root', '/srv/a'], 'echo x > /srv/a/f')).toBe('allow');
  expect(await decide(['--root', '/srv/b'], 'echo x > /srv/a/f')).toBe('block');
  expect(await decide(['--root', '/srv/a', '--cwd', '/srv/a'], 'echo x > f')).toBe('allow');
  expect(await decide(['--root', '/srv/a', '--cwd', '/srv/elsewhere'], 'echo x > f')).toBe('block');
  expect(await decide(['--root', '/srv/a', '--tmpdir', '/srv/scratch-x'], 'echo x > /srv/scratch-x/f')).toBe('allow');
  expect(await decide(['--root', '/srv/a'], 'echo x > /srv/scratch-x/f')).toBe('block');
});
layerCase('guard collect', async () => ['--env', ctx.root, '--transcript', EVENTS, '--out', join(ctx.root, 'gc-layer')]);
add('guard collect', ['--env', '--state-dir', '--json', '--transcript', '--out'], 'writes guard-denials.json', async () => {
  const env = await ctx.env('guard-collect-env');
  const state = join(ctx.root, 'guard-collect-state');
  await inProc(['guard', 'arm', '--env', env, '--state-dir', state]);
  await inProc(['guard', 'teardown', '--env', env, '--state-dir', state]);
  const out = join(ctx.root, 'gc-denials.json');
  const r = await inProc(['guard', 'collect', '--env', env, '--state-dir', state, '--transcript', EVENTS, '--out', out, '--json']);
  expect(r.exitCode, r.stderr).toBe(0);
  isJson(r);
  expect(await exists(out)).toBe(true);
  const other = await inProc([
    'guard',
    'collect',
    '--env',
    env,
    '--state-dir',
    join(ctx.root, 'no-state'),
    '--transcript',
    join(ctx.root, 'no-such-tr.jsonl'),
    '--out',
    out,
  ]);
  expect(other.stderr).toMatch(/no-such-tr\.jsonl|no-state/);
});

// ---- harness
for (const sub of ['show', 'list']) {
  add(`harness ${sub}`, ['--harness-file', '--json'], 'layers and format', async () => {
    const layer = await ctx.file('good-layer.toml', '[dispatch]\nnext_steps = "NEXT-FROM-LAYER"\n');
    const base = ['harness', sub];
    isJson(await inProc([...base, '--json']));
    brokenLayer(await inProc([...base, '--harness-file', ctx.badHarness]));
    const [, withLayer] = await differs(base, ['--harness-file', layer]);
    expect(withLayer.stdout).toMatch(/NEXT-FROM-LAYER|good-layer\.toml/);
  });
}
add('harness export', ['--eval-magic', '--harness-file'], 'the eval-magic descriptor, from the layers', async () => {
  brokenLayer(await inProc(['harness', 'export', '--eval-magic', '--harness-file', ctx.badHarness]));
  const r = await inProc(['harness', 'export', '--eval-magic']);
  expect(r.stdout).toContain('cline-harness');
  expect((await inProc(['harness', 'export'])).exitCode).not.toBe(0);
});
add('harness init', ['--force'], 'overwrites only when told', async () => {
  const dir = await tempDir('ch-opt-init-');
  expect((await inProc(['harness', 'init', 'mine'], { cwd: dir })).exitCode).toBe(0);
  expect((await inProc(['harness', 'init', 'mine'], { cwd: dir })).exitCode).not.toBe(0);
  expect((await inProc(['harness', 'init', 'mine', '--force'], { cwd: dir })).exitCode).toBe(0);
});

// ---- render
const renderBase = async (sub: string): Promise<string[]> => {
  const env = await ctx.env(`render-${sub}-env`);
  if (sub === 'next-steps') await inProc(['stage', '--env', env, '--skill', ctx.skill]);
  await mkdir(join(ctx.root, 'render-out'), { recursive: true });
  await writeFile(join(ctx.root, 'render-out', 'cline-events.jsonl'), await readFile(EVENTS));
  const task = await ctx.file('render-task.md', 'Fix the RENDER-TASK bug');
  const tasks = await ctx.file('render-tasks.tsv', `${env}\t${task}\t${join(ctx.root, 'render-out')}\n`);
  switch (sub) {
    case 'prompt':
      return ['--task', task, '--env', env, '--out', join(ctx.root, 'render-out')];
    case 'exec':
    case 'next-steps':
      return ['--task', task, '--env', env, '--out', join(ctx.root, 'render-out'), '--model', 'render-model'];
    case 'parallel':
      return ['--model', 'render-model', '--tasks', tasks];
    case 'judge':
      return [
        '--model',
        'render-model',
        '--env',
        env,
        '--out',
        join(ctx.root, 'render-out'),
        '--rubric',
        'RUBRIC-X',
        '--task',
        'TASK-X',
        '--graded-env',
        env,
      ];
    case 'manifest':
      return ['--env', env, '--prompt-file', task, '--out', join(ctx.root, 'render-out')];
    case 'resume':
      return ['--session', 'SESSION-X', '--env', env, '--prompt-file', task, '--out', join(ctx.root, 'render-out')];
    default:
      return [];
  }
};
for (const sub of ['prompt', 'exec', 'parallel', 'judge', 'next-steps', 'manifest', 'resume', 'runbook']) {
  layerCase(`render ${sub}`, () => renderBase(sub));
}
/** Each value given lands in the rendered text (a path, model, session or text of a file). */
const rendered = (sub: string, covers: string[], extra: (env: string) => Promise<string[]> | string[], wants: RegExp[]) =>
  add(`render ${sub}`, covers, 'the values land in the text', async () => {
    const base = await renderBase(sub);
    const r = await inProc(['render', sub, ...base, ...(await extra(base[base.indexOf('--env') + 1] ?? ''))]);
    expect(r.exitCode, r.stderr).toBe(0);
    for (const w of wants) expect(r.stdout).toMatch(w);
  });
rendered('prompt', ['--task', '--env', '--out', '--scratch'], () => ['--scratch', '/SCRATCH-X'], [
  /RENDER-TASK/,
  /render-prompt-env/,
  /render-out/,
  /SCRATCH-X/,
]);
rendered('exec', ['--task', '--env', '--out', '--scratch', '--model'], () => ['--scratch', '/SCRATCH-X'], [
  /RENDER-TASK/,
  /render-exec-env/,
  /render-out/,
  /SCRATCH-X/,
  /render-model/,
]);
rendered('next-steps', ['--task', '--env', '--out', '--scratch', '--model'], () => ['--scratch', '/SCRATCH-X'], [
  /render-next-steps-env/,
  /render-out/,
  /render-model/,
]);
rendered('parallel', ['--model', '--tasks', '--jobs'], () => ['--jobs', '7'], [/render-model/, /render-tasks\.tsv/, /7/]);
rendered('judge', ['--model', '--env', '--out', '--rubric', '--task', '--graded-env'], () => [], [
  /render-model/,
  /render-judge-env/,
  /render-out/,
  /RUBRIC-X/,
  /TASK-X/,
]);
rendered('manifest', ['--env', '--prompt-file', '--out'], () => [], [/render-manifest-env-\d+\t.*render-task\.md\t.*render-out/]);
rendered('resume', ['--session', '--env', '--prompt-file', '--out'], () => [], [/SESSION-X/, /render-resume-env/, /render-task\.md/, /render-out/]);
add('render parallel', ['--jobs'], 'the recipe runs N at once', async () => {
  const base = await renderBase('parallel');
  await differs(['render', 'parallel', ...base], ['--jobs', '3']);
});

// ---- dispatch (the real cline)
const CLI_JS = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
layerCase('dispatch', async () => [
  '--env',
  await ctx.env('dispatch-layer'),
  '--prompt-file',
  await ctx.file('p.md', 'Say hello to me'),
  '--out',
  join(ctx.root, 'dl'),
]);
add(
  'dispatch',
  ['--tasks', '--jobs', '--transport'],
  'two tasks at once over ACP, skipped on a rerun',
  async () => {
    const tasks = await Promise.all(
      ['a', 'b'].map(async (id) => ({
        id,
        env: await ctx.env(`dispatch-task-${id}`),
        prompt: 'Say hello to the user',
        out: join(ctx.root, `dt-${id}`),
      })),
    );
    const file = await ctx.file('dispatch-tasks.json', JSON.stringify(tasks));
    const args = ['dispatch', '--tasks', file, '--sandbox', 'none', ...provider('dispatch-tasks'), '--json'];
    const r = await real([...args, '--jobs', '2', '--transport', 'acp']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(json(r.stdout).by_status).toEqual({ completed: 2 });
    // A rerun of the tasks file skips both completed tasks and asks the model nothing (--overwrite redoes one: test/dispatch/dispatch.test.ts).
    const requests = ctx.server.requests.length;
    const again = await real(args);
    expect(json(again.stdout)).toMatchObject({ skipped: 2 });
    expect(ctx.server.requests.length).toBe(requests);
    const results = json(r.stdout).results as { transport: string; started_at: string; duration_ms: number }[];
    expect(results.map((x) => x.transport)).toEqual(['acp', 'acp']);
    // Two at once: the second started before the first ended.
    const [a, b] = results.map((x) => ({ start: Date.parse(x.started_at), end: Date.parse(x.started_at) + x.duration_ms }));
    expect(Math.max(a!.start, b!.start)).toBeLessThan(Math.min(a!.end, b!.end));
  },
  true,
);

shownIn(
  'dispatch',
  [
    '--cline-bin',
    '--provider',
    '--base-url',
    '--api-key',
    '--model',
    '--env',
    '--prompt-file',
    '--out',
    '--timeout',
    '--sandbox',
    '--json',
    '--eval-magic-out',
    '--eval-magic-condition',
    '--overwrite',
  ],
  'test/dispatch/dispatch.test.ts',
  'one task through a logging cline over a completed one (--overwrite), then again without it (skipped)',
);
shownIn('audit', ['--sandbox'], 'test/e2e/integrity.test.ts', 'a bwrap run\'s failed write counted as the sandbox\'s refusal only with bwrap', true);
// ---- converse (the real cline over ACP)
layerCase('converse', async () => [
  '--env',
  await ctx.env('converse-layer'),
  '--prompt-file',
  await ctx.file('p.md', 'Say hello to me'),
  '--out',
  join(ctx.root, 'cl'),
]);
shownIn(
  'converse',
  [
    '--cline-bin',
    '--provider',
    '--base-url',
    '--api-key',
    '--model',
    '--env',
    '--prompt-file',
    '--out',
    '--turns',
    '--approve',
    '--sandbox',
    '--timeout',
    '--state-dir',
    '--json',
  ],
  'test/conversation/converse.test.ts',
  'a refused call (--approve never: reject_once, an approval denial), a follow-up delivered, then one stopped',
);
add(
  'converse',
  ['--resume'],
  'an unknown session is refused by cline',
  async () => {
    const r = await real([
      'converse',
      ...provider('converse-resume'),
      '--env',
      await ctx.env('converse-resume'),
      '--prompt-file',
      await ctx.file('cr.md', 'Go on please'),
      '--out',
      join(ctx.root, 'converse-resume-out'),
      '--sandbox',
      'none',
      '--state-dir',
      join(ctx.root, 'converse-resume-state'),
      '--resume',
      'no-such-session-x',
    ]);
    // A resume of an unknown session is a clear failure, not a hang.
    expect(r.exitCode).toBe(3);
    expect(r.stderr).toMatch(/ACP: .*session/i);
  },
  true,
);
add(
  'converse',
  ['--turn-timeout'],
  'a hung round is cancelled, nothing survives',
  async () => {
    const out = join(ctx.root, 'converse-hang-out');
    const env = await ctx.env('converse-hang');
    const r = await real([
      'converse',
      ...provider('converse-hang'),
      '--turns',
      await ctx.file('converse-hang-turns.json', JSON.stringify([{ prompt: 'never sent', deliver_when: 'always' }])),
      '--env',
      env,
      '--prompt-file',
      await ctx.file('ch.md', 'HANG-NOW please'),
      '--out',
      out,
      '--sandbox',
      'none',
      '--state-dir',
      join(ctx.root, 'converse-hang-state'),
      '--turn-timeout',
      '3',
      '--json',
    ]);
    expect(r.exitCode).toBe(1);
    expect(json(r.stdout)).toMatchObject({ status: 'timed_out', timed_out_in_round: 0, delivered_followups: 0 });
    expect((await readJson(join(out, 'dispatch-result.json'))).status).toBe('timed_out');
    expect((await readJson(join(out, 'transcript.json'))).turns[0].stop_reason).toBe('cancelled');
    expect(await readFile(join(out, 'acp-events.jsonl'), 'utf8')).toContain('"method":"session/cancel"');
    const left = await execa('pgrep', ['-af', env], { reject: false });
    expect(left.stdout.split('\n').filter((l) => l && !l.includes('pgrep'))).toEqual([]);
  },
  true,
);
add(
  'converse',
  ['--responder', '--responder-model', '--responder-max-turns', '--responder-timeout'],
  'the responder answers once',
  async () => {
    const out = join(ctx.root, 'converse-resp-out');
    const r = await real([
      'converse',
      ...provider('converse-resp'),
      '--env',
      await ctx.env('converse-resp'),
      '--prompt-file',
      await ctx.file('cq.md', 'PLEASE-ASK me things'),
      '--out',
      out,
      '--sandbox',
      'none',
      '--state-dir',
      join(ctx.root, 'converse-resp-state'),
      '--json',
      '--responder',
      '--responder-model',
      'responder-model-x',
      '--responder-max-turns',
      '1',
      '--responder-timeout',
      '55',
    ]);
    expect(json(r.stdout)).toMatchObject({ delivered_followups: 1, stop_reason: 'max_turns_reached' });
    const seen = ctx.server.requests.filter((q) => q.client === 'converse-resp' && q.turn !== null);
    expect(seen[1]!.model).toBe('responder-model-x');
    expect(seen[0]!.model).toBe('model-for-options');
    const consult = (await readdir(join(out, 'responder'), { recursive: true })).map(String).find((f) => f.endsWith('dispatch-result.json'));
    expect((await readJson(join(out, 'responder', consult!))).timeout_s).toBe(55);
  },
  true,
);

// ---- judge (the real cline plays the judge)
const gradedRun = async (name: string) => {
  const dir = join(ctx.root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'cline-events.jsonl'), await readFile(EVENTS));
  return dir;
};
layerCase('judge', async () => [
  '--run',
  await gradedRun('judge-layer'),
  '--env',
  ctx.root,
  '--rubric',
  'x',
  '--judge-provider',
  'scripted',
  '--judge-script',
  await ctx.file('js.json', '[]'),
]);
shownIn(
  'judge',
  ['--judge-provider', '--judge-base-url', '--judge-api-key', '--judge-model', '--run', '--env', '--rubric-file', '--task-file', '--votes', '--sandbox'],
  'test/judge/cli.test.ts',
  'an OpenAI-compatible judge behind a key-recording proxy; two votes, the task from a file, unsandboxed (its write went through)',
);
add(
  'judge',
  ['--timeout', '--cline-bin'],
  'a hung judge runs out of time; a missing cline',
  async () => {
    const base = [
      'judge',
      '--run',
      await gradedRun('judge-run-3'),
      '--env',
      await ctx.env('judge-env-3'),
      '--rubric',
      'HANG-NOW: wait',
      '--sandbox',
      'none',
      '--judge-provider',
      'openai-compatible',
      '--judge-base-url',
      ctx.server.urlFor('judge-hang'),
      '--judge-model',
      'model-for-options',
    ];
    const r = await real([...base, '--timeout', '5', '--cline-bin', CLINE_BIN]);
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toContain('timed out after 5 s');
    // An error, not a verdict (test/judge/run.test.ts's hung-judge case is this one): the limit named, and the judge asked
    // the model and got no usage back, so what it spent is unknown, not zero.
    const outcome = JudgeOutcomeSchema.parse(json(r.stdout.slice(0, r.stdout.lastIndexOf('}') + 1)));
    expect(outcome.verdict).toBe('error');
    expect(outcome.votes[0]!.evidence).toBe('the judge timed out after 5 s');
    expect(outcome.votes[0]!.tokens).toBeNull();
    expect(outcome.tokens).toBeNull();
    const missing = await real([...base, '--cline-bin', '/no/such/cline-bin-j']);
    expect(missing.stdout + missing.stderr).toMatch(/cline-bin-j/);
  },
  true,
);
shownIn('judge', ['--judge-script', '--rubric', '--task'], 'test/judge/cli.test.ts', 'the scripted judge, told the rubric and task inline');

// ---- suite
const SUITE = `
name = "options"
skill = "skill"
timeout = 300
repeat = 2
[gate]
min_pass_rate = 0
min_delta = -1
confidence = 0
[model]
provider = "scripted"
id = "scripted-options"
[[case]]
id = "one"
prompt = "Say hello to the user please"
script = "one.json"
[[case.check]]
name = "answered"
type = "final_text"
pattern = "."
[[case.check]]
name = "never"
type = "final_text"
pattern = "^NEVER-SAID$"
[[case.check]]
name = "judged"
type = "judge"
rubric = "JUDGE-ME: it answered"
only = ["with_skill"]
[[case]]
id = "two"
prompt = "Say goodbye to the user please"
script = "one.json"
`;
const suiteFile = async () => {
  await ctx.file('suite/one.json', JSON.stringify([{ content: 'Hello.' }]));
  await mkdir(join(ctx.root, 'suite', 'skill'), { recursive: true });
  await writeFile(
    join(ctx.root, 'suite', 'skill', 'SKILL.md'),
    '---\nname: greeter\ndescription: Greets people by name when asked to.\n---\nGreet.\n',
  );
  return ctx.file('suite/suite.toml', SUITE);
};
let suiteOut = '';
layerCase('suite run', async () => [await suiteFile()]);
add('suite run', ['--baseline', '--fail-on-regression', '--judge-script'], 'read before any task runs', async () => {
  const suite = await suiteFile();
  expect((await inProc(['suite', 'run', suite, '--fail-on-regression', '--out', join(ctx.root, 'sx')])).stderr).toContain('--baseline');
  expect((await inProc(['suite', 'run', suite, '--baseline', join(ctx.root, 'no-such-baseline'), '--out', join(ctx.root, 'sx')])).stderr).toContain(
    'no-such-baseline',
  );
  expect(
    (
      await inProc([
        'suite',
        'run',
        suite,
        '--judge-provider',
        'scripted',
        '--judge-script',
        join(ctx.root, 'no-such-judge.json'),
        '--out',
        join(ctx.root, 'sx'),
      ])
    ).stderr,
  ).toContain('no-such-judge.json');
});
add(
  'suite run',
  [
    '--cline-bin',
    '--provider',
    '--base-url',
    '--api-key',
    '--model',
    '--judge-provider',
    '--judge-base-url',
    '--judge-api-key',
    '--judge-model',
    '--out',
    '--transport',
    '--jobs',
    '--repeat',
    '--filter',
    '--shard',
    '--summary-md',
    '--keep-envs',
    '--json',
    '--eval-magic-out',
  ],
  'one case, both arms',
  async () => {
    const suite = await suiteFile();
    suiteOut = join(ctx.root, 'suite-out');
    const summary = join(ctx.root, 'suite-summary.md');
    const em = join(ctx.root, 'suite-em');
    const r = await real([
      'suite',
      'run',
      suite,
      '--cline-bin',
      CLINE_BIN,
      ...provider('suite'),
      '--judge-provider',
      'openai-compatible',
      '--judge-base-url',
      ctx.server.urlFor('suite-judge'),
      '--judge-api-key',
      'judge-key',
      '--judge-model',
      'judge-model-s',
      '--out',
      suiteOut,
      '--transport',
      'acp',
      '--jobs',
      '2',
      '--repeat',
      '1',
      '--filter',
      '^one/',
      '--shard',
      '1/1',
      '--summary-md',
      summary,
      '--keep-envs',
      '--json',
      '--eval-magic-out',
      em,
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const results = json(r.stdout);
    expect(results.tasks.map((t: { case_id: string }) => t.case_id)).toEqual(['one', 'one']); // --filter, --repeat 1
    expect(results.shard).toEqual({ index: 1, count: 1 });
    sawProvider('suite');
    expect(
      ctx.server.requests
        .filter((q) => q.client === 'suite-judge' && q.turn !== null)
        .every((q) => q.model === 'judge-model-s' && q.api_key === 'judge-key'),
    ).toBe(true);
    expect(ctx.server.requests.some((q) => q.client === 'suite-judge')).toBe(true);
    const dispatched = await Promise.all(results.tasks.map((t: { artifacts: string }) => readJson(join(t.artifacts, 'dispatch-result.json'))));
    expect(dispatched.map((d) => [d.transport, d.cline_bin])).toEqual([
      ['acp', CLINE_BIN],
      ['acp', CLINE_BIN],
    ]);
    const [a, b] = dispatched.map((x) => ({ start: Date.parse(x.started_at), end: Date.parse(x.started_at) + x.duration_ms }));
    expect(Math.max(a!.start, b!.start)).toBeLessThan(Math.min(a!.end, b!.end)); // --jobs 2
    expect(await readFile(summary, 'utf8')).toContain('one');
    expect((await readdir(em, { recursive: true })).length).toBeGreaterThan(0);
    expect(await exists(dispatched[0].paths.env)).toBe(true); // --keep-envs
    await Promise.all(dispatched.map((d) => rm(join(d.paths.env, '..'), { recursive: true, force: true })));
  },
  true,
);
add('suite plan', ['--shard', '--repeat', '--filter', '--json', '--allow-unreachable'], 'the tasks listed', async () => {
  await suiteFile();
  // Without its judge check: plan refuses a judge check with no judge model, and takes no --judge-* flags.
  const suite = await ctx.file('suite/plan.toml', SUITE.replace(/\[\[case\.check\]\]\nname = "judged"\n(?:.*\n)*?only = \["with_skill"\]\n/, ''));
  const plan = async (extra: string[]) => json((await inProc(['suite', 'plan', suite, '--json', ...extra])).stdout);
  const count = (p: Record<string, unknown>) => JSON.stringify(p).match(/"id"/g)?.length ?? 0;
  const all = await plan([]);
  expect(count(await plan(['--repeat', '1']))).toBeLessThan(count(all));
  expect(count(await plan(['--filter', '^one/']))).toBeLessThan(count(all));
  expect(count(await plan(['--shard', '1/2']))).toBeLessThan(count(all));
  expect((await inProc(['suite', 'plan', suite])).stdout).not.toMatch(/^\{/);
  // A gate that no outcome of 2 repeats can meet is refused, unless --allow-unreachable.
  const strict = await ctx.file('suite/strict.toml', (await readFile(suite, 'utf8')).replace('min_delta = -1\nconfidence = 0', 'min_delta = 0.2'));
  const refused = await inProc(['suite', 'plan', strict]);
  expect(refused.exitCode).toBe(2);
  expect(refused.stderr).toContain('unreachable');
  expect((await inProc(['suite', 'plan', strict, '--allow-unreachable'])).exitCode).toBe(0);
});
/** The run above as a baseline where every arm passed every time: against it the run regressed. */
const betterBaseline = async () => {
  const results = await readJson(join(suiteOut, 'results.json'));
  for (const c of results.conditions as { passed: number; tasks: number; pass_rate: number }[]) Object.assign(c, { passed: c.tasks, pass_rate: 1 });
  return ctx.file('better-baseline/results.json', JSON.stringify(results));
};
add('suite merge', ['--out', '--baseline', '--fail-on-regression', '--summary-md', '--json'], 'the shard of the run above', async () => {
  expect(suiteOut).not.toBe('');
  const better = await betterBaseline();
  expect((await inProc(['suite', 'merge', suiteOut, '--out', join(ctx.root, 'merged-5'), '--baseline', better])).exitCode).toBe(0);
  expect(
    (await inProc(['suite', 'merge', suiteOut, '--out', join(ctx.root, 'merged-6'), '--baseline', better, '--fail-on-regression'])).exitCode,
  ).toBe(1);
  const out = join(ctx.root, 'merged');
  const summary = join(ctx.root, 'merged.md');
  const r = await inProc([
    'suite',
    'merge',
    suiteOut,
    '--out',
    out,
    '--summary-md',
    summary,
    '--json',
    '--baseline',
    suiteOut,
    '--fail-on-regression',
  ]);
  expect(r.exitCode, r.stderr).toBe(0);
  expect(json(r.stdout).baseline).not.toBeNull();
  expect(await exists(join(out, 'results.json'))).toBe(true);
  expect(await exists(summary)).toBe(true);
});
add('suite compare', ['--out', '--fail-on-regression', '--json'], 'a run with itself', async () => {
  expect(suiteOut).not.toBe('');
  const out = join(ctx.root, 'compared');
  const r = await inProc(['suite', 'compare', suiteOut, suiteOut, '--out', out, '--json']);
  expect(r.exitCode, r.stderr).toBe(0);
  isJson(r);
  expect((await readdir(out)).sort()).toContain('comparison.md');
  expect((await inProc(['suite', 'compare', suiteOut, suiteOut])).stdout).not.toMatch(/^\{/);
  const better = await betterBaseline();
  expect((await inProc(['suite', 'compare', better, suiteOut])).exitCode).toBe(0);
  expect((await inProc(['suite', 'compare', better, suiteOut, '--fail-on-regression'])).exitCode).toBe(1);
});

/**
 * A suite in a git repository of its own, its skill beside it: --changed-since HEAD finds nothing changed, so nothing runs.
 * Each call also names a --filter that matches no case: were an option ignored, the run would stop there, before any task.
 */
add('suite run', ['--require-evals', '--changed-since'], 'the suites chosen before any task', async () => {
  await suiteFile();
  const repo = await ctx.env('suite-changed', {
    'suite.toml': SUITE.replace(/\[\[case\.check\]\]\nname = "judged"\n(?:.*\n)*?only = \["with_skill"\]\n/, ''),
    'one.json': JSON.stringify([{ content: 'Hello.' }]),
    'skill/SKILL.md': '---\nname: greeter\ndescription: Greets people by name when asked to.\n---\nGreet.\n',
  });
  const suite = join(repo, 'suite.toml');
  const out = join(ctx.root, 'suite-changed-out');
  const run = (extra: string[]) => inProc(['suite', 'run', suite, '--out', out, '--filter', '^no-such-case/', ...extra]);
  const badRef = await run(['--changed-since', 'no-such-ref-x']);
  expect(badRef.exitCode).toBe(2);
  expect(badRef.stderr).toContain('--changed-since no-such-ref-x');
  // ctx.root/skills holds opt-skill, which no suite names: refused before any task.
  const uncovered = await run(['--changed-since', 'HEAD', '--require-evals', join(ctx.root, 'skills')]);
  expect(uncovered.exitCode).toBe(2);
  expect(uncovered.stderr).toContain('skills without a suite (no suite found names them as its skill): opt-skill');
  const unchanged = await run(['--changed-since', 'HEAD', '--require-evals', repo]);
  expect(unchanged.exitCode, unchanged.stderr).toBe(0);
  expect(unchanged.stderr).toContain(`skipped options (${suite}): none of its inputs changed since HEAD`);
  expect(unchanged.stderr).toContain('0 suite(s): none to run');
  expect(await exists(out)).toBe(false);
});
shownIn('suite run', ['--reuse', '--reuse-max-age', '--max-tokens', '--max-cost'], 'test/e2e/reuse-budget.test.ts', 'reused, rerun when old, stopped');
shownIn('suite plan', ['--estimate-from'], 'test/e2e/reuse-budget.test.ts', 'an estimate from the stopped run');
shownIn('suite run', ['--only-model'], 'test/e2e/suite-models.test.ts', 'only one model\'s tasks, reused');
shownIn('suite plan', ['--only-model'], 'test/e2e/suite-models.test.ts', 'only one model\'s tasks', true);
shownIn('suite run', ['--allow-unreachable'], 'test/e2e/suite.test.ts', 'the regression demo at --repeat 1');
shownIn('suite plan', ['--require-evals', '--changed-since'], 'test/suite/changed.test.ts', 'a skill portfolio in git');
shownIn('suite merge', ['--allow-partial'], 'test/e2e/suite.test.ts', 'a lone shard merged, marked partial', true);

// ---- capture, conform, probe, model serve
const SCENARIOS = fixture('scenarios');
add(
  'capture',
  ['--scenarios', '--out', '--only', '--keep', '--concurrency', '--cline-bin'],
  'one scenario recorded',
  async () => {
    const out = join(ctx.root, 'captured');
    const r = await real([
      'capture',
      '--scenarios',
      SCENARIOS,
      '--out',
      out,
      '--only',
      'read-files',
      '--keep',
      '--concurrency',
      '1',
      '--cline-bin',
      CLINE_BIN,
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(await readdir(out)).toEqual(['read-files']);
    const kept = /temp dir kept at (\S+)/.exec(r.stderr)?.[1];
    expect(kept, r.stderr).toBeDefined();
    expect(await exists(kept!)).toBe(true);
    await rm(kept!, { recursive: true, force: true });
    expect(
      (await inProc(['capture', '--scenarios', SCENARIOS, '--out', out, '--only', 'read-files', '--cline-bin', '/no/such/cline-bin-x'])).stderr,
    ).toContain('cline-bin-x');
  },
  true,
);
add(
  'harness conform',
  ['--cline-version', '--cache-dir', '--scenarios', '--captures', '--only', '--concurrency', '--report', '--json'],
  'a cached version',
  async () => {
    const cache = join(ctx.root, 'conform-cache');
    await mkdir(join(cache, 'cline-3.0.65', 'node_modules', '.bin'), { recursive: true });
    await execa('ln', ['-s', CLINE_BIN, join(cache, 'cline-3.0.65', 'node_modules', '.bin', 'cline')]);
    const report = join(ctx.root, 'conform.json');
    const r = await real([
      'harness',
      'conform',
      '--cline-version',
      '3.0.65',
      '--cache-dir',
      cache,
      '--scenarios',
      SCENARIOS,
      '--captures',
      fixture('captures'),
      '--only',
      'read-files',
      '--concurrency',
      '1',
      '--report',
      report,
      '--json',
    ]);
    expect(r.stderr).toContain(cache);
    isJson(r);
    const written = await readJson(report);
    expect(JSON.stringify(written)).toContain('read-files');
    // The version's own auth against the [provider_settings] template (3.0.65 is listed there).
    expect(written.provider_settings).toEqual({ file: 'settings/providers.json', listed: true, matches: true, difference: null });
    expect(r.stderr).toContain("provider settings: the template gives what cline 3.0.65's auth writes");
  },
  true,
);
add('harness conform', ['--cline-bin', '--harness-file'], 'named before anything runs', async () => {
  expect((await inProc(['harness', 'conform', '--cline-bin', '/no/such/cline-bin-y', '--only', 'read-files'])).stderr).toContain('cline-bin-y');
  brokenLayer(await inProc(['harness', 'conform', '--only', 'read-files', '--harness-file', ctx.badHarness]));
});
layerCase('harness probe', () => ['--offline']);
add(
  'harness probe',
  ['--offline', '--yes', '--probe-timeout', '--cline-bin'],
  'the bundled model',
  async () => {
    // One ✓ line per check against the bundled scripted model.
    const r = await real(['harness', 'probe', '--offline', '--probe-timeout', '200', '--cline-bin', CLINE_BIN]);
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^✓ cline found: 3\.0\.65 \(/);
    expect(lines[1]).toMatch(/^✓ events stream non-empty: \d+ lines$/);
    expect(lines[2]).toBe('✓ run_result present and completed: finishReason completed');
    expect(lines[3]).toBe('✓ final message non-empty: "Connectivity check passed."');
    // Without --yes, and stdin not a terminal, it refuses to spend tokens: nothing printed, nothing sent.
    const asks = await real(['harness', 'probe', ...provider('probe-no')]);
    expect(asks.exitCode).toBe(2);
    expect(asks.stderr).toMatch(/pass --yes/);
    expect(asks.stdout).toBe('');
    expect(ctx.server.requests.filter((q) => q.client === 'probe-no')).toHaveLength(0);
    expect((await inProc(['harness', 'probe', '--offline', '--cline-bin', '/no/such/cline-bin-z'])).stdout).toContain('cline-bin-z');
  },
  true,
);
shownIn('harness probe', ['--provider', '--base-url', '--api-key', '--model'], 'test/probe/probe.test.ts', 'a hung provider, asked with that model and key');
add('model serve', ['--script', '--var', '--port', '--log'], 'a served script', async () => {
  const script = await ctx.file('serve.json', JSON.stringify([{ content: 'VAR={who}' }]));
  const log = join(ctx.root, 'serve.log');
  const child = execa('node', [CLI_JS, 'model', 'serve', '--script', script, '--var', 'who=VALUE-X', '--port', '0', '--log', log], { reject: false });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => resolve(d.toString().split('\n')[0]!.trim()));
      child.once('exit', () => reject(new Error('model serve exited')));
    });
    const res = await fetch(`${url}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(await res.text()).toContain('VAR=VALUE-X');
    expect(await readFile(log, 'utf8')).toContain('chat/completions');
    const fixed = await inProc(['model', 'serve', '--script', join(ctx.root, 'no-such-script.json')]);
    expect(fixed.stderr).toContain('no-such-script.json');
  } finally {
    child.kill('SIGTERM');
    await child;
  }
  const busy = await startModelServer({ script: [] });
  try {
    const taken = await real(['model', 'serve', '--script', script, '--port', String(busy.port)]);
    expect(taken.exitCode).not.toBe(0);
    expect(taken.stderr).toContain(String(busy.port));
  } finally {
    await busy.close();
  }
});

/** Every leaf command of the CLI and the options its --help lists (without --help and --version). */
async function helpOptions(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const visit = async (path: string[]) => {
    const help = (await inProc([...path, '--help'])).stdout;
    const commands = [...help.matchAll(/^ {2}cline-harness ((?:[\w-]+ ?)+?)(?: [<[]| {2,}|$)/gm)].map((m) => m[1]!.trim().split(' '));
    const children = commands.filter((c) => c.length === path.length + 1 && path.every((p, i) => c[i] === p));
    if (children.length) {
      for (const c of children) await visit(c);
      return;
    }
    const options = help.slice(help.indexOf('Options:'));
    const names = [...options.matchAll(/^ {2}(?:-\w, )? *(--[\w-]+)/gm)].map((m) => m[1]!).filter((o) => o !== '--help' && o !== '--version');
    found.set(path.join(' '), names);
  };
  await visit([]);
  return found;
}

describe('every option of every command reaches the code', () => {
  it('every option in --help has a case, and every case names a real option', async () => {
    const help = await helpOptions();
    expect(help.size).toBeGreaterThan(30);
    const covered = new Map<string, Set<string>>();
    for (const c of CASES) for (const o of c.covers) covered.set(c.cmd, (covered.get(c.cmd) ?? new Set()).add(o));
    const missing = [...help].flatMap(([cmd, opts]) => opts.filter((o) => !covered.get(cmd)?.has(o)).map((o) => `${cmd} ${o}`));
    const stale = [...covered].flatMap(([cmd, opts]) => [...opts].filter((o) => !help.get(cmd)?.includes(o)).map((o) => `${cmd} ${o}`));
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.cmd} ${c.covers.join(' ')}: ${c.what}`, c] as const))(
    '%s',
    async (_name, c) => {
      await c.run();
    },
    600_000,
  );
});
