/**
 * Which running task a process belongs to, for the whole run: a task's model proxy refuses a process outside its
 * tree that came with its secret (model/proxy.ts), and this registry names the task whose tree that process is in,
 * so the thief's own task is made invalid too, not only refused.
 */
import type { PeerProcess } from '../model/peer.js';

export class TaskTrees {
  /** Leader PID (a task's cline, or the supervisor or bwrap it runs under; a responder's too) → task id. */
  private readonly leaders = new Map<number, string>();
  private readonly trespasses = new Map<string, string[]>();

  /** `pid` leads (part of) `taskId`'s processes from now until `release`. */
  register(pid: number, taskId: string): void {
    this.leaders.set(pid, taskId);
  }

  release(pid: number): void {
    this.leaders.delete(pid);
  }

  /** `victimTaskId`'s proxy refused `peer`: the task whose tree holds it (if any is running) is told. */
  refused(victimTaskId: string, peer: PeerProcess): void {
    const lead = [peer.pid, ...peer.ancestors].find((pid) => this.leaders.has(pid));
    const thief = lead === undefined ? undefined : this.leaders.get(lead)!;
    if (thief === undefined || thief === victimTaskId) return;
    const said = `its process ${peer.pid} (${peer.name}) sent task ${victimTaskId}'s secret to that task's model endpoint (refused)`;
    this.trespasses.set(thief, [...(this.trespasses.get(thief) ?? []), said]);
  }

  /** What `taskId`'s processes did to other tasks' endpoints, once: each is a validity error of that task. */
  take(taskId: string): string[] {
    const found = this.trespasses.get(taskId) ?? [];
    this.trespasses.delete(taskId);
    return found;
  }
}
