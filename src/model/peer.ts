/**
 * Which process is on the other end of a loopback TCP connection, and whether
 * it belongs to a task's process tree. Linux only (it reads /proc); elsewhere
 * every lookup answers null.
 *
 * A task's secret alone does not keep other tasks off its model proxy: without
 * bwrap, another task's agent can read the secret from this task's settings
 * (measured: it took a turn). The process that opened the connection can be
 * found though: /proc/net/tcp names the socket's inode for the connection's
 * two ports, and the owner holds `socket:[inode]` among its fds. Its parent
 * chain then tells whether it descends from the task's leader (cline, or the
 * supervisor or bwrap cline runs under); a daemon that double-forked out of
 * the task is re-parented to the supervisor, so it still does.
 */
import { readFile, readdir, readlink } from 'node:fs/promises';
import { allPids, procStat } from '../proc-stat.js';

/** The inode of the IPv4 socket whose local end is 127.0.0.1:`localPort` and remote end 127.0.0.1:`remotePort`. */
async function socketInode(localPort: number, remotePort: number): Promise<string | null> {
  const table = await readFile('/proc/net/tcp', 'utf8').catch(() => null);
  if (table === null) return null;
  const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  const local = `0100007F:${hexPort(localPort)}`;
  const remote = `0100007F:${hexPort(remotePort)}`;
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
    if (fields[1] === local && fields[2] === remote && fields[9] !== '0') return fields[9] ?? null;
  }
  return null;
}

/** Every process this user can see: its parent and name. */
async function processTable(): Promise<Map<number, { ppid: number; name: string }>> {
  const table = new Map<number, { ppid: number; name: string }>();
  await Promise.all(
    (await allPids()).map(async (pid) => {
      const stat = await procStat(pid);
      if (stat) table.set(pid, { ppid: stat.ppid, name: stat.name });
    }),
  );
  return table;
}

/** The first of `pids` that holds `socket:[inode]` among its fds. */
async function holder(pids: readonly number[], inode: string): Promise<number | null> {
  const target = `socket:[${inode}]`;
  const found = await Promise.all(
    pids.map(async (pid) => {
      const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
      const links = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => null)));
      return links.includes(target) ? pid : null;
    }),
  );
  return found.find((pid) => pid !== null) ?? null;
}

export interface PeerProcess {
  pid: number;
  name: string;
  /** The process is the leader or descends from it. */
  inTree: boolean;
  /** Its parent, grandparent, ... up to init, as they were when it was found. */
  ancestors: number[];
}

function ancestorsOf(pid: number, table: Map<number, { ppid: number }>): number[] {
  const chain: number[] = [];
  for (let p = table.get(pid)?.ppid; p !== undefined && p > 0 && !chain.includes(p); p = table.get(p)?.ppid) chain.push(p);
  return chain;
}

/**
 * The process behind a connection to this process's server on `serverPort` from `clientPort` (both on 127.0.0.1), and
 * whether it is `leader` or descends from it; null when it cannot be found (gone already, not Linux, another user's,
 * or this process itself). The leader's tree is searched first, so a connection of the task's own costs little.
 */
export async function peerProcess(clientPort: number, serverPort: number, leader: number): Promise<PeerProcess | null> {
  if (process.platform !== 'linux') return null;
  const inode = await socketInode(clientPort, serverPort);
  if (inode === null) return null;
  const table = await processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  for (const queue = table.has(leader) ? [leader] : []; queue.length; ) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  const inTree = await holder(tree, inode);
  if (inTree !== null) return { pid: inTree, name: table.get(inTree)!.name, inTree: true, ancestors: ancestorsOf(inTree, table) };
  const members = new Set(tree);
  const outside = await holder([...table.keys()].filter((pid) => !members.has(pid) && pid !== process.pid), inode);
  return outside === null ? null : { pid: outside, name: table.get(outside)!.name, inTree: false, ancestors: ancestorsOf(outside, table) };
}
