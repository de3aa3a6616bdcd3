/**
 * A record the harness writes from a stream (cline's stdout and stderr, the
 * ACP protocol log) into a directory the agent might reach. Memory stays
 * bounded whatever the size: each chunk goes straight to the file and to a
 * private copy (private-files.ts: a file with no name, so no path leads
 * to it), while only a running sha256 is kept in memory. Past `capBytes`
 * nothing more is kept and `capped` says so. After the run, `restore()`
 * compares the file with the digest and, when they differ (appended to,
 * rewritten, replaced by a link), puts back what the harness received from
 * the private copy, never following a link.
 */
import { createHash, type Hash } from 'node:crypto';
import { closeSync, constants, createReadStream, createWriteStream, openSync, rmSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { openPrivateFiles } from '../private-files.js';

/** Output kept of one stream by default: far above any real run's records, far below what would exhaust the machine. */
export const DEFAULT_OUTPUT_CAP_BYTES = 512 * 1024 * 1024;

export class RecordedFile {
  private readonly fd: number;
  private readonly privateFd: number;
  private readonly hash: Hash = createHash('sha256');
  private digest: string | null = null;
  /** Bytes kept (at most the cap). */
  bytes = 0;
  /** Bytes offered past the cap and dropped. */
  dropped = 0;

  /** Opens `path` afresh (whatever was there, a link included, is removed first, never followed). */
  constructor(
    readonly path: string,
    readonly capBytes: number = DEFAULT_OUTPUT_CAP_BYTES,
  ) {
    rmSync(path, { force: true, recursive: true });
    this.fd = openSync(path, 'wx', 0o644);
    this.privateFd = openPrivateFiles('cline-harness-record-', 1)[0]!;
  }

  get capped(): boolean {
    return this.dropped > 0;
  }

  /** Keeps `chunk` (or the part of it under the cap); returns false once the cap is reached. */
  write(chunk: Buffer | string): boolean {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    const room = Math.max(0, this.capBytes - this.bytes);
    const kept = data.length > room ? data.subarray(0, room) : data;
    this.dropped += data.length - kept.length;
    if (kept.length) {
      writeAll(this.fd, kept);
      writeAll(this.privateFd, kept);
      this.hash.update(kept);
      this.bytes += kept.length;
    }
    return !this.capped;
  }

  /** Ends writing; the file is complete. */
  end(): void {
    if (this.digest !== null) return;
    this.digest = this.hash.digest('hex');
    closeSync(this.fd);
  }

  /**
   * Puts the file back to what was written when it differs; returns whether
   * it had to. Throws when the private copy no longer matches either (then
   * nothing the harness holds can be trusted as the record).
   */
  async restore(): Promise<boolean> {
    this.end();
    if ((await fileDigest(this.path)) === this.digest) return false;
    const copy = createReadStream('', { fd: this.privateFd, start: 0, autoClose: false });
    if ((await streamDigest(copy)) !== this.digest) throw new Error(`the harness's private copy of ${this.path} was changed during the run`);
    await rm(this.path, { force: true, recursive: true });
    await pipeline(createReadStream('', { fd: this.privateFd, start: 0, autoClose: false }), createWriteStream(this.path, { flags: 'wx', mode: 0o644 }));
    return true;
  }

  /** Releases the private copy. */
  dispose(): void {
    this.end();
    try {
      closeSync(this.privateFd);
    } catch {
      // Already closed.
    }
  }
}

function writeAll(fd: number, data: Buffer): void {
  for (let off = 0; off < data.length; ) off += writeSync(fd, data, off, data.length - off);
}

async function streamDigest(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The sha256 of a regular file at `path` (a link is not followed: null), or null when there is none. */
async function fileDigest(path: string): Promise<string | null> {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  return streamDigest(createReadStream('', { fd })).catch(() => null);
}
