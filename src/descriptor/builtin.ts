import { readFileSync } from 'node:fs';
import type { TomlTable } from 'smol-toml';
import { InputError, TomlSyntaxError, errorMessage } from '../errors.js';
import { packagePath } from '../package-root.js';
import { parseTomlText } from '../toml.js';
import { DENIAL_KINDS } from './denials.js';
import type { Descriptor } from './schema.js';

/**
 * Reading descriptor files, and the built-in descriptor, without zod: a command that layers nothing over the
 * built-in descriptor needs no validation, and zod's start-up is a large part of a short command's
 * (docs/performance.md). Validation is load.ts's.
 *
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

let builtinRawCache: TomlTable | undefined;
let builtinCache: Descriptor | undefined;

/** The built-in descriptor as parsed TOML, the base every layer merges onto. */
export function builtinDescriptorData(): TomlTable {
  builtinRawCache ??= parseDescriptorToml(readDescriptorText(BUILTIN_DESCRIPTOR_FILE), BUILTIN_DESCRIPTOR_FILE);
  return structuredClone(builtinRawCache);
}

/**
 * The built-in descriptor (harnesses/cline.toml), synchronously. Cached and frozen: callers share one object and
 * must not change it. Not validated when it is read: the file ships with the package, and test/descriptor proves
 * that this equals `validateDescriptor` of it. The one default the file relies on is filled in here: a denial kind's
 * absent marker list is empty. Throws DescriptorError only if the shipped file is unreadable or not TOML.
 */
export function builtinDescriptor(): Descriptor {
  if (!builtinCache) {
    const data = builtinDescriptorData() as unknown as Descriptor;
    const denials = data.transcript.denials;
    for (const kind of DENIAL_KINDS) {
      // Rebuilt rather than added to, so the keys come in the schema's order, as validation gives them.
      const { starts_with = [], contains = [] } = denials[kind];
      denials[kind] = { starts_with, contains };
    }
    builtinCache = deepFreeze(data);
  }
  return builtinCache;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
