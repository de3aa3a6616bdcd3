/**
 * The contract between the shell walker and the per-program rules: a rule
 * gets one command (name, expanded arguments, the call's state so far) and
 * reports findings through `Exec`; it may change the state (cd, assignments).
 */
import type { Finding, JudgeContext, WriteUse } from '../finding.js';
import type { ShellState } from '../state.js';
import type { Arg } from '../words.js';

export interface Exec {
  readonly ctx: JudgeContext;
  report(f: Finding): void;
  /** Checks one write target; `what` says how the command uses it. */
  /** `record` false: a check only (git -C), not a write later reads must treat as changed. */
  write(arg: Arg | undefined, state: ShellState, use: WriteUse, what: string, record?: boolean): void;
  writeAll(args: readonly Arg[], state: ShellState, use: WriteUse, what: string): void;
  /** find -delete under `starts` of entries whose names match one of `names` only (checked as writes into the starts). */
  removeMatching(starts: readonly Arg[], state: ShellState, what: string, names: readonly RegExp[]): void;
  /** The working directory, for commands that write into it implicitly. */
  writeCwd(state: ShellState, what: string): void;
  /** A program that may write where it runs: its directory must be inside. */
  inCwd(name: string, state: ShellState): void;
  /** A program the guard does not know: its directory and every path argument must be inside, every value known. */
  /** `opaque` false: what it runs is walked (a shell script), so the files it writes are listed (Effects.opaqueWrites). */
  unknownProgram(name: string, args: readonly Arg[], state: ShellState, opaque?: boolean): void;
  /** Runs an argv as a program runs it (wrappers, find -exec, xargs): a shell function of that name is not called. */
  run(argv: Arg[], state: ShellState, depth: number, stdin?: StdinText): void;
  /**
   * An entry this call (or an entry beside it) made that is, or may be, a symlink leading out of the roots (paths a
   * checkout of another tree wrote included): a program that writes where it computes may write through it. Null when
   * there is none.
   */
  outwardLinkMade(): string | null;
  /** The state a new shell the command starts gets: exported variables and functions only (state.ts newShellState). */
  newShell(state: ShellState): ShellState;
  /** A program may write files inside the roots that the walk does not list: a file missing now may exist after it. */
  writesUnlisted(): void;
  /**
   * Whether a file readFile finds missing may be there when the command runs: a program ran that writes files the
   * walk does not list, the path goes through `..` (a dir this call makes may be on the way), or it is outside the roots.
   */
  mayAppear(abs: string): boolean;
  /** An associative array named `name` may be unset or shadowed here (`unset "$v"`, `local NAME`): its subscripts are arithmetic again. */
  arrayKindMayChange(name: string): void;
  /** Whether the script being walked only ever gives `name` literal numbers (so `declare -i name` evaluates no code). */
  integerLiteralsOnly(name: string): boolean;
  /** Judges shell text run in `state` (eval and source share it; sh -c gets a fork). */
  script(text: string, state: ShellState, depth: number, fromStdin?: boolean): void;
  /** Judges the text of `arg` as shell run by a new shell (newShellState), refusing an unknown one. */
  /** `inNewShell` false: `state` is the new shell's already (the shell rule's `-c`). */
  nested(arg: Arg | undefined, state: ShellState, depth: number, what: string, inNewShell?: boolean): void;
  /** The files this call (or an entry beside it) wrote from text the guard knows, and which still hold it: path and text. */
  writtenTexts(): [string, string][];
  /** Judges an interpreter's program text: an outside absolute path in it is refused, but one inside `notPlaces`. */
  programText(text: string, state: ShellState, what: string, notPlaces?: readonly string[]): void;
  /**
   * The value `name` surely has in the environment of the program this command starts: set to one known value by a
   * prefix assignment of this command (`DATA_DIR=data python3 - <<'EOF'`); null otherwise (a shell variable may not be
   * exported, and a shell the command runs may unexport one).
   */
  environmentValue(name: string, state: ShellState): string | null;
  /** Notes that values `dir/…` name paths a listing prints below `dir`, those `reaches` says (null: any). */
  listedPlace(dir: string, reaches: ((abs: string) => boolean) | null): void;
  /** The names of what this call writes directly in `dir` (files, links, dirs), or null when it writes the dir whole (a copy, an unpack). */
  writtenIn(dir: string): string[] | null;
  /** Sets a variable (GIT_DIR and friends must point inside). */
  assign(name: string, values: string[] | null, state: ShellState): void;
  /** What a bash started with `state` has of BASH_ENV's settings: each variable joined with the file's value (a set BASH_ENV may not be exported). */
  bashEnv(state: ShellState): void;
  /**
   * Records an entry created on disk by this call, seen by every later command (a symlink target, or null when
   * unknown); `newLink` false: no new link out (a plain copy, a link the index tracks), which outwardLinkMade leaves out.
   */
  madeEntry(path: string, target: string | null, newLink?: boolean): void;
  /** An entry this command removes (rm, unlink, mv's source): gone for the commands after it in a `&&` chain. */
  removedEntry(path: string): void;
  /**
   * cp of one regular file to `dest`: judges the write. A dest that does not exist yet reads as the source's text
   * until anything else writes it (`cp .env.example .env && source .env`); an existing one, when cp `overwrites` it
   * (no -n, -u or -i), for the rest of its `&&` chain.
   */
  copyFile(dest: Arg, source: string, state: ShellState, overwrites?: boolean): void;
  /**
   * `cp -r` of the directory `source` to `dest`, a name that does not exist yet: judges the write, and until anything
   * else writes there, readFile gives what the source held when copied (its files' texts; missing for any other name).
   */
  copyTree(dest: Arg, source: string, state: ShellState): void;
  /**
   * A tree whose files' texts are known (`tree`, a clone of a local repository) written at `dest`, a name that does not
   * exist yet: judges the write, and readFile gives the tree's texts below it, as copyTree does. False, with nothing
   * judged, when `dest` may exist or the command runs beside others (the caller's rule stands).
   */
  writeTree(dest: Arg, tree: KnownTree, state: ShellState, what: string): boolean;
  /**
   * A git checkout may rewrite any file of the worktree at `top` (its `.git` aside): readFile gives 'changed' for them.
   * With `links` (a checkout of another tree, a patch the guard cannot read) any entry there may become a symlink, so a
   * later write below `top` is refused.
   */
  rewritesTree(top: string, links?: boolean, itself?: boolean): void;
  /**
   * The text `abs` holds once this command succeeds (sed -i's edit, the file mv moved there), after its write was
   * judged: readFile gives it to the commands after it in a `&&` chain, which run only then, and, for an edit in place
   * (`inPlace`: sed -i) by a plain command of the call's top level, to the rest of the call; elsewhere it stays unknown.
   */
  textOnSuccess(abs: string, text: string, inPlace?: boolean): void;
  /** The relative paths among a compiled program's or class file's strings, judged as places it may write. */
  compiledStrings(abs: string, state: ShellState, what: string, known?: string): void;
  /** Records a compiler's output: run later in the same call, it is a compiled program (judged by name), not an unseen script. */
  compiled(abs: string): void;
  /** A copy (cp, install) of `source` at `dest`: when the source is a program this call built new, so is the copy. */
  copiedProgram(dest: string, source: string): void;
  /** Records a virtualenv created where nothing was: its bin's python and pip, run later in the call, are judged by name. */
  /** `withPip`: venv put pip in its bin (no `--without-pip`). */
  createdVenv(dir: string, withPip: boolean): void;
  /** Whether `dir` is a virtualenv this call created where nothing was (createdVenv), and nothing has written there since. */
  isNewVenv(dir: string): boolean;
  /** A pip ran in the virtualenv `dir` (null: in any): its bin may hold scripts named after what it installed. */
  installedInVenv(dir: string | null): void;
  /** Files this call (or another entry beside it) writes or creates below `dir`: not on disk yet, so no listing of it shows them. */
  writtenBelow(dir: string): string[];
  /**
   * A directory at, above or below `dir` that this call (or an entry beside it) writes into with names the guard does
   * not know (`cp "$f" tests/`, an unpacked archive), or null when there is none.
   */
  unknownNamesAt(dir: string): string | null;
  /** Records that a command of this call may change the repository whose git dir is `gitDir` (null: one it cannot name): HEAD, refs, the index. */
  changesRepository(gitDir: string | null): void;
  /** Whether an earlier command of this call (or another entry beside it) may have changed the repository at `gitDir`, or written below it. */
  repositoryChanged(gitDir: string): boolean;
  /**
   * A token that changes whenever this call may change the repository at `gitDir`: a git command that writes one
   * (changesRepository), a write below its git dir. The same token before and after a span of commands means none did.
   */
  repositoryVersion(gitDir: string): string;
  /** Runs `judge` unless it is already running for `key`: a git hook that runs git is not judged again within itself. */
  unlessWithin(key: string, judge: () => void): void;
  /** Records a directory mkdir makes: a `cd` there later in the call (or in another entry) may succeed. */
  madeDir(abs: string): void;
  /** Whether `abs` is a directory this call made (mkdir, git init) and has not removed since. */
  isMadeDir(abs: string): boolean;
  /**
   * Where `cd` to `target` lands: `target`, when it is a directory now or this call (or another entry) may make it.
   * Otherwise the cd may fail: where the walk can follow both outcomes (a statement of a list, a command of a `&&`/`||`
   * chain) the state before the cd is kept as one and `target` is returned; elsewhere null (unknown).
   */
  cdLanding(target: string, state: ShellState): string | null;
  /** Whether this call (or another entry) writes into `dir`, or a directory below or above it, as a whole: a copy, an unpack, a checkout. */
  treeWrittenAt(dir: string): boolean;
  /**
   * A file's text at decision time: 'missing' when it does not exist, 'changed'
   * when an earlier command of this call wrote it or its directory (a plain copy,
   * see copyFile, reads as its source).
   */
  readFile(abs: string | null): string | 'missing' | 'changed' | 'unreadable';
  /**
   * Refuses a file the call runs but the guard cannot see as it will be run
   * ('changed' by this call, 'unreadable', or 'missing' when `missingToo`);
   * true when it did.
   */
  unseen(text: string, target: string, what: string, missingToo?: boolean): boolean;
  /** `value` against the state's directory; null when that is unknown. */
  absolute(value: string, state: ShellState): string | null;
  insideRoots(path: string): boolean;
  /** The guard's own files (plugin dir, marker, denial log) at or below `dir`. */
  protectedBelow(dir: string): string[];
}

/**
 * What a command reads on stdin, when the guard knows: the text (a here-doc,
 * a here-string, `echo …|`), one of several texts (`< "$f"` with f one of
 * several files), a listing's paths (`git ls-files |`, `find dir |`), or
 * unknown. A rule that does not read `oneOf` treats it as unknown.
 */
/**
 * A directory's files (path relative to it → text), its directories ('' itself) and its symlinks (path → target) as a
 * command writes them; below `opaque` (a relative dir, such as a clone's `.git`) what is there is not known.
 */
export interface KnownTree {
  files: Map<string, string>;
  dirs: Set<string>;
  links?: Map<string, string>;
  opaque?: string;
}

export type StdinText = { text: string } | Listing | { unknown: string } | OneOfTexts | undefined;

/** One of several known texts, which the guard cannot tell apart (`sqlite3 db < "$f"` in a loop over files). */
export interface OneOfTexts {
  oneOf: string[];
}

/** The paths a listing prints, one per line. */
export interface Listing {
  /** The directories they lie below. */
  pathsUnder: string[];
  /** Each printed path is one of these, as printed (`src/`, `./`, or `` for names relative to the cwd), and a relative path below it. */
  printed: string[];
  /** Paths it may print that are not below those: its start points themselves (`find src` prints `src`), `.` and `..` (`ls -a`). */
  self: string[];
  /** The first of the guard's own files the listing may print, or null. */
  listed: string | null;
  /** Which characters that split or expand a name (blanks, newlines, quotes, backslashes, globs) names below may hold. */
  odd: string;
  /** Whether a printed path may be a symlink. */
  links: boolean;
}

export interface Call {
  /** The program's name (basename). */
  name: string;
  /** The program as written (a path when it had one). */
  prog: string;
  args: Arg[];
  state: ShellState;
  depth: number;
  stdin: StdinText;
  x: Exec;
}

export type Rule = (c: Call) => void;
export type RuleTable = Record<string, Rule>;
