import type { CommandModule } from 'yargs';
import { auditCommand } from './audit.js';
import { captureCommand } from './capture.js';
import { checkCommand } from './check.js';
import { converseCommand } from './converse.js';
import { dispatchCommand } from './dispatch.js';
import { guardCommand } from './guard.js';
import { harnessCommand } from './harness.js';
import { judgeCommand } from './judge.js';
import { lintCommand } from './lint.js';
import { modelCommand } from './model.js';
import { parseCommand } from './parse.js';
import { renderCommand } from './render.js';
import { shadowCommand } from './shadow.js';
import { stageCommand, unstageCommand } from './stage.js';
import { suiteCommand } from './suite.js';

/** Every CLI command, one module each. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command module has its own argument types
export const commands: CommandModule<any, any>[] = [
  auditCommand,
  captureCommand,
  checkCommand,
  converseCommand,
  dispatchCommand,
  guardCommand,
  harnessCommand,
  judgeCommand,
  lintCommand,
  modelCommand,
  parseCommand,
  renderCommand,
  shadowCommand,
  stageCommand,
  suiteCommand,
  unstageCommand,
];
