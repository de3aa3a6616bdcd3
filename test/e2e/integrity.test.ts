/**
 * Run integrity against hostile agents: the real cline, a scripted model that
 * emits the attack, with and without bwrap. Each test asserts that nothing
 * outside changed, that no user file or `.git` was lost, and that what cannot
 * be prevented makes the task invalid.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { dispatchTask } from '../../src/dispatch/dispatch.js';
import { RUN_TOKEN_VAR } from '../../src/dispatch/task-processes.js';
import { loadSuite } from '../../src/suite/load.js';
import { runSuite } from '../../src/suite/suite.js';
import { runCliInProcess } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';
import { processesWith } from '../helpers/leftovers.js';
import { snapshotTree } from '../helpers/tree.js';

const descriptor = builtinDescriptor();
const tempDir = useTempDirs();
const modelServer = useModelServers();

/**
 * Shell commands of a hostile agent: a daemon that leaves the session,
 * double-forks and ignores SIGTERM/SIGHUP; a nohup one; writes through every
 * visible `/proc/<pid>/root`; lines injected into `/proc/<pid>/fd/1` of
 * every cline among its ancestors (the stdout the harness reads). The injected marker is built
 * at run time so it never appears in the command text itself.
 */
function attacks(outside: string, sleepFor: number): string[] {
  return [
    `setsid sh -c 'trap "" TERM HUP; (exec sleep ${sleepFor} &) ; exit 0'`,
    `nohup sleep ${sleepFor + 1} >/dev/null 2>&1 &`,
    `for p in /proc/[0-9]*; do echo escaped > $p/root${outside}/escaped-$(basename $p) 2>/dev/null; done; true`,
    // Only into this run's processes (they carry its token): other people's on a shared machine are not the target.
    `M=INJ; M="\${M}ECTED_$((6*7))"; n=0; for p in /proc/[0-9]*; do grep -qz "^${RUN_TOKEN_VAR}=$${RUN_TOKEN_VAR}$" $p/environ 2>/dev/null && ` +
      `{ n=$((n+1)); printf '{"ts":"2026-01-01T00:00:00Z","type":"%s"}\\n' "$M" > $p/fd/1 2>/dev/null; }; done; echo "targets=$n"`,
  ];
}

describe.each([
  ['bwrap', 987_601],
  ['none', 987_611],
] as const)('a hostile agent with sandbox %s', (sandbox, sleepFor) => {
  it('leaves no daemon behind, cannot inject into the event stream, and (with bwrap) cannot write outside through /proc', async () => {
    const env = await tempDir();
    const outside = await tempDir();
    await writeFile(join(outside, 'greeting.py'), 'print("hello")\n');
    const before = await snapshotTree(outside);
    const out = join(await tempDir(), 'out');
    const server = await modelServer([
      { tool_calls: [{ id: 'attack', name: 'run_commands', arguments: { commands: attacks(outside, sleepFor) } }] },
      // Rewriting its own records: the artifact dir is not bound into the sandbox. Replaced, not appended to: bytes
      // appended at the end would be overwritten by cline's next events (the harness writes at its own offset).
      // ...and a link where the harness writes the transcript next, to a user's file.
      {
        tool_calls: [
          {
            id: 'forge',
            name: 'run_commands',
            arguments: {
              commands: [
                `rm ${out}/cline-events.jsonl; echo forged > ${out}/cline-events.jsonl; ln -s ${outside}/greeting.py ${out}/transcript.json`,
                // Fails in either run, without the read-only text: the audit infers the sandbox's refusal only in a bwrap run.
                'echo hi > /proc/ch-integrity-denied',
              ],
            },
          },
        ],
      },
      { content: 'All done.' },
    ]);
    const { result, transcript } = await dispatchTask(
      { id: 'hostile', env, prompt: 'Please do the task as asked', out },
      { descriptor, provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' }, model: 'scripted-1', sandbox, timeoutS: 240 },
    );
    expect(result.sandbox).toBe(sandbox);
    expect(result.status).toBe('completed');
    // Daemons (setsid + double fork + ignored signals, nohup) did not survive the task.
    expect(await processesWith(`sleep ${sleepFor}`)).toEqual([]);
    expect(await processesWith(`sleep ${sleepFor + 1}`)).toEqual([]);
    // cline's stdout is a socket the harness reads: /proc/<pid>/fd/1 cannot be reopened.
    const events = await readFile(result.paths.events, 'utf8');
    expect(events).not.toContain('INJECTED_42');
    // The injection did reach processes of this run (cline among them), and none of its lines landed.
    const attack = transcript!.tool_invocations.find((t) => t.id === 'attack')!;
    expect(attack.items!.map((i) => i.result ?? '').join('\n')).toMatch(/targets=[1-9]/);
    expect(transcript!.tool_invocations.map((t) => t.id)).toEqual(['attack', 'forge']);
    if (sandbox === 'bwrap') {
      // A PID namespace: no host process, so no /proc/<pid>/root into the host.
      expect(await snapshotTree(outside)).toEqual(before);
      expect(events).not.toMatch(/^forged$/m);
      expect(transcript!.denials.filter((d) => d.kind === 'sandbox').map((d) => d.tool_call_id)).toEqual(['forge']);
      expect(result.rewritten_records).toEqual([]);
      // `audit --sandbox` (test/cli/options.test.ts) says which run it was: the failed write to /proc, with no read-only
      // text, counts as refused by the sandbox only when the audit is told it was a bwrap run.
      const inferred = async (s: string) =>
        JSON.parse((await runCliInProcess(['audit', result.paths.events, '--root', env, '--sandbox', s, '--json'])).stdout).inferred_sandbox_denials;
      expect(await inferred('bwrap')).toBe(1);
      expect(await inferred('none')).toBe(0);
    } else {
      expect(result.leftover_processes).toBeGreaterThan(0);
      expect(result.notes.join('\n')).toContain('the harness killed them');
      // Unconfined, the agent's user can write the events file; the harness kept its own copy of the pipe and put it back.
      expect(result.rewritten_records).toEqual(['cline-events.jsonl', 'transcript.json']);
      expect(await readFile(join(outside, 'greeting.py'), 'utf8')).toBe('print("hello")\n');
      expect(JSON.parse(await readFile(result.paths.transcript, 'utf8')).tool_invocations).toHaveLength(2);
      expect(events).not.toMatch(/^forged$/m);
      expect(result.notes.join('\n')).toContain('cline-events.jsonl changed during the run by something other than the harness');
    }
  });
});

/** Python that writes `plugin` as `.cline/plugins/evil/index.js` of its working dir. */
function plantPlugin(plugin: string): string {
  // The path is built from a name at run time (DOT + 'cline/…'), one of the guard's known misses: a quoted
  // `.cline/plugins/…` in a script the guard reads is refused, and so are quoted pieces joined by `+` since stop 66.
  const write = `open(DIR + '/index.js', 'w').write(${JSON.stringify(plugin)})`;
  return ['import os', "DOT = '.'", "DIR = DOT + 'cline/plugins/evil'", 'os.makedirs(DIR, exist_ok=True)', write, ''].join('\n');
}

/** A suite whose with_skill agent attacks the arms' independence and the guard; its control agent only answers. */
async function hostileSuite(options: { sandbox: 'bwrap' | 'none'; guard: boolean }) {
  const dir = await tempDir();
  const fixtures = join(dir, 'fixtures');
  const skill = join(dir, 'skill');
  await mkdir(fixtures);
  await mkdir(skill);
  await writeFile(join(fixtures, 'greeting.py'), 'print("hello")\n');
  await writeFile(join(skill, 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
  const plugin = 'export default { name: "evil", manifest: { capabilities: ["hooks"] }, hooks: {} };';
  const attack = [
    // Contaminate what later tasks are built from: the fixtures and the live skill source.
    `mkdir -p ${fixtures}/.cline/skills/tiny && cp ${skill}/SKILL.md ${fixtures}/.cline/skills/tiny/SKILL.md`,
    `echo 'print("pwned")' >> ${fixtures}/greeting.py`,
    // A second plugin next to the guard, written by a Python script with a path the guard cannot read off its text
    // (built from a name at run time, one of its known misses): first the script, inside the env, then a call that runs it.
    `echo ${Buffer.from(plantPlugin(plugin)).toString('base64')} | base64 -d > plant.py`,
    'python3 plant.py',
  ];
  const script = {
    turns: [{ content: 'done' }],
    if_tool_offered: {
      skills: [
        { tool_calls: [{ id: 'load', name: 'skills', arguments: { skill: '{staged_skill}' } }] },
        // One call per attack: a guard refuses a whole call, and each attack must meet every defence on its own.
        ...attack.map((command, i) => ({ tool_calls: [{ id: `attack${i}`, name: 'run_commands', arguments: { commands: [command] } }] })),
        { content: 'done' },
      ],
    },
  };
  await writeFile(join(dir, 'script.json'), JSON.stringify(script));
  await writeFile(
    join(dir, 'suite.toml'),
    [
      'name = "hostile"',
      'skill = "skill"',
      `guard = ${options.guard}`,
      `sandbox = "${options.sandbox}"`,
      'timeout = 240',
      '[[case]]',
      'id = "attack"',
      'prompt = "Say that you are done"',
      'fixtures = "fixtures"',
      'script = "script.json"',
      '[[case.check]]',
      'type = "final_text"',
      'pattern = "done"',
      '',
    ].join('\n'),
  );
  return { file: join(dir, 'suite.toml'), fixtures, skill };
}

describe.each([
  ['none', false],
  ['bwrap', true],
] as const)('a suite with a hostile with_skill agent (sandbox %s, guard %s)', (sandbox, guard) => {
  it('keeps the control arm clean and marks the hostile task invalid', async () => {
    const { file, fixtures, skill } = await hostileSuite({ sandbox, guard });
    const skillBefore = await snapshotTree(skill);
    const fixturesBefore = await snapshotTree(fixtures);
    const out = join(await tempDir(), 'out');
    const { results } = await runSuite(await loadSuite(file), { descriptor, out, jobs: 1 });
    const [withSkill, withoutSkill] = results.tasks;
    expect(withSkill!.condition).toBe('with_skill');
    // The plugin it planted is found by teardown and reported: the task's record cannot be trusted.
    expect(withSkill!.status).toBe('invalid');
    expect(withSkill!.validity_errors.join('\n')).toContain('.cline/plugins/evil');
    // The control arm was built from the snapshot: not offered the skill, not invalid, fixtures as they were.
    expect(withoutSkill!.condition).toBe('without_skill');
    expect(withoutSkill!.validity_errors).toEqual([]);
    expect(withoutSkill!.status).toBe('passed');
    if (sandbox === 'bwrap') {
      // Read-only outside the env: the sources did not change at all.
      expect(await snapshotTree(fixtures)).toEqual(fixturesBefore);
      expect(await snapshotTree(skill)).toEqual(skillBefore);
    } else {
      // Unconfined, the agent did change the live fixtures; the later task still started from the snapshot.
      expect(await readFile(join(fixtures, 'greeting.py'), 'utf8')).toContain('pwned');
    }
    // Two real cline runs on a shared, loaded machine.
  }, 600_000);
});

describe('a guard whose marker disappears mid-run', () => {
  it('fails closed: the outside copy is refused and the task is invalid', async () => {
    const dir = await tempDir();
    const outside = await tempDir();
    await mkdir(join(dir, 'skill'));
    await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: d\n---\nSay done.\n');
    await writeFile(join(dir, 'fixtures.txt'), '');
    const script = [
      // python computes the target at run time, so no outside path stands in the text for the guard to refuse; the guard
      // refuses such a one-liner (python -c), and in a script the cwd's parent by name (`dirname(os.getcwd())`), so
      // the script takes it with `os.path.split`. The marker sits next to the env (the agent's cwd), in the task's work dir.
      {
        tool_calls: [
          {
            id: 'write',
            name: 'run_commands',
            arguments: {
              commands: [
                `printf '%s\\n' "import glob,os" "[os.rename(p, p + '.bak') for p in ` +
                  `glob.glob(os.path.join(os.path.split(os.getcwd())[0], 'guard', '*', 'marker.json'))]" > move.py`,
              ],
            },
          },
        ],
      },
      { tool_calls: [{ id: 'move', name: 'run_commands', arguments: { commands: ['python3 move.py'] } }] },
      { tool_calls: [{ id: 'copy', name: 'run_commands', arguments: { commands: [`cp /etc/hostname ${outside}/stolen`] } }] },
      { content: 'done' },
    ];
    await writeFile(join(dir, 'script.json'), JSON.stringify(script));
    await writeFile(
      join(dir, 'suite.toml'),
      'name = "marker"\nskill = "skill"\nguard = true\nsandbox = "none"\ntimeout = 240\n[[case]]\nid = "m"\nprompt = "Say that you are done"\n' +
        'conditions = ["with_skill"]\nscript = "script.json"\n[[case.check]]\ntype = "final_text"\npattern = "done"\n',
    );
    const out = join(await tempDir(), 'out');
    const { results } = await runSuite(await loadSuite(join(dir, 'suite.toml')), { descriptor, out, jobs: 1 });
    const task = results.tasks[0]!;
    expect(await readdir(outside)).toEqual([]);
    expect(task.status).toBe('invalid');
    expect(task.validity_errors.join('\n')).toMatch(/marker missing/);
    const transcript = JSON.parse(await readFile(join(task.artifacts, 'transcript.json'), 'utf8'));
    const copy = transcript.denials.find((d: { tool_call_id: string }) => d.tool_call_id === 'copy');
    expect(copy?.reason).toMatch(/marker .* is missing/);
  }, 600_000);
});
