/** Parsing a captured events file (and optionally cline's stderr) into a Transcript. */
import { open } from 'node:fs/promises';
import { InputError, errorMessage } from '../errors.js';
import { TranscriptBuilder, type TranscriptBuilderOptions } from './builder.js';
import { LineSplitter, type LineSink } from './lines.js';
import type { Transcript } from './schema.js';

export interface ParseTranscriptOptions extends TranscriptBuilderOptions {
  /** cline's stderr log; its `{"type":"error"}` lines join `errors`. */
  stderrPath?: string;
  /** Lines longer than this many bytes are skipped with a diagnostic. */
  maxLineBytes?: number;
  /** Sees every events line as read, before the builder does (lint's own per-line rules use it). */
  onLine?: (text: string, line: number) => void;
}

const CHUNK_BYTES = 1 << 20;

/** Fails with InputError, naming the file, when it cannot be opened for reading. */
async function checkReadable(path: string): Promise<void> {
  try {
    const fh = await open(path, 'r');
    await fh.close();
  } catch (err) {
    throw new InputError(`cannot read: ${errorMessage(err)}`, path);
  }
}

/**
 * Feeds the file's lines to `sink`. The file is read into two reused buffers (the splitter copies what it keeps of a
 * chunk): a stream's fresh 1 MB buffer per chunk cost about 0.4 CPU-s of page faults on a 210 MB file. The next chunk
 * is read while this one is split, so the reading thread's wait is not added to the parse's.
 */
export async function streamLines(path: string, sink: LineSink, maxLineBytes?: number): Promise<void> {
  const splitter = new LineSplitter(sink, maxLineBytes);
  const chunks = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)];
  try {
    const fh = await open(path, 'r');
    let next: Promise<{ bytesRead: number }> | null = null;
    try {
      let position = 0;
      next = fh.read(chunks[0]!, 0, CHUNK_BYTES, position);
      for (let i = 0; ; i ^= 1) {
        const { bytesRead } = await next;
        next = null;
        if (bytesRead === 0) break;
        position += bytesRead;
        next = fh.read(chunks[i ^ 1]!, 0, CHUNK_BYTES, position);
        splitter.push(chunks[i]!.subarray(0, bytesRead));
      }
    } finally {
      // A read still running (the sink threw) must end before its file is closed.
      if (next) await next.catch(() => undefined);
      await fh.close();
    }
  } catch (err) {
    // Opened fine but failed mid-read (e.g. a directory, an I/O error).
    throw new InputError(`cannot read: ${errorMessage(err)}`, path);
  }
  splitter.end();
}

/**
 * Parses a `cline --json` events file. Streams it: memory grows with what the
 * transcript keeps, not with the file (with `spill`, only with the calls still
 * open). Bad content becomes diagnostics; only an unreadable file throws (InputError).
 */
export async function parseTranscriptFile(path: string, options: ParseTranscriptOptions = {}): Promise<Transcript> {
  await checkReadable(path);
  if (options.stderrPath !== undefined) await checkReadable(options.stderrPath);
  const builder = new TranscriptBuilder(options);
  await streamLines(
    path,
    {
      line: options.onLine
        ? (text, n, unterminated) => {
            options.onLine!(text, n);
            builder.feed(text, n, unterminated);
          }
        : (text, n, unterminated) => builder.feed(text, n, unterminated),
      overlong: (n, bytes, limit) => builder.skipLine(n, bytes, limit),
    },
    options.maxLineBytes,
  );
  if (options.stderrPath !== undefined) {
    await streamLines(
      options.stderrPath,
      { line: (text, n) => builder.feedStderr(text, n), overlong: () => {} },
      options.maxLineBytes,
    );
  }
  return builder.finish();
}

/** Parses an events stream already in memory (a string or its lines). */
export function parseTranscriptText(text: string | readonly string[], options: TranscriptBuilderOptions = {}): Transcript {
  const builder = new TranscriptBuilder(options);
  const lines = typeof text === 'string' ? text.split('\n') : text;
  const last = typeof text === 'string' && text.endsWith('\n') ? lines.length - 1 : lines.length;
  for (let i = 0; i < last; i++) {
    builder.feed(lines[i] ?? '', i + 1, typeof text === 'string' && i === lines.length - 1);
  }
  return builder.finish();
}
