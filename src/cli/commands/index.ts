import type { CommandModule } from 'yargs';
import { modelCommand } from './model.js';
import { parseCommand } from './parse.js';

/** Every CLI command, one module each. */
export const commands: CommandModule<any, any>[] = [modelCommand, parseCommand];
