import type { Argv, CommandModule } from 'yargs';
import { stageSkill, unstageSkill } from '../../staging/stage.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, printJson, say } from '../output.js';
import { numberRule } from '../numbers.js';

interface StageArgs extends HarnessFileArgs {
  env: string;
  skill: string;
  iteration: number;
  condition: string;
  'stage-name'?: string;
  siblings?: string;
  json: boolean;
}

export const stageCommand: CommandModule<object, StageArgs> = {
  command: 'stage',
  describe: 'Stage a skill where cline finds it: <env>/.cline/skills/<slug>/',
  builder: (y) =>
    harnessFileOption(
      y
        .option('env', { type: 'string', demandOption: true, describe: 'Task environment (made its own git repository when it is not one)' })
        .option('skill', { type: 'string', demandOption: true, describe: 'Skill directory holding SKILL.md' })
        .option('iteration', { type: 'number', coerce: numberRule('iteration', 'positive integer'), default: 1, describe: 'Iteration number in the slug' })
        .option('condition', { type: 'string', default: 'with_skill', describe: 'Condition name in the slug' })
        .option('stage-name', { type: 'string', describe: 'Use this identifier instead of the generated slug (same naming rules)' })
        .option('siblings', {
          type: 'string',
          describe: 'A folder of other skills to stage beside it under their own names; colliding entries are backed up and restored at unstage',
        })
        .option('json', { type: 'boolean', default: false, describe: 'Print the result as JSON' }),
    ).epilogue(
      'The slug comes from the descriptor template ({prefix}{iteration}-{condition}__{skill_name}); SKILL.md\'s frontmatter name is set to it ' +
        '(only that value\'s bytes change; a skill named by its directory is copied as it is). SKILL.md is read as cline reads it: ' +
        'a skill cline would skip (YAML error, a non-string name or description, an empty body, disabled) is refused with its file:line; ' +
        'one cline loads but shows differently (no frontmatter, no description) is staged with a warning on stderr. ' +
        'evals/ and config dirs are not copied. A manifest is written first, so `unstage` can undo even an interrupted stage.',
    ) as Argv<StageArgs>,
  handler: async (args) => {
    const result = await stageSkill({
      env: args.env,
      skillDir: args.skill,
      iteration: args.iteration,
      condition: args.condition,
      stageName: args['stage-name'],
      siblingsDir: args.siblings,
      descriptor: await loadDescriptor(args),
    });
    for (const w of result.warnings) say(`warning: ${w}`);
    if (args.json) return printJson(result);
    say(`staged ${result.skill_name} as ${result.slug} at ${result.staged_path}`);
    for (const s of result.siblings) say(`staged sibling ${s.name}${s.backed_up ? ' (the existing entry was backed up)' : ''}`);
    if (result.git_initialized) say(`made ${result.env} its own git repository (cline finds project skills at the git top level)`);
  },
};

interface UnstageArgs {
  env: string;
  json: boolean;
}

export const unstageCommand: CommandModule<object, UnstageArgs> = {
  command: 'unstage',
  describe: 'Undo a stage (complete or interrupted), leaving the env as it was; does nothing when nothing is staged',
  builder: (y) =>
    y
      .option('env', { type: 'string', demandOption: true, describe: 'Task environment that was staged' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the result as JSON' })
      .epilogue(
        'The record of the stage is kept in the harness\'s state dir ($XDG_STATE_HOME/cline-harness/stages), never in the env. Unstage touches only ' +
          'paths inside the env\'s skills dir, follows no symlink out of the env, and deletes .git only when it is still the one the stage created; ' +
          'what no longer matches is left in place and reported (exit 1).',
      ) as Argv<UnstageArgs>,
  handler: async (args) => {
    const result = await unstageSkill(args.env);
    if (args.json) return printJson(result);
    if (!result.had_manifest) return say(`nothing staged in ${result.env}`);
    for (const p of result.removed) say(`removed ${p}`);
    for (const p of result.restored) say(`restored ${p}`);
    for (const p of result.problems) say(`warning: ${p}`);
    // Something in the env no longer matched the record: the user has to look.
    if (result.problems.length) process.exitCode = EXIT.checkFailed;
  },
};
