/** What `lint --json` prints: zod first, the JSON Schema (schemas/lint-report.schema.json) is generated from it. */
import { z } from 'zod';
import { LINT_RULE_IDS } from './rules.js';

export const TranscriptLintFindingSchema = z.object({
  rule: z.enum(LINT_RULE_IDS),
  severity: z.enum(['error', 'warn', 'info']),
  /** 1-based line in the events file; null for findings about the whole stream. */
  line: z.number().int().nullable(),
  /** The tool call it concerns (its tool_invocations ordinal), if any. */
  tool_ordinal: z.number().int().nullable(),
  message: z.string(),
});

export const TranscriptLintFileReportSchema = z.object({
  file: z.string(),
  /** The stderr log read beside it, if any. */
  stderr: z.string().nullable(),
  errors: z.number().int(),
  warnings: z.number().int(),
  /** Sorted by line; whole-stream findings last. */
  findings: z.array(TranscriptLintFindingSchema),
});

export const TranscriptLintReportSchema = z.object({
  files: z.array(TranscriptLintFileReportSchema),
  errors: z.number().int(),
  warnings: z.number().int(),
  /** What the exit code says: false when any error, or any warning under --strict. */
  ok: z.boolean(),
  strict: z.boolean(),
});

export type TranscriptLintFinding = z.infer<typeof TranscriptLintFindingSchema>;
export type TranscriptLintFileReport = z.infer<typeof TranscriptLintFileReportSchema>;
export type TranscriptLintReport = z.infer<typeof TranscriptLintReportSchema>;
