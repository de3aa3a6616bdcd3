import type { CommandModule } from 'yargs';

/** Every CLI command, one module each. */
export const commands: CommandModule<any, any>[] = [];
