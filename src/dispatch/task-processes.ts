/**
 * Finding and killing what a task left running, by PID. A task's processes
 * carry its run token in their environment and start in its session; a
 * daemon that calls `setsid` and double-forks leaves the session and process
 * group but keeps the environment. Every PID is confirmed as the task's (token,
 * or session/group plus a start time after the task began) before it is killed.
 * A process that both leaves the session and clears its environment cannot be
 * told apart from anyone else's: only a PID namespace (bwrap) catches that.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { allPids, procStat } from '../proc-stat.js';

/** The environment variable that marks every process of one run. */
export const RUN_TOKEN_VAR = 'CLINE_HARNESS_RUN_TOKEN';

export function newRunToken(): string {
  return randomUUID();
}

export interface TaskIdentity {
  token: string;
  /** The leader's PID: with `detached` it is also the session and process group id. */
  leader: number;
  /** The leader's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  startTicks: number;
}

/** The start time of a process, or null when it is gone (or /proc is not there). */
export async function startTicksOf(pid: number): Promise<number | null> {
  return (await procStat(pid))?.startTicks ?? null;
}

async function carriesToken(pid: number, token: string): Promise<boolean> {
  const environ = await readFile(`/proc/${pid}/environ`).catch(() => null);
  return environ !== null && environ.toString('utf8').split('\0').includes(`${RUN_TOKEN_VAR}=${token}`);
}

/** PIDs that belong to the task, the harness itself excluded. */
export async function findTaskProcesses(task: TaskIdentity): Promise<number[]> {
  if (process.platform !== 'linux') return [];
  const pids = await allPids();
  const found: number[] = [];
  for (const pid of pids) {
    if (pid === process.pid) continue;
    const stat = await procStat(pid);
    // A zombie is dead already; killing it again changes nothing.
    if (!stat || stat.state === 'Z') continue;
    const inSession = (stat.session === task.leader || stat.pgrp === task.leader) && stat.startTicks >= task.startTicks;
    if (inSession || (await carriesToken(pid, task.token))) found.push(pid);
  }
  return found;
}

/**
 * SIGKILLs every member of a process group but one (the supervisor that leads
 * it, which must live to reap what the others leave; see reaper.ts).
 */
export async function killGroupMembers(pgid: number, spare: number): Promise<void> {
  const pids = await allPids();
  for (const pid of pids) {
    if (pid === spare || pid === process.pid) continue;
    const stat = await procStat(pid);
    if (stat?.pgrp !== pgid || stat.state === 'Z') continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

/** A process the harness killed after the run's leader ended. */
export interface Leftover {
  pid: number;
  /** Its command name (`comm`), or `?` when it was gone before it could be read. */
  name: string;
}

/** The command name of a process, or null when it is gone. */
export async function commandName(pid: number): Promise<string | null> {
  return (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => null))?.trim() ?? null;
}

/**
 * SIGKILLs every process of the task until none is left (a forking process may
 * add children between rounds). Returns the PIDs killed.
 */
export async function killTaskProcesses(task: TaskIdentity, rounds = 20): Promise<Leftover[]> {
  const killed = new Map<number, Leftover>();
  for (let round = 0; round < rounds; round++) {
    const pids = await findTaskProcesses(task);
    if (pids.length === 0) break;
    for (const pid of pids) {
      const name = (await commandName(pid)) ?? '?';
      try {
        process.kill(pid, 'SIGKILL');
        killed.set(pid, { pid, name });
      } catch {
        // Gone already.
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return [...killed.values()];
}
