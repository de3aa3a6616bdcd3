#!/usr/bin/env node
import { runCli } from './cli/main.js';

// A reader that stops early (`| head`) closes the pipe: that is not an error of ours.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

process.exitCode = await runCli(process.argv.slice(2));
