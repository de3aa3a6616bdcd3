/**
 * The skill-shadow preflight report as zod schemas; the types are inferred
 * from them, and JSON Schemas can be generated from them.
 */
import { z } from 'zod';

/** A skill directory outside the staging dir that carries a checked skill's name. */
export const ShadowSchema = z.strictObject({
  /** The staged or sibling skill it collides with. */
  skill: z.string(),
  /** The skill root it was found in. */
  root: z.string(),
  /** The colliding skill's directory. */
  path: z.string(),
  /** Where the name came from: Cline names a skill by its frontmatter, else by its directory. */
  named_by: z.enum(['frontmatter', 'directory']),
});

export const ShadowReportSchema = z.strictObject({
  schema_version: z.literal(1),
  env: z.string(),
  /** The env's git top level (the env itself outside a repository); project roots hang off it. */
  project_root: z.string(),
  /** The names checked: the staged skill and its siblings. */
  skills: z.array(z.string()),
  /** Every root scanned, project roots first; `exists` is false when the directory is absent. */
  roots: z.array(z.strictObject({ path: z.string(), exists: z.boolean() })),
  /** Same-named skills Cline would load: they contaminate the control arm. */
  shadows: z.array(ShadowSchema),
  /** Same-named skills Cline skips (disabled, empty body), with why; they do not count. */
  ignored: z.array(ShadowSchema.extend({ reason: z.string() })),
});

export type Shadow = z.infer<typeof ShadowSchema>;
export type ShadowReport = z.infer<typeof ShadowReportSchema>;
