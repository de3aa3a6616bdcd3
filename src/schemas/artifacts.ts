/**
 * JSON Schemas for every artifact the harness writes, generated from the zod
 * schemas that sit next to the code producing the data. `npm run schemas`
 * writes them to schemas/; a test fails when the committed files are stale.
 */
import { z } from 'zod';
import { AuditReportSchema, FsChangesRecordSchema } from '../audit/schema.js';
import { CheckSpecSchema } from '../check/registry.js';
import { ConformReportSchema } from '../capture/conform.js';
import { CheckReportSchema } from '../check/schema.js';
import { ConversationRecordSchema } from '../conversation/schema.js';
import { DispatchResultSchema, DispatchSummarySchema } from '../dispatch/result.js';
import { GuardDenialsReportSchema } from '../guard/schema.js';
import { TranscriptLintReportSchema } from '../lint/schema.js';
import { ModelScriptFileSchema } from '../model/script.js';
import { ShadowReportSchema } from '../shadow/schema.js';
import { ComparisonSchema, SuiteResultsSchema, TaskResultSchema } from '../results/schema.js';
import { SuiteCaseSchema, SuiteSpecSchema } from '../suite/schema.js';
import { EvalMagicTranscriptSchema, TranscriptSchema } from '../transcript/schema.js';

/** File name (without `.schema.json`) → the schema of that artifact, and what writes it. */
export const ARTIFACT_SCHEMAS = {
  transcript: { schema: TranscriptSchema, title: 'cline-harness transcript (parse --format full, transcript.json)' },
  'eval-magic-transcript': { schema: EvalMagicTranscriptSchema, title: 'cline-harness transcript in eval-magic run-record shape (parse --format eval-magic)' },
  'dispatch-result': { schema: DispatchResultSchema, title: 'cline-harness dispatch-result.json' },
  conversation: { schema: ConversationRecordSchema, title: 'cline-harness conversation.json (converse)' },
  'dispatch-summary': { schema: DispatchSummarySchema, title: 'cline-harness dispatch --json summary' },
  'guard-denials': { schema: GuardDenialsReportSchema, title: 'cline-harness guard-denials.json' },
  audit: { schema: AuditReportSchema, title: 'cline-harness audit report (audit --json, audit.json)' },
  'fs-changes': {
    schema: FsChangesRecordSchema,
    title: 'cline-harness fs-changes.json (dispatch without bwrap: filesystem snapshots before and after the run)',
  },
  shadow: { schema: ShadowReportSchema, title: 'cline-harness shadow preflight report (shadow --json)' },
  'check-report': { schema: CheckReportSchema, title: 'cline-harness check --json report' },
  'task-result': { schema: TaskResultSchema, title: 'cline-harness suite task result' },
  results: { schema: SuiteResultsSchema, title: 'cline-harness suite results.json' },
  comparison: { schema: ComparisonSchema, title: 'cline-harness suite compare --out comparison.json' },
  'lint-report': { schema: TranscriptLintReportSchema, title: 'cline-harness lint --json report' },
  'conform-report': { schema: ConformReportSchema, title: 'cline-harness harness conform --report / --json report' },
} as const;

/**
 * Files users write, as they write them (defaults optional). The suite's and
 * check file's `check` entries are validated by type after loading (for
 * file:line errors); here they get the check union itself.
 */
export const INPUT_SCHEMAS = {
  'model-script': {
    schema: ModelScriptFileSchema,
    title: "cline-harness model script (model serve --script, a suite case's script, a capture scenario's script)",
  },
  suite: {
    schema: SuiteSpecSchema.extend({
      case: z
        .array(SuiteCaseSchema.extend({ check: z.array(CheckSpecSchema).default([]).describe('`[[case.check]]`: what the run must show.') }))
        .min(1)
        .describe('`[[case]]`: the tasks, each run under its conditions.'),
    }),
    title: 'cline-harness suite file (suite run SUITE.toml), as TOML data',
  },
  'check-spec': {
    schema: z.strictObject({ check: z.array(CheckSpecSchema).min(1).describe('`[[check]]`: what the run must show.') }),
    title: 'cline-harness checks file (check --spec FILE), as TOML data',
  },
} as const;

/** Every artifact's and input file's JSON Schema text, as committed under schemas/. */
export function artifactSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const add = (schemas: Record<string, { schema: z.ZodType; title: string }>, io: 'input' | 'output') => {
    for (const [name, { schema, title }] of Object.entries(schemas)) {
      const json = { ...z.toJSONSchema(schema, { io, unrepresentable: 'any' }), title };
      files[`${name}.schema.json`] = JSON.stringify(json, null, 2) + '\n';
    }
  };
  add(ARTIFACT_SCHEMAS, 'output');
  add(INPUT_SCHEMAS, 'input');
  return files;
}
