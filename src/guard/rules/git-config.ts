/**
 * Git configuration and hooks, which make git run programs: config keys set
 * with `git -c`, `--config-env` or `git config` must be on a safe list; and
 * before any git command the repository it will use is read, so that a hook
 * or a program-running key already in place is judged (a hook as shell) or refused.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
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

/** The git dir a command in `cwd` uses (GIT_DIR first), or null when there is none to read. */
function gitDirOf(cwd: string, state: ShellState): string | null {
  const env = state.vars.get('GIT_DIR');
  if (env?.length === 1) return isAbsolute(env[0]!) ? env[0]! : resolve(cwd, env[0]!);
  let dir = cwd;
  for (;;) {
    const dotgit = join(dir, '.git');
    const info = statSync(dotgit, { throwIfNoEntry: false });
    if (info) return dotgit;
    if (statSync(join(dir, 'HEAD'), { throwIfNoEntry: false }) && statSync(join(dir, 'objects'), { throwIfNoEntry: false })) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * Reads the repository a git command will use: a config that makes git run
 * programs is refused, and each hook is judged as the script it is.
 */
export function judgeRepository(c: Call, state: ShellState): void {
  if (state.cwd === null) return;
  let gitDir = gitDirOf(state.cwd, state);
  if (gitDir === null) return;
  const info = statSync(gitDir, { throwIfNoEntry: false });
  if (info?.isFile()) {
    // A `.git` file points at the real git dir.
    const text = c.x.readFile(gitDir);
    const m = typeof text === 'string' && !['missing', 'changed', 'unreadable'].includes(text) ? /^gitdir:\s*(.+)$/m.exec(text) : null;
    if (!m) return c.x.report({ kind: 'unevaluable', target: gitDir, message: `git reads ${gitDir}, which the guard cannot follow` });
    gitDir = resolve(dirname(gitDir), m[1]!.trim());
  }
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
    hooks = readdirSync(join(gitDir, 'hooks')).filter((h) => !h.endsWith('.sample'));
  } catch {
    // No hooks dir: nothing runs.
  }
  for (const h of hooks) {
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
