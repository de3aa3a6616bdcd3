/**
 * The seccomp filter the process supervisor (reaper.ts) installs on what it starts: cline and everything cline starts
 * get EPERM from
 * - the system calls that reach into another process of the same user (ptrace, process_vm_readv/writev,
 *   pidfd_getfd). Without the filter an agent's command copied cline's stdout with `pidfd_getfd` and wrote tool calls
 *   the model never made (measured, with and without bwrap). cline's stdout is a socket, so reopening it through
 *   /proc/PID/fd/1 fails (ENXIO). What is left is writing cline's memory through /proc/PID/mem, which no system call
 *   filter can tell from an ordinary open; the model record (docs/sandbox.md) still detects a call forged that way;
 * - signals to the supervisor and to the harness, their process groups, and to every process (`kill(-1)`): without
 *   bwrap an agent that killed its supervisor could leave a daemon behind, and one that killed the harness could write
 *   the results itself. `pidfd_open` of those PIDs is refused too, and `pidfd_send_signal` altogether (a /proc/PID
 *   directory serves as its pidfd). `kill(0)` stays allowed (`timeout` signals its own group with it): cline runs each
 *   command in a session of its own (measured), so the supervisor's group is not the command's.
 *
 * The PIDs are the supervisor's to know: the filter carries markers in their place (GUARDED_MARKS), which the
 * supervisor replaces with its own PID and process group and its parent's before installing it.
 *
 * A classic BPF program, built here rather than with libseccomp: the filter is a few dozen instructions, Node has no
 * maintained binding for it, and a native addon would add a build step for every user.
 */

/** Offsets in `struct seccomp_data`: the call's number, the audit arch, the low half of the first argument. */
const NR = 0;
const ARCH = 4;
const ARG0_LOW = 16;

const LD_W_ABS = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JEQ_K = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JGE_K = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const RET_K = 0x06; // BPF_RET | BPF_K
const RET_ALLOW = 0x7fff0000;
const RET_EPERM = 0x00050001; // SECCOMP_RET_ERRNO | EPERM

/** x32 system calls carry this bit with the x86_64 audit arch; nothing here uses that ABI, so all of it is refused. */
const X32_SYSCALL_BIT = 0x40000000;

/**
 * Stand-ins for the PIDs whose signals are refused: the supervisor, its process group, its parent (the harness) and
 * the parent's process group. Each also appears negated (a group's PID as `kill` takes it). Far above any real PID.
 */
export const GUARDED_MARKS = [0x7ffffff0, 0x7ffffff1, 0x7ffffff2, 0x7ffffff3] as const;

interface Abi {
  audit: number;
  /** ptrace, process_vm_readv, process_vm_writev, pidfd_getfd, pidfd_send_signal: refused outright. */
  denied: number[];
  /** kill, tkill, tgkill, rt_sigqueueinfo, rt_tgsigqueueinfo, pidfd_open: refused when the first argument is guarded. */
  signalling: number[];
  /** Numbers from here up are refused outright. */
  deniedFrom?: number;
}

const ABIS: Record<string, Abi[]> = {
  // A 64-bit process can also make i386 calls (int 0x80): they arrive with the i386 audit arch and numbers.
  x64: [
    { audit: 0xc000003e, denied: [101, 310, 311, 438, 424], signalling: [62, 200, 234, 129, 297, 434], deniedFrom: X32_SYSCALL_BIT },
    { audit: 0x40000003, denied: [26, 347, 348, 438, 424], signalling: [37, 238, 270, 178, 335, 434] },
  ],
  arm64: [
    { audit: 0xc00000b7, denied: [117, 270, 271, 438, 424], signalling: [129, 130, 131, 138, 240, 434] },
    { audit: 0x40000028, denied: [26, 376, 377, 438, 424], signalling: [37, 238, 268, 178, 363, 434] },
  ],
};

/** An instruction whose true branch names a label; false branches always fall through. */
type Insn = { code: number; k: number; to?: string } | { label: string };

/** One ABI's block: refused calls, then the first-argument test of the signalling ones. */
function abiBlock(abi: Abi, n: number): Insn[] {
  const deny = `deny${n}`;
  const args = `args${n}`;
  const guarded = [0xffffffff, ...GUARDED_MARKS.flatMap((m) => [m, -m >>> 0])];
  return [
    { label: `abi${n}` },
    { code: LD_W_ABS, k: NR },
    ...(abi.deniedFrom === undefined ? [] : [{ code: JGE_K, k: abi.deniedFrom, to: deny }]),
    ...abi.denied.map((nr) => ({ code: JEQ_K, k: nr, to: deny })),
    ...abi.signalling.map((nr) => ({ code: JEQ_K, k: nr, to: args })),
    { code: RET_K, k: RET_ALLOW },
    { label: args },
    { code: LD_W_ABS, k: ARG0_LOW },
    ...guarded.map((v) => ({ code: JEQ_K, k: v, to: deny })),
    { code: RET_K, k: RET_ALLOW },
    { label: deny },
    { code: RET_K, k: RET_EPERM },
  ];
}

/** Resolves labels into the relative jumps of classic BPF and writes `struct sock_filter` entries. */
function assemble(program: Insn[]): Buffer {
  const at = new Map<string, number>();
  const code: { code: number; k: number; to?: string }[] = [];
  for (const insn of program) {
    if ('label' in insn) at.set(insn.label, code.length);
    else code.push(insn);
  }
  const out = Buffer.alloc(code.length * 8);
  code.forEach((insn, i) => {
    const jt = insn.to === undefined ? 0 : at.get(insn.to)! - i - 1;
    if (jt < 0 || jt > 255) throw new Error(`syscall filter: jump from ${i} to ${insn.to} out of range`);
    out.writeUInt16LE(insn.code, i * 8);
    out.writeUInt8(jt, i * 8 + 2);
    out.writeUInt32LE(insn.k >>> 0, i * 8 + 4);
  });
  return out;
}

/**
 * The filter for `arch` (Node's `process.arch`) as `struct sock_filter` bytes with GUARDED_MARKS in place of the PIDs,
 * or null where the numbers are not known here (the supervisor then runs without one, and the run says so). A call of
 * an ABI not listed is allowed: only the host's own ABIs can reach the kernel.
 */
export function processAccessFilter(arch: string = process.arch): Buffer | null {
  const abis = ABIS[arch];
  if (!abis) return null;
  return assemble([
    { code: LD_W_ABS, k: ARCH },
    ...abis.map((abi, n) => ({ code: JEQ_K, k: abi.audit, to: `abi${n}` })),
    { code: RET_K, k: RET_ALLOW },
    ...abis.flatMap(abiBlock),
  ]);
}
