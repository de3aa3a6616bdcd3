import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CheckReportSchema } from '../../src/check/index.js';
import { conversationFromTurns } from '../../src/conversation/schema.js';
import { parseAcpEventsFile } from '../../src/transcript/acp.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';

const capture = (name: string) => fileURLToPath(new URL(`../../fixtures/captures/${name}/events.jsonl`, import.meta.url));

describe('cline-harness check', () => {
  // The first three tests run the built CLI as a user does (exit codes 0, 1 and 2 from a real process); the rest run the
  // CLI's entry in-process (runCliInProcess): the same code and output, without a node start per call.
  const tempDir = useTempDirs();
  async function spec(text: string): Promise<string> {
    const file = join(await tempDir(), 'checks.toml');
    await writeFile(file, text);
    return file;
  }

  const PASSING = `
[[check]]
type = "tool_called"
pattern = '^run_commands .*node test\\.js'
before = "first_write"
name = "ran the tests before editing"

[[check]]
type = "finish_reason"

[[check]]
type = "skill_invoked"
only = ["with_skill"]
`;

  it('exits 0 when every check passes, with ✓ lines on stderr and nothing on stdout', async () => {
    const r = await runCli(['check', capture('realistic-fix'), '--spec', await spec(PASSING), '--condition', 'without_skill']);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toEqual([
      '✓ ran the tests before editing — #2 run_commands {"commands":["node test.js"],"command":"node test.js"} before the first write (#3 editor)',
      '✓ finish_reason = completed — finish_reason "completed"',
      '- skill_invoked — applies only to with_skill; this run is without_skill',
      '2 passed, 0 failed, 0 errored, 1 skipped',
    ]);
  });

  it('exits 1 when a check fails, printing JSON results with --json and JUnit XML with --junit', async () => {
    const dir = await tempDir();
    const junit = join(dir, 'reports', 'junit.xml');
    const file = await spec(`${PASSING}\n[[check]]\ntype = "max_tokens"\nmax = 100\n`);
    const r = await runCli([
      'check', capture('skills'), '--spec', file, '--skill-id', 'release-notes', '--json', '--junit', junit,
    ]);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('✗ ran the tests before editing — no call matched');
    expect(r.stderr).toContain('✓ skill_invoked — #0 skills {"skill":"release-notes"}');
    expect(r.stderr).toContain('2 passed, 2 failed, 0 errored, 0 skipped');
    const report = CheckReportSchema.parse(JSON.parse(r.stdout));
    expect(report).toMatchObject({ events: capture('skills'), spec: file, env: null, condition: null, passed: false });
    expect(report.counts).toEqual({ passed: 2, failed: 2, skipped: 0, error: 0 });
    expect(report.results.map((x) => [x.index, x.type, x.status])).toEqual([
      [0, 'tool_called', 'failed'],
      [1, 'finish_reason', 'passed'],
      [2, 'skill_invoked', 'passed'],
      [3, 'max_tokens', 'failed'],
    ]);
    const xml = await readFile(junit, 'utf8');
    expect(xml).toContain('<testsuite name="check checks.toml" tests="4" failures="2" errors="0" skipped="0"');
    expect(xml.match(/<testcase /g)).toHaveLength(4);
    expect(xml).toContain('<testcase name="max_tokens &lt;= 100"');
    expect(xml).toContain('<failure message="total_tokens 2080');
  });

  it('runs env checks with --env', async () => {
    const env = await tempDir();
    await writeFile(join(env, 'out.txt'), 'done\n');
    const file = await spec('[[check]]\ntype = "file_contains"\npath = "out.txt"\npattern = "done"\n\n[[check]]\ntype = "command"\nrun = "test -f out.txt"\n');
    const ok = await runCliInProcess(['check', capture('skills'), '--spec', file, '--env', env]);
    expect([ok.exitCode, ok.stderr]).toEqual([0, expect.stringContaining('✓ command test -f out.txt — exit 0 after')]);
    // Evidence over several lines goes on indented continuation lines.
    const failing = await spec('[[check]]\ntype = "command"\nrun = "echo oops >&2; exit 4"\nname = "lint"\n');
    const bad = await runCliInProcess(['check', capture('skills'), '--spec', failing, '--env', env]);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/^✗ lint — exit 4 after \d+\.\d\d s\n    stderr \(end\):\n      oops\n0 passed, 1 failed, 0 errored, 0 skipped$/);
  });

  it('exits 2 naming the file and line of a bad check', async () => {
    const file = await spec('[[check]]\ntype = "finish_reason"\n\n[[check]]\ntype = "no_tool"\npattern = "(rm"\n');
    const r = await runCli(['check', capture('skills'), '--spec', file]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe(`cline-harness: ${file}:4: [[check]] #2: no_tool: field "pattern": Invalid regular expression: /(rm/: Unterminated group`);
  });

  it('exits 2 for a TOML syntax error, with line and column', async () => {
    const file = await spec('[[check]]\ntype = finish_reason\n');
    const r = await runCliInProcess(['check', capture('skills'), '--spec', file]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^cline-harness: ${file}:2:\\d+: `));
  });

  it('exits 2 for an env check without --env and a skill check without an identifier', async () => {
    const noEnv = await runCliInProcess(['check', capture('skills'), '--spec', await spec('[[check]]\ntype = "file_exists"\npath = "a"\n')]);
    expect([noEnv.exitCode, noEnv.stderr]).toEqual([2, 'cline-harness: check #1 (file_exists a) looks at the env after the run: pass --env DIR']);
    const noId = await runCliInProcess(['check', capture('skills'), '--spec', await spec('[[check]]\ntype = "skill_invoked"\n')]);
    expect(noId.exitCode).toBe(2);
    expect(noId.stderr).toContain('needs the staged skill identifier: pass --skill-id');
  });

  it('exits 2 for unreadable events or spec files, and without --spec', async () => {
    const file = await spec('[[check]]\ntype = "finish_reason"\n');
    const noEvents = await runCliInProcess(['check', '/nonexistent/events.jsonl', '--spec', file]);
    expect([noEvents.exitCode, noEvents.stderr]).toEqual([2, expect.stringContaining('/nonexistent/events.jsonl: cannot read')]);
    const noSpec = await runCliInProcess(['check', capture('skills'), '--spec', '/nonexistent/checks.toml']);
    expect([noSpec.exitCode, noSpec.stderr]).toEqual([2, expect.stringContaining('/nonexistent/checks.toml: cannot read check spec')]);
    const missing = await runCliInProcess(['check', capture('skills')]);
    expect([missing.exitCode, missing.stderr]).toEqual([2, expect.stringContaining('Missing required argument: spec')]);
  });
  it('reads an ACP log too: checks limited to a round, and conversation checks from the conversation.json beside it', async () => {
    const dir = await tempDir();
    const events = join(dir, 'acp-events.jsonl');
    await copyFile(fileURLToPath(new URL('../../fixtures/captures/acp-three-turns/acp-events.jsonl', import.meta.url)), events);
    const file = await spec(`
[[check]]
type = "tool_called"
pattern = "^run_commands"
turn = 1

[[check]]
type = "conversation"
status = "completed"
min_delivered_followups = 2
`);
    // No record beside the log: the conversation check cannot be decided, and says what to provide.
    const without = await runCliInProcess(['check', events, '--spec', file]);
    expect(without.exitCode).toBe(2);
    expect(without.stderr).toContain('needs a conversation record');
    expect(without.stderr).toContain('conversation.json beside the ACP log');

    const transcript = await parseAcpEventsFile(events);
    await writeFile(join(dir, 'conversation.json'), JSON.stringify(conversationFromTurns(transcript.session_id, transcript.turns)));
    const r = await runCliInProcess(['check', events, '--spec', file, '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(CheckReportSchema.parse(JSON.parse(r.stdout)).results.map((x) => [x.type, x.status])).toEqual([
      ['tool_called', 'passed'],
      ['conversation', 'passed'],
    ]);
    // The same log forced through the --json parser would read no calls: refused, naming the file.
    const roundOnly = await spec('[[check]]\ntype = "tool_called"\npattern = "^run_commands"\nturn = 1\n');
    const asJson = await runCliInProcess(['check', events, '--spec', roundOnly, '--input', 'json']);
    expect(asJson.exitCode).toBe(2);
    expect(asJson.stderr).toContain(`${events}: an ACP log (acp-events.jsonl), not a \`cline --json\` stream`);

    await writeFile(join(dir, 'conversation.json'), '{"status": "finished"}');
    const bad = await runCliInProcess(['check', events, '--spec', file]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain(`${join(dir, 'conversation.json')}:1: not a conversation record: session_id: `);
  });
});
