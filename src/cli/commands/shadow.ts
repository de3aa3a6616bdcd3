import type { Argv, CommandModule } from 'yargs';
import { findShadows } from '../../shadow/index.js';
import { harnessFileOption, loadDescriptor, type HarnessFileArgs } from '../descriptor.js';
import { EXIT, UsageError, printJson, say } from '../output.js';

interface ShadowArgs extends HarnessFileArgs {
  env: string;
  skill: string[];
  config?: string;
  json: boolean;
  'fail-on-shadow': boolean;
}

export const shadowCommand: CommandModule<object, ShadowArgs> = {
  command: 'shadow',
  describe: 'Preflight: find skills elsewhere that Cline would load under a staged or sibling skill\'s name',
  builder: (y) =>
    harnessFileOption(
      y
        .option('env', { type: 'string', demandOption: true, describe: 'Task environment (its git top level holds the project skill roots)' })
        .option('skill', { type: 'string', array: true, demandOption: true, describe: 'Name of the staged skill and of each sibling (repeatable)' })
        .option('config', { type: 'string', describe: "Cline's config directory, instead of $CLINE_DIR or ~/.cline (its skills/ is scanned)" })
        .option('json', { type: 'boolean', default: false, describe: 'Print the report as JSON' })
        .option('fail-on-shadow', { type: 'boolean', default: false, describe: 'Exit 1 when a shadow is found' })
        .check((a) => {
          if (a.skill.some((name) => name.trim() === '')) throw new UsageError('--skill needs a skill name');
          return true;
        }),
    ).epilogue(
      'Scanned roots come from the descriptor\'s [shadow_roots]: the env\'s git top level .clinerules/skills and .agents/skills, ' +
        '${CLINE_DIR:-~/.cline}/skills and ~/.agents/skills. A skill is named by its frontmatter `name`, else its directory. ' +
        'Disabled skills and skills with an empty body are listed as ignored and do not count. ' +
        'Exit 0, or 1 with --fail-on-shadow when a shadow is found; 2 for an unreadable env.',
    ) as Argv<ShadowArgs>,
  handler: async (args) => {
    const report = await findShadows({ env: args.env, skills: args.skill, descriptor: await loadDescriptor(args), configDir: args.config });
    if (report.shadows.length && args['fail-on-shadow']) process.exitCode = EXIT.checkFailed;
    if (args.json) return printJson(report);
    for (const s of report.shadows) say(`shadow: ${s.skill} is also at ${s.path} (root ${s.root}); the control arm would see it`);
    for (const s of report.ignored) say(`ignored: ${s.path} is named ${s.skill} but cline skips it: ${s.reason}`);
    const scanned = report.roots.filter((r) => r.exists).length;
    if (!report.shadows.length) say(`no shadows of ${report.skills.join(', ')} in ${scanned} existing of ${report.roots.length} skill roots`);
  },
};
