import type { Argv } from 'yargs';
import type { ProviderConfig } from '../dispatch/provider.js';
import { UsageError } from './output.js';

/** The options every command that runs cline shares: which binary, and which provider. */
export interface ProviderArgs {
  'cline-bin'?: string;
  provider?: 'openai-compatible';
  'base-url'?: string;
  'api-key'?: string;
  model?: string;
}

export function providerOptions<T>(y: Argv<T>): Argv<T & ProviderArgs> {
  return y
    .option('cline-bin', { type: 'string', describe: "cline binary (else $CLINE_BIN, the project's node_modules/.bin/cline, PATH)" })
    .option('provider', {
      type: 'string',
      choices: ['openai-compatible'] as const,
      describe: 'Configure this provider in an isolated per-task HOME and data dir instead of using your own cline settings',
    })
    .option('base-url', { type: 'string', describe: 'With --provider: the endpoint, e.g. https://api.example.com/v1' })
    .option('api-key', { type: 'string', describe: 'With --provider: the API key (default $CLINE_HARNESS_API_KEY)' })
    .option('model', { type: 'string', describe: 'Model id passed to cline (-m)' }) as Argv<T & ProviderArgs>;
}

/** The rules between the provider options; `modelWithProvider`: --provider needs --model. */
export function checkProviderArgs(a: ProviderArgs, rules: { modelWithProvider: boolean; modelOnlyWithProvider?: boolean }): true {
  if (a.provider && !a['base-url']) throw new UsageError('--provider needs --base-url.');
  if (a.provider && rules.modelWithProvider && !a.model) throw new UsageError('--provider needs --model.');
  if (!a.provider && (a['base-url'] || a['api-key'])) throw new UsageError('--base-url and --api-key go with --provider.');
  if (!a.provider && a.model && rules.modelOnlyWithProvider) throw new UsageError('--model goes with --provider.');
  return true;
}

/** The provider the options name, or undefined for the user's own cline settings. */
export function providerConfig(a: ProviderArgs): (Omit<ProviderConfig, 'model'> & { model?: string }) | undefined {
  if (!a.provider) return undefined;
  return {
    provider: a.provider,
    baseUrl: a['base-url']!,
    apiKey: a['api-key'] ?? process.env.CLINE_HARNESS_API_KEY ?? 'cline-harness',
    model: a.model,
  };
}
