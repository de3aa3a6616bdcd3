/**
 * Watches a process's stdout, chunk by chunk, for the first complete line that says the process's work is over, so
 * that the harness can end it without waiting for its own exit. Only lines holding `marker` are handed to `test`
 * (the other lines are never decoded), and memory stays bounded: of a line not yet complete, at most `maxLineBytes`
 * are kept; a longer line is never tested.
 */
export interface EndLine {
  /** Bytes every end line holds; a line without them is not tested. */
  marker: string;
  /** Whether a complete line (without its newline) ends the work. */
  test: (line: string) => boolean;
}

export const MAX_END_LINE_BYTES = 4 * 1024 * 1024;

const NEWLINE = 0x0a;

export class LineWatch {
  private readonly marker: Buffer;
  /** The pieces of the line not yet complete; null once it grew past the bound (it is then skipped to its end). */
  private partial: Buffer[] | null = [];
  private partialBytes = 0;
  seen = false;

  constructor(
    private readonly end: EndLine,
    private readonly maxLineBytes = MAX_END_LINE_BYTES,
  ) {
    this.marker = Buffer.from(end.marker);
  }

  /** Takes the next chunk; true when a line in it (completed by it) is the first end line. */
  feed(chunk: Buffer): boolean {
    if (this.seen) return false;
    const lastNewline = chunk.lastIndexOf(NEWLINE);
    if (lastNewline === -1) {
      this.keep(chunk);
      return false;
    }
    const head = chunk.subarray(0, lastNewline + 1);
    const complete = this.partial === null
      ? head.subarray(head.indexOf(NEWLINE) + 1) // the rest of an overlong line is dropped, not tested
      : this.partial.length ? Buffer.concat([...this.partial, head]) : head;
    this.partial = [];
    this.partialBytes = 0;
    this.keep(chunk.subarray(lastNewline + 1));
    this.seen = this.testLines(complete);
    return this.seen;
  }

  private keep(piece: Buffer): void {
    if (this.partial === null || piece.length === 0) return;
    this.partialBytes += piece.length;
    if (this.partialBytes > this.maxLineBytes) this.partial = null;
    // A copy: the stream may reuse the chunk's memory.
    else this.partial.push(Buffer.from(piece));
  }

  /** `lines`: whole lines, each ending in a newline. */
  private testLines(lines: Buffer): boolean {
    for (let at = lines.indexOf(this.marker); at !== -1; ) {
      const start = lines.lastIndexOf(NEWLINE, at) + 1;
      const end = lines.indexOf(NEWLINE, at);
      if (end - start <= this.maxLineBytes && this.end.test(lines.toString('utf8', start, end))) return true;
      at = lines.indexOf(this.marker, end);
    }
    return false;
  }
}
