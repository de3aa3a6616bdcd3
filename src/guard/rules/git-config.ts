/**
 * Git configuration and hooks, which make git run programs: config keys set
 * with `git -c`, `--config-env` or `git config` must be on a safe list; and
 * before any git command the repository it will use is read, so that a hook
 * or a program-running key already in place is judged (a hook as shell) or refused.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { walkEntries } from '../paths.js';
import { gitSettings, type GitSetting } from './git-config-text.js';
import type { ShellState } from '../state.js';
import type { Arg } from '../words.js';
import type { Call } from './types.js';

/** Keys that only change what git records or prints. */
const SAFE_KEY = new RegExp(
  '^(' +
    [
      'user\\.(name|email|signingkey|usecofigonly|useconfigonly)',
      '(author|committer)\\.(name|email)',
      'color\\..*',
      'advice\\..*',
      'init\\.defaultbranch',
      // commit.template names a file git only reads, as the message's first text.
      'commit\\.(gpgsign|verbose|cleanup|status|template)',
      'tag\\.(gpgsign|sort|forcesignannotated)',
      // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
      'core\\.(autocrlf|safecrlf|quotepath|filemode|ignorecase|eol|abbrev|whitespace|precomposeunicode|symlinks|logallrefupdates|compression|untrackedcache|checkstat|trustctime|preloadindex|commentchar|commentstring)',
      'pull\\.(rebase|ff)',
      'merge\\.(ff|conflictstyle|log|stat|autostash|renames)',
      'rebase\\.(autosquash|autostash|stat|abbreviatecommands|missingcommitscheck|updaterefs)',
      'fetch\\.(prune|prunetags|parallel)',
      // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
      'diff\\.(noprefix|renames|algorithm|context|colormoved|colormovedws|mnemonicprefix|relative|statgraphwidth|indentheuristic|interhunkcontext|suppressblankempty|dirstat|submodule|ignoresubmodules|wserrorhighlight|orderfile_unused)',
      // A diff driver's regexes and its binary switch; not its textconv or command, which run programs.
      'diff\\.[^.]+\\.(wordregex|xfuncname|funcname|binary)',
      'log\\.(date|decorate|follow|abbrevcommit|showroot|showsignature|mailmap|graphcolors|excludedecoration|initialdecorationset)',
      'format\\.(pretty|numbered|suffix|signoff|coverletter|thread)',
      'status\\.(short|branch|showuntrackedfiles|relativepaths|submodulesummary|aheadbehind|renames|showstash)',
      'column\\..*',
      'branch\\.(autosetupmerge|autosetuprebase|sort)',
      'branch\\.[^.]+\\.(remote|merge|rebase|description)',
      'help\\.autocorrect',
      'i18n\\..*',
      'gc\\.(auto|autodetach|autopacklimit)',
      'maintenance\\.auto',
      'safe\\.directory',
      'rerere\\.(enabled|autoupdate)',
      // blame.ignoreRevsFile names a file git only reads.
      'blame\\.(date|coloring|showemail|blankboundary|ignorerevsfile|markunblamablelines|markignoredlines)',
      'grep\\.(linenumber|patterntype|extendedregexp|column|fullname)',
      'push\\.(default|autosetupremote|followtags)',
      'checkout\\.(defaultremote|workers)',
      'index\\.(version|threads|skiphash)',
      'pack\\.(threads|windowmemory)',
      'feature\\.(manyfiles|experimental)',
      'protocol\\.version',
      'transfer\\.fsckobjects',
      'versionsort\\.suffix',
    ].join('|') +
    ')$',
  'i',
);

/** Pagers that only show text: `core.pager` and `pager.<cmd>` set to one of these run nothing else. */
const SAFE_PAGER = /^(cat|more|less(\s+-[A-Za-z]+)*|)$/;

/** Editors that change nothing: `core.editor` and `sequence.editor` set to one of these leave the text as git wrote it. */
const SAFE_EDITOR = /^(true|:|cat)$/;

/** The reason a git setting (`value` as given with `-c key=value`) is refused, or null when it is on the safe list. */
export function riskyGitKey(key: string, value?: string): string | null {
  if (value !== undefined && /^(core\.pager|pager\.[\w-]+)$/i.test(key) && SAFE_PAGER.test(value)) return null;
  if (value !== undefined && /^(core|sequence)\.editor$/i.test(key) && SAFE_EDITOR.test(value)) return null;
  // Switched off: no hook dir (`-c core.hooksPath=/dev/null`, git's own idiom for skipping hooks), no fsmonitor.
  if (value !== undefined && /^core\.hookspath$/i.test(key) && value === '/dev/null') return null;
  if (value !== undefined && /^core\.fsmonitor$/i.test(key) && /^(false|no|off|0)$/i.test(value)) return null;
  return SAFE_KEY.test(key) ? null : `the git setting ${key} is not on the guard's safe list (settings can make git run programs or write elsewhere)`;
}

/** Settings that, found in a repository's config, make git run a program. */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const RUNS_PROGRAM = /^\s*(fsmonitor|sshcommand|pager|editor|askpass|gitproxy|worktree|textconv|command|clean|smudge|process|program|helper|external|cmd|path|uploadpack|receivepack|proxy)\s*=|^\s*\[\s*(include|includeif|filter|credential|pager|gpg|difftool|mergetool|url)\b/im;
/**
 * Settings that make git run a program, which the guard follows where it reads the config as git does (gitSettings):
 * aliases are expanded where they are used (git.ts), and the hooks in core.hooksPath judged as those in the git dir.
 */
const FOLLOWED = /^\s*hookspath\s*=|^\s*\[\s*alias\b/im;
/** The keys git config may set that the guard follows rather than refuses (FOLLOWED), lower-cased. */
export const FOLLOWED_KEY = /^(alias\.[^.]+|core\.hookspath|include\.path|includeif\..+\.path)$/;

/**
 * Where a `.git` file sends git: the git dir it names, or null (reported) when the guard cannot read the file.
 */
function followGitFile(c: Call, dotgit: string): string | null {
  const text = c.x.readFile(dotgit);
  const m = typeof text === 'string' && !['missing', 'changed', 'unreadable'].includes(text) ? /^gitdir:\s*(.+)$/m.exec(text) : null;
  if (m) return resolve(dirname(dotgit), m[1]!.trim());
  c.x.report({ kind: 'unevaluable', target: dotgit, message: `git reads ${dotgit}, which the guard cannot follow` });
  return null;
}

/** Entries of a git dir below which the guard looks for no links: loose objects and packs (git writes new ones beside). */
const OBJECT_STORE = /\/objects\/([0-9a-f]{2}|pack)$/;
/** A git dir with more entries than this (objects aside) is not walked: the command is refused. */
const GIT_DIR_LIMIT = 20_000;

/**
 * A command that writes the repository writes below its git dir (the index, objects, refs, logs), and below its common
 * dir when the git dir is a linked worktree's (`commondir`). Refused when either lies outside the roots (a `.git` file
 * naming another repository, a repository above the env) or when an entry below leads outside: a symlink on disk
 * (an objects or refs dir replaced by a link to the home) or an entry this call makes there.
 */
function judgeGitDirWrites(c: Call, gitDir: string, what: string): void {
  const dirs = [gitDir];
  const commondir = join(gitDir, 'commondir');
  const common = c.x.readFile(commondir);
  if (common === 'changed' || common === 'unreadable') {
    return c.x.report({ kind: 'unevaluable', target: commondir, message: `${what}: git reads ${commondir}, which the guard cannot see` });
  }
  if (common !== 'missing') dirs.push(resolve(gitDir, common.trim()));
  for (const dir of dirs) {
    const outside = (entry: string, how: string) =>
      c.x.report({ kind: 'write', target: entry, message: `${what} writes the repository at ${dir}, ${how} outside the allowed roots` });
    if (!c.x.insideRoots(dir)) return outside(dir, 'which lies');
    const made = c.x.writtenBelow(dir).find((p) => !c.x.insideRoots(p));
    if (made !== undefined) return outside(made, `where ${made} (made by this call) leads`);
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    let link: string | undefined;
    const walked = walkEntries(
      [dir],
      GIT_DIR_LIMIT,
      (e) => {
        const p = join(e.parentPath, e.name);
        if (!e.isSymbolicLink() || c.x.insideRoots(p)) return false;
        link = p;
        return true;
      },
      (d) => !OBJECT_STORE.test(join(d.parentPath, d.name)),
    );
    if (link !== undefined) return outside(link, `where the symlink ${link} leads`);
    if (walked === 'cut') {
      const message = `${what}: the git dir ${dir} holds more entries than the guard reads (${GIT_DIR_LIMIT})`;
      return c.x.report({ kind: 'unevaluable', target: dir, message });
    }
  }
}

/** Whether `path` exists when the command runs: on disk and not removed by the call, or made by it. */
function present(c: Call, path: string): boolean {
  return c.x.isMadeDir(path) || c.x.readFile(path) !== 'missing';
}

/**
 * The git dir a command in `cwd` uses (GIT_DIR first; a removed or new `.git` as the call leaves it), or null when
 * there is none to read.
 */
function gitDirOf(c: Call, cwd: string, state: ShellState): string | null {
  const env = state.vars.get('GIT_DIR');
  if (env?.length === 1) return isAbsolute(env[0]!) ? env[0]! : resolve(cwd, env[0]!);
  let dir = cwd;
  for (;;) {
    const dotgit = join(dir, '.git');
    if (present(c, dotgit)) return dotgit;
    if (statSync(join(dir, 'HEAD'), { throwIfNoEntry: false }) && statSync(join(dir, 'objects'), { throwIfNoEntry: false })) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * The git dir behind `dotgit`: a `.git` file points at the real one. A `.git` this call writes is read as it will be
 * (a directory git init or mkdir made is one; one that holds an unknown text, or a link made now, is not followed).
 */
function gitDirBehind(c: Call, dotgit: string): string | null {
  if (c.x.isMadeDir(dotgit)) return dotgit;
  const text = c.x.readFile(dotgit);
  return text === 'unreadable' && statSync(dotgit, { throwIfNoEntry: false })?.isDirectory() ? dotgit : followGitFile(c, dotgit);
}

/** judgeGitDirWrites on the git dir behind `dotgit` (a `.git` dir or file, or a bare repository); returns that dir. */
export function judgeExistingGitDir(c: Call, dotgit: string, what: string): string | null {
  const gitDir = gitDirBehind(c, dotgit);
  if (gitDir !== null) judgeGitDirWrites(c, gitDir, what);
  return gitDir;
}

/** The config files git reads for the repository at `gitDir` (config.worktree is read once extensions.worktreeConfig is set: always read here). */
export function configFiles(gitDir: string): string[] {
  return [join(gitDir, 'config'), join(gitDir, 'config.worktree')];
}

/**
 * The settings of the repository's config files, as this call leaves them (a file it writes with a text the guard
 * knows is read as that text); null, reported, when one cannot be read or holds a setting that makes git run a program
 * the guard does not follow.
 */
function repositorySettings(c: Call, gitDir: string, state: ShellState): GitSetting[] | null {
  const all: GitSetting[] = [];
  const routed = routedConfigFiles(c, state);
  if (routed === null) return null;
  const files = [...configFiles(gitDir), ...routed];
  const read = new Set<string>();
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    if (read.has(file)) continue;
    read.add(file);
    const config = c.x.readFile(file);
    if (c.x.unseen(config, file, 'git reads its config')) return null;
    if (config === 'missing') continue;
    const settings = gitSettings(config);
    // The files it includes are read in turn, as git does (every includeIf whatever its condition, a superset).
    const included = settings === null ? [] : settings.filter((x) => INCLUDE_KEY.test(x.key)).map((x) => includedFile(c, file, x.value));
    if (included.includes(null) || read.size > MAX_INCLUDES) {
      c.x.report({ kind: 'unevaluable', target: file, message: `git reads ${file}, which includes a config file the guard cannot name` });
      return null;
    }
    for (const v of included as string[]) files.push(v);
    const line = RUNS_PROGRAM.exec(settings === null ? config : withoutIncludeSections(config))?.[0] ?? null;
    if (line !== null || (settings === null && FOLLOWED.test(config))) {
      c.x.report({
        kind: 'unevaluable',
        target: file,
        message:
          `git reads ${file}, which holds a setting that makes git run a program ` +
          `(${(line ?? FOLLOWED.exec(config)![0]).trim()}); the guard does not follow it`,
      });
      return null;
    }
    for (const v of settings ?? []) all.push(v);
  }
  return all;
}

/** `include.path` and `includeIf.<condition>.path`, as gitSettings keys them. */
const INCLUDE_KEY = /^include(?:if\..*)?\.path$/;
/** git's own depth limit is 10; the guard reads no more files than this for one command. */
const MAX_INCLUDES = 20;

/** The file an include names: relative to the including file's directory, `~/` in the home; null when it has no value. */
function includedFile(c: Call, from: string, value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith('~/')) return join(c.x.ctx.home, value.slice(2));
  if (value.startsWith('~')) return null;
  return resolve(dirname(from), value);
}

/** A config's text without its [include] and [includeIf] sections (their `path =` names a file read in turn, not a program). */
function withoutIncludeSections(text: string): string {
  let inInclude = false;
  return text
    .split('\n')
    .filter((line) => {
      if (/^\s*\[/.test(line)) inInclude = /^\s*\[\s*include(if)?\b/i.test(line);
      return !inInclude;
    })
    .join('\n');
}

/** Variables naming a config file git reads besides the repository's (`GIT_CONFIG_GLOBAL=.ci/gitconfig git x`). */
const CONFIG_VARS = ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG'];

/**
 * The config files the call's variables make git read, judged as the repository's own are; null, reported, when one
 * is set to a value the guard cannot know. The machine's own global config is not the agent's to plant, and is not read.
 */
function routedConfigFiles(c: Call, state: ShellState): string[] | null {
  const files: string[] = [];
  for (const name of CONFIG_VARS) {
    if (!state.vars.has(name)) continue;
    const values = state.vars.get(name);
    if (!values) {
      c.x.report({ kind: 'unevaluable', target: name, message: `git reads its config from ${name}, set to a value the guard cannot know` });
      return null;
    }
    for (const v of values) if (v !== '' && v !== '/dev/null' && state.cwd !== null) files.push(resolve(state.cwd, v));
  }
  return files;
}

/** The git dir a command in this state uses (behind a `.git` file), or null when there is none or it cannot be followed. */
export function gitDirAt(c: Call, state: ShellState): string | null {
  return repositoryDir(c, state)?.gitDir ?? null;
}

/** The git dir a command run in this state uses, or null when there is none (or it cannot be followed, reported). */
function repositoryDir(c: Call, state: ShellState): { gitDir: string; top: string } | null {
  if (state.cwd === null) return null;
  const dotgit = gitDirOf(c, state.cwd, state);
  const gitDir = dotgit === null ? null : gitDirBehind(c, dotgit);
  // Hooks and `!` aliases run in the top of the worktree (the git dir itself in a bare repository).
  return gitDir === null ? null : { gitDir, top: basename(dotgit!) === '.git' ? dirname(dotgit!) : gitDir };
}

/**
 * The values of alias `name` in the repository's config (every one: the guard does not rank the files), or null when
 * the config cannot be read (reported).
 */
export function aliasValues(c: Call, state: ShellState, name: string): { values: string[]; top: string } | null {
  const repo = repositoryDir(c, state);
  if (repo === null) return { values: [], top: state.cwd ?? '/' };
  const settings = repositorySettings(c, repo.gitDir, state);
  if (settings === null) return null;
  const key = `alias.${name.toLowerCase()}`;
  return { values: settings.filter((s) => s.key === key).map((s) => s.value ?? ''), top: repo.top };
}

/**
 * Reads the repository a git command will use: a config that makes git run
 * programs is refused, and each hook is judged as the script it is, in the git
 * dir's hooks and in every core.hooksPath the config names. With `writes`, where
 * the command's writes below the git dir land is judged too (judgeGitDirWrites).
 */
export function judgeRepository(c: Call, state: ShellState, writes: boolean, what: string, hooks: HookWords = NO_HOOK_WORDS): void {
  if (state.cwd === null) return;
  const dotgit = gitDirOf(c, state.cwd, state);
  if (dotgit === null) return;
  if (writes && judgeExistingGitDir(c, dotgit, what) === null) return;
  const repo = repositoryDir(c, state);
  if (repo === null) return;
  const settings = repositorySettings(c, repo.gitDir, state);
  if (settings === null) return;
  const hookDirs = [join(repo.gitDir, 'hooks')];
  for (const value of [...settings.filter((x) => x.key === 'core.hookspath').map((x) => x.value), ...hooks.paths]) {
    if (!value || value.startsWith('~')) {
      const message = `git takes hooks from core.hooksPath ${value ?? '(true)'}, which the guard does not follow`;
      return c.x.report({ kind: 'unevaluable', target: `core.hooksPath ${value ?? ''}`, message });
    }
    hookDirs.push(resolve(repo.top, value));
  }
  for (const dir of hookDirs) if (!judgeHooks(c, state, dir, hooks)) return;
}

/** What a git command's hooks are given: the hooks it may run, those it does not (`--no-verify`), and the words each is run with. */
export interface HookWords {
  skipped: ReadonlySet<string>;
  /** Hook paths given on the command line (`git -c core.hooksPath=DIR`), judged as the config's are. */
  paths: readonly string[];
  /** The hooks it may run; null: any. */
  runs: ReadonlySet<string> | null;
  args: Readonly<Record<string, Arg[]>>;
}

const NO_HOOK_WORDS: HookWords = { skipped: new Set(), paths: [], runs: null, args: {} };

/** Judges the hooks git may run from `dir` (on disk and written by this call); false when it refused (reported). */
function judgeHooks(c: Call, state: ShellState, dir: string, given: HookWords): boolean {
  let hooks: string[] = [];
  try {
    hooks = readdirSync(dir);
  } catch {
    // No hooks dir on disk: only what this call puts there runs.
  }
  // Hooks this call writes (`cat > .git/hooks/pre-commit <<'EOF'`) are judged from the texts it writes.
  const written = c.x.writtenIn(dir);
  if (written === null) {
    c.x.report({
      kind: 'unevaluable',
      target: dir,
      message: `git runs hooks from ${dir}, which this call writes whole; write each hook by name, or in a call of its own`,
    });
    return false;
  }
  const run = (h: string) => !h.endsWith('.sample') && !given.skipped.has(h) && (given.runs === null || given.runs.has(h));
  for (const h of new Set([...hooks, ...written].filter(run))) {
    const file = join(dir, h);
    // A hook in another language computes what it writes at run time: the guard judges shell hooks only.
    const text = c.x.readFile(file);
    // One this call writes with a text the guard does not know (in a background job, by a program): not judged, refused.
    if (text !== 'missing' && c.x.unseen(text, file, 'git runs the hook')) return false;
    const shebang = typeof text === 'string' ? /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text) : null;
    const interp = shebang ? (shebang[1]!.endsWith('/env') ? shebang[2] ?? '' : shebang[1]!).split('/').pop()! : 'sh';
    if (!/^(sh|bash|dash|zsh|ksh|ash)$/.test(interp)) {
      c.x.report({
        kind: 'unevaluable',
        target: file,
        message: `git runs the hook ${file}, a ${interp} program the guard cannot judge (it judges shell hooks); remove it or use --no-verify`,
      });
      return false;
    }
    // A hook that runs git (`git diff --cached` in a pre-commit hook) is not judged again within itself.
    c.x.unlessWithin(`git hook ${file}`, () => c.x.run([{ text: file, values: [file] }, ...(given.args[h] ?? [])], state, c.depth + 1));
  }
  return true;
}
