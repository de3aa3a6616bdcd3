import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CheckResultSchema,
  CheckSpecSchema,
  checkName,
  countResults,
  firstWrite,
  renderCall,
  runChecks,
  type CheckResult,
  type CheckSpecInput,
  type RunChecksOptions,
} from '../../src/check/index.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { InputError } from '../../src/errors.js';
import { parseTranscriptFile, type Transcript } from '../../src/transcript/index.js';
import { useTempDirs } from '../helpers/temp.js';

const capture = (name: string) => fileURLToPath(new URL(`../../fixtures/captures/${name}/events.jsonl`, import.meta.url));
const descriptor = builtinDescriptor();
const transcripts = new Map<string, Transcript>();
async function load(name: string): Promise<Transcript> {
  if (!transcripts.has(name)) transcripts.set(name, await parseTranscriptFile(capture(name)));
  return transcripts.get(name)!;
}

/** Runs one check (validated through the schema, so defaults apply) and returns its result. */
async function one(name: string, check: CheckSpecInput, options: Partial<RunChecksOptions> = {}): Promise<CheckResult> {
  const [result] = await runChecks(await load(name), [CheckSpecSchema.parse(check)], { descriptor, ...options });
  expect(CheckResultSchema.parse(result)).toEqual(result);
  return result!;
}

describe('tool-call rendering and the first write', () => {
  it('renders a call as its name and the compact JSON of its flattened args', async () => {
    const t = await load('realistic-fix');
    expect(renderCall(t.tool_invocations[2]!)).toBe('run_commands {"commands":["node test.js"],"command":"node test.js"}');
  });

  it('takes the first write from the write and patch roles, and finds none in a read-only run', async () => {
    const tools = builtinDescriptor().tools;
    expect(firstWrite(await load('realistic-fix'), tools)?.ordinal).toBe(3);
    expect(firstWrite(await load('apply-patch'), tools)?.name).toBe('apply_patch');
    expect(firstWrite(await load('skills'), tools)).toBeNull();
    // A descriptor whose write role names another tool moves the boundary.
    expect(firstWrite(await load('realistic-fix'), { ...tools, write: ['run_commands'] })?.ordinal).toBe(2);
  });
});

describe('tool_called and no_tool on the realistic-fix capture', () => {
  it('passes when the tests ran before the first edit, naming the call and the write', async () => {
    const r = await one('realistic-fix', { type: 'tool_called', pattern: '^run_commands .*node test\\.js', before: 'first_write' });
    expect(r).toMatchObject({ status: 'passed', passed: true, ordinal: 2 });
    expect(r.evidence).toBe('#2 run_commands {"commands":["node test.js"],"command":"node test.js"} before the first write (#3 editor)');
  });

  it('fails when the call only comes after the first write, and says where it matched', async () => {
    const r = await one('realistic-fix', { type: 'tool_called', pattern: 'return a \\+ b', before: 'first_write' });
    expect(r).toMatchObject({ status: 'failed', passed: false, ordinal: 3 });
    expect(r.evidence).toContain('no call matched /return a \\+ b/ before the first write (#3 editor)');
    expect(r.evidence).toContain('it matched only later: #3 editor');
    expect(r.evidence).toContain('calls before it: #0 search_codebase, #1 read_files, #2 run_commands');
  });

  it('without before, a later call counts', async () => {
    const r = await one('realistic-fix', { type: 'tool_called', pattern: 'return a \\+ b' });
    expect(r).toMatchObject({ passed: true, ordinal: 3 });
  });

  it('fails with the list of calls when nothing matches; flags apply', async () => {
    const miss = await one('realistic-fix', { type: 'tool_called', pattern: '^SEARCH_CODEBASE' });
    expect(miss.passed).toBe(false);
    expect(miss.evidence).toBe(
      'no call matched /^SEARCH_CODEBASE/; calls: #0 search_codebase, #1 read_files, #2 run_commands, #3 editor, #4 run_commands',
    );
    expect((await one('realistic-fix', { type: 'tool_called', pattern: '^SEARCH_CODEBASE', flags: 'i' })).passed).toBe(true);
  });

  it('no_tool passes when nothing matches and fails naming the first offending call', async () => {
    const clean = await one('realistic-fix', { type: 'no_tool', pattern: 'rm -rf' });
    expect(clean).toMatchObject({ passed: true, evidence: 'none of 5 calls matched /rm -rf/' });
    const dirty = await one('realistic-fix', { type: 'no_tool', pattern: '^run_commands' });
    expect(dirty).toMatchObject({ passed: false, ordinal: 2 });
    expect(dirty.evidence).toMatch(/^#2 run_commands \{.*\} \(and 1 more: #4 run_commands\)$/);
  });

  it('no_tool with before looks only at the calls before the first write', async () => {
    expect((await one('realistic-fix', { type: 'no_tool', pattern: '^editor', before: 'first_write' })).passed).toBe(true);
    expect((await one('realistic-fix', { type: 'no_tool', pattern: '^read_files', before: 'first_write' })).passed).toBe(false);
  });

  it('with before and no write in the run, every call counts and the evidence says so', async () => {
    const r = await one('skills', { type: 'tool_called', pattern: '^skills ', before: 'first_write' });
    expect(r.passed).toBe(true);
    expect(r.evidence).toContain('no write happened');
  });
});

describe('skill_invoked on the skills capture', () => {
  it('passes for the staged identifier given as an option', async () => {
    const r = await one('skills', { type: 'skill_invoked' }, { skillId: 'release-notes' });
    expect(r).toMatchObject({ passed: true, ordinal: 0, evidence: '#0 skills {"skill":"release-notes"}' });
  });

  it('fails for another identifier, showing the skills calls that were made', async () => {
    const r = await one('skills', { type: 'skill_invoked' }, { skillId: 'ch-0-with_skill-release-notes' });
    expect(r.passed).toBe(false);
    expect(r.evidence).toBe('no skills call with skill = "ch-0-with_skill-release-notes"; skills calls: #0 skills {"skill":"release-notes"}');
  });

  it("prefers the check's own skill over the option", async () => {
    expect((await one('skills', { type: 'skill_invoked', skill: 'release-notes' }, { skillId: 'other' })).passed).toBe(true);
    expect((await one('skills', { type: 'skill_invoked', skill: 'other' }, { skillId: 'release-notes' })).passed).toBe(false);
  });

  it('fails in a run without skills calls, listing the calls instead', async () => {
    const r = await one('realistic-fix', { type: 'skill_invoked' }, { skillId: 'release-notes' });
    expect(r.passed).toBe(false);
    expect(r.evidence).toContain('no skills calls; calls: #0 search_codebase');
  });

  it('uses the skill role of the tool roles it is given', async () => {
    const tools = { ...descriptor.tools, skill: { name: 'skills', arg: 'name' } };
    expect((await one('skills', { type: 'skill_invoked' }, { skillId: 'release-notes', descriptor: { ...descriptor, tools } })).passed).toBe(false);
  });
});

describe('max_denials', () => {
  it('counts denials of one kind on the approval-refused capture', async () => {
    const over = await one('approval-refused', { type: 'max_denials', kind: 'approval', max: 2 });
    expect(over).toMatchObject({ passed: false, ordinal: 0 });
    expect(over.evidence).toMatch(/^3 denials of kind approval \(max 2\): #0 read_files approval: "Tool \\"read_files\\" requires approval/);
    expect((await one('approval-refused', { type: 'max_denials', kind: 'approval', max: 3 })).passed).toBe(true);
  });

  it('does not count other kinds, and mentions them', async () => {
    const r = await one('approval-refused', { type: 'max_denials', kind: 'plan_mode', max: 0 });
    expect(r).toMatchObject({ passed: true, evidence: '0 denials of kind plan_mode (max 0); 3 of other kinds' });
    expect((await one('plan-mode-block', { type: 'max_denials', kind: 'plan_mode', max: 0 })).passed).toBe(false);
  });

  it('without a kind counts every denial', async () => {
    const r = await one('plan-mode-block', { type: 'max_denials', max: 0 });
    expect(r.passed).toBe(false);
    expect(r.evidence).toMatch(/^1 denial \(max 0\): #0 run_commands plan_mode: "Command not executed/);
    expect((await one('realistic-fix', { type: 'max_denials', max: 0 })).evidence).toBe('0 denials (max 0)');
  });
});

describe('final_text, finish_reason, max_tokens, max_duration_ms', () => {
  it('final_text shows the match, or the start of the text it did not find it in', async () => {
    expect((await one('realistic-fix', { type: 'final_text', pattern: 'test passes' })).evidence).toBe('matched "test passes" at offset 82');
    const miss = await one('realistic-fix', { type: 'final_text', pattern: 'PASSES' });
    expect(miss.passed).toBe(false);
    expect(miss.evidence).toMatch(/^no match for \/PASSES\/; final text \(\d+ chars\): "Fixed: `sum` in src\/sum.js/);
  });

  it('final_text fails when the run has no final text', async () => {
    const r = await one('provider-http-500', { type: 'final_text', pattern: '.' });
    expect(r).toMatchObject({ passed: false, evidence: 'no final text (finish_reason "error")' });
  });

  it('finish_reason defaults to completed', async () => {
    expect(await one('realistic-fix', { type: 'finish_reason' })).toMatchObject({ passed: true, name: 'finish_reason = completed' });
    const failed = await one('provider-http-500', { type: 'finish_reason' });
    expect(failed).toMatchObject({ passed: false });
    expect(failed.evidence).toBe('finish_reason "error", expected "completed"');
    expect((await one('provider-http-500', { type: 'finish_reason', equals: 'error' })).passed).toBe(true);
  });

  it('max_tokens bounds total_tokens inclusively', async () => {
    const t = await load('realistic-fix');
    expect((await one('realistic-fix', { type: 'max_tokens', max: t.total_tokens! })).passed).toBe(true);
    const over = await one('realistic-fix', { type: 'max_tokens', max: t.total_tokens! - 1 });
    expect(over.passed).toBe(false);
    expect(over.evidence).toContain(`total_tokens ${t.total_tokens} (input ${t.tokens.input}`);
  });

  it('max_duration_ms bounds duration_ms, and fails when the run never finished', async () => {
    const t = await load('realistic-fix');
    expect((await one('realistic-fix', { type: 'max_duration_ms', max: t.duration_ms! })).passed).toBe(true);
    expect((await one('realistic-fix', { type: 'max_duration_ms', max: t.duration_ms! - 1 })).passed).toBe(false);
    expect(await one('timeout-hang', { type: 'max_duration_ms', max: 1e9 })).toMatchObject({
      passed: false,
      evidence: 'no agent_ms: the stream has no run_result',
    });
  });
  it('max_duration_ms reads the cline or task time a suite measured, when told to, and says which', async () => {
    const durations = { cline_ms: 5000, task_ms: 11000 };
    expect(await one('realistic-fix', { type: 'max_duration_ms', max: 6000, of: 'cline' }, { durations })).toMatchObject({
      passed: true,
      evidence: 'cline_ms 5000, max 6000',
    });
    expect(await one('realistic-fix', { type: 'max_duration_ms', max: 6000, of: 'task' }, { durations })).toMatchObject({
      passed: false,
      evidence: 'task_ms 11000, max 6000',
    });
    await expect(one('realistic-fix', { type: 'max_duration_ms', max: 1, of: 'task' })).rejects.toThrow(/reads task_ms, which only a suite run measures/);
  });

});

describe('conditions and missing inputs', () => {
  const checks = [
    CheckSpecSchema.parse({ type: 'skill_invoked', only: ['with_skill'] }),
    CheckSpecSchema.parse({ type: 'finish_reason' }),
  ];

  it('skips checks for other conditions, keeping their place in the results', async () => {
    const t = await load('realistic-fix');
    const results = await runChecks(t, checks, { descriptor, condition: 'without_skill' });
    expect(results.map((r) => [r.index, r.status, r.passed])).toEqual([
      [0, 'skipped', false],
      [1, 'passed', true],
    ]);
    expect(results[0]!.evidence).toBe('applies only to with_skill; this run is without_skill');
    expect(countResults(results)).toEqual({ passed: 1, failed: 0, skipped: 1, error: 0 });
  });

  it('runs them under their condition, and ignores `only` when no condition is given', async () => {
    const t = await load('skills');
    const under = await runChecks(t, checks, { descriptor, condition: 'with_skill', skillId: 'release-notes' });
    expect(under.map((r) => r.status)).toEqual(['passed', 'passed']);
    const noCondition = await runChecks(t, checks, { descriptor, skillId: 'nope' });
    expect(noCondition.map((r) => r.status)).toEqual(['failed', 'passed']);
  });

  it('rejects a skill_invoked check without any identifier before running anything', async () => {
    const t = await load('skills');
    await expect(runChecks(t, checks, { descriptor })).rejects.toThrow(/check #1 \(skill_invoked\) needs the staged skill identifier/);
    // ... unless the condition skips it.
    await expect(runChecks(t, checks, { descriptor, condition: 'without_skill' })).resolves.toHaveLength(2);
  });

  it('rejects env checks without an env, and an env that is not a directory', async () => {
    const t = await load('skills');
    const fileCheck = [CheckSpecSchema.parse({ type: 'file_exists', path: 'a.txt' })];
    await expect(runChecks(t, fileCheck, { descriptor })).rejects.toThrow(InputError);
    await expect(runChecks(t, fileCheck, { descriptor })).rejects.toThrow('check #1 (file_exists a.txt) looks at the env after the run: pass --env DIR');
    await expect(runChecks(t, fileCheck, { descriptor, envDir: capture('skills') })).rejects.toThrow('not a directory');
  });

  it('names checks from their type and main field unless named', () => {
    const names = [
      { type: 'tool_called', pattern: 'a', flags: 'i', before: 'first_write' },
      { type: 'max_denials', max: 0, kind: 'guard' },
      { type: 'command', run: 'npm   test\n  --silent' },
      { type: 'file_contains', path: 'x', pattern: 'y' },
      { type: 'no_tool', pattern: 'z', name: 'mine' },
    ].map((c) => checkName(CheckSpecSchema.parse(c)));
    expect(names).toEqual(['tool_called /a/i before first_write', 'max_denials guard <= 0', 'command npm test --silent', 'file_contains x /y/', 'mine']);
  });
});

describe('checks on the env after the run', () => {
  const tempDir = useTempDirs();
  async function env(): Promise<string> {
    const dir = await tempDir('ch-check-env-');
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src', 'sum.js'), 'export function sum(a, b) {\n  return a + b;\n}\n');
    return dir;
  }

  it('file_exists finds files and directories and fails for missing ones', async () => {
    const envDir = await env();
    expect(await one('skills', { type: 'file_exists', path: 'src/sum.js' }, { envDir })).toMatchObject({
      passed: true,
      evidence: 'src/sum.js exists (file, 46 bytes)',
    });
    expect((await one('skills', { type: 'file_exists', path: 'src' }, { envDir })).evidence).toBe('src exists (directory)');
    expect(await one('skills', { type: 'file_exists', path: 'src/nope.js' }, { envDir })).toMatchObject({
      passed: false,
      evidence: 'src/nope.js does not exist in the env',
    });
  });

  it('file_contains names the matching line, or shows the start of the file', async () => {
    const envDir = await env();
    const hit = await one('skills', { type: 'file_contains', path: 'src/sum.js', pattern: 'a \\+ b' }, { envDir });
    expect(hit).toMatchObject({ passed: true, evidence: 'src/sum.js:2: "  return a + b;"' });
    const miss = await one('skills', { type: 'file_contains', path: 'src/sum.js', pattern: 'a - b' }, { envDir });
    expect(miss.passed).toBe(false);
    expect(miss.evidence).toBe('no match for /a - b/ in src/sum.js (46 chars): "export function sum(a, b) {\\n  return a + b;\\n}\\n"');
    expect((await one('skills', { type: 'file_contains', path: 'gone.txt', pattern: 'x' }, { envDir })).evidence).toBe(
      'gone.txt does not exist in the env',
    );
    expect((await one('skills', { type: 'file_contains', path: 'src', pattern: 'x' }, { envDir })).evidence).toBe('src: src is not a regular file');
  });

  it('command passes on exit 0 in the env and shows the end of its output', async () => {
    const envDir = await env();
    const r = await one('skills', { type: 'command', run: 'pwd; grep -c return src/sum.js' }, { envDir });
    expect(r.passed).toBe(true);
    expect(r.evidence).toMatch(new RegExp(`^exit 0 after \\d+\\.\\d\\d s\\nstdout \\(end\\):\\n  .*ch-check-env-.*\\n  1$`));
  });

  it('command fails on a non-zero exit with the tail of stdout and stderr', async () => {
    const envDir = await env();
    const r = await one('skills', { type: 'command', run: 'seq 1 40; echo broken >&2; exit 3' }, { envDir });
    expect(r.passed).toBe(false);
    const [head, ...rest] = r.evidence.split('\n');
    expect(head).toMatch(/^exit 3 after /);
    expect(rest).toEqual(['stdout (end):', '  …', ...Array.from({ length: 15 }, (_, i) => `  ${26 + i}`), 'stderr (end):', '  broken']);
  });

  it('command is killed at its timeout, children included', async () => {
    const envDir = await env();
    const started = Date.now();
    const run = '(sleep 1; echo late > late.txt) & sleep 30';
    const r = await one('skills', { type: 'command', run, timeout: 0.3 }, { envDir });
    // Not a speed target: had the group not been killed, the check would have waited out the 30 s sleep.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(r).toMatchObject({ passed: false, evidence: 'timed out after 0.3 s (its process group was killed)' });
    // The background child would have written late.txt a second after it started, had it survived.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await one('skills', { type: 'file_exists', path: 'late.txt' }, { envDir })).passed).toBe(false);
  });

  it('commands run in spec order, so a later check sees what an earlier one did', async () => {
    const envDir = await env();
    const checks = [
      { type: 'command', run: 'echo made > made.txt' },
      { type: 'file_contains', path: 'made.txt', pattern: '^made$', flags: 'm' },
    ].map((c) => CheckSpecSchema.parse(c));
    const results = await runChecks(await load('skills'), checks, { descriptor, envDir });
    expect(results.map((r) => r.passed)).toEqual([true, true]);
  });

  it('an abort stops a running command and rejects', async () => {
    const envDir = await env();
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 300);
    const checks = [CheckSpecSchema.parse({ type: 'command', run: 'sleep 30' })];
    const started = Date.now();
    await expect(runChecks(await load('skills'), checks, { descriptor, envDir, signal: controller.signal })).rejects.toThrow('stop');
    // Without the abort the check would have waited out its 30 s sleep.
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
