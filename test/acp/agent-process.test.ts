import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAcpProcess } from '../../src/acp/agent-process.js';
import { LEFTOVER_GRACE_S, reaperAvailable } from '../../src/dispatch/reaper.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();

describe.runIf(reaperAvailable())('stopping an ACP agent that does not end on stdin EOF', () => {
  it('tells the supervisor the run is being stopped, so it kills what is left at once and reports before the group goes', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'daemon.pid');
    // Stands in for cline: deaf to SIGTERM and to the end of stdin, with a helper in a session of its own (only the
    // supervisor can reach it) that would end by itself, but only after the supervisor's grace for helpers.
    const agent = join(dir, 'agent.sh');
    await writeFile(
      agent,
      `#!/bin/sh\ntrap '' TERM\nsetsid sh -c 'trap "" TERM HUP; echo $$ > ${pidFile}; exec sleep ${LEFTOVER_GRACE_S + 30}' </dev/null >/dev/null 2>&1 &\n` +
        `while [ ! -s ${pidFile} ]; do sleep 0.05; done\nexec sleep 600\n`,
    );
    await chmod(agent, 0o755);
    const proc = await startAcpProcess({ bin: agent, cwd: dir, env: {}, autoApprove: false, stderrFile: join(dir, 'stderr.log') });
    while (!(await readFile(pidFile, 'utf8').catch(() => ''))) await new Promise((r) => setTimeout(r, 50));
    // The stop's grace is shorter than the supervisor's grace for helpers: a supervisor that waited would be killed with
    // the group before it reported ('lost').
    const exit = await proc.stop(LEFTOVER_GRACE_S * 1000 - 500);
    expect(exit.reaper).toBe('reaped');
    expect(exit.leftovers.map((l) => l.name)).toEqual(['sleep']);
  });
});
