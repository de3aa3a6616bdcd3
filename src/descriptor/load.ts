import { readFileSync } from 'node:fs';
import { stringify, type TomlTable } from 'smol-toml';
import { InputError, TomlSyntaxError, errorMessage } from '../errors.js';
import { fieldProblems } from '../field-problems.js';
import { packagePath } from '../package-root.js';
import { parseTomlText } from '../toml.js';
import { checkRules } from './rules.js';
import { DescriptorSchema, type Descriptor } from './schema.js';

/**
 * Loading is synchronous on purpose: descriptors are a few kilobytes, and
 * callers (the parser's denial matching, staging) want them without await.
 */

/** The package's own descriptor; the same relative URL works from src/descriptor and dist/descriptor. */
export const BUILTIN_DESCRIPTOR_FILE = packagePath('harnesses', 'cline.toml');

/** What went wrong with a descriptor file; `unreadable` is the only kind that is not the file's content. */
export type DescriptorProblemKind = 'unreadable' | 'syntax' | 'schema' | 'rule' | 'guard';

/** A problem with a descriptor, naming the file and the field path (or line for syntax errors). */
export class DescriptorError extends InputError {
  constructor(
    readonly kind: DescriptorProblemKind,
    readonly file: string,
    message: string,
    /** Dotted field path for schema, rule and guard problems. */
    readonly field?: string,
    /** 1-based line of a TOML syntax error. */
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message, field ? `${file}#${field}` : line ? `${file}:${line}:${column ?? 1}` : file, `descriptor_${kind}`);
  }
}

/** One schema violation: where (dotted field path, `(top level)` for the root) and what. */
export interface SchemaProblem {
  field: string;
  message: string;
}

export function readDescriptorText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new DescriptorError('unreadable', file, `cannot read harness descriptor: ${errorMessage(err)}`);
  }
}

/** Parses descriptor TOML; a syntax error is a DescriptorError naming the file, line and column. */
export function parseDescriptorToml(text: string, file: string): TomlTable {
  try {
    return parseTomlText(text, file);
  } catch (err) {
    if (err instanceof TomlSyntaxError) {
      throw new DescriptorError('syntax', file, err.problem, undefined, err.line, err.column);
    }
    throw err;
  }
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

let builtinRawCache: TomlTable | undefined;
let builtinCache: Descriptor | undefined;

/** The built-in descriptor as parsed TOML, the base every layer merges onto. */
export function builtinDescriptorData(): TomlTable {
  builtinRawCache ??= parseDescriptorToml(readDescriptorText(BUILTIN_DESCRIPTOR_FILE), BUILTIN_DESCRIPTOR_FILE);
  return structuredClone(builtinRawCache);
}

/**
 * The validated built-in descriptor (harnesses/cline.toml), synchronously.
 * Cached and frozen: callers share one object and must not change it.
 * Throws DescriptorError only if the shipped file is broken.
 */
export function builtinDescriptor(): Descriptor {
  builtinCache ??= deepFreeze(validateDescriptor(builtinDescriptorData(), BUILTIN_DESCRIPTOR_FILE));
  return builtinCache;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** A descriptor as TOML that loads back to an equal descriptor. */
export function descriptorToml(d: Descriptor): string {
  return stringify(d);
}
