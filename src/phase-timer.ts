/**
 * Where a task's harness time goes: named phases, each timed where it runs, summed per name (a phase that runs
 * twice, such as the file-system snapshot before and after cline, counts once with both times). Results keep them as
 * `phases_ms`. A light wrapper around existing steps, not a runner: the steps stay where they are.
 */
export class PhaseTimer {
  readonly ms: Record<string, number> = {};

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
    this.ms[name] = Math.round((this.ms[name] ?? 0) + Math.max(0, ms));
  }
}

/** The `ts` of the first event line (cline's --json stream), as epoch ms; null when the stream has none. */
export function firstEventAt(firstLine: string | undefined): number | null {
  if (!firstLine) return null;
  try {
    const ts = (JSON.parse(firstLine) as { ts?: unknown }).ts;
    const at = typeof ts === 'string' ? Date.parse(ts) : NaN;
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}
