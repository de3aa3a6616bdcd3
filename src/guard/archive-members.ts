/**
 * The members of a tar (plain, gzip, xz, bzip2 or zstd) or zip archive, read at decision time: their names and, for links, what
 * they point to. Extraction writes where the names say (`../x`, `/x` for extractors that do not strip them) and
 * leaves links that later commands of the same call may write through.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface Member {
  name: string;
  /** A symbolic or hard link: later writes through it cannot be followed. */
  link: boolean;
}

/** Archives bigger than this are not read (their members are not judged). */
const SIZE_LIMIT = 64 * 1024 * 1024;

/** Compressions node cannot read, by their first bytes. */
const DECOMPRESSORS = [
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], tool: 'xz' },
  { magic: [0x42, 0x5a, 0x68], tool: 'bzip2' },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], tool: 'zstd' },
];

/** The members of the archive at `abs`, or null when it cannot be read as a tar or zip archive. */
export function archiveMembers(abs: string): Member[] | null {
  let buf: Buffer;
  try {
    if (statSync(abs).size > SIZE_LIMIT) return null;
    buf = readFileSync(abs);
    if (buf[0] === 0x1f && buf[1] === 0x8b) buf = gunzipSync(buf, { maxOutputLength: SIZE_LIMIT });
    else {
      // xz, bzip2 and zstd have no decoder in node: the system's own decompressor reads the bytes (data, not a program).
      const tool = DECOMPRESSORS.find((d) => d.magic.every((b, i) => buf[i] === b))?.tool;
      if (tool) buf = execFileSync(tool, ['-dc'], { input: buf, maxBuffer: SIZE_LIMIT, timeout: 10_000, stdio: ['pipe', 'pipe', 'ignore'] });
    }
  } catch {
    return null;
  }
  if (buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50) return zipMembers(buf);
  if (buf.length >= 512 && buf.toString('latin1', 257, 262) === 'ustar') return tarMembers(buf);
  return null;
}

function tarMembers(buf: Buffer): Member[] {
  const out: Member[] = [];
  let longName: string | null = null;
  for (let off = 0; off + 512 <= buf.length; ) {
    const h = buf.subarray(off, off + 512);
    if (h.every((b) => b === 0)) break;
    const field = (start: number, len: number) => h.toString('latin1', start, start + len).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8) || 0;
    const type = String.fromCharCode(h[156]!);
    const data = buf.toString('latin1', off + 512, off + 512 + size);
    off += 512 + Math.ceil(size / 512) * 512;
    // GNU long names, and pax headers' path (the next member's real name).
    if (type === 'L') longName = data.replace(/\0.*$/s, '');
    if (type === 'x') longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data)?.[1] ?? longName;
    if (type === 'L' || type === 'K' || type === 'x' || type === 'g') continue;
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    out.push({ name, link: type === '2' || type === '1' });
  }
  return out;
}

function zipMembers(buf: Buffer): Member[] | null {
  // The end-of-central-directory record, within the last 64 KiB (its comment) of the file.
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const out: Member[] = [];
  let off = buf.readUInt32LE(end + 16);
  for (let n = buf.readUInt16LE(end + 10); n > 0 && off + 46 <= buf.length; n--) {
    if (buf.readUInt32LE(off) !== 0x02014b50) return null;
    const nameLen = buf.readUInt16LE(off + 28);
    const mode = buf.readUInt32LE(off + 38) >>> 16;
    const name = buf.toString('utf8', off + 46, off + 46 + nameLen);
    out.push({ name, link: (mode & 0o170000) === 0o120000 });
    off += 46 + nameLen + buf.readUInt16LE(off + 30) + buf.readUInt16LE(off + 32);
  }
  return out;
}
