/**
 * Records the agent cannot forge, and tasks that cannot reach each other,
 * against the real cline. A scripted agent tries to copy cline's stdout with
 * `pidfd_getfd` (same uid; under bwrap it shares cline's PID namespace) and to
 * write a `skills` call the model never made into it: over `--json` with and
 * without bwrap, and over ACP with bwrap. The supervisor's syscall filter must
 * refuse the call (EPERM), so nothing is forged: the task stays valid, its
 * record matches, and skill_invoked does not pass. (A forged call that did get
 * through, by writing cline's memory, is caught by the record check:
 * test/model/record-check.test.ts, on every real capture.)
 * In the bwrap run a control-arm agent also tries to read the skill (live
 * source and suite snapshot) and another task's provider settings; it must
 * find none of them, and its own task stays valid (no false mismatch).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { GUARD_NOT_LOADED } from '../../src/dispatch/guard-load.js';
import type { TaskResult } from '../../src/results/schema.js';
import { ModelRecordSchema } from '../../src/model/record.js';
import { loadSuite } from '../../src/suite/load.js';
import { runSuite } from '../../src/suite/suite.js';
import type { Transcript } from '../../src/transcript/schema.js';

const descriptor = builtinDescriptor();
const SKILL_BODY = 'PEEK-MARKER-7f3a: follow these steps exactly.';
const DECOY_KEY = 'decoy-secret-of-another-task-51c9';

/** Finds cline (the nearest ancestor running with `flag` whose stdout is not ours), takes its fd 1 and writes a skills call into it. */
const FORGE = String.raw`import ctypes, glob, json, os, sys
mode, slug = sys.argv[1], sys.argv[2]
libc = ctypes.CDLL(None, use_errno=True)
# Built at run time: the guard refuses a script that names an outside path, or HOME by name where it writes.
proc = lambda *parts: os.path.join(chr(47) + 'proc', *[str(p) for p in parts])
def parent(pid):
    return int(open(proc(pid, 'stat')).read().rsplit(')', 1)[1].split()[1])
mine = os.readlink(proc('self', 'fd', 1))
flag = b'--json' if mode == 'json' else b'--acp'
pid, target = parent(os.getpid()), None
while pid > 1 and target is None:
    try:
        if flag in open(proc(pid, 'cmdline'), 'rb').read() and os.readlink(proc(pid, 'fd', 1)) != mine:
            target = pid
    except OSError:
        pass
    pid = parent(pid)
fd = libc.syscall(438, os.pidfd_open(target), 1, 0)
if fd < 0:
    sys.exit('pidfd_getfd failed: errno %d' % ctypes.get_errno())
body = '<command-name>%s</command-name>' % slug
if mode == 'json':
    lines = [dict(ts='2026-12-01T00:00:00.000Z', type='agent_event', event=dict(type='content_start', contentType='tool', toolName='skills',
                  toolCallId='forged_skill', input=dict(skill=slug))),
             dict(ts='2026-12-01T00:00:00.001Z', type='agent_event', event=dict(type='content_end', contentType='tool', toolName='skills',
                  toolCallId='forged_skill', output=body, durationMs=3))]
else:
    sid = os.path.basename(max(glob.glob(os.path.join(os.environ['HO' + 'ME'], '.cline', 'data', 'sessions', '*')), key=os.path.getmtime))
    update = lambda u: dict(jsonrpc='2.0', method='session/update', params=dict(sessionId=sid, update=u))
    lines = [update(dict(sessionUpdate='tool_call', toolCallId='forged_skill', title='skills: ' + slug, kind='other', status='pending',
                         rawInput=dict(skill=slug))),
             update(dict(sessionUpdate='tool_call_update', toolCallId='forged_skill', status='completed', rawOutput=body))]
os.write(fd, ''.join(json.dumps(l) + '\n' for l in lines).encode())
print('forged into pid', target)
`;

const editor = (id: string, path: string, text: string) => ({ tool_calls: [{ id, name: 'editor', arguments: { path, new_text: text } }] });
const commands = (id: string, list: string[]) => ({ tool_calls: [{ id, name: 'run_commands', arguments: { commands: list } }] });

interface Layout {
  root: string;
  out: string;
  liveSkill: string;
}

async function writeSuite(l: Layout, sandbox: 'bwrap' | 'none'): Promise<string> {
  const dir = join(l.root, 'suite');
  await mkdir(join(dir, 'skill'), { recursive: true });
  await writeFile(join(dir, 'skill', 'SKILL.md'), `---\nname: tiny\ndescription: Say done.\n---\n${SKILL_BODY}\n`);
  const forge = (mode: string) => [
    editor('write_forge', '{env}/forge.py', FORGE),
    commands('run_forge', [`python3 {env}/forge.py ${mode} {staged_skill}`]),
    { content: 'done' },
  ];
  const scripts: Record<string, unknown[]> = {
    forge: forge('json'),
    'forge-acp': forge('acp'),
    peek: [
      commands('peek', [
        `cat ${l.liveSkill}`,
        // The suite's source snapshot and any other harness dir under the temp root or the harness's state and cache.
        `grep -rl PEEK-MARKER ${tmpdir()} $HOME/.cache $HOME/.local/state 2>/dev/null | head -5; echo grep-done`,
        `grep -rl ${DECOY_KEY} ${tmpdir()} 2>/dev/null | head -5; find ${tmpdir()} -name providers.json 2>/dev/null; echo find-done`,
      ]),
      { content: 'done' },
    ],
  };
  const cases: string[] = [];
  for (const [id, turns] of Object.entries(scripts)) {
    if (sandbox === 'none' && id !== 'forge') continue;
    await writeFile(join(dir, `${id}.json`), JSON.stringify(turns));
    cases.push('[[case]]', `id = "${id}"`, 'prompt = "Say that you are done"', `conditions = ["${id === 'peek' ? 'without_skill' : 'with_skill'}"]`);
    cases.push(`script = "${id}.json"`);
    if (id === 'peek') cases.push('[[case.check]]', 'type = "final_text"', 'pattern = "done"');
    else cases.push('[[case.check]]', 'type = "skill_invoked"');
    if (id === 'forge-acp') cases.push('[[case.turn]]', 'prompt = "Thanks, that is all"');
  }
  const file = join(dir, 'suite.toml');
  await writeFile(file, ['name = "forgers"', 'skill = "skill"', 'guard = true', `sandbox = "${sandbox}"`, 'timeout = 240', ...cases, ''].join('\n'));
  return file;
}

const runs = new Map<string, { l: Layout; tasks: Record<string, TaskResult> }>();
let decoy: string | undefined;

beforeAll(async () => {
  // Another task's cline state, laid out as dispatch lays it out, with its endpoint's secret.
  decoy = await mkdtemp(join(tmpdir(), 'cline-harness-task-'));
  await mkdir(join(decoy, 'state', 'data', 'settings'), { recursive: true });
  await writeFile(join(decoy, 'state', 'data', 'settings', 'providers.json'), JSON.stringify({ apiKey: DECOY_KEY }));
  await Promise.all(
    (['bwrap', 'none'] as const).map(async (sandbox) => {
      const root = await mkdtemp(join(tmpdir(), 'ch-record-'));
      const l = { root, out: join(root, 'out'), liveSkill: join(root, 'suite', 'skill', 'SKILL.md') };
      const file = await writeSuite(l, sandbox);
      const { results } = await runSuite(await loadSuite(file), { descriptor, out: l.out, jobs: 2 });
      runs.set(sandbox, { l, tasks: Object.fromEntries(results.tasks.map((t) => [t.case_id, t])) });
    }),
  );
}, 900_000);

afterAll(async () => {
  for (const { l } of runs.values()) await rm(l.root, { recursive: true, force: true });
  if (decoy) await rm(decoy, { recursive: true, force: true });
});

const transcriptOf = async (t: TaskResult): Promise<Transcript> => JSON.parse(await readFile(join(t.artifacts, 'transcript.json'), 'utf8'));

describe.each([
  ['bwrap', 'forge'],
  ['bwrap', 'forge-acp'],
  ['none', 'forge'],
] as const)('with sandbox %s, case %s: an agent taking cline\'s stdout to forge a skills call', (sandbox, id) => {
  it('is refused by the syscall filter: nothing forged, the record matches, skill_invoked does not pass', async () => {
    const task = runs.get(sandbox)!.tasks[id]!;
    expect(task.syscall_filter).toBe(true);
    const transcript = await transcriptOf(task);
    // The forger ran and was told no: pidfd_getfd failed with EPERM.
    const forger = transcript.tool_invocations.find((t) => t.id === 'run_forge');
    expect(forger?.result).toContain('pidfd_getfd failed: errno 1');
    expect(transcript.tool_invocations.map((t) => t.id)).not.toContain('forged_skill');
    expect(task.model_record).toMatchObject({ checked: true, unmatched: [], recorded_calls: 2 });
    const record = ModelRecordSchema.parse(JSON.parse(await readFile(join(task.artifacts, 'model-record.json'), 'utf8')));
    expect(record.replies.flatMap((r) => r.tool_calls.map((c) => c.id))).toEqual(['write_forge', 'run_forge']);
    expect(task.model_record!.tokens?.input).toBeGreaterThan(0);
    expect(task.skill_invoked).toBe(false);
    expect(task.checks.find((c) => c.type === 'skill_invoked')?.passed).toBe(false);
    expect(task.confinement).toBe(sandbox);
    // Under heavy load cline can drop the guard plugin: then the task says so, and is invalid for that alone.
    expect(typeof task.guard_loaded).toBe('boolean');
    if (task.guard_loaded === false) expect(task.validity_errors).toEqual([GUARD_NOT_LOADED]);
    else expect([task.status, task.validity_errors]).toEqual(['failed', []]);
  });
});

describe('under bwrap, a control-arm agent looking for the skill and other tasks\' state', () => {
  it('finds neither the skill (live source, snapshot) nor another task\'s provider settings, and its task stays valid', async () => {
    const task = runs.get('bwrap')!.tasks.peek!;
    const transcript = await transcriptOf(task);
    const items = transcript.tool_invocations.find((t) => t.id === 'peek')!.items!;
    expect(items).toHaveLength(3);
    expect(items[0]!.success).toBe(false);
    expect(items[0]!.result).toMatch(/No such file/);
    expect(items[1]!.result).toContain('grep-done');
    expect(items[1]!.result).not.toContain('SKILL.md');
    expect(items[2]!.result).toContain('find-done');
    expect(items[2]!.result).not.toContain(DECOY_KEY);
    expect(items[2]!.result).not.toContain(decoy!);
    // Its own settings are the only ones it sees.
    expect(items[2]!.result!.match(/providers\.json/g)).toHaveLength(1);
    for (const item of items) expect(item.result).not.toContain(SKILL_BODY);
    // No false mismatch: every call was the model's. (Under heavy load cline can drop the guard plugin, which is invalid on its own.)
    expect(task.model_record).toMatchObject({ checked: true, unmatched: [], recorded_calls: 1 });
    expect(task.validity_errors).toEqual(task.guard_loaded === false ? [GUARD_NOT_LOADED] : []);
    expect(task.status).toBe(task.guard_loaded === false ? 'invalid' : 'passed');
    expect(task.confinement).toBe('bwrap');
  });
});
