/**
 * Reading `/proc/<pid>/stat` (Linux): the one parser of it in the harness, used to find a task's processes
 * (dispatch/task-processes.ts) and the process behind a model request (model/peer.ts).
 */
import { readFile, readdir } from 'node:fs/promises';

export interface ProcStat {
  /** The command name (`comm`); it may hold spaces and parentheses. */
  name: string;
  /** One letter: R, S, D, Z, T, ... */
  state: string;
  ppid: number;
  pgrp: number;
  session: number;
  /** Start time in clock ticks since boot (field 22). */
  startTicks: number;
}

/** A process's stat line, or null when it is gone (or /proc is not there). */
export async function procStat(pid: number): Promise<ProcStat | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (text === null) return null;
  // The command name ends at the last ')': the fields start after it.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return {
    name: text.slice(text.indexOf('(') + 1, close),
    state: fields[0]!,
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    session: Number(fields[3]),
    startTicks: Number(fields[19]),
  };
}

/** Every PID in /proc (none when there is no /proc). */
export async function allPids(): Promise<number[]> {
  return (await readdir('/proc').catch(() => [] as string[])).filter((n) => /^\d+$/.test(n)).map(Number);
}
