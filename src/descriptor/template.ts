import type { StagingRules } from './schema.js';

/**
 * The placeholder syntax shared by every descriptor template: `{name}` where
 * name is a lowercase identifier. Any other brace (JSON, shell `{ ...; }`) is
 * literal text, so templates need no escaping.
 */
const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/g;

/** The distinct placeholder names a template uses, in order of first use. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1]!))];
}

/**
 * Fills every placeholder with its value verbatim (quoting is the caller's
 * business: a shell command and a prompt need different treatment). Throws
 * when the template uses a placeholder `values` lacks.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template placeholder {${name}} has no value`);
    return value;
  });
}

export interface SlugParts {
  iteration: number | string;
  condition: string;
  skill_name: string;
}

/** The stage name for one skill in one condition and iteration, from the descriptor's slug template. */
export function renderSlug(staging: StagingRules, parts: SlugParts): string {
  return fillTemplate(staging.slug_template, {
    prefix: staging.prefix,
    iteration: String(parts.iteration),
    condition: parts.condition,
    skill_name: parts.skill_name,
  });
}
