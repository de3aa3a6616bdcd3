import { execaSync } from 'execa';

/** The kernel's Landlock ABI version, asked through python's ctypes (0 when it has none). Signal scoping needs 6. */
export function landlockAbi(): number {
  const ask = 'import ctypes; print(max(0, ctypes.CDLL(None).syscall(ctypes.c_long(444), None, ctypes.c_size_t(0), ctypes.c_uint32(1))))';
  return Number(execaSync('python3', ['-c', ask]).stdout.trim());
}
