/**
 * Every per-program rule, looked up by command name. A name in no table and
 * not read-only is judged by the unknown-program rule: its directory and every
 * path it is given must be inside the roots, and every value known.
 */
import { ARCHIVES } from './archives.js';
import { BUILTINS } from './builtins.js';
import { COMPILERS } from './compilers.js';
import { COREUTILS } from './coreutils.js';
import { DATABASES } from './databases.js';
import { FINDUTILS } from './findutils.js';
import { GIT } from './git.js';
import { INTERPRETERS, interpreterName } from './interpreters.js';
import { MAKE } from './make.js';
import { NETWORK } from './network.js';
import { PACKAGES } from './packages.js';
import { READ_ONLY } from './read-only.js';
import { RUNNERS } from './runners.js';
import { TEST_RUNNERS } from './test-runners.js';
import { TEXT } from './text.js';
import type { Rule, RuleTable } from './types.js';
import { WRAPPERS } from './wrappers.js';

const TABLES: RuleTable[] = [
  BUILTINS, WRAPPERS, COREUTILS, TEXT, FINDUTILS, GIT, PACKAGES, MAKE, NETWORK, ARCHIVES, COMPILERS, DATABASES, INTERPRETERS, RUNNERS, TEST_RUNNERS,
];

const RULES = new Map<string, Rule>();
for (const table of TABLES) {
  for (const [name, rule] of Object.entries(table)) {
    if (RULES.has(name) || READ_ONLY.has(name)) throw new Error(`guard rule for ${name} is defined twice`);
    RULES.set(name, rule);
  }
}

export type RuleLookup = { kind: 'read-only' } | { kind: 'rule'; rule: Rule } | { kind: 'unknown' };

export function ruleFor(name: string): RuleLookup {
  if (READ_ONLY.has(name)) return { kind: 'read-only' };
  const rule = RULES.get(name) ?? INTERPRETERS[interpreterName(name)];
  return rule ? { kind: 'rule', rule } : { kind: 'unknown' };
}

export { GIT_ROUTING_VARS } from './git.js';
export type { Call, Exec, Rule, StdinText } from './types.js';
