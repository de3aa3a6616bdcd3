/**
 * The supervisor's syscall filter, judged by the real kernel: the same programs run under the supervisor and without
 * it, and only the calls that reach into another process fail, with EPERM.
 */
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../../src/dispatch/process.js';
import { reapedCommand, reaperAvailable } from '../../src/dispatch/reaper.js';
import { processAccessFilter } from '../../src/dispatch/syscall-filter.js';
import { landlockAbi } from '../helpers/landlock.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

/** Each call's result: the value, or -errno. Run as the agent's command would be, below the supervisor. */
const PROBE = String.raw`import ctypes, json, os, time
READV = ${process.arch === 'arm64' ? 270 : 310}
libc = ctypes.CDLL(None, use_errno=True)
def res(v):
    return v if v >= 0 else -ctypes.get_errno()
out = {}
# pidfd_getfd: a child's stdout, as the forger of model-record.test.ts takes cline's.
child = os.fork()
if child == 0:
    time.sleep(60)
    os._exit(0)
out["pidfd_getfd"] = res(libc.syscall(438, os.pidfd_open(child), 1, 0))
os.kill(child, 9)
os.waitpid(child, 0)
# process_vm_readv of this process's own memory: allowed to anyone, unless filtered.
class Iov(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]
src, dst = ctypes.create_string_buffer(b"secret", 8), ctypes.create_string_buffer(8)
local, remote = Iov(ctypes.addressof(dst), 6), Iov(ctypes.addressof(src), 6)
one, zero = ctypes.c_ulong(1), ctypes.c_ulong(0)
for name, nr in (("process_vm_readv", READV), ("process_vm_writev", READV + 1)):
    out[name] = res(libc.syscall(ctypes.c_long(nr), ctypes.c_long(os.getpid()), ctypes.byref(local), one, ctypes.byref(remote), one, zero))
# ptrace(PTRACE_TRACEME) in a child, so that this process is not left traced.
pid = os.fork()
if pid == 0:
    os._exit(0 if libc.ptrace(0, 0, 0, 0) == 0 else ctypes.get_errno())
out["ptrace"] = -os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
# An ordinary call still works.
out["getpid"] = 1 if os.getpid() > 0 else 0
print(json.dumps(out))
`;

/** The same reach from a 64-bit process through the i386 entry (int 0x80: ptrace = 26) and the x32 ABI. */
const PROBE_C = String.raw`#include <stdio.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <errno.h>
int main(void) {
  pid_t pid = fork();
  if (pid == 0) {
    long r;
    __asm__ volatile("int $0x80" : "=a"(r) : "a"(26L), "b"(0L), "c"(0L), "d"(0L) : "memory");
    _exit(r == 0 ? 0 : (int)-r);
  }
  int st;
  waitpid(pid, &st, 0);
  long x32 = syscall(0x40000000L | 101, 0, 0, 0, 0);
  /* A kernel without IA-32 emulation kills the child at int 0x80 (SIGSEGV): that is no ptrace, and not a 0. */
  if (WIFSIGNALED(st)) printf("{\"i386_ptrace\": \"signal %d\", ", WTERMSIG(st));
  else printf("{\"i386_ptrace\": %d, ", -WEXITSTATUS(st));
  printf("\"x32_ptrace\": %ld}\n", x32 < 0 ? -(long)errno : x32);
  return 0;
}
`;

/** Signal 0 (a permission check, harmless) to the supervisor, its group, the harness, every process, and a child. */
const SIGNALS = String.raw`import json, os, sys, time
def probe(pid):
    try:
        os.kill(pid, 0)
        return "sent"
    except PermissionError:
        return "EPERM"
child = os.fork()
if child == 0:
    time.sleep(60)
    os._exit(0)
sup = os.getppid()
out = {"supervisor": probe(sup), "its group": probe(-os.getpgid(sup)), "harness": probe(int(sys.argv[1])), "everyone": probe(-1), "child": probe(child)}
os.kill(child, 9)
print(json.dumps(out))
`;

const EPERM = -1;

interface Probed {
  out: Record<string, number | string>;
  filter: boolean | null;
  domain: boolean | null;
}

async function probe(bin: string, args: string[], reap: boolean): Promise<Probed> {
  const dir = await tempDir();
  const run = await runProcess({ bin, args, cwd: dir, stdoutFile: join(dir, 'o'), stderrFile: join(dir, 'e'), reap });
  expect(run.exitCode, await readFile(join(dir, 'e'), 'utf8')).toBe(0);
  return { out: JSON.parse(await readFile(join(dir, 'o'), 'utf8')) as Record<string, number | string>, filter: run.syscallFilter, domain: run.taskDomain };
}

describe('processAccessFilter', () => {
  it('is a whole number of sock_filter entries on x64 and arm64, and null where the numbers are not known', () => {
    for (const arch of ['x64', 'arm64']) expect(processAccessFilter(arch)!.length % 8).toBe(0);
    expect(processAccessFilter('mips')).toBeNull();
  });
});

describe.runIf(reaperAvailable())('the supervisor\'s syscall filter, against the real kernel', () => {
  it('refuses pidfd_getfd, process_vm_readv/writev and ptrace with EPERM under the supervisor, and only there', async () => {
    const filtered = await probe('python3', ['-c', PROBE], true);
    expect(filtered.filter).toBe(true);
    expect(filtered.out).toEqual({ pidfd_getfd: EPERM, process_vm_readv: EPERM, process_vm_writev: EPERM, ptrace: EPERM, getpid: 1 });
    // The same calls without the supervisor: each works, so the filter is what refused them.
    const bare = await probe('python3', ['-c', PROBE], false);
    expect(bare.filter).toBe(false);
    expect(bare.out.pidfd_getfd).toBeGreaterThanOrEqual(0);
    expect([bare.out.process_vm_readv, bare.out.process_vm_writev, bare.out.ptrace]).toEqual([6, 6, 0]);
  });

  it('refuses signals to the supervisor, its group, the harness and every process, and allows them to the command\'s own child', async () => {
    const filtered = await probe('python3', ['-c', SIGNALS, String(process.pid)], true);
    expect(filtered.out).toEqual({ supervisor: 'EPERM', 'its group': 'EPERM', harness: 'EPERM', everyone: 'EPERM', child: 'sent' });
    // Without the filter each would have been sent (the harness is this test's process; "its group" is then the shell's).
    const bare = await probe('python3', ['-c', SIGNALS, String(process.pid)], false);
    expect(bare.out).toMatchObject({ harness: 'sent', child: 'sent' });
  });

  it.runIf(process.arch === 'x64')('also refuses ptrace through the i386 entry (where the kernel has one) and the x32 ABI', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'probe.c'), PROBE_C);
    await execa('gcc', ['-O0', '-o', join(dir, 'probe'), join(dir, 'probe.c')]);
    const filtered = await probe(join(dir, 'probe'), [], true);
    const bare = await probe(join(dir, 'probe'), [], false);
    // Without the filter, x32 may be off in this kernel (ENOSYS), still not EPERM; under it, EPERM.
    expect(bare.out.x32_ptrace).not.toBe(EPERM);
    expect(filtered.out.x32_ptrace).toBe(EPERM);
    if (bare.out.i386_ptrace === 'signal 11') {
      // A kernel built or booted without IA-32 emulation (ia32_emulation=0) has no i386 entry: int 0x80 kills the
      // caller with or without the filter, so no ptrace happens there either.
      expect(filtered.out.i386_ptrace).toBe('signal 11');
    } else {
      // Where the entry exists, the i386 ptrace works without the filter, so the filter is what refuses it.
      expect(bare.out.i386_ptrace).toBe(0);
      expect(filtered.out.i386_ptrace).toBe(EPERM);
    }
  });
});

/** Opens the parent's /proc/PID/mem, as an agent would to change its memory. */
const MEM = String.raw`import os
try:
    os.close(os.open('/proc/%d/mem' % os.getppid(), os.O_RDWR))
    print('opened')
except PermissionError:
    print('refused')
`;

describe.runIf(reaperAvailable())("the supervisor's own memory", () => {
  /** Runs `argv` as the unprivileged user nobody (root's CAP_SYS_PTRACE would open any process's memory). */
  const asNobody = async (argv: string[]) => {
    const dir = await tempDir();
    await chmod(dir, 0o755);
    const r = await execa('/usr/bin/setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', ...argv], {
      cwd: dir,
      reject: false,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    return r.stdout.trim();
  };

  it('cannot be opened through /proc/PID/mem by what it runs, while an ordinary parent\'s can', async () => {
    const command = reapedCommand({ bin: 'python3', args: ['-c', MEM] });
    expect(await asNobody([command.bin, ...command.args])).toBe('refused');
    expect(await asNobody(['/bin/sh', '-c', `python3 -c "${MEM.replaceAll('"', '\\"')}"; true`])).toBe('opened');
  });
});

/** Signal 0 to, and /proc/PID/mem of, a process that is not its own (argv[1]: another task's stand-in). */
const OUTSIDE = String.raw`import json, os, sys
other = int(sys.argv[1])
out = {}
try:
    os.kill(other, 0)
    out["signal"] = "sent"
except PermissionError:
    out["signal"] = "EPERM"
try:
    os.close(os.open('/proc/%d/mem' % other, os.O_RDWR))
    out["mem"] = "opened"
except PermissionError:
    out["mem"] = "refused"
print(json.dumps(out))
`;

describe.runIf(reaperAvailable())('the task\'s own Landlock domain', () => {
  it('keeps what the supervisor runs from signalling or opening the memory of a process outside the task, even as root', async () => {
    // Another task's process, as far as this one is concerned: started by this test, outside any supervisor.
    const other = execa('sleep', ['60'], { reject: false });
    try {
      const scoped = await probe('python3', ['-c', OUTSIDE, String(other.pid)], true);
      // Landlock's signal scoping needs Linux 6.12 (ABI 6); where it held, both reaches are refused.
      expect(scoped.domain).toBe(landlockAbi() >= 6);
      if (scoped.domain) expect(scoped.out).toEqual({ signal: 'EPERM', mem: 'refused' });
      const bare = await probe('python3', ['-c', OUTSIDE, String(other.pid)], false);
      expect(bare.out).toEqual({ signal: 'sent', mem: 'opened' });
    } finally {
      other.kill('SIGKILL');
      await other;
    }
  });
});

