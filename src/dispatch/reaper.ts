/**
 * Without bwrap, nothing stops an agent's process from leaving cline's
 * session, clearing its environment and outliving the task (measured: such a
 * daemon rewrote results.json after `suite run` had exited). The harness
 * therefore starts cline under a small supervisor that makes itself the
 * "child subreaper" of everything below it (prctl PR_SET_CHILD_SUBREAPER,
 * which survives execve): an orphan, however it detached, is re-parented to
 * the supervisor, not to init. When cline exits, the supervisor gives what
 * is left LEFTOVER_GRACE_S to end by itself (cline does not always wait for
 * its own helpers; none when the harness is stopping the run), then SIGKILLs the remaining children one PID at a time (an unreaped child's PID cannot be
 * reused), reaps them, takes over their children and repeats until it has
 * none left, then reports what it killed on fd 3 and exits with cline's
 * status.
 *
 * Node has no prctl, so the supervisor is a Python script given inline to the
 * system interpreter at a fixed absolute path (never a PATH lookup: the agent
 * could plant one), used only when that file is owned by root and writable by
 * no one else. Debian's `python3` is on the machines this project targets;
 * where it is missing, the harness falls back to finding leftovers by run
 * token and session (task-processes.ts), which a daemon with an empty
 * environment escapes.
 */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { GUARDED_MARKS, processAccessFilter } from './syscall-filter.js';
import { killTaskProcesses, type Leftover, type TaskIdentity } from './task-processes.js';

export const REAPER_PYTHON = '/usr/bin/python3';

/**
 * Seconds a process left after cline's exit has to end by itself before it is killed and counted as a leftover. cline
 * exits without waiting for helpers it started (an `rg --files` listing, seen on a loaded machine); they end within
 * moments. An agent's process gains nothing from it: the harness takes no result before the supervisor reports. Shorter
 * than the grace an ACP stop gives before it kills (agent-process.ts), so the supervisor reports first.
 */
export const LEFTOVER_GRACE_S = 2;

/**
 * argv: the syscall filter's bytes in hex (empty for none), then the command to run. fd 3: the report, one JSON line
 * at the end. The child installs the filter (syscall-filter.ts) with its markers replaced by the supervisor's PID and
 * group and the harness's, and tells the supervisor whether it held before it execs; the supervisor itself stays
 * unfiltered (it signals its children, and itself to pass on cline's death by a signal).
 */
const SUPERVISOR = String.raw`
import ctypes, json, os, signal, struct, sys, time
GRACE_S = ${LEFTOVER_GRACE_S}
MARKS = ${JSON.stringify(GUARDED_MARKS)}
report = os.fdopen(3, "w")
os.set_inheritable(3, False)
libc = ctypes.CDLL(None, use_errno=True)
ok = libc.prctl(36, 1, 0, 0, 0) == 0
FILTER = bytes.fromhex(sys.argv.pop(1))
def group_of(pid):
    try:
        return os.getpgid(pid)
    except OSError:
        return pid
def scope_task():
    # A Landlock domain of cline's own (ABI 6, Linux 6.12: signal scoping; no file rules, so bwrap can still mount).
    # Nothing in it can signal, ptrace or open /proc/PID/mem of a process outside it: the supervisor, the harness,
    # another task. Needs no_new_privs, set first.
    if libc.syscall(ctypes.c_long(444), None, ctypes.c_size_t(0), ctypes.c_uint32(1)) < 6:
        return False
    ruleset = libc.syscall(ctypes.c_long(444), struct.pack("<QQQ", 0, 0, 2), ctypes.c_size_t(24), ctypes.c_uint32(0))
    if ruleset < 0:
        return False
    done = libc.syscall(ctypes.c_long(446), ctypes.c_int(ruleset), ctypes.c_uint32(0)) == 0
    os.close(ruleset)
    return done
def install_filter(supervisor, harness):
    if not FILTER:
        return False
    real = [supervisor, group_of(supervisor), harness, group_of(harness)]
    swap = dict(zip(MARKS, real))
    swap.update({(-m) & 0xFFFFFFFF: (-r) & 0xFFFFFFFF for m, r in zip(MARKS, real)})
    insns = [list(struct.unpack_from("<HBBI", FILTER, i)) for i in range(0, len(FILTER), 8)]
    for insn in insns:
        insn[3] = swap.get(insn[3], insn[3])
    prog = b"".join(struct.pack("<HBBI", *insn) for insn in insns)
    class Prog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]
    return libc.prctl(22, 2, ctypes.byref(Prog(len(prog) // 8, prog)), 0, 0) == 0
HELD = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
# Held, not obeyed: the supervisor outlives what it runs to reap it. A stop signal means the harness is ending the run,
# so what is left gets no grace.
stopping = []
for s in HELD:
    signal.signal(s, lambda *_: stopping.append(True))
# Closed on exec: end of file means the command started; otherwise it carries the reason it could not.
# Its first two bytes say whether the child's filter and its Landlock domain held.
started_r, started_w = os.pipe()
supervisor, harness = os.getpid(), os.getppid()
pid = os.fork()
if pid == 0:
    os.close(started_r)
    for s in HELD + (signal.SIGPIPE, signal.SIGXFSZ):
        signal.signal(s, signal.SIG_DFL)
    # PR_SET_NO_NEW_PRIVS: the domain and the filter need it without privileges (bwrap sets it anyway).
    private = libc.prctl(38, 1, 0, 0, 0) == 0
    scoped = private and scope_task()
    filtered = private and install_filter(supervisor, harness)
    os.write(started_w, (b"1" if filtered else b"0") + (b"1" if scoped else b"0"))
    try:
        os.execvp(sys.argv[1], sys.argv[1:])
    except OSError as e:
        os.write(started_w, str(e).encode())
    os._exit(127)
os.close(started_w)
# Not dumpable (PR_SET_DUMPABLE 0): a process of the same user without CAP_SYS_PTRACE can then neither open this
# process's /proc/PID/mem nor attach to it, which the syscall filter cannot stop. cline's exec is not affected.
libc.prctl(4, 0, 0, 0, 0)
said = b""
while True:
    chunk = os.read(started_r, 4096)
    if not chunk:
        break
    said += chunk
os.close(started_r)
filtered, scoped = said[:1] == b"1", said[1:2] == b"1"
exec_error = said[2:].decode(errors="replace") or None
# cline's stdin and stdout end when cline's side closes them, not when the supervisor exits.
null = os.open(os.devnull, os.O_RDWR)
for fd in (0, 1, 2):
    os.dup2(null, fd)
status = None
while status is None:
    try:
        got, st = os.waitpid(-1, 0)
    except ChildProcessError:
        status = 0
        break
    if got == pid:
        status = st
me = str(os.getpid())
def children():
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % name) as f:
                text = f.read()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2:].split(" ")
        if fields[1] == me and fields[0] != "Z":
            found.append((int(name), text[text.index("(") + 1:text.rindex(")")], fields[3] != me))
    return found
# cline does not always wait for its own helpers (a file listing by rg was seen outliving it on a loaded machine):
# what ends by itself within the grace is not a leftover; what is still there after it is killed and reported.
deadline = time.monotonic() + GRACE_S
while not stopping and children() and time.monotonic() < deadline:
    try:
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass
    except ChildProcessError:
        break
    time.sleep(0.05)
killed = {}
for _ in range(100000):
    for child, comm, left in children():
        try:
            os.kill(child, signal.SIGKILL)
            killed[child] = {"pid": child, "name": comm, "left_session": left}
        except ProcessLookupError:
            pass
    try:
        os.waitpid(-1, 0)
    except ChildProcessError:
        break
report.write(json.dumps({"subreaper": ok, "syscall_filter": filtered, "task_domain": scoped, "killed": list(killed.values()), "exec_error": exec_error}) + "\n")
report.close()
if os.WIFSIGNALED(status):
    sig = os.WTERMSIG(status)
    try:
        signal.signal(sig, signal.SIG_DFL)
    except (OSError, ValueError):
        pass
    os.kill(os.getpid(), sig)
    os._exit(128 + sig)
os._exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 1)
`;

let available: boolean | undefined;

/** Whether the supervisor can run here: Linux, and the system python3 owned by root and writable by no one else. */
export function reaperAvailable(): boolean {
  if (available === undefined) {
    const info = process.platform === 'linux' ? statSync(REAPER_PYTHON, { throwIfNoEntry: false }) : undefined;
    available = info !== undefined && info.isFile() && info.uid === 0 && (Number(info.mode) & 0o022) === 0;
  }
  return available;
}

/** The command that runs `command` under the supervisor. The report arrives on fd 3 of the process started. */
export function reapedCommand(command: { bin: string; args: string[] }): { bin: string; args: string[] } {
  const filter = processAccessFilter()?.toString('hex') ?? '';
  // -I: no PYTHON* variables, no user site, no script dir on sys.path; -S: no site module.
  return { bin: REAPER_PYTHON, args: ['-I', '-S', '-c', SUPERVISOR, filter, command.bin, ...command.args] };
}

export interface ReapedProcess {
  pid: number;
  name: string;
  /** It had left cline's session (setsid): a daemon. */
  left_session: boolean;
}

/** What the supervisor said; null when it never reported (killed or stopped before cline's end). */
export interface ReaperReport {
  subreaper: boolean;
  /** Whether the syscall filter (syscall-filter.ts) held for everything under the supervisor. */
  syscall_filter: boolean;
  /** Whether cline ran in a Landlock domain of its own with signal scoping (Linux 6.12 and later). */
  task_domain: boolean;
  killed: ReapedProcess[];
  /** Why the command could not be started (execvp's error); null when it started. */
  exec_error: string | null;
}

/**
 * Reads the supervisor's report from its fd 3. The last complete line counts: the supervisor writes it after every
 * process under it is dead, so a line another process wrote into the pipe earlier is followed by the real one.
 */
export function readReaperReport(stream: Readable): () => ReaperReport | null {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    // A report is short; a flood into the pipe keeps only its tail.
    text = (text + chunk).slice(-65_536);
  });
  return () => {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    try {
      const value = JSON.parse(lines.at(-1) ?? '') as Partial<ReaperReport>;
      if (typeof value.subreaper !== 'boolean' || !Array.isArray(value.killed)) return null;
      const execError = typeof value.exec_error === 'string' ? value.exec_error : null;
      return {
        subreaper: value.subreaper,
        syscall_filter: value.syscall_filter === true,
        task_domain: value.task_domain === true,
        killed: value.killed.filter((k) => Number.isInteger(k?.pid)),
        exec_error: execError,
      };
    } catch {
      return null;
    }
  };
}

/**
 * How the run's processes were ended: `reaped` by the supervisor (it reported), `lost` when the supervisor ran but
 * never reported (something killed or stopped it: what it would have reaped may live on), `unavailable` when there was
 * no supervisor (no system python3, not Linux) and only the run token and session found leftovers.
 */
export type ReaperState = 'reaped' | 'lost' | 'unavailable';

/**
 * After the leader ended: what the supervisor killed, plus whatever still carries the run's token or session (a
 * process that escaped a lost supervisor), killed now. Returns every process killed after the leader ended.
 */
export async function endLeftovers(
  identity: TaskIdentity | null,
  report: (() => ReaperReport | null) | null,
  bin: string,
): Promise<{ leftovers: Leftover[]; reaper: ReaperState; syscallFilter: boolean | null; taskDomain: boolean | null; execError: string | null }> {
  const reported = report?.() ?? null;
  const scanned = identity ? await killTaskProcesses(identity) : [];
  // Under bwrap, every orphan of the agent's is caught by the sandbox's own PID-namespace init and dies with it, so only
  // bwrap's own processes can reach the supervisor: that init, orphaned when an ACP session's end kills the outer bwrap
  // first. Killed all the same, they are not the agent's leftovers.
  const ownSandbox = (name: string) => basename(bin) === 'bwrap' && name === 'bwrap';
  const reaped = (reported?.killed ?? []).map((k) => ({ pid: k.pid, name: String(k.name) })).filter((k) => !ownSandbox(k.name));
  const seen = new Set(reaped.map((k) => k.pid));
  return {
    leftovers: [...reaped, ...scanned.filter((k) => !seen.has(k.pid))],
    reaper: report === null || reported?.subreaper === false ? 'unavailable' : reported ? 'reaped' : 'lost',
    // False without a supervisor (nothing installs a filter); null when it ran but never reported: not known.
    syscallFilter: report === null ? false : reported ? reported.syscall_filter : null,
    taskDomain: report === null ? false : reported ? reported.task_domain : null,
    execError: reported?.exec_error ?? null,
  };
}

/** The validity error of a run whose processes outlived cline, or whose supervisor was lost; null when neither. */
export function outlivedError(run: { leftover_processes: number; leftover_names: string[]; reaper: ReaperState | null }): string | null {
  if (run.leftover_processes) {
    const names = [...new Set(run.leftover_names)].join(', ');
    return (
      `${run.leftover_processes} process(es) started in the run were still alive after cline ended (${names}); the harness killed them ` +
      'before taking the results, but a process that outlives its task could have changed them'
    );
  }
  if (run.reaper === 'lost') {
    return "the harness's process supervisor was killed or stopped during the run: processes of the agent may have outlived it";
  }
  return null;
}

/** Without bwrap, what a run without a working supervisor could not rule out. */
export function reaperNote(state: Exclude<ReaperState, 'reaped'>): string {
  return state === 'lost'
    ? "the harness's process supervisor was killed or stopped during the run: a process of the agent may have outlived the task"
    : `no process supervisor (it needs ${REAPER_PYTHON}): a process of the agent that leaves cline's session and clears its environment can outlive the task`;
}
