/**
 * The entries of a git index file (versions 2 and 3): each path with its mode, blob and flags. A version-4 index
 * (prefix-compressed names) is not read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface IndexEntry {
  name: string;
  mode: number;
  sha: string;
  /** 0 for a merged entry; 1–3 for the sides of a conflict. */
  stage: number;
  /** Carries extended flags (skip-worktree, intent-to-add). */
  extended: boolean;
}

/** The index of the repository whose git dir is `gitDir`: [] when there is none, null when it cannot be read whole. */
export function readIndex(gitDir: string): IndexEntry[] | null {
  let buf: Buffer;
  try {
    buf = readFileSync(join(gitDir, 'index'));
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? [] : null;
  }
  if (buf.length < 12 || buf.toString('latin1', 0, 4) !== 'DIRC' || ![2, 3].includes(buf.readUInt32BE(4))) return null;
  const out: IndexEntry[] = [];
  let off = 12;
  for (let n = buf.readUInt32BE(8); n > 0; n--) {
    if (off + 62 > buf.length) return null;
    const flags = buf.readUInt16BE(off + 60);
    const extended = (flags & 0x4000) !== 0;
    const nameAt = off + 62 + (extended ? 2 : 0);
    const end = buf.indexOf(0, nameAt);
    if (end < 0) return null;
    out.push({
      name: buf.toString('utf8', nameAt, end),
      mode: buf.readUInt32BE(off + 24),
      sha: buf.toString('hex', off + 40, off + 60),
      stage: (flags >> 12) & 3,
      extended,
    });
    off += Math.ceil((end + 1 - off) / 8) * 8;
  }
  return out;
}
