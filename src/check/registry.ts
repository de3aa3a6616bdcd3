/**
 * The check types: one list, from which the spec union, the type names and the
 * dispatch by type are built. Adding a type is one file in types/ and one line
 * here. The registry checks itself when loaded, so a mislabelled entry fails
 * every test at once instead of misrouting one check.
 */
import { z } from 'zod';
import type { CheckDefinition } from './definition.js';
import { commandCheck } from './types/command.js';
import { conversationCheck } from './types/conversation.js';
import { diffScopeCheck } from './types/diff-scope.js';
import { judgeCheck } from './types/judge.js';
import { judgePairwiseCheck } from './types/judge-pairwise.js';
import { fileContainsCheck } from './types/file-contains.js';
import { fileExistsCheck } from './types/file-exists.js';
import { finalTextCheck } from './types/final-text.js';
import { finishReasonCheck } from './types/finish-reason.js';
import { maxDenialsCheck } from './types/max-denials.js';
import { maxDurationCheck } from './types/max-duration-ms.js';
import { maxTokensCheck } from './types/max-tokens.js';
import { noToolCheck } from './types/no-tool.js';
import { skillInvokedCheck } from './types/skill-invoked.js';
import { toolCalledCheck } from './types/tool-called.js';

const CHECKS = [
  skillInvokedCheck,
  toolCalledCheck,
  noToolCheck,
  maxDenialsCheck,
  finalTextCheck,
  finishReasonCheck,
  fileExistsCheck,
  fileContainsCheck,
  commandCheck,
  maxTokensCheck,
  maxDurationCheck,
  conversationCheck,
  diffScopeCheck,
  judgeCheck,
  judgePairwiseCheck,
] as const;

type Schemas<T extends readonly unknown[]> = { [K in keyof T]: T[K] extends CheckDefinition<infer S> ? S : never };

export const CheckSpecSchema = z.discriminatedUnion('type', CHECKS.map((c) => c.schema) as unknown as Schemas<typeof CHECKS>);
export type CheckSpec = z.infer<typeof CheckSpecSchema>;
/** A check as written, before defaults are filled in. */
export type CheckSpecInput = z.input<typeof CheckSpecSchema>;
export type CheckType = CheckSpec['type'];
export type CheckOf<T extends CheckType> = Extract<CheckSpec, { type: T }>;

export const CHECK_TYPES = CHECKS.map((c) => c.type) as [CheckType, ...CheckType[]];
export const CheckTypeSchema = z.enum(CHECK_TYPES);

const byType = new Map<string, CheckDefinition>(CHECKS.map((c) => [c.type, c as unknown as CheckDefinition]));

/** The definition of a check type. */
export function checkDefinition(type: CheckType): CheckDefinition {
  return byType.get(type)!;
}

/** Check types that look at the env directory after the run, so they need one. */
export const ENV_CHECK_TYPES: readonly CheckType[] = CHECKS.filter((c) => c.needs.env).map((c) => c.type);

// Each entry's type is its schema's literal, and no two entries share one.
for (const c of CHECKS) {
  const literal = (c.schema.shape.type as z.ZodLiteral<string>).value;
  if (literal !== c.type) throw new Error(`check registry: ${c.type} has the schema of ${literal}`);
}
if (byType.size !== CHECKS.length) throw new Error('check registry: a check type is listed twice');
