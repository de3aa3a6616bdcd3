/**
 * The `parse` output document: one JSON object, each array element on its own
 * line. Written piece by piece to a stream: a transcript can be hundreds of MB,
 * and one JSON.stringify of the whole would need that much again as a string.
 */
import type { Writable } from 'node:stream';
import type { TranscriptSpill } from './spill.js';

const CHUNK_BYTES = 4 << 20;

/**
 * Writes `doc` to `out`. Fields a `spill` holds are copied from it (their value
 * in `doc` is ignored), in the same layout as an array in `doc` would get.
 * Each piece is encoded straight into one 4 MB buffer, reused: when full it is
 * written and the next piece waits for the write's callback (the bytes have
 * left the buffer). A fresh buffer per flush cost more than the encoding (page
 * faults on new memory, measured on a 200 MB transcript); the wait also bounds
 * memory when the pipe is slow.
 */
export async function writeJsonDocument(out: Writable, doc: Record<string, unknown>, spill?: TranscriptSpill): Promise<void> {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const write = (data: Buffer | string) => new Promise<void>((resolve, reject) => out.write(data, (err) => (err ? reject(err) : resolve())));
  const flush = async () => {
    if (!used) return;
    const bytes = chunk.subarray(0, used);
    used = 0;
    await write(bytes);
  };
  /** Encodes s into the buffer; false when it does not fit (flush first). */
  const fits = (s: string) => used + 3 * s.length <= CHUNK_BYTES;
  const emit = async (s: string) => {
    // UTF-8 needs at most 3 bytes per UTF-16 unit, so this bound is safe without measuring s.
    if (!fits(s)) {
      await flush();
      if (!fits(s)) return write(s);
    }
    used += chunk.write(s, used);
  };
  await emit('{');
  for (const [k, key] of Object.keys(doc).entries()) {
    const value = doc[key];
    await emit(`${k ? ',' : ''}\n${JSON.stringify(key)}: `);
    if (spill?.holds(key)) {
      if (!spill.count(key)) {
        await emit('[]');
        continue;
      }
      await emit('[');
      await flush();
      for (const piece of spill.pieces(key)) await write(piece);
      await emit('\n]');
    } else if (Array.isArray(value) && value.length) {
      await emit('[');
      for (let i = 0; i < value.length; i++) {
        const s = `${i ? ',\n  ' : '\n  '}${JSON.stringify(value[i])}`;
        // Most pieces fit: skip the await (a microtask per element) on that path.
        if (fits(s)) used += chunk.write(s, used);
        else await emit(s);
      }
      await emit('\n]');
    } else {
      await emit(JSON.stringify(value) ?? 'null');
    }
  }
  await emit('\n}\n');
  await flush();
}
