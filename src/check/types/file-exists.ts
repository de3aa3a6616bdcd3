/** file_exists: a path exists in the env after the run (links followed only inside the env). */
import { z } from 'zod';
import { errorMessage } from '../../errors.js';
import { defineCheck } from '../definition.js';
import { missingFile } from '../evidence.js';
import { EnvPath, common } from '../fields.js';
import { EnvPathError, statEnvPath } from '../../untrusted/files.js';

export const FileExistsCheckSchema = z.strictObject({ type: z.literal('file_exists'), ...common, path: EnvPath.describe('The path, relative to the env.') });

export const fileExistsCheck = defineCheck({
  type: 'file_exists',
  schema: FileExistsCheckSchema,
  name: (check) => `file_exists ${check.path}`,
  needs: { env: true },
  async evaluate(check, { env }) {
    try {
      const info = await statEnvPath(env, check.path);
      const kind = info.isDirectory() ? 'directory' : info.isFile() ? `file, ${info.size} bytes` : 'special file';
      return { passed: true, evidence: `${check.path} exists (${kind})` };
    } catch (err) {
      const missing = missingFile(err) || (err instanceof EnvPathError && err.code === 'missing');
      return { passed: false, evidence: missing ? `${check.path} does not exist in the env` : `${check.path}: ${errorMessage(err)}` };
    }
  },
});
