/** file_exists: a path exists in the env after the run. */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../../errors.js';
import { defineCheck } from '../definition.js';
import { missingFile } from '../evidence.js';
import { EnvPath, common } from '../fields.js';

export const FileExistsCheckSchema = z.strictObject({ type: z.literal('file_exists'), ...common, path: EnvPath.describe('The path, relative to the env.') });

export const fileExistsCheck = defineCheck({
  type: 'file_exists',
  schema: FileExistsCheckSchema,
  name: (check) => `file_exists ${check.path}`,
  needs: { env: true },
  async evaluate(check, { env }) {
    try {
      const info = await stat(join(env, check.path));
      const kind = info.isDirectory() ? 'directory' : info.isFile() ? `file, ${info.size} bytes` : 'special file';
      return { passed: true, evidence: `${check.path} exists (${kind})` };
    } catch (err) {
      return { passed: false, evidence: missingFile(err) ? `${check.path} does not exist in the env` : `${check.path}: ${errorMessage(err)}` };
    }
  },
});
