import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fillTemplate, type Descriptor } from '../descriptor/index.js';
import { InputError } from '../errors.js';
import { readSkillDocument } from '../staging/frontmatter.js';
import { readManifest } from '../staging/stage.js';
import { promptValue } from './quote.js';

/** One skill as the prompt lists it: the name the agent loads it by and the file to read when the tool is missing. */
export interface SkillRef {
  name: string;
  description: string;
  /** The staged SKILL.md. */
  path: string;
}

/** The descriptor's skills block: its header, then one item per skill, sorted by name. */
export function renderSkillsBlock(d: Descriptor, skills: readonly SkillRef[]): string {
  const items = [...skills]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((s) =>
      fillTemplate(d.skills_block.item, {
        name: s.name,
        // A folded YAML description may span lines; the item is one line.
        description: s.description.replace(/\s+/g, ' ').trim(),
        path: promptValue(s.path),
      }),
    );
  return [d.skills_block.header, ...items].filter((line) => line !== '').join('\n');
}

/**
 * The skills staged in an env (the skill under test and its siblings), read
 * from its stage manifest and the staged SKILL.md files. Empty when nothing is
 * staged (the without-skill condition).
 */
export async function stagedSkills(envDir: string): Promise<SkillRef[]> {
  const env = resolve(envDir);
  const manifest = await readManifest(env);
  if (!manifest) return [];
  return Promise.all(
    manifest.entries.map(async (entry) => {
      const path = join(env, entry.path, 'SKILL.md');
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch {
        throw new InputError('the stage manifest lists a skill whose SKILL.md is gone; stage again', path);
      }
      const reading = readSkillDocument(text, basename(entry.path));
      // Staging refused anything cline would skip; a file changed since then is reported, not guessed at.
      if (!reading.ok)
        throw new InputError(`the staged skill changed since it was staged: ${reading.problem}`, reading.line ? `${path}:${reading.line}` : path);
      return { name: reading.skill.name, description: reading.skill.description ?? '', path };
    }),
  );
}

export interface TaskPromptValues {
  /** What the agent is asked to do. */
  task: string;
  env: string;
  scratch: string;
  out: string;
  /** Staged skills; none means no skills block. */
  skills: readonly SkillRef[];
}

/**
 * The context every dispatched task gets after its text. Code, not descriptor
 * data: it says nothing Cline-specific, and both conditions of a comparison
 * must get the same wording.
 */
const TASK_CONTEXT = `{task}

---
Task environment (your working directory): {env}
Scratch directory for temporary files: {scratch} (it is $TMPDIR; /tmp is outside the task and writes there are refused)
Output directory for anything the task asks you to produce: {out}`;

/** The prompt for one task: its text, where to work, and the skills block when skills are staged. */
export function renderTaskPrompt(d: Descriptor, v: TaskPromptValues): string {
  const prompt = fillTemplate(TASK_CONTEXT, {
    task: v.task.trimEnd(),
    env: promptValue(resolve(v.env)),
    scratch: promptValue(resolve(v.scratch)),
    out: promptValue(resolve(v.out)),
  });
  return v.skills.length ? `${prompt}\n\n${renderSkillsBlock(d, v.skills)}` : prompt;
}
