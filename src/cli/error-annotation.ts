/**
 * Under GitHub Actions, a failure that ends a command with exit 2 or 3 also becomes an `::error` annotation, placed
 * at the file and line the error names (`where` as `file:line[:column]` or a file), so the run's page points at it.
 */
import { InfrastructureError, InputError, errorMessage } from '../errors.js';

// A leaf module: the CLI's entry imports it, so whatever it imports loads even for `--version`.

/** Workflow-command text: `%`, CR and LF are escaped in messages, and also `:` and `,` in properties. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The file, line and column an error's `where` names; a bare option or address names no file. */
function place(where: string | undefined): { file: string; line?: string; col?: string } | null {
  if (!where) return null;
  const m = /^(.*?):(\d+)(?::(\d+))?$/.exec(where);
  if (m) return { file: m[1]!, line: m[2]!, col: m[3] };
  return /[/\\.]/.test(where) && !where.startsWith('--') ? { file: where } : null;
}

/** The workflow command for `err`, or null outside GitHub Actions. */
export function errorAnnotation(err: unknown, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.GITHUB_ACTIONS !== 'true') return null;
  const where = err instanceof InputError || err instanceof InfrastructureError ? err.where : undefined;
  const at = place(where);
  const props = at ? [`file=${escapeProperty(at.file)}`, ...(at.line ? [`line=${at.line}`] : []), ...(at.col ? [`col=${at.col}`] : [])] : [];
  return `::error${props.length ? ` ${props.join(',')}` : ''}::${escapeData(errorMessage(err))}`;
}
