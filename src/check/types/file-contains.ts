/** file_contains: a file in the env matches a regex after the run (read through src/untrusted: no link out, at most 16 MiB). */
import { z } from 'zod';
import { errorMessage } from '../../errors.js';
import { defineCheck } from '../definition.js';
import { missingFile, quote, showRegex } from '../evidence.js';
import { EnvPath, common, patternCompiles, regexFields } from '../fields.js';
import { EnvPathError, readEnvFile } from '../../untrusted/files.js';

/** How much of the file the pattern is matched against. */
const READ_LIMIT_BYTES = 16 << 20;

export const FileContainsCheckSchema = z
  .strictObject({ type: z.literal('file_contains'), ...common, path: EnvPath.describe('The file, relative to the env.'), ...regexFields })
  .superRefine(patternCompiles);

export const fileContainsCheck = defineCheck({
  type: 'file_contains',
  schema: FileContainsCheckSchema,
  name: (check) => `file_contains ${check.path} ${showRegex(check.pattern, check.flags)}`,
  needs: { env: true },
  async evaluate(check, { env }) {
    let text: string;
    let scope = '';
    try {
      const read = await readEnvFile(env, check.path, READ_LIMIT_BYTES);
      text = read.text;
      if (read.cut) scope = ` (first ${READ_LIMIT_BYTES} of ${read.size} bytes)`;
    } catch (err) {
      const missing = missingFile(err) || (err instanceof EnvPathError && err.code === 'missing');
      return { passed: false, evidence: missing ? `${check.path} does not exist in the env` : `${check.path}: ${errorMessage(err)}` };
    }
    const m = new RegExp(check.pattern, check.flags).exec(text);
    if (!m) {
      const where = `${check.path}${scope} (${text.length} chars)`;
      return { passed: false, evidence: `no match for ${showRegex(check.pattern, check.flags)} in ${where}: ${quote(text)}` };
    }
    const lineNo = text.slice(0, m.index).split('\n').length;
    const lineText = text.split('\n')[lineNo - 1] ?? '';
    return { passed: true, evidence: `${check.path}:${lineNo}: ${quote(lineText.trimEnd())}` };
  },
});
