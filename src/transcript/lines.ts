/**
 * Splitting a byte stream into lines. Cline's stream is plain NDJSON, so this
 * is a byte-level split on LF: a LF byte never occurs inside a multi-byte UTF-8
 * sequence, so each line decodes on its own. Measured faster than readline
 * (which decodes whole chunks and splits with a regex) and than the ndjson
 * package (a transform stream that parses every line, partials included),
 * so neither is used here.
 */

/** Lines longer than this are skipped unread, keeping memory bounded. */
export const DEFAULT_MAX_LINE_BYTES = 256 * 1024 * 1024;

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
    let start = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
      this.lineNo++;
      if (this.overflowing) {
        this.sink.overlong(this.lineNo, this.pendingBytes + nl - start, this.maxLineBytes);
        this.overflowing = false;
      } else if (this.pendingBytes === 0) {
        this.sink.line(chunk.toString('utf8', start, nl), this.lineNo, false);
      } else if (this.pendingBytes + nl - start > this.maxLineBytes) {
        this.sink.overlong(this.lineNo, this.pendingBytes + nl - start, this.maxLineBytes);
      } else {
        this.pending.push(chunk.subarray(start, nl));
        this.sink.line(Buffer.concat(this.pending).toString('utf8'), this.lineNo, false);
      }
      this.pending = [];
      this.pendingBytes = 0;
      start = nl + 1;
    }
    if (start < chunk.length) this.hold(chunk.subarray(start));
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
