import type { Argv } from 'yargs';
import type { ProviderConfig } from '../dispatch/provider.js';
import type { JudgeModel } from '../judge/run.js';
import { loadModelScript } from '../model/script.js';
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

/** The judge model options (judge checks in suite run and check, and the judge command). */
export interface JudgeProviderArgs {
  'judge-provider'?: 'openai-compatible' | 'scripted';
  'judge-base-url'?: string;
  'judge-api-key'?: string;
  'judge-model'?: string;
  'judge-script'?: string;
}

export function judgeProviderOptions<T>(y: Argv<T>): Argv<T & JudgeProviderArgs> {
  return y
    .option('judge-provider', {
      type: 'string',
      choices: ['openai-compatible', 'scripted'] as const,
      describe: 'The model that plays the judge: an OpenAI-compatible endpoint, or the scripted model (with --judge-script) for offline runs',
    })
    .option('judge-base-url', { type: 'string', describe: 'With --judge-provider openai-compatible: the endpoint' })
    .option('judge-api-key', { type: 'string', describe: 'With --judge-provider: the API key (default $CLINE_HARNESS_JUDGE_API_KEY)' })
    .option('judge-model', { type: 'string', describe: 'With --judge-provider: the judge model id' })
    .option('judge-script', { type: 'string', describe: 'With --judge-provider scripted: the judge\'s script (JSON)' })
    .check((a) => {
      if (a['judge-provider'] === 'openai-compatible' && !(a['judge-base-url'] && a['judge-model'])) {
        throw new UsageError('--judge-provider openai-compatible needs --judge-base-url and --judge-model.');
      }
      if (a['judge-provider'] === 'scripted' && !a['judge-script']) throw new UsageError('--judge-provider scripted needs --judge-script.');
      if (!a['judge-provider'] && (a['judge-base-url'] || a['judge-api-key'] || a['judge-model'] || a['judge-script'])) {
        throw new UsageError('--judge-base-url, --judge-api-key, --judge-model and --judge-script go with --judge-provider.');
      }
      return true;
    }) as Argv<T & JudgeProviderArgs>;
}

/** The judge model the options name, or undefined when none is given. */
export async function judgeModelConfig(a: JudgeProviderArgs): Promise<JudgeModel | undefined> {
  if (a['judge-provider'] === 'scripted') {
    return { provider: 'scripted', id: a['judge-model'] ?? 'scripted-judge', script: await loadModelScript(a['judge-script']!) };
  }
  if (a['judge-provider'] === 'openai-compatible') {
    const apiKey = a['judge-api-key'] ?? process.env.CLINE_HARNESS_JUDGE_API_KEY ?? 'cline-harness';
    return { provider: 'openai-compatible', id: a['judge-model']!, baseUrl: a['judge-base-url']!, apiKey };
  }
  return undefined;
}
