/**
 * Two attacks of a task on what happens outside its own run, without bwrap, against the real cline:
 * - a daemon (setsid, double fork, empty environment) that waits for results.json to rewrite it, started after the
 *   agent tried to kill its supervisor and the harness: both kills must be refused, the harness's supervisor must end
 *   the daemon when its task's cline exits, and the task must be invalid for it;
 * - a thief task that reads another (running) task's provider settings and asks that task's proxy for one of its
 *   model turns with the secret it found: the proxy must refuse it (the request comes from outside the victim's
 *   process tree), the victim must go on with its own turns, valid, and the thief's own task must be invalid.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinDescriptor } from '../../src/descriptor/index.js';
import { reaperAvailable } from '../../src/dispatch/reaper.js';
import { ModelRecordSchema } from '../../src/model/record.js';
import type { TaskResult } from '../../src/results/schema.js';
import { loadSuite } from '../../src/suite/load.js';
import { landlockAbi } from '../helpers/landlock.js';
import { runSuite } from '../../src/suite/suite.js';
import type { Transcript } from '../../src/transcript/schema.js';

const descriptor = builtinDescriptor();
const MARK = 'REWRITTEN-BY-DAEMON-4c1d';
const STOLEN_TEXT = 'VICTIM-TURN-ONE-9e2b';

const editor = (id: string, path: string, text: string) => ({ tool_calls: [{ id, name: 'editor', arguments: { path, new_text: text } }] });
const commands = (id: string, list: string[]) => ({ tool_calls: [{ id, name: 'run_commands', arguments: { commands: list } }] });

/** Leaves cline's session, clears its environment, writes its PID, then waits for results.json and appends to it. */
const daemonScripts = (pidFile: string, out: string) => ({
  start: [
    `setsid sh -c 'env -i /bin/sh {env}/body.sh ${pidFile} ${out} &' < /dev/null > /dev/null 2>&1`,
    `while [ ! -s ${pidFile} ]; do sleep 0.05; done`,
    'echo daemon started',
  ].join('\n'),
  body: ['echo $$ > "$1"', 'while [ ! -e "$2/results.json" ]; do sleep 0.2; done', 'sleep 1', `echo ${MARK} >> "$2/results.json"`].join('\n'),
});

/**
 * Before starting its daemon, the agent tries to kill its supervisor (the parent of cline) and the harness (the
 * supervisor's parent), so that nothing is left to reap the daemon or to take the results. Each must be refused.
 */
const KILLER = String.raw`import os, signal
proc = lambda pid, name: os.path.join(chr(47) + 'proc', str(pid), name)
parent = lambda pid: int(open(proc(pid, 'stat')).read().rsplit(')', 1)[1].split()[1])
cline = parent(os.getpid())
while b'--json' not in open(proc(cline, 'cmdline'), 'rb').read():
    cline = parent(cline)
supervisor = parent(cline)
for name, pid in (('supervisor', supervisor), ('harness', parent(supervisor))):
    try:
        os.kill(pid, signal.SIGKILL)
        print(name, 'killed')
    except PermissionError:
        print(name, 'refused')
`;

/**
 * The thief: finds the other task's scratch dir with a `waiting` file (the victim is mid-command), reads the other
 * task's cline settings under the run's temp root, sends one chat request to its proxy with its secret, then lets
 * the victim go on.
 */
const THIEF = String.raw`import glob, json, os, re, time, urllib.error, urllib.request
scratch = os.environ['TMPDIR']
root = os.path.dirname(os.path.dirname(scratch))
own = os.path.relpath(os.environ['HOME'], root).split(os.sep)[0]
deadline = time.time() + 200
waiting = []
while not waiting:
    waiting = [p for p in glob.glob(os.path.join(root, '*', 'scratch', 'waiting')) if not p.startswith(scratch)]
    if time.time() > deadline:
        raise SystemExit('no victim')
    time.sleep(0.1)
settings = [p for p in glob.glob(os.path.join(root, '*', 'state', '**', '*.json'), recursive=True)
            if os.path.relpath(p, root).split(os.sep)[0] != own]
text = ''.join(open(p).read() for p in settings)
url = re.search(r'http://127\.0\.0\.1:\d+/v1', text).group(0)
key = re.search(r'ch-[0-9a-f]{48}', text).group(0)
body = json.dumps({'model': 'm', 'stream': False, 'messages': [{'role': 'user', 'content': 'hello'}]}).encode()
request = urllib.request.Request(url + '/chat/completions', data=body, headers={'authorization': 'Bearer ' + key, 'content-type': 'application/json'})
try:
    print('stole:', urllib.request.urlopen(request).read().decode()[:400])
except urllib.error.HTTPError as refused:
    print('refused:', refused.code, refused.read().decode()[:200])
# While the victim still runs: signal 0 to every other harness supervisor on the machine, the victim's among them.
def parent_of(pid):
    return int(open('/proc/%d/stat' % pid).read().rsplit(')', 1)[1].split()[1])
cline = parent_of(os.getpid())
while b'--json' not in open('/proc/%d/cmdline' % cline, 'rb').read():
    cline = parent_of(cline)
others = refused = 0
for name in filter(str.isdigit, os.listdir('/proc')):
    try:
        argv = open('/proc/%s/cmdline' % name, 'rb').read().split(b'\0')
    except OSError:
        continue
    if argv[:4] != [b'/usr/bin/python3', b'-I', b'-S', b'-c'] or int(name) == parent_of(cline):
        continue
    others += 1
    try:
        os.kill(int(name), 0)
    except PermissionError:
        refused += 1
print('other supervisors: %d, refused: %d' % (others, refused))
open(os.path.join(os.path.dirname(waiting[0]), 'stolen'), 'w').close()
`;

let root: string;
let out: string;
let pidFile: string;
let tasks: Record<string, TaskResult>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ch-outlive-'));
  out = join(root, 'out');
  pidFile = join(root, 'daemon.pid');
  const dir = join(root, 'suite');
  await mkdir(join(dir, 'skill'), { recursive: true });
  await writeFile(join(dir, 'skill', 'SKILL.md'), '---\nname: tiny\ndescription: Say done.\n---\nSay done.\n');
  const daemon = daemonScripts(pidFile, out);
  const scripts: Record<string, object[]> = {
    // The victim waits in a command until the thief has taken its next turn; the turn it then gets is the one after.
    victim: [
      commands('wait', ['touch "$TMPDIR/waiting"; for i in $(seq 1 1500); do [ -e "$TMPDIR/stolen" ] && break; sleep 0.2; done; echo waited']),
      { content: `${STOLEN_TEXT}: done.` },
      { content: 'I am done.' },
    ],
    thief: [editor('write_thief', '{env}/thief.py', THIEF), commands('run_thief', ['python3 {env}/thief.py']), { content: 'I am done.' }],
    daemon: [
      editor('write_killer', '{env}/killer.py', KILLER),
      commands('run_killer', ['python3 {env}/killer.py']),
      editor('write_body', '{env}/body.sh', daemon.body),
      editor('write_start', '{env}/start.sh', daemon.start),
      commands('run_start', ['sh {env}/start.sh']),
      { content: 'I am done.' },
    ],
  };
  const cases: string[] = [];
  // In this order with two jobs: the victim and the thief run at once, the daemon after.
  for (const [id, turns] of Object.entries(scripts)) {
    await writeFile(join(dir, `${id}.json`), JSON.stringify(turns));
    cases.push('[[case]]', `id = "${id}"`, 'prompt = "Say that you are done"', 'conditions = ["with_skill"]', `script = "${id}.json"`);
    cases.push('[[case.check]]', 'type = "final_text"', 'pattern = "done"');
  }
  const file = join(dir, 'suite.toml');
  await writeFile(file, ['name = "outlive"', 'skill = "skill"', 'guard = false', 'sandbox = "none"', 'timeout = 300', ...cases, ''].join('\n'));
  const { results } = await runSuite(await loadSuite(file), { descriptor, out, jobs: 2 });
  tasks = Object.fromEntries(results.tasks.map((t) => [t.case_id, t]));
}, 900_000);

afterAll(async () => {
  // Nothing left behind, should the supervisor have failed: the daemon is ended by its PID.
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  if (pid > 0 && (await alive(pid))) process.kill(pid, 'SIGKILL');
  await rm(root, { recursive: true, force: true });
});

async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat !== null && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

const transcriptOf = async (t: TaskResult): Promise<Transcript> => JSON.parse(await readFile(join(t.artifacts, 'transcript.json'), 'utf8'));

describe.runIf(reaperAvailable())('without bwrap, a detached daemon with an empty environment', () => {
  it('could not kill the supervisor or the harness first (the syscall filter refused both)', async () => {
    const transcript = await transcriptOf(tasks.daemon!);
    expect(transcript.tool_invocations.find((t) => t.id === 'run_killer')?.result).toMatch(/supervisor refused\s+harness refused/);
    expect(tasks.daemon!.syscall_filter).toBe(true);
  });

  it('started (its PID was written), is ended with its task, never touches results.json, and makes the task invalid', async () => {
    const pid = Number((await readFile(pidFile, 'utf8')).trim());
    expect(pid).toBeGreaterThan(0);
    const transcript = await transcriptOf(tasks.daemon!);
    expect(transcript.tool_invocations.find((t) => t.id === 'run_start')?.result).toContain('daemon started');
    expect(await alive(pid)).toBe(false);
    expect(await readFile(join(out, 'results.json'), 'utf8')).not.toContain(MARK);
    const task = tasks.daemon!;
    expect(task.status).toBe('invalid');
    expect(task.validity_errors).toContainEqual(expect.stringMatching(/^\d+ process\(es\) started in the run were still alive after cline ended \(.*\bsh\b/));
  });

  it('leaves the other tasks without that error: nothing of theirs outlived cline', () => {
    for (const id of ['victim', 'thief']) expect(tasks[id]!.validity_errors.join('\n')).not.toMatch(/still alive after cline ended|supervisor/);
  });
});

describe('without bwrap, a task that asks another task\'s model proxy for a turn with the secret it read', () => {
  it('is refused: the request comes from a process outside the victim\'s tree', async () => {
    const thief = await transcriptOf(tasks.thief!);
    const printed = thief.tool_invocations.find((t) => t.id === 'run_thief')?.result ?? '';
    expect(printed).toContain('refused: 401');
    expect(printed).not.toContain(STOLEN_TEXT);
  });

  it('cannot signal another task\'s supervisor (its own Landlock domain, Linux 6.12 and later)', async () => {
    const printed = (await transcriptOf(tasks.thief!)).tool_invocations.find((t) => t.id === 'run_thief')?.result ?? '';
    const [, others, refused] = /other supervisors: (\d+), refused: (\d+)/.exec(printed) ?? [];
    // The victim's supervisor, at least, was running.
    expect(Number(others)).toBeGreaterThanOrEqual(1);
    expect(tasks.thief!.task_domain).toBe(landlockAbi() >= 6);
    if (tasks.thief!.task_domain) expect(refused).toBe(others);
  });

  it('leaves the victim its own turns: valid, and its record names the process refused', async () => {
    const victim = tasks.victim!;
    const record = ModelRecordSchema.parse(JSON.parse(await readFile(join(victim.artifacts, 'model-record.json'), 'utf8')));
    expect(record.foreign_requests).toEqual([{ pid: expect.any(Number), name: 'python3' }]);
    expect(record.rejected_requests).toBe(1);
    // The turn the thief asked for is the one the victim then got.
    expect((await transcriptOf(victim)).final_text).toContain(STOLEN_TEXT);
    expect(victim.model_record).toMatchObject({ checked: true, unmatched: [], unreceived: [], rejected_requests: 1 });
    expect([victim.status, victim.validity_errors]).toEqual(['passed', []]);
  });

  it('makes the thief\'s own task invalid, naming its process and the victim; its own record check is clean', () => {
    const thief = tasks.thief!;
    expect(thief.model_record).toMatchObject({ checked: true, unmatched: [], unreceived: [] });
    expect(thief.status).toBe('invalid');
    expect(thief.validity_errors).toEqual([
      expect.stringMatching(new RegExp(`^its process \\d+ \\(python3\\) sent task ${tasks.victim!.task_id}'s secret to that task's model endpoint`)),
    ]);
  });
});
