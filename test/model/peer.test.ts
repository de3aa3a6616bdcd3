import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerProcess } from '../../src/model/peer.js';

/** A loopback server that hands each new connection's client port to whoever waits for the next one. */
let server: Server;
let port: number;
const waiting: ((clientPort: number) => void)[] = [];
const sockets: Socket[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.push(socket);
    waiting.shift()?.(socket.remotePort!);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const nextConnection = () => new Promise<number>((resolve) => waiting.push(resolve));

/** A shell whose python3 child connects to the server and holds the connection open. */
function connectingTree(): { shell: ChildProcess; connected: Promise<number> } {
  const connected = nextConnection();
  const script = `import socket, time\ns = socket.create_connection(("127.0.0.1", ${port}))\ntime.sleep(600)`;
  const shell = spawn('sh', ['-c', `python3 -c '${script}'; :`], { stdio: 'ignore' });
  children.push(shell);
  return { shell, connected };
}

describe.runIf(process.platform === 'linux')('peerProcess', () => {
  it('finds the process behind a connection, by name, and says it descends from the leader', async () => {
    const { shell, connected } = connectingTree();
    const found = await peerProcess(await connected, port, shell.pid!);
    expect(found).toMatchObject({ name: 'python3', inTree: true });
    expect(found!.pid).not.toBe(shell.pid);
    expect(found!.ancestors.slice(0, 2)).toEqual([shell.pid, process.pid]);
  });

  it('finds a process outside the leader\'s tree and says so', async () => {
    const other = spawn('sleep', ['600'], { stdio: 'ignore' });
    children.push(other);
    const { shell, connected } = connectingTree();
    const found = await peerProcess(await connected, port, other.pid!);
    expect(found).toMatchObject({ name: 'python3', inTree: false });
    expect(found!.pid).not.toBe(shell.pid);
  });

  it('answers null for this process\'s own connection and for a port with no connection', async () => {
    const connected = nextConnection();
    const own = createConnection({ host: '127.0.0.1', port });
    sockets.push(own);
    const other = spawn('sleep', ['600'], { stdio: 'ignore' });
    children.push(other);
    // The harness's own connections (a judge's, a probe's) are never taken for another process's.
    expect(await peerProcess(await connected, port, other.pid!)).toBeNull();
    expect(await peerProcess(1, port, other.pid!)).toBeNull();
  });
});
