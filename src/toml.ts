/** Parsing the TOML files users write (descriptors, suites, check specs) with one syntax error shape. */
import { parse, TomlError, type TomlTable } from 'smol-toml';
import { TomlSyntaxError } from './errors.js';

/** Parses TOML text; a syntax error is a TomlSyntaxError naming the file, line and column. */
export function parseTomlText(text: string, file: string): TomlTable {
  try {
    return parse(text);
  } catch (err) {
    if (err instanceof TomlError) {
      // smol-toml appends a code excerpt after a blank line; the first line is the message.
      throw new TomlSyntaxError(file, err.message.split('\n')[0]!, err.line, err.column);
    }
    throw err;
  }
}
