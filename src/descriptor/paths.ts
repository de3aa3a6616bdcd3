import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Descriptor } from './schema.js';

export interface ShadowRootOptions {
  /** The env's git top level, where Cline looks for project skills. */
  projectRoot: string;
  /** Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Default os.homedir(). */
  home?: string;
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Expands `$VAR`, `${VAR}`, `${VAR:-fallback}` and a leading `~/` the way a
 * shell would, treating an empty variable as unset. Undefined when a variable
 * without fallback is unset: that location does not exist.
 */
export function expandUserPath(template: string, env: NodeJS.ProcessEnv, home: string): string | undefined {
  let unset = false;
  const expanded = template.replace(VARIABLE, (_, braced: string | undefined, fallback: string | undefined, bare: string | undefined) => {
    const value = env[(braced ?? bare)!];
    if (value) return value;
    if (fallback !== undefined) return fallback;
    unset = true;
    return '';
  });
  if (unset) return undefined;
  return expanded === '~' || expanded.startsWith('~/') ? join(home, expanded.slice(1)) : expanded;
}

/**
 * Absolute paths of every other place Cline finds skills (project roots first,
 * then user roots); a skill there with a staged skill's name shadows it.
 */
export function resolveShadowRoots(d: Descriptor, opts: ShadowRootOptions): string[] {
  const env = opts.env ?? process.env;
  const home = opts.home ?? homedir();
  const project = d.shadow_roots.project.map((p) => resolve(opts.projectRoot, p));
  const user = d.shadow_roots.user.flatMap((p) => {
    const path = expandUserPath(p, env, home);
    return path === undefined ? [] : [resolve(opts.projectRoot, path)];
  });
  return [...new Set([...project, ...user])];
}
