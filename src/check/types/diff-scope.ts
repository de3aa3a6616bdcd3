/** diff_scope: the env's changes since its creation commit stay within file, line and path limits. */
import { minimatch } from 'minimatch';
import { z } from 'zod';
import { envDiff } from '../../diff/diff.js';
import { errorMessage } from '../../errors.js';
import { plural } from '../../results/format.js';
import { defineCheck } from '../definition.js';
import { common } from '../fields.js';

const Globs = z.array(z.string().min(1)).min(1);

export const DiffScopeCheckSchema = z
  .strictObject({
    type: z.literal('diff_scope'),
    ...common,
    max_files_touched: z.number().int().nonnegative().optional().describe('At most this many files added, changed or removed.'),
    max_lines_changed: z.number().int().nonnegative().optional().describe('Lines added plus lines removed.'),
    allowed_paths: Globs.optional().describe('Globs (relative to the env, `**` for any depth) every touched file must match one of.'),
    forbidden_paths: Globs.optional().describe('Globs no touched file may match.'),
  })
  .refine(
    (c) => c.max_files_touched !== undefined || c.max_lines_changed !== undefined || c.allowed_paths || c.forbidden_paths,
    'give at least one of max_files_touched, max_lines_changed, allowed_paths, forbidden_paths',
  );

const LISTED = 10;
const list = (paths: string[]) => paths.slice(0, LISTED).join(', ') + (paths.length > LISTED ? `, … (${paths.length - LISTED} more)` : '');
const matches = (path: string, globs: readonly string[]) => globs.some((g) => minimatch(path, g, { dot: true }));

export const diffScopeCheck = defineCheck({
  type: 'diff_scope',
  schema: DiffScopeCheckSchema,
  name: (check) =>
    [
      'diff_scope',
      check.max_files_touched !== undefined ? `files <= ${check.max_files_touched}` : null,
      check.max_lines_changed !== undefined ? `lines <= ${check.max_lines_changed}` : null,
      check.allowed_paths ? `in ${check.allowed_paths.join(' ')}` : null,
      check.forbidden_paths ? `not ${check.forbidden_paths.join(' ')}` : null,
    ]
      .filter(Boolean)
      .join(' '),
  needs: { env: true },
  async evaluate(check, { env, baseCommit, diff }) {
    let scope;
    try {
      scope = (diff ?? (await envDiff(env, baseCommit))).scope;
    } catch (err) {
      return { passed: false, error: true, evidence: `cannot measure the diff: ${errorMessage(err)}` };
    }
    const paths = scope.files.map((f) => f.path);
    const lines = scope.lines_added + scope.lines_removed;
    const problems: string[] = [];
    if (check.max_files_touched !== undefined && scope.files_touched > check.max_files_touched) {
      problems.push(`${plural(scope.files_touched, 'file')} touched, max ${check.max_files_touched}`);
    }
    if (check.max_lines_changed !== undefined && lines > check.max_lines_changed) {
      problems.push(`${plural(lines, 'line')} changed, max ${check.max_lines_changed}`);
    }
    const outside = check.allowed_paths ? paths.filter((p) => !matches(p, check.allowed_paths!)) : [];
    if (outside.length) problems.push(`outside allowed_paths: ${list(outside)}`);
    const forbidden = check.forbidden_paths ? paths.filter((p) => matches(p, check.forbidden_paths!)) : [];
    if (forbidden.length) problems.push(`in forbidden_paths: ${list(forbidden)}`);
    const summary =
      `${plural(scope.files_touched, 'file')} touched (${list(paths) || 'none'}), ${plural(lines, 'line')} changed ` +
      `(+${scope.lines_added} -${scope.lines_removed}), ${plural(scope.hunks, 'hunk')} since ${scope.base.slice(0, 12)}`;
    return { passed: problems.length === 0, evidence: problems.length ? `${problems.join('; ')}\n${summary}` : summary };
  },
});
