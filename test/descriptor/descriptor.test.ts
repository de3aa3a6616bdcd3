import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_DESCRIPTOR_FILE,
  DENIAL_KINDS,
  DescriptorError,
  builtinDescriptor,
  builtinDescriptorData,
  denialKind,
  descriptorToml,
  fillTemplate,
  flatDenialMarkers,
  loadDescriptorFile,
  renderSlug,
  resolveShadowRoots,
  stageNameProblem,
  templatePlaceholders,
  validateDescriptor,
} from '../../src/descriptor/index.js';
import { InputError } from '../../src/errors.js';
import { scratch } from './helpers.js';

const builtinText = readFileSync(BUILTIN_DESCRIPTOR_FILE, 'utf8');

describe('the built-in descriptor (harnesses/cline.toml)', () => {
  const d = builtinDescriptor();

  it('describes where Cline finds project skills and configuration', () => {
    expect(d.skills_dir).toBe('.cline/skills');
    expect(d.config_dirs).toEqual(['.cline', '.clinerules', '.agents']);
    expect(d.model_flag).toBe('-m');
  });

  it('maps Cline tool names to roles, including the skill tool and its argument', () => {
    expect(d.tools).toEqual({
      write: ['editor'],
      patch: ['apply_patch'],
      shell: ['run_commands'],
      read: ['read_files', 'search_codebase'],
      ask: ['ask_question'],
      subagent: ['spawn_agent'],
      other: ['fetch_web_content', 'team_*'],
      skill: { name: 'skills', arg: 'skill' },
    });
  });

  it('gives staging a prefixed slug template, stage-name rules and copy exclusions', () => {
    expect(d.staging.prefix).toBe('cline-harness-eval-');
    expect(d.staging.slug_template).toBe('{prefix}{iteration}-{condition}__{skill_name}');
    expect(d.staging.exclude_dirs).toEqual(expect.arrayContaining(['evals', ...d.config_dirs]));
    expect(renderSlug(d.staging, { iteration: 2, condition: 'with_skill', skill_name: 'pdf-tools' })).toBe(
      'cline-harness-eval-2-with_skill__pdf-tools',
    );
  });

  it('locates the guard plugin where Cline loads project plugins', () => {
    expect(d.guard.plugin).toBe('.cline/plugins/cline-harness-guard/index.js');
    expect(d.guard.reason_prefix).toBe('eval guard: ');
  });

  it('has an exec template that runs cline headless with its output captured', () => {
    expect(d.dispatch.exec).toBe(
      'CLINE_SESSION_BACKEND_MODE=local cline --cwd {env} --act --json --auto-approve true -m {model} -- {prompt} ' +
      '</dev/null >{out}/cline-events.jsonl 2>{out}/cline-stderr.log',
    );
    expect(templatePlaceholders(d.dispatch.parallel)).toEqual(['model', 'jobs', 'tasks']);
  });

  it('is what validating the shipped file gives, key order included, though it is not validated when read', () => {
    const validated = validateDescriptor(builtinDescriptorData(), BUILTIN_DESCRIPTOR_FILE);
    expect(d).toStrictEqual(validated);
    expect(JSON.stringify(d)).toBe(JSON.stringify(validated));
  });

  it('is one shared, frozen object', () => {
    expect(builtinDescriptor()).toBe(d);
    expect(Object.isFrozen(d.transcript.denials.approval.contains)).toBe(true);
  });

  it('prints as TOML that loads back to the same descriptor', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'shown.toml'), descriptorToml(d));
    expect(loadDescriptorFile(file)).toEqual(d);
  });
});

describe('denial markers', () => {
  const markers = builtinDescriptor().transcript.denials;

  // Wordings as the real cline 3.0.65 prints them (shared/cline-facts.md).
  it.each([
    ['eval guard: editing outside the env is not allowed', 'guard'],
    ['Tool "run_commands" is disabled by policy', 'policy'],
    ['Tool "editor" was not approved', 'approval'],
    ['Tool "run_commands" requires approval but no approval callback is configured', 'approval'],
    ['Tool "run_commands" requires approval in a TTY session -- NOT a tool or system failure. Clarify with user before proceeding.', 'approval'],
    ['User rejected the tool call -- NOT a tool or system failure. Clarify with user before proceeding.', 'approval'],
    ['Permission request was cancelled -- NOT a tool or system failure. Clarify with user before proceeding.', 'approval'],
    ['Tool editor was blocked by a runtime hook', 'hook'],
    ['Command not executed: `rm` can modify files, and file modifications are blocked in plan mode. You are in PLAN MODE', 'plan_mode'],
    ['Tool execution is disabled for provider ID', 'provider'],
    ['touch: cannot touch /etc/x: Read-only file system', 'sandbox'],
    ["Editor operation failed: EROFS: read-only file system, open '/x'", 'sandbox'],
  ])('%j is a %s denial', (reason, kind) => {
    expect(denialKind(reason, markers)).toBe(kind);
  });

  // Wordings that differ between published cline versions (harness conform, README "Supported cline versions").
  it.each([
    ['3.0.57', 'Tool "run_commands" requires approval in a TTY session'],
    ['3.0.61+', 'Tool "run_commands" requires approval in a TTY session -- NOT a tool or system failure. Clarify with user before proceeding.'],
    // ACP: a rejected permission request (harness conform --cline-version 3.0.57, 2026-12-01).
    ['3.0.57 (ACP reject)', 'User rejected the tool call'],
    ['3.0.65 (ACP reject)', 'User rejected the tool call -- NOT a tool or system failure. Clarify with user before proceeding.'],
  ])('the refusal wording of cline %s is an approval denial', (_version, reason) => {
    expect(denialKind(reason, markers)).toBe('approval');
  });

  // Every wording the descriptor names, in a reason the way cline words it: a new marker is tested without a new fixed string here.
  it.each(DENIAL_KINDS.flatMap((kind) => [
    ...markers[kind].starts_with.map((text) => [kind, `${text}some detail`] as const),
    ...markers[kind].contains.map((text) => [kind, `Tool "run_commands" ${text}: some detail`] as const),
  ]))('the descriptor\'s %s wording %j is matched as that kind', (kind, reason) => {
    expect(denialKind(reason, markers)).toBe(kind);
  });

  it.each([
    'Command exited with code 3',
    'Tool call run_commands emitted invalid JSON arguments: Unexpected token',
    'ENOENT: no such file or directory',
  ])('%j is an ordinary tool error, not a denial', (reason) => {
    expect(denialKind(reason, markers)).toBeNull();
  });

  it('gives the guard precedence when its reason quotes another kind', () => {
    expect(denialKind('eval guard: mimics "is disabled by policy"', markers)).toBe('guard');
    expect(DENIAL_KINDS[0]).toBe('guard');
  });

  it('flattens to one ordered table of {kind, match, text} for single-table matchers', () => {
    const flat = flatDenialMarkers(markers);
    expect(flat[0]).toEqual({ kind: 'guard', match: 'prefix', text: 'eval guard: ' });
    expect(flat.filter((m) => m.kind === 'approval').map((m) => m.text)).toEqual([
      'was not approved',
      'requires approval but no approval callback is configured',
      'requires approval in a TTY session',
      'User rejected the tool call',
      'Permission request was cancelled',
    ]);
    expect(flat.at(-1)).toEqual({ kind: 'sandbox', match: 'contains', text: 'EROFS' });
  });

  it('matches the guard prefix only at the start of a reason', () => {
    expect(denialKind('the model said eval guard: hello', markers)).toBeNull();
  });
});

describe('templates and stage names', () => {
  const { staging } = builtinDescriptor();

  it('fills {placeholders} and leaves other braces alone', () => {
    expect(fillTemplate('{"pass": true} for {name}', { name: 'x' })).toBe('{"pass": true} for x');
  });

  it('refuses to render a template whose placeholder has no value', () => {
    expect(() => fillTemplate('run {cmd}', {})).toThrow('{cmd}');
  });

  it('accepts underscores and dots in stage names, as Cline does', () => {
    expect(stageNameProblem('cline-harness-eval-1-base__my_skill.v2', staging)).toBeNull();
  });

  it('rejects capitals, a leading dash and over-long names', () => {
    expect(stageNameProblem('Skill', staging)).toMatch(/does not match/);
    expect(stageNameProblem('-skill', staging)).toMatch(/does not match/);
    expect(stageNameProblem('a'.repeat(staging.stage_name.max_length + 1), staging)).toMatch(/limit is 128/);
  });
});

describe('shadow roots', () => {
  const d = builtinDescriptor();

  it('resolves project roots under the env and user roots under the home directory', () => {
    expect(resolveShadowRoots(d, { projectRoot: '/env', env: {}, home: '/home/u' })).toEqual([
      '/env/.clinerules/skills',
      '/env/.agents/skills',
      '/home/u/.cline/skills',
      '/home/u/.agents/skills',
    ]);
  });

  it('uses $CLINE_DIR instead of ~/.cline when it is set', () => {
    const roots = resolveShadowRoots(d, { projectRoot: '/env', env: { CLINE_DIR: '/data/cline' }, home: '/home/u' });
    expect(roots).toContain('/data/cline/skills');
    expect(roots).not.toContain('/home/u/.cline/skills');
  });
});

describe('loading a descriptor file', () => {
  const withChange = (from: string, to: string) => {
    expect(builtinText).toContain(from);
    return builtinText.replace(from, to);
  };

  it('names the file, line and column of a TOML syntax error', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'bad.toml'), 'label = "x"\nskills_dir = \n');
    const err = catchError(() => loadDescriptorFile(file));
    expect(err).toBeInstanceOf(DescriptorError);
    expect(err).toMatchObject({ kind: 'syntax', file, line: 2 });
    expect(err.message).toMatch(new RegExp(`^${file}:2:\\d+: `));
  });

  it('names the file and field path of a schema error', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'd.toml'), withChange('max_length = 128', 'max_length = "long"'));
    const err = catchError(() => loadDescriptorFile(file));
    expect(err).toBeInstanceOf(InputError);
    expect(err).toMatchObject({ kind: 'schema', field: 'staging.stage_name.max_length' });
    expect(err.message).toContain(`${file}#staging.stage_name.max_length: `);
  });

  it('names a misspelt field itself', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'd.toml'), withChange('label = ', 'lable = "typo"\nlabel = '));
    expect(catchError(() => loadDescriptorFile(file))).toMatchObject({ kind: 'schema', field: 'lable' });
  });

  it('enforces the cross-field rules too, naming the field to fix', () => {
    const w = scratch();
    const file = w.write(join(w.root, 'd.toml'), withChange('__{skill_name}"', '"'));
    const err = catchError(() => loadDescriptorFile(file));
    expect(err).toMatchObject({ kind: 'rule', field: 'staging.slug_template' });
    expect(err.message).toContain('missing {skill_name}');
  });

  it('reports an unreadable file as such', () => {
    const w = scratch();
    expect(catchError(() => loadDescriptorFile(join(w.root, 'absent.toml')))).toMatchObject({ kind: 'unreadable' });
  });
});

function catchError(fn: () => unknown): DescriptorError {
  try {
    fn();
  } catch (err) {
    return err as DescriptorError;
  }
  throw new Error('expected an error');
}
