/**
 * Splitting a byte stream into lines. Cline's stream is plain NDJSON, so this
 * is a byte-level split on LF: a LF byte never occurs inside a multi-byte UTF-8
 * sequence, so each line decodes on its own. Measured faster than readline
 * (which decodes whole chunks and splits with a regex) and than the ndjson
 * package (a transform stream that parses every line, partials included),
 * so neither is used here.
 */
import { isAscii } from 'node:buffer';

/** Lines longer than this are skipped unread, keeping memory bounded. */
export const DEFAULT_MAX_LINE_BYTES = 256 * 1024 * 1024;

/** Lines are decoded in blocks of about this many bytes (see push). */
const DECODE_BYTES = 64 * 1024;
/** A block with a non-ASCII byte is split at newlines down to about this size (see decodeLines). */
const SPLIT_BYTES = 1024;

export interface LineSink {
  line(text: string, lineNo: number, unterminated: boolean): void;
  /** A line dropped because it exceeded the limit. */
  overlong(lineNo: number, bytes: number, limit: number): void;
}

export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private overflowing = false;
  private lineNo = 0;

  constructor(
    private readonly sink: LineSink,
    private readonly maxLineBytes = DEFAULT_MAX_LINE_BYTES,
  ) {}

  push(chunk: Buffer): void {
    const first = chunk.indexOf(10);
    if (first < 0) {
      this.hold(chunk);
      return;
    }
    let start = 0;
    if (this.pendingBytes > 0 || this.overflowing) {
      // The first line ends a line held from earlier chunks.
      this.lineNo++;
      const bytes = this.pendingBytes + first;
      if (this.overflowing || bytes > this.maxLineBytes) {
        this.sink.overlong(this.lineNo, bytes, this.maxLineBytes);
      } else {
        this.pending.push(chunk.subarray(0, first));
        this.sink.line(Buffer.concat(this.pending).toString('utf8'), this.lineNo, false);
      }
      this.pending = [];
      this.pendingBytes = 0;
      this.overflowing = false;
      start = first + 1;
    }
    const last = chunk.lastIndexOf(10);
    while (start <= last) {
      // The chunk's other whole lines are decoded a block at a time and each handed on as a slice of that text (no
      // copy per line), as readline does. A block ends at a newline near DECODE_BYTES: a longer string would be a
      // large object of V8's, outside the young generation. Chunks are far below the line limit (parse.ts: 1 MB).
      const end = start + DECODE_BYTES > last ? last : Math.max(chunk.lastIndexOf(10, start + DECODE_BYTES), chunk.indexOf(10, start));
      this.decodeLines(chunk, start, end);
      start = end + 1;
    }
    if (last + 1 < chunk.length) this.hold(chunk.subarray(last + 1));
  }

  /**
   * Hands on the lines of chunk[start, end) (end is a newline or the last line's end). One non-ASCII character makes
   * V8 store the whole decoded text, and every line sliced from it, two bytes per character, which made JSON.parse
   * and the rest of the work on those lines slower: on a 210 MB stream where 3% of the lines hold one, nearly every
   * 64 KiB block did, and the same stream with those bytes replaced parsed in 0.80x the CPU time. So a block that is
   * not all ASCII is halved at a newline, down to about SPLIT_BYTES, and only the pieces that hold such a byte are
   * decoded as UTF-8.
   */
  private decodeLines(chunk: Buffer, start: number, end: number): void {
    if (end - start > SPLIT_BYTES && !isAscii(chunk.subarray(start, end))) {
      const mid = chunk.indexOf(10, start + ((end - start) >> 1));
      if (mid >= 0 && mid < end) {
        this.decodeLines(chunk, start, mid);
        this.decodeLines(chunk, mid + 1, end);
        return;
      }
    }
    const text = chunk.toString('utf8', start, end);
    for (let from = 0; ; ) {
      const nl = text.indexOf('\n', from);
      this.lineNo++;
      this.sink.line(nl < 0 ? text.slice(from) : text.slice(from, nl), this.lineNo, false);
      if (nl < 0) break;
      from = nl + 1;
    }
  }

  /** Flushes a last line that had no newline. */
  end(): void {
    if (this.pendingBytes === 0 && !this.overflowing) return;
    this.lineNo++;
    if (this.overflowing) this.sink.overlong(this.lineNo, this.pendingBytes, this.maxLineBytes);
    else this.sink.line(Buffer.concat(this.pending).toString('utf8'), this.lineNo, true);
    this.pending = [];
    this.pendingBytes = 0;
    this.overflowing = false;
  }

  private hold(rest: Buffer): void {
    this.pendingBytes += rest.length;
    if (this.overflowing) return;
    if (this.pendingBytes > this.maxLineBytes) {
      // Stop buffering; only the byte count is kept from here to the newline.
      this.overflowing = true;
      this.pending = [];
      return;
    }
    // Copy: the reader may reuse the chunk's memory.
    this.pending.push(Buffer.from(rest));
  }
}
