/**
 * The seccomp filter the process supervisor (reaper.ts) installs before it starts cline: cline and everything it
 * starts get EPERM from the system calls that reach into another process of the same user. Without it an agent's
 * command copied cline's stdout with `pidfd_getfd` and wrote tool calls the model never made (measured, with and
 * without bwrap). cline's stdout is a socket, so reopening it through /proc/PID/fd/1 fails (ENXIO); what is left is
 * writing cline's memory through /proc/PID/mem, which no system call filter can tell from an ordinary open. The
 * model record (docs/sandbox.md) still detects a forged call made that way.
 *
 * A classic BPF program, built here rather than with libseccomp: the filter is a dozen instructions, Node has no
 * maintained binding for it, and a native addon would add a build step for every user.
 */

/** Offsets in `struct seccomp_data`. */
const NR = 0;
const ARCH = 4;

const LD_W_ABS = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JEQ_K = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JGE_K = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const RET_K = 0x06; // BPF_RET | BPF_K
const RET_ALLOW = 0x7fff0000;
const RET_EPERM = 0x00050001; // SECCOMP_RET_ERRNO | EPERM

/** x32 system calls carry this bit with the x86_64 audit arch; nothing here uses that ABI, so all of it is refused. */
const X32_SYSCALL_BIT = 0x40000000;

/** ptrace, process_vm_readv, process_vm_writev, pidfd_getfd: the numbers of each ABI a process on the host can call. */
interface Abi {
  audit: number;
  denied: number[];
  /** Numbers from here up are refused outright. */
  deniedFrom?: number;
}

const ABIS: Record<string, Abi[]> = {
  // A 64-bit process can also make i386 calls (int 0x80): they arrive with the i386 audit arch and numbers.
  x64: [
    { audit: 0xc000003e, denied: [101, 310, 311, 438], deniedFrom: X32_SYSCALL_BIT },
    { audit: 0x40000003, denied: [26, 347, 348, 438] },
  ],
  arm64: [
    { audit: 0xc00000b7, denied: [117, 270, 271, 438] },
    { audit: 0x40000028, denied: [26, 376, 377, 438] },
  ],
};

/** The system calls refused, by name, as docs and results name them. */
export const FILTERED_SYSCALLS = ['ptrace', 'process_vm_readv', 'process_vm_writev', 'pidfd_getfd'] as const;

type Insn = [code: number, jt: number, jf: number, k: number];

/** One ABI's block: load the number, refuse the listed ones, allow the rest. Jumps stay within the block. */
function abiBlock(abi: Abi): Insn[] {
  const tests: Insn[] = [];
  const count = abi.denied.length + (abi.deniedFrom === undefined ? 0 : 1);
  // Each test jumps to the block's final `ret EPERM` on a match and falls through otherwise.
  const toDeny = (i: number) => count - i;
  let i = 0;
  if (abi.deniedFrom !== undefined) tests.push([JGE_K, toDeny(i++), 0, abi.deniedFrom]);
  for (const nr of abi.denied) tests.push([JEQ_K, toDeny(i++), 0, nr]);
  return [[LD_W_ABS, 0, 0, NR], ...tests, [RET_K, 0, 0, RET_ALLOW], [RET_K, 0, 0, RET_EPERM]];
}

/**
 * The filter for `arch` (Node's `process.arch`) as `struct sock_filter` bytes, or null where the numbers are not
 * known here (the supervisor then runs without one, and the run says so). A call of an ABI not listed is allowed: only
 * the host's own ABIs can reach the kernel.
 */
export function processAccessFilter(arch: string = process.arch): Buffer | null {
  const abis = ABIS[arch];
  if (!abis) return null;
  const blocks = abis.map(abiBlock);
  // The dispatch: one `jeq arch` per ABI, jumping past the later tests and the blocks before its own.
  const dispatch: Insn[] = [[LD_W_ABS, 0, 0, ARCH]];
  let skip = 0;
  abis.forEach((abi, i) => {
    const jt = abis.length - i + skip; // tests left after this one, plus the `ret allow`, plus earlier blocks
    dispatch.push([JEQ_K, jt, 0, abi.audit]);
    skip += blocks[i]!.length;
  });
  const program = [...dispatch, [RET_K, 0, 0, RET_ALLOW] as Insn, ...blocks.flat()];
  const out = Buffer.alloc(program.length * 8);
  program.forEach(([code, jt, jf, k], i) => {
    out.writeUInt16LE(code, i * 8);
    out.writeUInt8(jt, i * 8 + 2);
    out.writeUInt8(jf, i * 8 + 3);
    out.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return out;
}
