import { posix } from 'node:path';
import { TEMPLATE_PLACEHOLDERS, type Descriptor, type StagingRules, type TemplateField } from './schema.js';
import { renderSlug, templatePlaceholders } from './template.js';

/** One cross-field rule applied to a schema-valid descriptor. */
export interface RuleResult {
  /** What the rule demands (one of RULE_NAMES). */
  name: string;
  /** The field to fix when the rule fails (dotted path). */
  field: string;
  ok: boolean;
  /** Why it failed; empty when ok. */
  detail: string;
}

/** Rule names, phrased so a ✓ in front reads as a fact. */
const RULES = {
  slug: 'slug template starts with {prefix} and contains {iteration}, {condition} and {skill_name}',
  placeholders: 'templates use only their own placeholders',
  anchored: 'stage-name pattern is anchored with ^ and $',
  sample: 'a sample slug obeys the stage-name rules',
  skillsDir: 'config dirs cover skills_dir',
  excludes: 'staging excludes every config dir',
  guardPlugin: 'guard plugin is an index.js inside a config dir',
  guardPrefix: 'guard reason prefix is a guard denial marker',
  exec: 'exec template passes the model with model_flag and writes the events and stderr files',
} as const;

/** Every rule's name, in the order checkRules reports them. */
export const RULE_NAMES: readonly string[] = Object.values(RULES);

const SLUG_PARTS = ['prefix', 'iteration', 'condition', 'skill_name'] as const;
/** Values for a sample slug: realistic, and long enough to exercise max_length a little. */
const SAMPLE_SLUG = { iteration: 1, condition: 'with_skill', skill_name: 'example-skill' };

/** Why `name` is not a valid stage name under these rules, or null when it is. */
export function stageNameProblem(name: string, staging: StagingRules): string | null {
  const { pattern, max_length } = staging.stage_name;
  if (name.length > max_length) return `"${name}" is ${name.length} characters long; the limit is ${max_length}`;
  if (!new RegExp(pattern).test(name)) return `"${name}" does not match ${pattern}`;
  return null;
}

function rule(name: string, field: string, problem: string | null): RuleResult {
  return { name, field, ok: problem === null, detail: problem ?? '' };
}

function templateAt(d: Descriptor, field: TemplateField): string {
  const [table, key] = field.split('.') as [keyof Descriptor, string];
  return (d[table] as Record<string, string>)[key]!;
}

/** `inner` equals `outer` or lies inside it (both relative, posix-style). */
function within(inner: string, outer: string): boolean {
  const rel = posix.relative(posix.normalize(outer), posix.normalize(inner));
  return rel === '' || (!rel.startsWith('..') && !posix.isAbsolute(rel));
}

/** Every cross-field rule, in a fixed order, each with its outcome. */
export function checkRules(d: Descriptor): RuleResult[] {
  const { staging } = d;
  const slugUses = templatePlaceholders(staging.slug_template);
  const missing = SLUG_PARTS.filter((p) => !slugUses.includes(p));

  const stray = (Object.keys(TEMPLATE_PLACEHOLDERS) as TemplateField[]).flatMap((field) => {
    const allowed: readonly string[] = TEMPLATE_PLACEHOLDERS[field];
    return templatePlaceholders(templateAt(d, field))
      .filter((p) => !allowed.includes(p))
      .map((p) => ({ field, text: `${field} uses {${p}} (allowed: ${allowed.map((a) => `{${a}}`).join(' ') || 'none'})` }));
  });

  const slugStray = slugUses.filter((p) => !(SLUG_PARTS as readonly string[]).includes(p));
  const uncoveredExcludes = d.config_dirs.filter((dir) => !staging.exclude_dirs.some((x) => within(dir, x)));
  const guardHome = d.config_dirs.find((dir) => within(d.guard.plugin, dir));
  const exec = d.dispatch.exec;
  const execMissing = [
    `${d.model_flag} {model}`,
    `{out}/${d.transcript.events_file}`,
    `{out}/${d.transcript.stderr_file}`,
  ].filter((s) => !exec.includes(s));

  return [
    rule(
      RULES.slug,
      'staging.slug_template',
      missing.length
        ? `missing ${missing.map((p) => `{${p}}`).join(', ')}`
        : staging.slug_template.startsWith('{prefix}')
          ? null
          : 'must start with {prefix} so cleanup can find staged skills by prefix',
    ),
    rule(
      RULES.placeholders,
      stray[0]?.field ?? 'dispatch',
      stray.length ? stray.map((s) => s.text).join('; ') : null,
    ),
    rule(
      RULES.anchored,
      'staging.stage_name.pattern',
      staging.stage_name.pattern.startsWith('^') && staging.stage_name.pattern.endsWith('$')
        ? null
        : 'an unanchored pattern accepts any name that merely contains a valid part',
    ),
    rule(
      RULES.sample,
      'staging.stage_name',
      slugStray.length
        ? 'not checked: the slug template has unknown placeholders'
        : stageNameProblem(renderSlug(staging, SAMPLE_SLUG), staging),
    ),
    rule(
      RULES.skillsDir,
      'config_dirs',
      d.config_dirs.some((dir) => within(d.skills_dir, dir))
        ? null
        : `${d.skills_dir} is not inside any of ${d.config_dirs.join(', ')}`,
    ),
    rule(
      RULES.excludes,
      'staging.exclude_dirs',
      uncoveredExcludes.length ? `not excluded: ${uncoveredExcludes.join(', ')}` : null,
    ),
    rule(
      RULES.guardPlugin,
      'guard.plugin',
      !guardHome
        ? `${d.guard.plugin} is not inside any of ${d.config_dirs.join(', ')}`
        : posix.basename(d.guard.plugin) === 'index.js'
          ? null
          : 'Cline loads a plugin only from <plugin dir>/index.js',
    ),
    rule(
      RULES.guardPrefix,
      'guard.reason_prefix',
      d.transcript.denials.guard.starts_with.includes(d.guard.reason_prefix)
        ? null
        : `"${d.guard.reason_prefix}" is not in transcript.denials.guard.starts_with, so guard refusals would not be counted`,
    ),
    rule(
      RULES.exec,
      'dispatch.exec',
      execMissing.length ? `missing ${execMissing.map((s) => `"${s}"`).join(', ')}` : null,
    ),
  ];
}
