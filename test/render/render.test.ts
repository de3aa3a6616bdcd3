import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { builtinDescriptor, type Descriptor } from '../../src/descriptor/index.js';
import { InputError } from '../../src/errors.js';
import {
  doubleQuote,
  promptValue,
  renderJudgePrompt,
  renderManifestLine,
  renderNextSteps,
  renderParallel,
  renderSkillsBlock,
  renderTaskPrompt,
  shellQuote,
  stagedSkills,
} from '../../src/render/index.js';
import { stageSkill } from '../../src/staging/stage.js';
import { runCli, runCliInProcess } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { nastyName } from './helpers.js';

const tempDir = useTempDirs();
const d = builtinDescriptor();

async function skill(root: string, name: string, description: string): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: ${description}\n---\nDo the ${name} thing.\n`);
  return dir;
}

describe('quoting', () => {
  const words = ['plain', '', 'two words', "it's", '"dq"', '$HOME', '`id`', '$(id)', 'a\nb', 'back\\slash', "'", 'tab\there', '-n'];

  it.each(words)('shellQuote and doubleQuote keep %j one word through sh', async (word) => {
    for (const quote of [shellQuote, doubleQuote]) {
      const r = await execa('sh', ['-c', `printf %s ${quote(word)}`]);
      expect(r.stdout).toBe(word);
    }
  });

  it('doubleQuote never emits a single quote, even for one', () => {
    expect(doubleQuote("it's")).not.toContain("'");
  });

  it('writes a prompt value verbatim on one plain line, as JSON otherwise', () => {
    expect(promptValue('/srv/a b/"c"')).toBe('/srv/a b/"c"');
    expect(promptValue('/srv/a\nb')).toBe('"/srv/a\\nb"');
  });
});

describe('the skills block and the task prompt', () => {
  const skills = [
    { name: 'zeta', description: 'Last\n  of all', path: '/e/.cline/skills/zeta/SKILL.md' },
    { name: 'alpha', description: 'First', path: '/e/.cline/skills/al\npha/SKILL.md' },
  ];

  it('lists the header, then one item per skill sorted by name, each on one line', () => {
    expect(renderSkillsBlock(d, skills).split('\n')).toEqual([
      d.skills_block.header,
      '- alpha: First (if the tool is unavailable, read "/e/.cline/skills/al\\npha/SKILL.md")',
      '- zeta: Last of all (if the tool is unavailable, read /e/.cline/skills/zeta/SKILL.md)',
    ]);
  });

  it('gives the task, the env, scratch and output dirs, and the skills block', () => {
    const prompt = renderTaskPrompt(d, { task: 'Fix {env} in the parser.\n', env: '/w/env', scratch: '/w/tmp', out: '/w/out', skills });
    expect(prompt.startsWith('Fix {env} in the parser.\n\n---\n')).toBe(true);
    expect(prompt).toContain('Task environment (your working directory): /w/env\n');
    expect(prompt).toContain('Scratch directory for temporary files: /w/tmp (it is $TMPDIR; /tmp is outside the task and writes there are refused)\n');
    expect(prompt).toContain('Output directory for anything the task asks you to produce: /w/out\n');
    expect(prompt.endsWith(`\n\n${renderSkillsBlock(d, skills)}`)).toBe(true);
  });

  it('has no skills block when nothing is staged', () => {
    const prompt = renderTaskPrompt(d, { task: 'Fix it please.', env: '/w/env', scratch: '/w/tmp', out: '/w/out', skills: [] });
    expect(prompt).not.toContain(d.skills_block.header);
    expect(prompt.endsWith('produce: /w/out')).toBe(true);
  });

  it('reads the staged identifier and SKILL.md path of a real stage, siblings included', async () => {
    const env = await tempDir();
    const src = await tempDir();
    const under = await skill(src, 'pdf-tools', 'Read PDFs');
    const siblings = join(src, 'siblings');
    await skill(siblings, 'aaa-helper', 'Helps');
    expect(await stagedSkills(env)).toEqual([]);

    const staged = await stageSkill({ env, skillDir: under, siblingsDir: siblings, descriptor: d });
    const found = await stagedSkills(env);
    expect(found).toEqual(
      expect.arrayContaining([
        { name: staged.slug, description: 'Read PDFs', path: join(env, '.cline/skills', staged.slug, 'SKILL.md') },
        { name: 'aaa-helper', description: 'Helps', path: join(env, '.cline/skills/aaa-helper/SKILL.md') },
      ]),
    );
    expect(found).toHaveLength(2);
  });

  it('gives a folded YAML description as cline reads it (the capture skill-frontmatter shows cline\'s own)', async () => {
    const env = await tempDir();
    const folded = new URL('../../fixtures/scenarios/skill-frontmatter/skills/folded', import.meta.url).pathname;
    const staged = await stageSkill({ env, skillDir: folded, descriptor: d });
    expect(staged.skill_description).toBe('Writes changelog entries for every user-visible change.');
    const prompt = renderTaskPrompt(d, { task: 'Write the changelog.', env, scratch: '/w/tmp', out: '/w/out', skills: await stagedSkills(env) });
    expect(prompt).toContain(`\n- ${staged.slug}: Writes changelog entries for every user-visible change. (if the tool is unavailable, read `);
  });
});

describe('templates', () => {
  it('refuses a parallel template that holds a single quote, and a job count below 1', () => {
    const quoting: Descriptor = { ...d, dispatch: { ...d.dispatch, parallel: "echo 'hi' {model} {jobs} {tasks}" } };
    expect(() => renderParallel(quoting, { model: 'm', jobs: 1, tasks: '/t' })).toThrow(/single quote/);
    expect(() => renderParallel(d, { model: 'm', jobs: 0, tasks: '/t' })).toThrow(InputError);
  });

  it('writes an absolute, tab-separated tasks line and refuses paths it cannot hold', () => {
    expect(renderManifestLine(d, { env: '/a b', promptFile: '/p.md', out: '/o' })).toBe('/a b\t/p.md\t/o');
    expect(renderManifestLine(d, { env: 'rel', promptFile: '/p.md', out: '/o' }).split('\t')[0]).toBe(join(process.cwd(), 'rel'));
    expect(() => renderManifestLine(d, { env: '/a\nb', promptFile: '/p.md', out: '/o' })).toThrow(/line break/);
    expect(() => renderManifestLine(d, { env: '/a', promptFile: '/p\t.md', out: '/o' })).toThrow(InputError);
  });

  it('fills the judge prompt with the rubric, task, final message, transcript, diff and the copy path', () => {
    const text = renderJudgePrompt(d, {
      rubric: "It says 'done'.",
      task: 'Fix the greeting.',
      finalMessage: 'Done.',
      transcript: '[tool #0 editor] {}',
      diff: '',
      envCopy: '/o/graded\nenv',
    });
    expect(text).toContain("Rubric:\nIt says 'done'.\n");
    expect(text).toContain('The task the agent was given:\nFix the greeting.\n');
    expect(text).toContain("The agent's final message:\nDone.\n");
    expect(text).toContain('[tool #0 editor] {}');
    expect(text).toContain('(git diff against where it started):\n(no changes)\n');
    expect(text).toContain('A read-only copy of that environment is at "/o/graded\\nenv"');
    expect(text).toMatch(/\{"verdict": "pass" or "fail", "evidence": .*\}$/);
  });

  it('quotes next steps for the shell and inserts the exec command as rendered', () => {
    const env = `/srv/${nastyName('env')}`;
    const text = renderNextSteps(d, { slug: 'cline-harness-eval-1-with_skill__x', env, out: '/srv/out dir', exec: 'cline --its own-quoting' });
    expect(text).toContain(`cline-harness guard arm --env ${shellQuote(env)} --root '/srv/out dir'\n`);
    expect(text).toContain("mkdir -p '/srv/out dir'\n     cline --its own-quoting\n");
    expect(text).toContain(`cline-harness unstage --env ${shellQuote(env)}`);
  });
});

describe('cline-harness render (CLI)', () => {
  // --help texts and refusals run the CLI's entry in-process (runCliInProcess); what a shell runs comes from real processes below.
  it('explains every subcommand in --help', async () => {
    const r = await runCliInProcess(['render', '--help']);
    expect(r.exitCode).toBe(0);
    for (const sub of ['prompt', 'exec', 'parallel', 'judge', 'next-steps', 'manifest', 'runbook']) expect(r.stdout).toContain(`render ${sub}`);
    const exec = await runCliInProcess(['render', 'exec', '--help']);
    expect(exec.stdout).toMatch(/shell-quoted/);
  });

  it('lists the graded run\'s refusals in the judge prompt by the layered descriptor\'s wordings', async () => {
    const project = await tempDir();
    const run = join(project, 'run');
    await mkdir(run);
    const capture = fileURLToPath(new URL('../../fixtures/captures/editor-errors/events.jsonl', import.meta.url));
    await copyFile(capture, join(run, 'cline-events.jsonl'));
    const env = { XDG_CONFIG_HOME: await tempDir() }; // no user layer, whatever the machine has
    const judge = () =>
      runCli(['render', 'judge', '--env', join(project, 'judge-env'), '--model', 'm', '--out', run, '--rubric', 'r', '--task', 't', '--graded-env', run], {
        cwd: project,
        env,
      });
    const plain = await judge();
    expect(plain.exitCode, plain.stderr).toBe(0);
    expect(plain.stdout).toContain('[tool #0 editor]');
    expect(plain.stdout).not.toContain('[refused');
    // A project layer that reads the editor's "text not found" as a policy refusal.
    await mkdir(join(project, '.cline-harness', 'harnesses'), { recursive: true });
    await writeFile(
      join(project, '.cline-harness', 'harnesses', 'site.toml'),
      '[transcript.denials.policy]\ncontains = ["is disabled by policy", "No replacement performed: text not found"]\n',
    );
    const layered = await judge();
    expect(layered.exitCode, layered.stderr).toBe(0);
    expect(layered.stdout).toContain('[refused #0 editor (policy)] Editor operation failed: No replacement performed: text not found in');
  });

  it('prints the exec command for a task, its prompt one quoted word', async () => {
    const root = await tempDir();
    await writeFile(join(root, 'task.md'), "Fix the 'parser' for $USER\n");
    const r = await runCli(['render', 'exec', '--task', join(root, 'task.md'), '--env', join(root, 'env'), '--out', join(root, 'out'), '--model', 'm 1']);
    expect(r.exitCode).toBe(0);
    const words = await execa('sh', ['-c', `for w in ${r.stdout.replace(/ <\/dev\/null.*$/s, '')}; do printf '%s\\0' "$w"; done`]);
    const argv = words.stdout.split('\0').slice(0, -1);
    // The recipe starts cline in local session mode, so no hub daemon outlives it.
    expect(argv.slice(0, 9)).toEqual([
      'CLINE_SESSION_BACKEND_MODE=local',
      'cline',
      '--cwd',
      join(root, 'env'),
      '--act',
      '--json',
      '--auto-approve',
      'true',
      '-m',
    ]);
    expect(argv[9]).toBe('m 1');
    // `--`: a prompt that starts with "-" is not read as an option.
    expect(argv[10]).toBe('--');
    expect(argv[11]).toMatch(/^Fix the 'parser' for \$USER\n\n---\n/);
    expect(argv).toHaveLength(12);
  });

  it('refuses next-steps for an env where nothing is staged, and a missing --model', async () => {
    const root = await tempDir();
    await writeFile(join(root, 'task.md'), 'Do the thing please.');
    const base = ['--task', join(root, 'task.md'), '--env', root, '--out', join(root, 'out')];
    const unstaged = await runCliInProcess(['render', 'next-steps', ...base, '--model', 'm']);
    expect(unstaged.exitCode).toBe(2);
    expect(unstaged.stderr).toContain('nothing is staged here');
    const noModel = await runCliInProcess(['render', 'exec', ...base]);
    expect(noModel.exitCode).toBe(2);
    expect(noModel.stderr).toMatch(/model/);
  });

  it('prints next steps for a staged env with the slug and the exec command', async () => {
    const env = await tempDir();
    const src = await tempDir();
    await writeFile(join(src, 'task.md'), 'Do the thing please.');
    const staged = await stageSkill({ env, skillDir: await skill(src, 'greet', 'Greets'), descriptor: d });
    const r = await runCli(['render', 'next-steps', '--task', join(src, 'task.md'), '--env', env, '--out', join(src, 'out'), '--model', 'm']);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`Staged ${staged.slug} in ${env}.`);
    expect(r.stdout).toContain(`cline --cwd ${env} --act --json`);
    expect(r.stdout).toContain(`- ${staged.slug}: Greets`);
  });

  it('prints a tasks line and refuses a path with a tab', async () => {
    const ok = await runCli(['render', 'manifest', '--env', '/e', '--prompt-file', '/p.md', '--out', '/o']);
    expect(ok.stdout).toBe('/e\t/p.md\t/o');
    const bad = await runCliInProcess(['render', 'manifest', '--env', '/e\tx', '--prompt-file', '/p.md', '--out', '/o']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/tab or line break/);
  });
});
