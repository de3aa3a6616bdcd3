/** An env's changes since it was created: what diff-scope.json holds and diff_scope checks measure. */
import { z } from 'zod';

export const DIFF_FILE_STATUSES = ['added', 'modified', 'deleted', 'type_changed'] as const;

export const DiffFileSchema = z.object({
  /** Relative to the env root, `/`-separated. */
  path: z.string(),
  status: z.enum(DIFF_FILE_STATUSES),
  added: z.number().int(),
  removed: z.number().int(),
  /** Line counts are 0 for binary files. */
  binary: z.boolean(),
});

export const DiffScopeSchema = z.object({
  /** The commit the env was created at, which the diff is taken against. */
  base: z.string(),
  files_touched: z.number().int(),
  lines_added: z.number().int(),
  lines_removed: z.number().int(),
  hunks: z.number().int(),
  files: z.array(DiffFileSchema),
});

export type DiffFile = z.infer<typeof DiffFileSchema>;
export type DiffScope = z.infer<typeof DiffScopeSchema>;
