/**
 * git: remote operations are refused; repository routing (-C, --git-dir,
 * --work-tree, GIT_DIR) must point inside; subcommands that write files
 * (archive, bundle, format-patch, diff/log --output, worktree, clone, init,
 * apply --directory) are checked at their targets; read-only ones run anywhere.
 */
import { lstatSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize, relative, resolve } from 'node:path';
import { hasFlag, optValues, parseOpts } from '../options.js';
import { exportKey, fork, type ShellState } from '../state.js';
import { literalArg, type Arg } from '../words.js';
import { aliasValues, FOLLOWED_KEY, gitDirAt, judgeExistingGitDir, judgeRepository, riskyGitKey, type HookWords } from './git-config.js';
import { aliasWords, withGitSetting, withoutGitSetting } from './git-config-text.js';
import { shellQuote } from '../../transcript/flatten.js';
import { readIndex, type IndexEntry } from './git-index.js';
import { checkedOutTree, checkoutFromTree, commitTracking, rememberStash, stashBack, stashToHead, type StashPush } from './git-stash.js';
import { diffChanges } from './text.js';
import { entriesBelow, isInside } from '../paths.js';
import { GIT_CONFIG_WRITE } from '../finding.js';
import type { Call, RuleTable } from './types.js';

/** git subcommands that talk to a remote. */
const REMOTE = new Set(['push', 'fetch', 'pull', 'ls-remote', 'send-email', 'request-pull', 'svn', 'p4', 'cvsimport', 'cvsexportcommit', 'archimport']);
/** Subcommands that only read the repository (their --output options are checked first). */
const READ_ONLY = new Set([
  'status', 'log', 'diff', 'show', 'rev-parse', 'ls-files', 'ls-tree', 'blame', 'grep', 'describe', 'shortlog',
  'cat-file', 'rev-list', 'show-ref', 'for-each-ref', 'whatchanged', 'reflog', 'name-rev', 'merge-base', 'help',
  'version', 'check-ignore', 'var', 'diff-tree', 'diff-files', 'diff-index', 'count-objects', 'fsck', 'verify-commit',
  'verify-tag', 'check-attr', 'annotate', 'range-diff',
]);
/** Read-only subcommands that still write the index when they can (a refresh of its cached file stats). */
const REFRESHES_INDEX = new Set(['status', 'diff', 'describe']);
/** Subcommands whose writes stay in the repository and its work tree (their paths are the repository's). */
const IN_REPOSITORY = new Set([
  'add', 'commit', 'checkout', 'switch', 'restore', 'reset', 'merge', 'rebase', 'cherry-pick', 'revert', 'stash', 'branch', 'tag', 'mv',
  'rm', 'notes', 'gc', 'repack', 'prune', 'update-index', 'update-ref', 'hash-object', 'read-tree', 'write-tree', 'commit-tree',
  'symbolic-ref', 'am', 'sparse-checkout', 'rerere', 'pack-refs', 'mktag', 'mktree', 'unpack-objects', 'bisect', 'difftool', 'mergetool',
  'filter-branch', 'cherry', 'replace', 'prune-packed', 'show-branch', 'check-ref-format', 'stripspace', 'interpret-trailers', 'column',
]);
/** Subcommands that write git's credential store or the user's global config and schedule. */
const OUTSIDE_STATE = new Set(['credential', 'credential-store', 'credential-cache', 'maintenance']);
/** Subcommands with a write-to-file option: --output (diff family, log family). */
const OUTPUT_OPTION = new Set(['diff', 'log', 'show', 'whatchanged', 'diff-tree', 'diff-files', 'diff-index', 'range-diff', 'format-patch', 'shortlog']);
/** Environment variables that send git to another repository. */
export const GIT_ROUTING_VARS = new Set([
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_COMMON_DIR',
  'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG',
]);

/**
 * What the hooks of `git SUB REST` are given: the ones `--no-verify` tells git not to run (githooks(5): commit's
 * pre-commit and commit-msg, `-n` too; merge's pre-merge-commit and commit-msg), and the words git passes the message
 * hooks (measured with git 2.39, run from the top: merge's message file is .git/MERGE_MSG, the others' COMMIT_EDITMSG;
 * prepare-commit-msg's source, and with `commit` as the source the commit as the call named it).
 */
function hookWords(sub: string, rest: readonly Arg[]): HookWords {
  const words = rest.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
  // The flag as a word of its own, not the value of the option before it (`-m -n` is a message).
  const at = (flag: RegExp) =>
    words.findIndex((w, i) => {
      const before = words.slice(0, i);
      // A word the guard cannot know before it may be an option that takes it as its value.
      return w !== null && flag.test(w) && before.every((x) => x !== null && x !== '--') && !VALUE_OPTIONS.test(before.at(-1) ?? '');
    });
  const given = (flag: RegExp) => at(flag) >= 0;
  const skipped =
    sub === 'commit' && given(/^(--no-verify|-[aqvs]*n[aqvs]*)$/)
      ? ['pre-commit', 'commit-msg']
      : sub === 'merge' && given(/^--no-verify$/)
        ? ['pre-merge-commit', 'commit-msg']
        : [];
  const messageFiles = sub === 'merge' ? ['.git/MERGE_MSG'] : sub === 'commit' ? ['.git/COMMIT_EDITMSG'] : ['.git/COMMIT_EDITMSG', '.git/MERGE_MSG'];
  const file = { text: '$1', values: messageFiles };
  const source = (value: string) => ({ text: '$2', values: [value] });
  const anySource: Arg[] = [file, { text: '$2', values: ['message', 'template', 'merge', 'squash', 'commit'] }, { text: '$3', values: null }];
  const prepare = sub === 'merge' ? [file, source('merge')] : sub === 'commit' ? commitSource(words, file, source) : anySource;
  const runs = HOOKS_RUN[sub];
  return {
    skipped: new Set(skipped),
    paths: [],
    runs: runs === undefined ? null : new Set([...ANY_WRITE_HOOKS, ...runs]),
    args: { 'commit-msg': [file], 'prepare-commit-msg': prepare ?? anySource },
  };
}

/** Hooks git runs whenever it writes the index or a ref (measured with git 2.39: `git status` writes the index too). */
const ANY_WRITE_HOOKS = ['post-index-change', 'reference-transaction'];
/**
 * The other hooks each subcommand may run (githooks(5), measured with git 2.39 by logging every hook over these
 * commands); a subcommand not listed may run any. commit and merge may start `gc --auto` (pre-auto-gc).
 */
const HOOKS_RUN: Record<string, string[]> = {
  commit: ['pre-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit', 'post-rewrite', 'pre-auto-gc'],
  merge: ['pre-merge-commit', 'prepare-commit-msg', 'commit-msg', 'post-merge', 'pre-auto-gc'],
  switch: ['post-checkout'],
  checkout: ['post-checkout'],
  restore: ['post-checkout'],
  worktree: ['post-checkout'],
  bisect: ['post-checkout'],
  // `stash branch` checks a branch out.
  stash: ['post-checkout'],
  gc: ['pre-auto-gc'],
  ...Object.fromEntries(
    ['status', 'diff', 'log', 'show', 'add', 'rm', 'mv', 'reset', 'tag', 'branch', 'apply', 'config', 'rev-parse', 'ls-files', 'describe']
      .concat(['blame', 'grep', 'shortlog', 'reflog', 'cat-file', 'clean', 'notes', 'update-ref', 'symbolic-ref', 'remote', 'format-patch'])
      .map((sub) => [sub, []]),
  ),
};

/**
 * prepare-commit-msg's words for `git commit WORDS` (measured with git 2.39): -c/-C (or --reuse/--reedit-message)
 * give `commit` and the commit as named; -m/-F/--fixup give `message` (--squash an empty third word); --amend gives
 * `commit HEAD`; -t `template`; none of them a template from the config, a merge or squash message, or nothing. Any
 * word that may spell one (a cluster, an abbreviation) counts; null when the source cannot be told (several, or unknown).
 */
function commitSource(words: readonly (string | null)[], file: Arg, source: (v: string) => Arg): Arg[] | null {
  if (words.some((w) => w === null)) return null;
  const known = words as string[];
  // git takes any unambiguous abbreviation of a long option.
  const long = (w: string, names: string[]) => /^--[a-z]/.test(w) && names.some((n) => n.startsWith(w.split('=')[0]!));
  const reuse = known.findIndex((w) => /^-[^-]*[cC]/.test(w) || long(w, ['--reuse-message', '--reedit-message']));
  const message = known.some((w) => /^-[^-]*[mF]/.test(w) || long(w, ['--message', '--file', '--fixup', '--squash']));
  const amend = known.some((w) => long(w, ['--amend']));
  const template = known.some((w) => /^-[^-]*t/.test(w) || long(w, ['--template']));
  if (reuse >= 0) {
    const w = known[reuse]!;
    const joined = /^-[cC].|^--re(use|edit)-message=/.test(w) ? w.replace(/^-[cC]|^--re(use|edit)-message=/, '') : undefined;
    const named = /^-[cC]$|^--re(use|edit)-message$/.test(w) ? known[reuse + 1] : joined;
    return named === undefined || message || amend ? null : [file, source('commit'), { text: '$3', values: [named] }];
  }
  if (message) return known.some((w) => long(w, ['--squash'])) ? [file, source('message'), { text: '$3', values: [''] }] : [file, source('message')];
  if (amend) return template ? null : [file, source('commit'), { text: '$3', values: ['HEAD'] }];
  if (template) return [file, source('template')];
  return [file, { text: '$2', values: ['', 'template', 'merge', 'squash'] }];
}

/** commit's and merge's options that take the next word as their value (and clusters ending in one). */
// eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
const VALUE_OPTIONS = /^(-[a-zA-Z]*[mFCctsX]|--(message|file|reuse-message|reedit-message|template|author|date|cleanup|fixup|squash|trailer|pathspec-from-file|strategy|strategy-option|into-name))$/;

/** Options whose value git runs as shell text, per subcommand (rebase --exec, difftool --extcmd, filter-branch's filters). */
const SHELL_OPTIONS: Record<string, string[]> = {
  rebase: ['-x', '--exec'],
  difftool: ['-x', '--extcmd'],
  mergetool: [],
  'filter-branch': ['--tree-filter', '--index-filter', '--msg-filter', '--env-filter', '--commit-filter', '--parent-filter', '--tag-name-filter'],
};
/** Options that make git run a program it names: the other end of a local transport, a pager. */
const PROGRAM_OPTIONS: Record<string, RegExp> = {
  clone: /^(-u|--upload-pack)(=|$)/,
  archive: /^--exec(=|$)/,
  grep: /^(-O|--open-files-in-pager)/,
};

/**
 * Commands git runs for the subcommand: shell text in SHELL_OPTIONS, `bisect run CMD…`
 * as a program; options that name another program to run are refused.
 */
function commandsRun(c: Call, sub: string, rest: Call['args'], local: ReturnType<typeof fork>): void {
  const shellOpts = SHELL_OPTIONS[sub] ?? [];
  for (let i = 0; i < rest.length; i++) {
    const v = rest[i]!.values?.[0] ?? '';
    if (v === '--') break;
    const [flag, inline] = v.includes('=') && v.startsWith('--') ? [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)] : [v, undefined];
    if (shellOpts.includes(flag)) {
      const text = inline !== undefined ? literalArg(inline) : rest[++i];
      c.x.nested(text, fork(local), c.depth, `git ${sub} ${flag}`);
    } else if (PROGRAM_OPTIONS[sub]?.test(v)) {
      c.x.report({ kind: 'unevaluable', target: `git ${sub} ${v}`, message: `git ${sub} ${v} runs a program the guard does not follow` });
    }
  }
  const extcmd = shellOpts.some((o) => rest.some((a) => a.values?.[0]?.startsWith(o)));
  if (sub === 'mergetool' || (sub === 'difftool' && !extcmd))
    c.x.report({ kind: 'unevaluable', target: `git ${sub}`, message: `git ${sub} runs a configured tool the guard does not follow; use git diff` });
  if (sub === 'bisect' && rest[0]?.values?.[0] === 'run') c.x.run(rest.slice(1), fork(local), c.depth + 1);
}

/** git's own commands (2.39's builtins and main commands, and later releases' own): an alias of the same name is never used. */
const GIT_COMMANDS = new Set([
  ...REMOTE, ...READ_ONLY, ...IN_REPOSITORY, ...OUTSIDE_STATE, ...OUTPUT_OPTION,
  'add--interactive', 'archive', 'bisect--helper', 'bugreport', 'bundle', 'check-mailmap', 'checkout--worker', 'checkout-index',
  'clean', 'clone', 'commit-graph', 'config', 'credential-cache--daemon', 'daemon', 'diagnose', 'difftool--helper', 'env--helper',
  'fast-export', 'fast-import', 'fetch-pack', 'fmt-merge-msg', 'for-each-repo', 'fsck-objects', 'fsmonitor--daemon',
  'get-tar-commit-id', 'hook', 'http-backend', 'http-fetch', 'http-push', 'imap-send', 'index-pack', 'init', 'init-db', 'instaweb',
  'mailinfo', 'mailsplit', 'merge-file', 'merge-index', 'merge-octopus', 'merge-one-file', 'merge-ours', 'merge-recursive',
  'merge-recursive-ours', 'merge-recursive-theirs', 'merge-resolve', 'merge-subtree', 'merge-tree', 'multi-pack-index', 'pack-objects',
  'pack-redundant', 'patch-id', 'pickaxe', 'quiltimport', 'receive-pack', 'remote', 'remote-ext', 'remote-fd', 'remote-ftp',
  'remote-ftps', 'remote-http', 'remote-https', 'send-pack', 'sh-i18n--envsubst', 'shell', 'show-index', 'stage', 'submodule',
  'submodule--helper', 'subtree', 'unpack-file', 'update-server-info', 'upload-archive', 'upload-archive--writer', 'upload-pack',
  'verify-pack', 'web--browse', 'worktree', 'apply', 'backfill', 'last-modified', 'refs', 'replay', 'repo',
]);
/** Aliases naming aliases are followed this deep (git itself stops at a loop). */
const MAX_ALIAS_DEPTH = 8;

/**
 * `git NAME …` where NAME is an alias of the repository's config: judged as what git runs instead, `git WORDS… ARGS…`
 * for a plain alias, the shell text with the arguments after it (run in the top of the worktree) for a `!` one; every
 * value the config holds for it is judged.
 */
/**
 * Judges `git NAME REST` as the alias NAME runs. Returns the git command it stands for (its subcommand and words) when
 * it has one value, a plain git command: the hooks git runs are then that command's.
 */
function expandAlias(c: Call, state: ShellState, name: string, globals: readonly Arg[], rest: readonly Arg[]): { sub: string; rest: Arg[] } | null {
  const found = aliasValues(c, state, name);
  if (found === null) return null;
  const refuse = (why: string) => {
    c.x.report({ kind: 'unevaluable', target: `git ${name}`, message: `git ${name} runs the alias ${name}, ${why}` });
    return null;
  };
  if (found.values.length && c.depth > MAX_ALIAS_DEPTH) return refuse('which leads through more aliases than the guard follows');
  let command: { sub: string; rest: Arg[] } | null = null;
  for (const value of found.values) {
    if (value.startsWith('!')) {
      const words = rest.map((a) => (a.values?.length === 1 ? shellQuote(a.values[0]!) : null));
      if (words.includes(null)) return refuse('a shell command, with arguments the guard cannot know');
      c.x.script([value.slice(1), ...words].join(' '), { ...c.x.newShell(state), cwd: found.top }, c.depth + 1);
      continue;
    }
    const words = aliasWords(value);
    // Options before the command in an alias (`-c`, `-C`, `--git-dir`): git refuses most of them; the guard all.
    if (words === null || !words.length || words[0]!.startsWith('-')) return refuse(`whose value (${value}) the guard does not read`);
    c.x.run([literalArg('git'), ...globals, ...words.map(literalArg), ...rest], fork(state), c.depth + 1);
    command = { sub: words[0]!, rest: [...words.slice(1).map(literalArg), ...rest] };
  }
  return found.values.length === 1 ? command : null;
}

function git(c: Call): void {
  const local = fork(c.state);
  const { args } = c;
  const route = (a: ReturnType<typeof literalArg> | undefined, what: string) => c.x.write(a, local, 'into', `${what} routes git to`, false);
  const optionHooks: string[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const v = args[i]!.values?.[0] ?? '';
    if (!v.startsWith('-')) break;
    const [flag, inline] = v.includes('=') ? [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)] : [v, undefined];
    const value = () => (inline !== undefined ? literalArg(inline) : (args[++i] ?? literalArg('')));
    if (flag === '-C') {
      const dir = value();
      route(dir, 'git -C');
      local.cwd = dir.values?.length === 1 && local.cwd !== null ? resolve(local.cwd, dir.values[0]!) : null;
    } else if (flag === '--git-dir' || flag === '--work-tree') {
      const dir = value();
      route(dir, `git ${flag}`);
      if (flag === '--git-dir') {
        local.vars.set('GIT_DIR', dir.values);
        local.vars.set(exportKey('GIT_DIR'), ['1']);
      }
    } else if (flag === '-c' || flag === '--namespace' || flag === '--config-env') {
      const setting = value();
      // `-c core.hooksPath=DIR`: its hooks are judged as the config's would be (the dir relative to the worktree's top).
      const hooksPath = flag === '-c' && setting.values?.length === 1 ? /^core\.hookspath=(.+)$/i.exec(setting.values[0]!)?.[1] : undefined;
      // Hooks from outside the roots are not the agent's to write, but nor do they stay as the guard reads them.
      const top = hooksPath === undefined ? null : (worktreeTop(local) ?? local.cwd);
      if (hooksPath !== undefined && !hooksPath.startsWith('~') && top !== null && c.x.insideRoots(resolve(top, hooksPath))) {
        optionHooks.push(hooksPath);
        continue;
      }
      const risky =
        flag === '--namespace'
          ? null
          : setting.values === null
            ? 'unknown'
            : setting.values
                .map((s) =>
                  flag === '-c' && s.includes('=') ? riskyGitKey(s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)) : riskyGitKey(s.split('=')[0]!),
                )
                .find(Boolean);
      if (risky) {
        c.x.report({
          kind: 'unevaluable',
          target: `git ${flag} ${setting.text}`,
          message: `git ${flag} ${setting.text}: ${risky === 'unknown' ? 'a setting the guard cannot know' : risky}`,
        });
      }
    } else if (flag === '--exec-path' && inline !== undefined) {
      c.x.report({ kind: 'unevaluable', target: v, message: 'git --exec-path runs git programs from another directory' });
    }
  }
  const sub = args[i]?.values?.[0];
  const rest = args.slice(i + 1);
  if (!sub) return;
  // An alias is judged as what it runs; the command is then judged as git's own too, in case it is one of a later git.
  const alias = GIT_COMMANDS.has(sub) ? null : expandAlias(c, local, sub, args.slice(0, i), rest);
  const p = parseOpts(rest, 'obucmjfO', [
    'origin', 'branch', 'upload-pack', 'config', 'depth', 'reference', 'separate-git-dir', 'template', 'jobs', 'filter', 'file', 'output',
    'output-directory', 'prefix', 'format', 'remote', 'exec', 'directory',
  ], true);
  const remote = () => c.x.report({ kind: 'remote', target: `git ${sub}`, message: `git ${sub} is a git remote operation` });
  if (REMOTE.has(sub)) return remote();
  if (sub !== 'init' && sub !== 'clone' && sub !== 'help' && sub !== 'version') {
    const hooks = { ...hookWords(alias?.sub ?? sub, alias?.rest ?? rest), paths: optionHooks };
    judgeRepository(c, local, !READ_ONLY.has(sub) || REFRESHES_INDEX.has(sub), `git ${sub}`, hooks);
  }
  commandsRun(c, sub, rest, local);
  // The message file it writes in the git dir, through whatever is at that name (a link an earlier call planted).
  const messageFile = MESSAGE_FILES[sub];
  const gitTop = messageFile ? worktreeTop(local) : null;
  if (messageFile && gitTop !== null) c.x.write(literalArg(join(gitTop, '.git', messageFile)), local, 'target', `git ${sub} writes`, false);
  if (OUTPUT_OPTION.has(sub)) c.x.writeAll(optValues(p, 'output'), local, 'target', `git ${sub} --output`);
  // A reset but `--hard`, `--merge` and `--keep` sets the index or HEAD alone (`--soft`: HEAD): no file changes.
  let pushed: StashPush | null = null;
  if (CHECKS_OUT.has(sub) && (sub !== 'reset' || hasFlag(p, 'hard', 'merge', 'keep'))) {
    const top = worktreeTop(local);
    // A plain `git stash` or checkout is judged file by file where the guard can read the repository (git-stash.ts);
    // anything else as a whole.
    pushed = top !== null && sub === 'stash' ? stashToHead(c, top, rest, local) : null;
    const byFile = top !== null && (sub === 'stash' ? pushed !== null || stashBack(c, top, rest, local) : checkoutFromTree(c, top, sub, rest, local));
    if (!byFile) {
      trackedLinks(c, local);
      checkedOutFiles(c, sub, p, local, rest);
    }
    // The guard's own files committed (force-added past the exclude): a checkout, reset or revert may remove them.
    const own = top === null ? undefined : c.x.protectedBelow(top).find((p) => indexNames(top).some((n) => isInside(join(top, n), p)));
    if (own !== undefined)
      c.x.report({ kind: 'write', target: own, message: `git ${sub} may rewrite the guard's own files (${own}), which the repository tracks` });
    // Or a commit it brings in tracks them (a branch made to carry the plugin): git overwrites ignored files.
    const mine = top === null ? [] : c.x.protectedBelow(top).map((f) => relative(top, f));
    // `git switch -` and `git checkout -` go back to the branch before: @{-1}.
    const revs = p.operands.flatMap((a) => a.values ?? []).map((v) => (v === '-' ? '@{-1}' : v)).filter((v) => !v.startsWith('-'));
    const tracking = own === undefined && top !== null ? commitTracking(top, mine, revs) : null;
    if (tracking !== null)
      c.x.report({
        kind: 'write',
        target: join(top!, mine[0]!),
        message: `git ${sub} may write the guard's own files, which commit ${tracking.slice(0, 12)} tracks`,
      });
  }
  // What the commands after it read of the repository (HEAD, refs, the index) may no longer be what is on disk now. A
  // clone only reads the repository it copies.
  // `git stash list`, `show` and `create` read the stash (create writes objects alone, no ref).
  const stashReads = sub === 'stash' && ['list', 'show', 'create'].includes(rest[0]?.values?.length === 1 ? rest[0].values[0]! : '');
  if (!READ_ONLY.has(sub) && !stashReads && sub !== 'help' && sub !== 'version' && sub !== 'clone') {
    const top = worktreeTop(local);
    c.x.changesRepository(top === null || local.vars.has('GIT_DIR') ? null : join(top, '.git'));
    // Kept in the caller's state (local is this command's copy): the commands after it see the record.
    if (top !== null) rememberStash(c, join(top, '.git'), c.state, local.vars.has('GIT_DIR') ? null : pushed);
  }
  // `stash --all` (push or save) stashes and removes ignored files too, the guard's plugin among them, as `clean -x` does.
  const stashAction = p.operands[0]?.values?.[0] ?? '';
  if (sub === 'stash' && hasFlag(p, 'a', 'all') && !['list', 'show', 'create', 'apply', 'pop', 'drop', 'clear', 'branch'].includes(stashAction)) {
    const top = worktreeTop(local);
    c.x.write(literalArg(top ?? '.'), local, 'target', 'git stash --all of');
  }
  switch (sub) {
    case 'remote': {
      const action = p.operands[0]?.values?.[0];
      // Naming a remote only writes the repository's config (remote.NAME.url…): nothing is fetched, and a later fetch
      // or push is refused as the remote operation it is. `add -f` fetches at once, `show` asks the remote.
      const fetches = hasFlag(p, 'f', 'fetch');
      if (action && ['add', 'set-url', 'remove', 'rm', 'rename', 'get-url'].includes(action) && !fetches) return;
      if (action && ['add', 'set-url', 'remove', 'rm', 'rename', 'set-head', 'set-branches', 'prune', 'update', 'show'].includes(action)) {
        return c.x.report({ kind: 'remote', target: `git remote ${action}`, message: `git remote ${action} is a git remote operation` });
      }
      return;
    }
    case 'submodule': {
      const action = p.operands[0]?.values?.[0];
      if (action && action !== 'status' && action !== 'summary')
        return c.x.report({ kind: 'remote', target: `git submodule ${action}`, message: `git submodule ${action} is a git remote operation` });
      return;
    }
    case 'archive':
      if (hasFlag(p, 'remote')) return remote();
      return c.x.writeAll(optValues(p, 'o', 'output'), local, 'target', 'git archive -o');
    case 'bundle':
      if (p.operands[0]?.values?.[0] === 'create') return c.x.write(p.operands[1], local, 'target', 'git bundle create');
      if (p.operands[0]?.values?.[0] === 'unbundle') return c.x.inCwd('git bundle unbundle', local);
      return;
    case 'format-patch': {
      const dir = optValues(p, 'o', 'output-directory');
      c.x.writeAll(dir, local, 'into', 'git format-patch -o');
      if (!dir.length && !hasFlag(p, 'stdout')) c.x.writeCwd(local, 'git format-patch');
      return;
    }
    case 'clone': {
      // The clone runs hooks from a `-c core.hooksPath` dir (post-checkout, reference-transaction) in the new repository.
      if (optionHooks.length)
        return c.x.report({
          kind: 'unevaluable',
          target: `git -c core.hooksPath=${optionHooks[0]}`,
          message:
            `git clone with -c core.hooksPath=${optionHooks[0]} runs the hooks there in the new clone, which the guard does not follow; ` +
            'clone without it',
        });
      for (const k of optValues(p, 'c', 'config', 'template')) {
        const risky =
          k.values?.length === 1 && !k.text.includes('/') ? riskyGitKey(k.values[0]!.split('=')[0]!) : 'a setting or template the guard cannot check';
        if (risky) return c.x.report({ kind: 'unevaluable', target: `git clone ${k.text}`, message: `git clone ${k.text}: ${risky}` });
      }
      const sep = optValues(p, 'separate-git-dir');
      const [url, dir] = p.operands;
      const name = dir ?? (url?.values?.length === 1 ? literalArg(basename(url.values[0]!.replace(/\/+$/, '')).replace(/\.git$/, '')) : undefined);
      c.x.writeAll(sep, local, 'into', 'git clone --separate-git-dir');
      if (!name) return c.x.writeCwd(local, 'git clone');
      // A plain clone of a repository here writes HEAD's files, whose texts the guard can read: the commands after it
      // (`cd` into the clone and run its tests) are judged on them.
      const named = url?.values?.length === 1 && !/^[^/]*:/.test(url.values[0]!) ? c.x.absolute(url.values[0]!, local) : null;
      const source = named === null ? null : normalize(named);
      const plain = [...p.flags].every((f) => ['q', 'quiet', 'l', 'local', 'no-hardlinks'].includes(f)) && p.operands.length <= 2;
      // checkedOutTree reads only a worktree whose `.git` is a directory.
      const tree = plain && source !== null ? checkedOutTree(c, source, local) : null;
      if (tree !== null && c.x.writeTree(name, tree, local, 'git clone into')) return;
      c.x.write(name, local, 'target', 'git clone into');
      // What it checks out may hold symlinks: nothing below it is written later in the call.
      return linksBelow(c, name, local);
    }
    case 'init':
      if (optValues(p, 'template').length)
        return c.x.report({
          kind: 'unevaluable',
          target: 'git init --template',
          message: 'git init --template copies hooks and config the guard does not read',
        });
      c.x.writeAll(optValues(p, 'separate-git-dir', 'template'), local, 'into', 'git init --separate-git-dir');
      return initGitDir(c, p.operands[0], hasFlag(p, 'bare'), local);
    case 'mv': {
      // The sources leave and the last operand is written (or, a directory, written into).
      const last = p.operands.at(-1);
      const lastAbs = last?.values?.length === 1 ? c.x.absolute(last.values[0]!.replace(/(.)\/+$/, '$1'), local) : null;
      const slashed = last?.values?.[0]?.endsWith('/') === true;
      const intoDir =
        p.operands.length > 2 || slashed || (lastAbs !== null && (statSync(lastAbs, { throwIfNoEntry: false })?.isDirectory() || c.x.isMadeDir(lastAbs)));
      const plain = lastAbs !== null && [...p.flags].every((f) => ['f', 'v', 'force', 'verbose'].includes(f));
      const moved = plain ? movedFiles(c, p.operands.slice(0, -1), lastAbs, intoDir === true, local) : [];
      c.x.writeAll(p.operands.slice(0, -1), local, 'target', 'git mv of');
      // Files it moves are each written at their new name; anything else may land anywhere below a directory.
      if (moved.length) for (const m of moved) c.x.write(literalArg(m.abs), local, 'target', 'git mv to');
      else if (last) c.x.write(last, local, intoDir ? 'into' : 'target', 'git mv to');
      for (const v of p.operands.slice(0, -1).flatMap((a) => a.values ?? [])) {
        const abs = c.x.absolute(v, local);
        if (abs !== null) c.x.removedEntry(abs);
      }
      // What lands at each new name is the moved file's text, for the commands after it in a `&&` chain.
      for (const m of moved) c.x.textOnSuccess(m.abs, m.text);
      return c.x.inCwd('git mv', local);
    }
    case 'worktree': {
      const action = p.operands[0]?.values?.[0];
      if (action === 'list' || action === 'prune' || action === 'lock' || action === 'unlock') return c.x.inCwd('git worktree', local);
      const wp = parseOpts(rest.slice(1), 'bB', ['reason']);
      if (action === 'add') {
        c.x.write(wp.operands[0], local, 'target', 'git worktree add');
        return linksBelow(c, wp.operands[0], local);
      }
      if (action === 'move') return c.x.writeAll(wp.operands.slice(0, 2), local, 'target', 'git worktree move');
      if (action === 'remove' || action === 'repair') return c.x.writeAll(wp.operands, local, 'target', `git worktree ${action}`);
      return c.x.inCwd('git worktree', local);
    }
    case 'config': {
      const global = hasFlag(p, 'global', 'system');
      const reading =
        hasFlag(p, 'get', 'get-all', 'get-regexp', 'list', 'l', 'get-urlmatch', 'show-origin') ||
        ['get', 'list'].includes(p.operands[0]?.values?.[0] ?? '') ||
        (p.operands.length === 1 && !hasFlag(p, 'unset', 'unset-all', 'remove-section', 'rename-section', 'edit', 'e'));
      if (hasFlag(p, 'system') && !reading)
        return c.x.report({ kind: 'write', target: 'git config --system', message: 'git config --system writes /etc/gitconfig, outside the env' });
      // --global writes $HOME/.gitconfig (or the XDG file): inside the roots only when the call set HOME there.
      if (global && !reading) {
        // ($XDG_CONFIG_HOME/git/config when ~/.gitconfig is missing: under HOME too, unless the call points XDG elsewhere.)
        const home = local.vars.has('HOME') ? local.vars.get('HOME') : [c.x.ctx.home];
        const xdg = local.vars.has('XDG_CONFIG_HOME') ? local.vars.get('XDG_CONFIG_HOME') : [];
        const files = home && xdg ? [...home.map((h) => `${h}/.gitconfig`), ...xdg.map((x) => `${x}/git/config`)] : null;
        return c.x.write({ text: 'git config --global', values: files, unknown: 'HOME' }, local, 'target', 'git config --global writes');
      }
      if (!reading) c.x.writeAll(optValues(p, 'f', 'file'), local, 'target', 'git config --file');
      if (!reading && !optValues(p, 'f', 'file').length) c.x.inCwd('git config', local);
      if (hasFlag(p, 'edit', 'e'))
        return c.x.report({ kind: 'unevaluable', target: 'git config --edit', message: 'git config --edit runs an editor on the config' });
      const unsetting = hasFlag(p, 'unset', 'unset-all', 'remove-section');
      const setAt = p.operands[0]?.values?.[0] === 'set' ? 1 : 0;
      const key = p.operands[setAt];
      const followed = !reading && key?.values?.length === 1 && FOLLOWED_KEY.test(key.values[0]!.toLowerCase());
      if (followed || (!reading && hasFlag(p, 'remove-section', 'rename-section')))
        return followedSetting(c, p, local, unsetting ? undefined : p.operands[setAt + 1], key!);
      const risky = reading || unsetting || !key ? null : key.values?.length === 1 ? riskyGitKey(key.values[0]!) : 'a setting the guard cannot know';
      if (risky) return c.x.report({ kind: 'unevaluable', target: `git config ${key!.text}`, message: `git config ${key!.text}: ${risky}` });
      return;
    }
    case 'apply': {
      if (hasFlag(p, 'unsafe-paths'))
        return c.x.report({ kind: 'unevaluable', target: 'git apply --unsafe-paths', message: 'git apply --unsafe-paths writes wherever the patch says' });
      const dir = optValues(p, 'directory');
      c.x.writeAll(
        dir.map((d) => ({ ...d, values: d.values && d.values.map((v) => (v.startsWith('/') ? v : `${local.cwd}/${v}`)) })),
        local,
        'into',
        'git apply --directory',
      );
      if (!hasFlag(p, 'cached', 'check', 'stat', 'numstat', 'summary')) {
        // A patch the guard cannot read may change any file of the worktree, but never below .git (git refuses such paths).
        const anyFile = (s: ShellState, what: string) => {
          const top = worktreeTop(s);
          if (top === null) return c.x.writeCwd(s, what);
          c.x.inCwd(what, { ...s, cwd: top });
          c.x.rewritesTree(top, true);
        };
        if (!p.operands.length) diffChanges(c, undefined, local, 'git apply of', anyFile);
        for (const a of p.operands) diffChanges(c, a, local, 'git apply of', anyFile);
      }
      return c.x.inCwd('git apply', local);
    }
    case 'clean': {
      const cl = parseOpts(rest, 'e', ['exclude']);
      if (hasFlag(cl, 'n', 'dry-run')) return;
      const scopes = cl.operands.length ? cl.operands : [literalArg('.')];
      // Arming lists the plugin in .git/info/exclude; only -x/-X also delete ignored files.
      if (hasFlag(cl, 'x', 'X')) c.x.writeAll(scopes, local, 'target', 'git clean of');
      else {
        // It removes untracked files below the scopes and never touches the git dir: a config read later is as on disk.
        for (const s of scopes) c.x.write(s, local, 'into', 'git clean of', false);
        for (const v of scopes.flatMap((s) => s.values ?? [])) {
          const abs = c.x.absolute(v, local);
          if (abs !== null) c.x.rewritesTree(abs);
        }
      }
      return c.x.inCwd('git clean', local);
    }
  }
  if (OUTSIDE_STATE.has(sub))
    return c.x.report({ kind: 'write', target: `git ${sub}`, message: `git ${sub} writes git's credential store or global configuration outside the env` });
  if (sub === 'merge-file' && !hasFlag(p, 'p', 'stdout')) c.x.write(p.operands[0], local, 'target', 'git merge-file writes');
  if (READ_ONLY.has(sub)) return;
  // Any other subcommand may write where its options point (checkout-index --prefix, fast-import --export-marks…).
  // git runs `git-SUB` for a subcommand it does not build in, found on PATH: one the call put there is judged as that file.
  if (!IN_REPOSITORY.has(sub)) return c.x.run([literalArg(`git-${sub}`), ...rest], local, c.depth + 1, c.stdin);
  if ((sub === 'branch' || sub === 'tag' || sub === 'stash') && p.operands.length === 0 && !hasFlag(p, 'd', 'D', 'm', 'M', 'delete', 'move')) return;
  c.x.inCwd(`git ${sub}`, local);
}

/** Files below a directory git mv moves, at most: a larger tree is written as a whole. */
const MOVED_FILES_LIMIT = 500;

/**
 * The regular files `git mv` moves (plain names, texts the guard knows; a directory's files, when none below it is a
 * link and none was written by this call) and where each lands; none when any is not such a file.
 */
function movedFiles(c: Call, sources: readonly Arg[], dest: string, intoDir: boolean, state: ShellState): { abs: string; text: string }[] {
  const moved: { abs: string; text: string }[] = [];
  const known = (abs: string) => {
    const text = c.x.readFile(abs);
    return text === 'missing' || text === 'changed' || text === 'unreadable' ? null : text;
  };
  for (const a of sources) {
    const from = a.values?.length === 1 ? c.x.absolute(a.values[0]!.replace(/(.)\/+$/, '$1'), state) : null;
    if (from === null) return [];
    const to = normalize(intoDir ? join(dest, basename(from)) : dest);
    const entry = lstatSync(from, { throwIfNoEntry: false });
    if (entry?.isDirectory()) {
      const below = entriesBelow(from);
      if (below.length > MOVED_FILES_LIMIT || c.x.writtenBelow(from).length || c.x.treeWrittenAt(from)) return [];
      for (const [p, isDir] of below) {
        if (isDir) continue;
        const text = lstatSync(p, { throwIfNoEntry: false })?.isFile() ? known(p) : null;
        if (text === null) return [];
        moved.push({ abs: join(to, relative(from, p)), text });
      }
      continue;
    }
    // A regular file on disk, or one this call wrote with a known text (a symlink made now reads as 'changed').
    const text = entry === undefined || entry.isFile() ? known(from) : null;
    if (text === null) return [];
    moved.push({ abs: to, text });
  }
  return moved;
}

/** The file in the git dir where a subcommand writes the message it records. */
const MESSAGE_FILES: Record<string, string> = {
  commit: 'COMMIT_EDITMSG',
  merge: 'MERGE_MSG',
  'cherry-pick': 'MERGE_MSG',
  revert: 'MERGE_MSG',
  tag: 'TAG_EDITMSG',
};

/** The top of the worktree holding `state`'s directory (the nearest with a `.git` directory), or null. */
/** A tree git checks out at `dir` (a clone, a new worktree): any entry there may be a symlink (rewritesTree with links). */
function linksBelow(c: Call, dir: Arg | undefined, state: ShellState): void {
  for (const v of dir?.values ?? []) {
    const abs = c.x.absolute(v, state);
    if (abs !== null) c.x.rewritesTree(abs, true);
  }
}

function worktreeTop(state: ShellState): string | null {
  let top = state.cwd;
  while (top !== null && !statSync(join(top, '.git'), { throwIfNoEntry: false })?.isDirectory()) top = dirname(top) === top ? null : dirname(top);
  return top;
}

/**
 * `git config` of a setting the guard follows (an alias, core.hooksPath) or of a whole section: the config file is
 * written, and set to a known value it is read with that setting added (by the commands after it in a `&&` chain, or
 * after it whenever it surely runs); otherwise it is unknown to the commands after it, which refuse to read it.
 */
function followedSetting(c: Call, p: ReturnType<typeof parseOpts>, state: ShellState, value: Arg | undefined, key: Arg): void {
  const [named] = optValues(p, 'f', 'file');
  const repo = named || state.cwd === null ? null : gitDirAt(c, state);
  const file = named
    ? named.values?.length === 1
      ? c.x.absolute(named.values[0]!, state)
      : null
    : repo === null
      ? null
      : join(repo, hasFlag(p, 'worktree') ? 'config.worktree' : 'config');
  if (file === null) return;
  const text = c.x.readFile(file);
  c.x.write(literalArg(file), state, 'target', GIT_CONFIG_WRITE);
  const extra = p.operands.length > (p.operands[0]?.values?.[0] === 'set' ? 3 : 2);
  // `--unset KEY` (no value pattern): the setting's lines removed.
  const unset = hasFlag(p, 'unset', 'unset-all') && p.operands.length === 1 && key.values?.length === 1;
  if (unset && text !== 'changed' && text !== 'unreadable') {
    const left = withoutGitSetting(text === 'missing' ? '' : text, key.values![0]!, hasFlag(p, 'unset-all'));
    if (left !== null) c.x.textOnSuccess(file, left, true);
    return;
  }
  if (value?.values?.length !== 1 || extra || key.values?.length !== 1 || hasFlag(p, 'remove-section', 'rename-section')) return;
  // Hooks from outside the roots are not the agent's to write, but nor do they stay as the guard read them.
  const hooksPath = key.values[0]!.toLowerCase() === 'core.hookspath';
  const hooks = hooksPath ? c.x.absolute(value.values[0]!, { ...state, cwd: worktreeTop(state) ?? state.cwd }) : null;
  if (hooks !== null && !c.x.insideRoots(hooks)) {
    const message = `git config core.hooksPath ${value.text}: git would run hooks from ${hooks}, outside the allowed roots`;
    return c.x.report({ kind: 'unevaluable', target: `core.hooksPath ${value.text}`, message });
  }
  if (text === 'changed' || text === 'unreadable') return;
  c.x.textOnSuccess(file, withGitSetting(text === 'missing' ? '' : text, key.values[0]!, value.values[0]!), true);
}

/**
 * What a checking-out subcommand may rewrite, so that a later command of the same call does not run a file by its
 * text before it (`git checkout -- run.sh && bash run.sh` runs the committed run.sh): the files it names when every
 * operand is an existing path, otherwise the whole worktree. A new branch from HEAD (`checkout -b x`, `switch -c x`)
 * and stash's actions that read or drop stashes change no file.
 */
function checkedOutFiles(c: Call, sub: string, p: ReturnType<typeof parseOpts>, state: ShellState, rest: readonly Arg[]): void {
  const first = p.operands[0]?.values?.[0];
  const readOnly: Record<string, string[]> = {
    stash: ['list', 'show', 'create', 'drop', 'clear'],
    bisect: ['log', 'view', 'visualize', 'terms'],
    'sparse-checkout': ['list'],
  };
  if (first !== undefined && readOnly[sub]?.includes(first)) return;
  if ((sub === 'checkout' || sub === 'switch') && hasFlag(p, 'b', 'B', 'c', 'C', 'orphan', 'create', 'force-create') && !p.operands.length) return;
  // `restore --staged` without `--worktree` sets the index alone.
  if (sub === 'restore' && hasFlag(p, 'S', 'staged') && !hasFlag(p, 'W', 'worktree')) return;
  // `git checkout HEAD~1 -- a.txt`: what follows `--` are the paths, what comes before it the tree they come from.
  const dashes = rest.findIndex((a) => a.values?.length === 1 && a.values[0] === '--');
  const afterDashes = dashes >= 0 && sub === 'checkout' ? rest.slice(dashes + 1) : null;
  const paths = afterDashes ?? (sub === 'checkout' || sub === 'restore' || sub === 'checkout-index' ? p.operands : []);
  const named = (a: Arg) => a.values?.length && a.values.every((v) => statSync(c.x.absolute(v, state) ?? '', { throwIfNoEntry: false }));
  if (paths.length && paths.every(named)) {
    // git writes back only the entries its index tracks (the guard's own files tracked are refused by the caller): a
    // directory above them (`git checkout -- .`) is rewritten around the guard's untracked files.
    const above = (a: Arg) => a.values!.some((v) => c.x.protectedBelow(normalize(c.x.absolute(v, state)!)).length > 0);
    for (const v of paths.filter(above).flatMap((a) => a.values!)) c.x.rewritesTree(c.x.absolute(v, state)!, true);
    c.x.writeAll(paths.filter((a) => !above(a)), state, 'target', `git ${sub} of`);
    // From another tree (`HEAD~1 -- a.txt`) a named file may come back as a symlink: later writes to it are refused.
    const fromTree = afterDashes !== null && rest.slice(0, dashes).some((a) => !(a.values?.[0] ?? '-').startsWith('-'));
    if (fromTree) for (const v of paths.flatMap((a) => a.values!)) c.x.rewritesTree(c.x.absolute(v, state)!, true, true);
    return;
  }
  const top = worktreeTop(state);
  if (top !== null) c.x.rewritesTree(top, true);
}

/** Subcommands that write tracked files into the worktree: symlinks come back with them. */
const CHECKS_OUT = new Set([
  'checkout', 'reset', 'restore', 'switch', 'stash', 'merge', 'pull', 'cherry-pick', 'revert', 'rebase', 'am', 'read-tree', 'checkout-index',
  'bisect', 'sparse-checkout',
]);

/**
 * The symlinks the index of the repository at `state`'s directory tracks (index versions 2 and 3): a checkout may
 * put them back, so a later write of the same call through one is not taken as a write inside. A version-4 index
 * (prefix-compressed names) is not read.
 */
function trackedLinks(c: Call, state: ShellState): void {
  const top = worktreeTop(state);
  if (top === null) return;
  for (const e of indexEntries(top)) if ((e.mode & 0o170000) === 0o120000) c.x.madeEntry(join(top, e.name), null, false);
}

/** The entries the index of the worktree at `top` tracks (none when it cannot be read). */
const indexEntries = (top: string): IndexEntry[] => readIndex(join(top, '.git')) ?? [];

const indexNames = (top: string): string[] => indexEntries(top).map((e) => e.name);

export const GIT: RuleTable = { git };

/**
 * `git init [DIR]` writes only DIR/.git (DIR itself with --bare). A new one holds git's own config and sample hooks, and
 * an existing one keeps what it has (git re-initialises without overwriting): either way its config is judged as it is
 * on disk, not taken as rewritten, so `git init && git add . && git commit` can go on in the same call.
 */
function initGitDir(c: Call, dir: Arg | undefined, bare: boolean, state: ShellState): void {
  const top = dir ?? (state.cwd === null ? undefined : literalArg(state.cwd));
  if (!top) return c.x.writeCwd(state, 'git init');
  if (top.values === null) return c.x.write(top, state, 'into', 'git init');
  // The directory itself is created (and checked) whole; only the git dir below it is not taken as rewritten.
  if (dir) c.x.write(dir, state, 'target', 'git init', false);
  const gitDir = { text: top.text, values: top.values.map((v) => (bare ? v : join(v, '.git'))) };
  c.x.write(gitDir, state, 'into', 'git init', false);
  for (const v of gitDir.values) {
    const abs = c.x.absolute(v, state);
    if (abs === null) continue;
    // Run again where a repository is, git init writes that one (through a `.git` file, wherever it names).
    if (c.x.isMadeDir(abs) || c.x.readFile(abs) !== 'missing') judgeExistingGitDir(c, abs, 'git init');
    c.x.madeDir(abs);
  }
}
