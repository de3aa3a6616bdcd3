/**
 * For tests of what happens when a hung model runs a task out of time: the time limit must be spent on the hang, not
 * on cline's start. How long that start takes depends on the machine's load, so no fixed limit is right: this runs
 * the attempt with `firstS`, and while the model got no request before the limit (the attempt says so: the event
 * the test is about never happened), again with twice the limit. The test's assertions run on the attempt that
 * reached the model; a quiet machine pays for one short attempt.
 */
export async function withLimitPastModelStart<T>(
  firstS: number,
  attempt: (limitS: number) => Promise<{ reachedModel: boolean; value: T }>,
  maxS = firstS * 16,
): Promise<{ limitS: number; value: T }> {
  for (let limitS = firstS; ; limitS *= 2) {
    const { reachedModel, value } = await attempt(limitS);
    if (reachedModel || limitS * 2 > maxS) return { limitS, value };
  }
}
