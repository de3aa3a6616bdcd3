/**
 * Where a transcript's growing arrays go while `parse` streams its document:
 * each finished call, message, reasoning block and event is serialized at
 * once, in the layout the document writer gives array elements, and written
 * to a private file, so the process holds neither the object graph of a
 * 200 MB transcript nor its text. The document's first fields depend on the
 * stream's last line; the writer puts them out first and then copies these
 * files in.
 *
 * The files are private-files.ts's (under the OS temp dir, never the env or the
 * out dir, with no name): only the open descriptor leads to them, so nothing is
 * left on disk however the process ends, and the OS frees the space when the
 * descriptor closes.
 */
import { closeSync, readSync, writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { openPrivateFiles } from '../private-files.js';

/** The Transcript fields that grow with the stream, in document order (`turns`: an ACP log's, see addWithHole). */
export const SPILLED_FIELDS = ['tool_invocations', 'messages', 'reasoning', 'events', 'turns', 'errors', 'denials'] as const;
export type SpilledField = (typeof SPILLED_FIELDS)[number];

/** Serialized elements are gathered here before each write to the file. */
const BUFFER_BYTES = 256 * 1024;
/** Read back in pieces of this size. */
const READ_BYTES = 4 << 20;

/**
 * The buffers the arrays are read back into, made at the first read and shared: the document copies out one array at
 * a time, and a fresh 4 MB buffer or two per array cost page faults.
 */
class ReadBuffers {
  private inputBuffer: Buffer | null = null;
  private outBuffer: Buffer | null = null;

  get input(): Buffer {
    return (this.inputBuffer ??= Buffer.allocUnsafe(READ_BYTES));
  }

  get out(): Buffer {
    return (this.outBuffer ??= Buffer.allocUnsafe(READ_BYTES));
  }
}

/** An element's line as the file holds it: `  ` before the element, `,` after all but the last. */
const parseElement = (line: string): unknown => JSON.parse(line.endsWith(',') ? line.slice(2, -1) : line.slice(2));

function writeAll(fd: number, data: Buffer): void {
  for (let off = 0; off < data.length; ) off += writeSync(fd, data, off, data.length - off);
}

/** One array's elements, as document text. */
class SpilledArray {
  private readonly buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private fileBytes = 0;
  /** File offsets, in order, where fillHoles' text goes (addWithHole). */
  private readonly holes: number[] = [];
  private fill: ((hole: number) => string) | null = null;
  count = 0;

  constructor(private readonly fd: number) {}

  /** Appends the element as the document writer lays it out: `\n  ` before the first, `,\n  ` before the others. */
  add(value: unknown): void {
    this.addText(this.separator(), JSON.stringify(value));
  }

  /** As add, given the element's JSON text. */
  addJson(json: string): void {
    this.addText(this.separator(), json);
  }

  /**
   * An element whose middle is only known when the stream ends (an ACP turn's tokens come from messages.json):
   * `before` and `after` are its JSON text on either side, and fillHoles supplies the middle for every hole in turn.
   */
  addWithHole(before: string, after: string): void {
    this.addText(this.separator(), before);
    this.holes.push(this.fileBytes + this.used);
    this.addText('', after);
  }

  /** The text of each hole, by its number (0 for the first addWithHole); pieces() needs it when there are holes. */
  fillHoles(fill: (hole: number) => string): void {
    this.fill = fill;
  }

  /** `\n  ` before the first element, `,\n  ` before the others. */
  private separator(): string {
    return this.count++ ? ',\n  ' : '\n  ';
  }

  private addText(sep: string, json: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit, so this bound is safe without measuring.
    if (this.used + 3 * (json.length + sep.length) > BUFFER_BYTES) {
      this.flush();
      if (3 * (json.length + sep.length) > BUFFER_BYTES) {
        this.put(Buffer.from(sep + json));
        return;
      }
    }
    // The separator is ASCII: stored byte by byte, which costs less than a second Buffer.write per element.
    for (let i = 0; i < sep.length; i++) this.buffer[this.used++] = sep.charCodeAt(i);
    this.used += this.buffer.write(json, this.used);
  }

  /** The text written so far, in pieces that are valid until the next call of the iterator or of another array's. */
  *pieces(buffers: ReadBuffers): Generator<Buffer> {
    this.flush();
    if (this.holes.length) {
      yield* this.filledPieces(buffers);
      return;
    }
    const piece = buffers.input;
    for (let at = 0; at < this.fileBytes; ) {
      const n = readSync(this.fd, piece, 0, Math.min(piece.length, this.fileBytes - at), at);
      if (n === 0) throw new Error(`the parse spill file ended at ${at} of ${this.fileBytes} bytes`);
      at += n;
      yield piece.subarray(0, n);
    }
  }

  /** The elements added so far, parsed back. Each is on a line of its own: JSON.stringify writes no raw newline. */
  *elements(buffers: ReadBuffers): Generator<unknown> {
    const decoder = new StringDecoder('utf8');
    let rest = '';
    for (const piece of this.pieces(buffers)) {
      const lines = (rest + decoder.write(piece)).split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (line) yield parseElement(line);
    }
    rest += decoder.end();
    if (rest) yield parseElement(rest);
  }

  /** pieces() with each hole's text put in: the file's bytes and the fills are copied into one reused buffer. */
  private *filledPieces(buffers: ReadBuffers): Generator<Buffer> {
    const fill = this.fill;
    if (!fill) throw new Error('the parse spill has holes that were never filled');
    const { input, out } = buffers;
    let used = 0;
    let hole = 0;
    for (let at = 0; at < this.fileBytes; ) {
      const n = readSync(this.fd, input, 0, Math.min(input.length, this.fileBytes - at), at);
      if (n === 0) throw new Error(`the parse spill file ended at ${at} of ${this.fileBytes} bytes`);
      // Holes are never at the file's end (the text after a hole is never empty), so each falls inside some read.
      for (let from = 0; ; ) {
        const cut = hole < this.holes.length && this.holes[hole]! < at + n ? this.holes[hole]! - at : n;
        if (used + cut - from > out.length) {
          yield out.subarray(0, used);
          used = 0;
        }
        used += input.copy(out, used, from, cut);
        if (cut === n) break;
        const text = fill(hole++);
        // UTF-8 takes at most 3 bytes per UTF-16 unit.
        if (used + 3 * text.length > out.length) {
          yield out.subarray(0, used);
          used = 0;
        }
        if (3 * text.length > out.length) yield Buffer.from(text);
        else used += out.write(text, used);
        from = cut;
      }
      at += n;
    }
    if (hole !== this.holes.length) throw new Error(`the parse spill filled ${hole} of ${this.holes.length} holes`);
    if (used) yield out.subarray(0, used);
  }

  private flush(): void {
    if (!this.used) return;
    this.put(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private put(data: Buffer): void {
    writeAll(this.fd, data);
    this.fileBytes += data.length;
  }
}

export class TranscriptSpill {
  private readonly arrays = new Map<SpilledField, SpilledArray>();
  private readonly fds: number[] = [];
  private readonly readBuffers = new ReadBuffers();

  constructor() {
    try {
      this.fds.push(...openPrivateFiles('cline-harness-parse-', SPILLED_FIELDS.length));
      SPILLED_FIELDS.forEach((field, i) => this.arrays.set(field, new SpilledArray(this.fds[i]!)));
    } catch (err) {
      this.close();
      throw err;
    }
  }

  add(field: SpilledField, value: unknown): void {
    this.arrays.get(field)!.add(value);
  }

  /** As add, given the value's JSON text (exactly what JSON.stringify gives for it). */
  addJson(field: SpilledField, json: string): void {
    this.arrays.get(field)!.addJson(json);
  }

  addWithHole(field: SpilledField, before: string, after: string): void {
    this.arrays.get(field)!.addWithHole(before, after);
  }

  fillHoles(field: SpilledField, fill: (hole: number) => string): void {
    this.arrays.get(field)!.fillHoles(fill);
  }

  /** Whether `key` is a field this spill holds (its value in the transcript object is then left empty). */
  holds(key: string): key is SpilledField {
    return this.arrays.has(key as SpilledField);
  }

  count(field: SpilledField): number {
    return this.arrays.get(field)!.count;
  }

  /** The elements of `field` added so far, parsed back (addWithHole's are not whole elements until filled). */
  elements(field: SpilledField): Generator<unknown> {
    return this.arrays.get(field)!.elements(this.readBuffers);
  }

  pieces(field: SpilledField): Generator<Buffer> {
    return this.arrays.get(field)!.pieces(this.readBuffers);
  }

  /** Closes the files (their space is freed). Safe to call twice. */
  close(): void {
    for (const fd of this.fds.splice(0)) closeSync(fd);
  }
}

/** A spill, or null when its files cannot be created in the OS temp dir (missing, not writable): the caller keeps the records in memory. */
export function openSpill(): TranscriptSpill | null {
  try {
    return new TranscriptSpill();
  } catch {
    return null;
  }
}
