/**
 * Git configuration and hooks, which make git run programs: config keys set
 * with `git -c`, `--config-env` or `git config` must be on a safe list; and
 * before any git command the repository it will use is read, so that a hook
 * or a program-running key already in place is judged (a hook as shell) or refused.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { walkEntries } from '../paths.js';
import type { ShellState } from '../state.js';
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
      'commit\\.(gpgsign|verbose|cleanup|status)',
      'tag\\.(gpgsign|sort|forcesignannotated)',
      // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
      'core\\.(autocrlf|safecrlf|quotepath|filemode|ignorecase|eol|abbrev|whitespace|precomposeunicode|symlinks|logallrefupdates|compression|untrackedcache|checkstat|trustctime|preloadindex|commentchar|commentstring)',
      'pull\\.(rebase|ff)',
      'merge\\.(ff|conflictstyle|log|stat|autostash|renames)',
      'rebase\\.(autosquash|autostash|stat|abbreviatecommands|missingcommitscheck|updaterefs)',
      'fetch\\.(prune|prunetags|parallel)',
      // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
      'diff\\.(noprefix|renames|algorithm|context|colormoved|colormovedws|mnemonicprefix|relative|statgraphwidth|indentheuristic|interhunkcontext|suppressblankempty|dirstat|submodule|ignoresubmodules|wserrorhighlight|orderfile_unused)',
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
      'blame\\.(date|coloring|showemail|blankboundary)',
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
  return SAFE_KEY.test(key) ? null : `the git setting ${key} is not on the guard's safe list (settings can make git run programs or write elsewhere)`;
}

/** Settings that, found in a repository's config, make git run a program. */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const RUNS_PROGRAM = /^\s*(hookspath|fsmonitor|sshcommand|pager|editor|askpass|gitproxy|worktree|textconv|command|clean|smudge|process|program|helper|external|cmd|path|uploadpack|receivepack|proxy)\s*=|^\s*\[\s*(alias|include|includeif|filter|credential|pager|gpg|difftool|mergetool|url)\b/im;

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

/**
 * Reads the repository a git command will use: a config that makes git run
 * programs is refused, and each hook is judged as the script it is. With
 * `writes`, where the command's writes below the git dir land is judged too
 * (judgeGitDirWrites).
 */
export function judgeRepository(c: Call, state: ShellState, writes: boolean, what: string): void {
  if (state.cwd === null) return;
  let gitDir = gitDirOf(c, state.cwd, state);
  if (gitDir === null) return;
  gitDir = writes ? judgeExistingGitDir(c, gitDir, what) : gitDirBehind(c, gitDir);
  if (gitDir === null) return;
  // config.worktree is read too once extensions.worktreeConfig is set (in either file: the guard reads it whatever).
  for (const name of ['config', 'config.worktree']) {
    const file = join(gitDir, name);
    const config = c.x.readFile(file);
    if (c.x.unseen(config, file, 'git reads its config')) return;
    if (config !== 'missing' && RUNS_PROGRAM.test(config)) {
      const line = RUNS_PROGRAM.exec(config)![0].trim();
      return c.x.report({
        kind: 'unevaluable',
        target: file,
        message: `git reads ${file}, which holds a setting that makes git run a program (${line}); the guard does not follow it`,
      });
    }
  }
  let hooks: string[] = [];
  try {
    hooks = readdirSync(join(gitDir, 'hooks'));
  } catch {
    // No hooks dir on disk: only what this call puts there runs.
  }
  // Hooks this call writes (`cat > .git/hooks/pre-commit <<'EOF'`) are judged from the texts it writes.
  const written = c.x.writtenIn(join(gitDir, 'hooks'));
  if (written === null)
    return c.x.report({
      kind: 'unevaluable',
      target: join(gitDir, 'hooks'),
      message: `git runs hooks from ${join(gitDir, 'hooks')}, which this call writes whole; write each hook by name, or in a call of its own`,
    });
  for (const h of new Set([...hooks, ...written].filter((h) => !h.endsWith('.sample')))) {
    const file = join(gitDir, 'hooks', h);
    // A hook in another language computes what it writes at run time: the guard judges shell hooks only.
    const text = c.x.readFile(file);
    const shebang = typeof text === 'string' ? /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text) : null;
    const interp = shebang ? (shebang[1]!.endsWith('/env') ? shebang[2] ?? '' : shebang[1]!).split('/').pop()! : 'sh';
    if (!/^(sh|bash|dash|zsh|ksh|ash)$/.test(interp))
      return c.x.report({
        kind: 'unevaluable',
        target: file,
        message: `git runs the hook ${file}, a ${interp} program the guard cannot judge (it judges shell hooks); remove it or use --no-verify`,
      });
    // A hook that runs git (`git diff --cached` in a pre-commit hook) is not judged again within itself.
    c.x.unlessWithin(`git hook ${file}`, () => c.x.run([{ text: file, values: [file] }], state, c.depth + 1));
  }
}
