/**
 * The tool calls between their content_start and content_end, by agent and call id. Looked up by the call id first:
 * a Map keyed by one string made of agent and id built and hashed a new string for every start, end and spilled
 * call (about 0.15 CPU-s on a 210 MB stream). The ids are what JSON.parse gave, so each hashes once.
 *
 * Most calls close before the next one opens: while only one call is open it is held in `single`, out of the Map,
 * whose insert and delete per call (a small table filled and rehashed over and over) cost about 0.05 CPU-s more.
 */
import type { ToolInvocation } from './schema.js';

interface OpenCall {
  agent: string | null;
  inv: ToolInvocation;
  /** When this agent and id were first opened: the order of the calls that never close, and of the fallback in take(). */
  order: number;
}

export class OpenCalls {
  /** Each id's calls, in `order`: a few at most, since a call is dropped at its end. */
  private readonly byId = new Map<string | null, OpenCall[]>();
  /** The one open call while byId is empty. */
  private single: { id: string | null; call: OpenCall } | null = null;
  private opened = 0;

  /** The call open for this agent and id, if any. */
  get(agent: string | null, id: string | null): ToolInvocation | undefined {
    if (this.single) return this.single.id === id && this.single.call.agent === agent ? this.single.call.inv : undefined;
    return this.byId.get(id)?.find((c) => c.agent === agent)?.inv;
  }

  /** Opens `inv`; a call still open for the same agent and id is replaced, keeping its place in the order. */
  set(agent: string | null, id: string | null, inv: ToolInvocation): void {
    if (this.single?.id === id && this.single.call.agent === agent) {
      this.single.call.inv = inv;
      return;
    }
    if (!this.single && !this.byId.size) {
      this.single = { id, call: { agent, inv, order: this.opened++ } };
      return;
    }
    if (this.single) {
      this.byId.set(this.single.id, [this.single.call]);
      this.single = null;
    }
    const calls = this.byId.get(id);
    const same = calls?.find((c) => c.agent === agent);
    if (same) same.inv = inv;
    else if (calls) calls.push({ agent, inv, order: this.opened++ });
    else this.byId.set(id, [{ agent, inv, order: this.opened++ }]);
  }

  /**
   * Closes and returns the call for this agent and id; failing that, the first opened call with this id of any agent
   * (attribution can lag behind when agents interleave).
   */
  take(agent: string | null, id: string | null): ToolInvocation | null {
    if (this.single) {
      if (this.single.id !== id) return null;
      const { inv } = this.single.call;
      this.single = null;
      return inv;
    }
    const calls = this.byId.get(id);
    if (!calls) return null;
    const own = calls.findIndex((c) => c.agent === agent);
    const [call] = calls.splice(own < 0 ? 0 : own, 1);
    if (!calls.length) this.byId.delete(id);
    return call!.inv;
  }

  isOpen(inv: ToolInvocation): boolean {
    return this.get(inv.agent, inv.id) === inv;
  }

  /** Closes every call; returns them in the order they were opened. */
  drain(): ToolInvocation[] {
    const calls = [...this.byId.values()].flat().sort((a, b) => a.order - b.order);
    if (this.single) calls.push(this.single.call);
    this.single = null;
    this.byId.clear();
    return calls.map((c) => c.inv);
  }
}
