import type { CommandModule } from 'yargs';
import { modelCommand } from './model.js';

/** Every CLI command, one module each. */
export const commands: CommandModule<any, any>[] = [modelCommand];
