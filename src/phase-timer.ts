import { open } from 'node:fs/promises';

/**
 * Where a task's harness time goes: named phases, each timed where it runs, summed per name (a phase that runs
 * twice, such as the file-system snapshot before and after cline, counts once with both times). Results keep them as
 * `phases_ms`. A light wrapper around existing steps, not a runner: the steps stay where they are.
 */
export class PhaseTimer {
  private readonly raw = new Map<string, number>();

  /** Whole ms per phase, rounded once from the exact sums (rounding each part would drift with many parts). */
  get ms(): Record<string, number> {
    return Object.fromEntries([...this.raw].map(([name, ms]) => [name, Math.round(ms)]));
  }

  /** Runs `step`, adding its wall time to `name` whether it returns or throws. */
  async time<T>(name: string, step: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await step();
    } finally {
      this.add(name, performance.now() - start);
    }
  }

  /** Adds a duration measured elsewhere (e.g. from a timestamp in cline's stream). */
  add(name: string, ms: number): void {
    this.raw.set(name, (this.raw.get(name) ?? 0) + Math.max(0, ms));
  }
}

/** How much of a record's start is read to find cline's first line (ACP's opening lines are small). */
const HEAD_BYTES = 64 * 1024;

/**
 * When cline's first line was written to a record, as epoch ms: the `ts` of the first `--json` event, or of the
 * first ACP message from the agent (an ACP log opens with the harness's own `initialize`, which says nothing of
 * cline's start-up). Null when the record has none within its first 64 KiB.
 */
export async function firstClineEventAt(file: string): Promise<number | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  let text: string;
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    text = buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  // The last piece may be a line cut at the read's end: only whole lines count.
  for (const line of text.split('\n').slice(0, -1)) {
    let parsed: { ts?: unknown; from?: unknown };
    try {
      parsed = JSON.parse(line) as { ts?: unknown; from?: unknown };
    } catch {
      return null;
    }
    if (parsed.from === 'client') continue;
    const at = typeof parsed.ts === 'string' ? Date.parse(parsed.ts) : NaN;
    return Number.isFinite(at) ? at : null;
  }
  return null;
}
