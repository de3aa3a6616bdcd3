/** file_contains: a file in the env matches a regex after the run. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../../errors.js';
import { defineCheck } from '../definition.js';
import { missingFile, quote, showRegex } from '../evidence.js';
import { EnvPath, common, patternCompiles, regexFields } from '../fields.js';

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
    try {
      text = await readFile(join(env, check.path), 'utf8');
    } catch (err) {
      return { passed: false, evidence: missingFile(err) ? `${check.path} does not exist in the env` : `${check.path}: ${errorMessage(err)}` };
    }
    const m = new RegExp(check.pattern, check.flags).exec(text);
    if (!m) {
      return { passed: false, evidence: `no match for ${showRegex(check.pattern, check.flags)} in ${check.path} (${text.length} chars): ${quote(text)}` };
    }
    const lineNo = text.slice(0, m.index).split('\n').length;
    const lineText = text.split('\n')[lineNo - 1] ?? '';
    return { passed: true, evidence: `${check.path}:${lineNo}: ${quote(lineText.trimEnd())}` };
  },
});
