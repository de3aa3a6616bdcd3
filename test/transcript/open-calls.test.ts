/**
 * OpenCalls replaced a Map keyed by one agent+id string: under random opens, replacements and closes, with ids
 * shared across agents, it must answer as that Map did (lookups, the fallback to another agent's call with the
 * same id, and the order of the calls left open).
 */
import { describe, expect, it } from 'vitest';
import { OpenCalls } from '../../src/transcript/open-calls.js';
import type { ToolInvocation } from '../../src/transcript/schema.js';

/** The previous structure, as the builder used it. */
class KeyedMap {
  private readonly open = new Map<string, ToolInvocation>();
  get = (agent: string | null, id: string | null) => this.open.get(`${agent}\u0000${id}`);
  set = (agent: string | null, id: string | null, inv: ToolInvocation) => void this.open.set(`${agent}\u0000${id}`, inv);
  take(agent: string | null, id: string | null): ToolInvocation | null {
    const key = `${agent}\u0000${id}`;
    const own = this.open.get(key);
    if (own) {
      this.open.delete(key);
      return own;
    }
    for (const [k, inv] of this.open) {
      if (inv.id === id) {
        this.open.delete(k);
        return inv;
      }
    }
    return null;
  }
  drain(): ToolInvocation[] {
    const all = [...this.open.values()];
    this.open.clear();
    return all;
  }
}

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

describe('OpenCalls', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('answers as the agent+id Map did (random run %i)', (seed) => {
    const rnd = random(seed);
    const agents = [null, 'a', 'b'];
    const ids = [null, 'x', 'y', 'z'];
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const ours = new OpenCalls();
    const theirs = new KeyedMap();
    for (let step = 0; step < 400; step++) {
      const agent = pick(agents);
      const id = pick(ids);
      const r = rnd();
      if (r < 0.45) {
        const inv = { ordinal: step, id, agent } as ToolInvocation;
        expect(ours.get(agent, id)).toBe(theirs.get(agent, id));
        ours.set(agent, id, inv);
        theirs.set(agent, id, inv);
      } else if (r < 0.9) {
        expect(ours.take(agent, id)).toBe(theirs.take(agent, id));
      } else if (r < 0.97) {
        const inv = theirs.get(agent, id);
        if (inv) expect(ours.isOpen(inv)).toBe(true);
        expect(ours.get(agent, id)).toBe(inv);
      } else {
        expect(ours.drain()).toEqual(theirs.drain());
      }
    }
    expect(ours.drain()).toEqual(theirs.drain());
  });
});
