import { stringify } from 'smol-toml';
import { fieldProblems } from '../field-problems.js';
import { DescriptorError, parseDescriptorToml, readDescriptorText } from './builtin.js';
import { checkRules } from './rules.js';
import { DescriptorSchema, type Descriptor } from './schema.js';

/** Validating descriptors against the schema (zod) and the cross-field rules; reading them is builtin.ts's. */

/** One schema violation: where (dotted field path, `(top level)` for the root) and what. */
export interface SchemaProblem {
  field: string;
  message: string;
}

/** Every schema violation in `data`, with field paths; empty when it is a valid descriptor. */
export function schemaProblems(data: unknown): SchemaProblem[] {
  const result = DescriptorSchema.safeParse(data);
  if (result.success) return [];
  return fieldProblems(result.error).map(({ field, message }) => ({ field, message }));
}

/**
 * Validates parsed data as a complete descriptor: schema first, then the
 * cross-field rules. Throws a DescriptorError naming `file` and the first
 * offending field.
 */
export function validateDescriptor(data: unknown, file: string): Descriptor {
  const result = DescriptorSchema.safeParse(data);
  if (!result.success) {
    const problems = schemaProblems(data);
    const first = problems[0]!;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more; see \`cline-harness harness lint\`)` : '';
    throw new DescriptorError('schema', file, `${first.message}${more}`, first.field);
  }
  const broken = checkRules(result.data).find((r) => !r.ok);
  if (broken) throw new DescriptorError('rule', file, `${broken.name}: ${broken.detail}`, broken.field);
  return result.data;
}

/** Reads, parses and validates one complete descriptor file. */
export function loadDescriptorFile(file: string): Descriptor {
  return validateDescriptor(parseDescriptorToml(readDescriptorText(file), file), file);
}

/** A descriptor as TOML that loads back to an equal descriptor. */
export function descriptorToml(d: Descriptor): string {
  return stringify(d);
}
