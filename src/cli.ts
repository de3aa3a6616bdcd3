#!/usr/bin/env node
import { runCli } from './cli/main.js';

// A reader that stops early (`| head`) closes the pipe: that is not an error of ours.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

// SIGUSR1 would open Node's inspector on loopback, and with it a way to run code inside the harness:
// without bwrap an agent has the harness's uid and may send it (`node inspect -p PID`). A listener keeps the inspector shut.
process.on('SIGUSR1', () => {});

process.exitCode = await runCli(process.argv.slice(2));
