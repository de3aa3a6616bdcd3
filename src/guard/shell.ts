/**
 * Judging shell text: parse it with a real bash parser (unbash) and walk it as
 * bash would run it, keeping what earlier commands did (directory changes,
 * variables, functions, aliases, links made). Every command is judged by its
 * rule (see rules/), and a program without one by the unknown-program rule.
 * Anything the guard cannot evaluate where it matters is refused: it cannot be
 * shown to stay inside.
 */
import { accessSync, closeSync, constants, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import { forEachChild, parse } from 'unbash';
import type {
  AndOr,
  Assignment,
  ArithmeticExpression,
  ArithmeticFor,
  HereDoc,
  Case,
  CaseItem,
  Command,
  CompoundList,
  ParameterExpansionPart,
  Pipeline,
  PipelineNode,
  Redirect,
  Redirection,
  Statement,
  SyntaxNode,
  Word,
} from 'unbash';
import { allNamesInside, insideRoots, judgeWritePath, REPHRASE, type Finding, type JudgeContext, type WriteUse } from './finding.js';
import { ABSENT, inSystemTree, isHarmlessDevice, isInside, joinRaw, lstatQuiet, realTarget, reopenedDescriptor, statQuiet } from './paths.js';
import { isListedPath, judgeListedWrite, listedMayReach } from './listed-paths.js';
import { placesInValue, riskyVariable, SEARCH_PATHS } from './rules/environment.js';
import {
  isListing,
  LISTED_NAMES,
  listedValues,
  listingOf,
  madeLinksBelow,
  namesBelow,
  passesLinesWhole,
  protectedInListing,
  untrackedLinks,
  gitEntryAbove,
  usableListing,
  type ListingPlaces,
} from './rules/listings.js';
import { GIT_ROUTING_VARS, ruleFor, type Exec, type StdinText } from './rules/index.js';
import { gitPathPrinted, plainTop, refQuery } from './rules/git-paths.js';
import { refPrinted } from './rules/git-stash.js';
import type { KnownTree, Listing } from './rules/types.js';
import { keepsReaders, readOnlyAt } from './rules/program-code.js';
import { statelessHandler } from './rules/builtins.js';
import { printfOutput } from './printf.js';
import { isText, readScript, runnerOf, CODE_LIMIT, codeBytes } from './script-file.js';
import {
  arrayKey,
  fork,
  joinOutcomes,
  exportKey,
  newShellState,
  newState,
  optionOn,
  outcomeOf,
  positional,
  resume,
  sameOutcome,
  scriptState,
  setArray,
  setPositional,
  type Outcome,
  type ShellState,
} from './state.js';
import { jqFieldCall, nodeRequireField } from './json-field.js';
import { literalSettings, NUMBERS_ONLY, onlyLiteralValues, PROMPT_SAFE } from './literal-values.js';
import {
  cutOutput,
  grepOutput,
  headTailFiles,
  headTailOutput,
  isAscii,
  isCutSelection,
  isGrepShaping,
  joinHeadTail,
  sedOutput,
  trOutput,
} from './text-filters.js';
import {
  assignedDefault,
  casePatterns,
  expandOne,
  expandValue,
  expandWord,
  expandWordWays,
  literalArg,
  notInherited,
  readFields,
  textLines,
  unsetValue,
  type Arg,
} from './words.js';

export { FINDING_KINDS, judgeWritePath, type Finding, type FindingKind, type JudgeContext } from './finding.js';

const MAX_DEPTH = 8;
/** Effects.repositories' entry for a repository a command changes that the guard cannot name. */
const ANY_REPOSITORY = '';
/** Walks of the rest of a call from the other directories a chain may leave; past it, the directory is unknown. */
const MAX_OTHER_WALKS = 8;
/** The texts a `sh -c` (or another nested script) may be, each judged: beyond this many it is refused. */
const MAX_ALTERNATIVES = 16;
/** A file's text as readFile gives it, or what the guard has when it cannot know it (missing, changed, unreadable). */

/** test's unary file operators (all follow links but -L and -h). */
const FILE_TESTS = /^-[bcdefghLprsSuwxkGON]$/;
/** test's integer comparisons. */
const INTEGER_TESTS: Record<string, (a: number, b: number) => boolean> = {
  '-eq': (a, b) => a === b,
  '-ne': (a, b) => a !== b,
  '-gt': (a, b) => a > b,
  '-ge': (a, b) => a >= b,
  '-lt': (a, b) => a < b,
  '-le': (a, b) => a <= b,
};

/**
 * Simple commands the guard walks for one call before it refuses it: each costs 25–100 µs on a 2-core machine, and
 * cline ends the whole run when a decision takes over 3 s. A count, not a clock, so a loaded machine decides as an idle
 * one does.
 */
const COMMANDS_WALKED = 10_000;

const WRITE_REDIRECTS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

export class ShellJudge {
  constructor(private readonly ctx: JudgeContext) {}

  /** The first problem in `source` run from `cwd`, or null when it stays inside. */
  judge(source: string, cwd: string): Finding | null {
    return this.judgeAll(source, cwd)[0] ?? null;
  }

  /** Every problem in `source` run from `cwd`. */
  judgeAll(source: string, cwd: string, others?: Effects): Finding[] {
    return this.walk(source, cwd, others).findings;
  }

  /**
   * The first problem in one run_commands call: its entries (already joined
   * as cline joins here-documents) run concurrently, each in its own shell
   * from `cwd`. So no entry sees another's cd or variables, and whatever one
   * entry creates or writes may or may not exist when another runs: each entry
   * is judged again with every other entry's effects in place.
   */
  judgeEntries(entries: readonly string[], cwd: string): { finding: Finding; entry: string } | null {
    let effects = entries.map((e) => this.walk(e, cwd));
    // A script one entry writes from a here-document and another runs: judged alone with that text in place too.
    if (effects.some((e) => e.texts.size)) {
      effects = entries.map((e, i) => {
        const texts = othersTexts(effects.filter((_, k) => k !== i));
        if (!texts.size) return effects[i]!;
        return this.walk(e, cwd, {
          made: new Map(),
          touched: new Set(),
          touchedDirs: [],
          rewrittenTrees: [],
          dirsMade: new Set(),
          repositories: new Set(),
          texts,
          notNewLinks: new Set(),
          opaqueWrites: false,
        });
      });
    }
    for (let i = 0; i < entries.length; i++) {
      const alone = effects[i]!.findings[0];
      if (alone) return { finding: alone, entry: entries[i]! };
    }
    if (entries.length < 2) return null;
    for (let i = 0; i < entries.length; i++) {
      const f = this.walk(entries[i]!, cwd, mergeEffects(effects.filter((_, k) => k !== i))).findings[0];
      if (f) return { finding: f, entry: entries[i]! };
    }
    return null;
  }

  private walk(source: string, cwd: string, others?: Effects): Walk {
    const walk = new Walk(this.ctx, others);
    const state = newState(cwd, (script, s) => walk.printedText(script, s));
    walk.script(source, state, 0);
    // Traps run when the shell exits, in the state it ends in.
    for (const t of state.traps) walk.script(t, state, 1);
    walk.checkStartupFiles();
    walk.checkReopened();
    const arith = arithmeticOnUnknown(source, state, (name) => notInherited(name, this.ctx), walk.associativeIn(source, true));
    if (arith) walk.report(arith);
    return walk;
  }
}

/** What one shell run leaves on disk that another run of the same call could meet. */
export interface Effects {
  made: ReadonlyMap<string, string | null>;
  touched: ReadonlySet<string>;
  touchedDirs: readonly string[];
  /** Worktrees a git checkout may have rewritten (their `.git` aside). */
  rewrittenTrees: readonly string[];
  /** Directories mkdir makes. */
  dirsMade: ReadonlySet<string>;
  /** Git dirs whose repository a command may change (HEAD, refs, the index); ANY_REPOSITORY when it cannot say which. */
  repositories: ReadonlySet<string>;
  /** Files written whole from text the guard knows (`cat > run.sh <<'EOF'`), and not touched after. */
  texts: ReadonlyMap<string, WrittenText>;
  /**
   * Entries of `made` that are no new link out (outwardLinkMade): plain copies and moves, and the links the index
   * tracks, which a checkout may put back as they were.
   */
  notNewLinks: ReadonlySet<string>;
  /** A program ran that may write files inside the roots the guard does not list (one it has no rule for, code that writes). */
  opaqueWrites: boolean;
}

/** A file's text as a command of this call wrote it; `dirsFrom`: how many touched dirs came before the write. */
interface WrittenText {
  text: string;
  dirsFrom: number;
}

/** Shells whose scripts the guard walks from their text (the shell rule of rules/interpreters.ts). */
const SHELL_INTERPRETERS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash']);

/** pkg-config's search-path variables, and its program names: see Walk.forPkgConfigOnly. */
const PKG_CONFIG_SEARCH = /^PKG_CONFIG_(PATH|LIBDIR)$/;
const PKG_CONFIG = /^(pkg-config|pkgconf)$/;

/** What one side of a pipeline knows in order (Walk.walkSide), and whether it relied on it. */
interface PipelineSide {
  /** The texts known when the side began: a text not among them was written on the side. */
  textsBefore: ReadonlyMap<string, WrittenText>;
  /** Paths whose text, written on the side, the side read back. */
  used: Set<string>;
  /** Programs the side compiled, counted for the commands after the compile on the side. */
  compiled: Map<string, { before: boolean }>;
  /** Whether the side ran a program it compiled. */
  builtUsed: boolean;
  /** Every path the side's decisions read (readFile): a compile's sources and headers among them. */
  reads: Set<string>;
}

/** Other entries' effects, as this entry may meet them: any entry they made may be a link to anywhere (their order is unknown). */
function mergeEffects(list: readonly Effects[]): Effects {
  const made = new Map<string, string | null>();
  const touched = new Set<string>();
  const touchedDirs: string[] = [];
  const rewrittenTrees: string[] = [];
  const dirsMade = new Set<string>();
  const repositories = new Set<string>();
  const texts = othersTexts(list);
  const notNewLinks = new Set<string>();
  for (const e of list) {
    for (const n of e.notNewLinks) notNewLinks.add(n);
    for (const r of e.repositories) repositories.add(r);
    for (const k of e.made.keys()) made.set(k, null);
    for (const t of e.touched) touched.add(t);
    for (const d of e.touchedDirs) touchedDirs.push(d);
    rewrittenTrees.push(...e.rewrittenTrees);
    for (const d of e.dirsMade) dirsMade.add(d);
  }
  return { made, touched, touchedDirs, rewrittenTrees, dirsMade, repositories, texts, notNewLinks, opaqueWrites: list.some((e) => e.opaqueWrites) };
}

/**
 * The texts other entries write whole, as this entry may read them: a file one entry writes from a here-document is
 * judged by that text when another entry runs it (entries run at once, so it may also be missing then, which runs
 * nothing). A file two entries write, or one an entry writes again or removes afterwards, has no known text.
 */
function othersTexts(list: readonly Effects[]): Map<string, WrittenText> {
  const texts = new Map<string, WrittenText>();
  const twice = new Set<string>();
  for (const e of list) {
    for (const [path, t] of e.texts) {
      const later = e.touchedDirs.slice(t.dirsFrom).some((d) => isInside(path, d)) || e.rewrittenTrees.some((r) => rewrites(r, path));
      if (later || texts.has(path)) twice.add(path);
      else texts.set(path, { text: t.text, dirsFrom: 0 });
    }
  }
  for (const e of list) for (const t of e.touched) if (!e.texts.has(t) && texts.has(t)) twice.add(t);
  for (const p of twice) texts.delete(p);
  return texts;
}

class Walk implements Exec, Effects {
  readonly findings: Finding[] = [];
  private readonly seen = new Set<string>();
  /** Entries this call created on disk (ABSENT: removed, within a `&&` chain), seen by every later command. */
  readonly made = new Map<string, string | null>();
  /** Entries the command being judged removes (removedEntry): andOr applies them to the commands after a `&&`. */
  private removals: string[] = [];
  /** The texts the command just walked leaves on success (textOnSuccess), for the rest of its `&&` chain. */
  private edits: { abs: string; text: string; inPlace: boolean }[] = [];
  /** Paths and directories earlier commands of this call write: their files cannot be read at decision time. */
  readonly touched = new Set<string>();
  readonly touchedDirs: string[] = [];
  /** Each dir of touchedDirs (no trailing slash) with its last position there: touchedSince() looks up ancestors, not the list. */
  private readonly touchedDirAt = new Map<string, number>();

  /**
   * Each dir of touchedDirs with its last position where a command may have written anything below it. A dir whose
   * touches since some position were all removals of entries by name (`find . -name '*.o' -delete`) keeps files of
   * other names as they were: mayHaveChanged() reads them.
   */
  private readonly writtenDirAt = new Map<string, number>();
  /** The removals by name of touchedDirs, by dir: where each was, and the names (basename patterns) it may remove. */
  private readonly removalsAt = new Map<string, { at: number; names: readonly RegExp[] }[]>();
  /** While find -delete's starts are written: the names it may remove (removeMatching). */
  private removing: readonly RegExp[] | null = null;

  private touchDirs(dirs: readonly string[]): void {
    for (const d of dirs) {
      this.touchedDirs.push(d);
      const key = d.length > 1 ? d.replace(/\/+$/, '') : d;
      const at = this.touchedDirs.length - 1;
      this.touchedDirAt.set(key, at);
      if (this.removing === null) this.writtenDirAt.set(key, at);
      else this.removalsAt.set(key, [...(this.removalsAt.get(key) ?? []), { at, names: this.removing }]);
    }
  }

  /**
   * `find START… -name P -delete`: judged as writes into each start, and recorded as removals of entries named P only,
   * so that a file of another name below reads as it was (`find . -name '*.o' -delete; make` reads the Makefile).
   */
  removeMatching(starts: readonly Arg[], state: ShellState, what: string, names: readonly RegExp[]): void {
    this.removing = names;
    try {
      this.writeAll(starts, state, 'into', what);
    } finally {
      this.removing = null;
    }
  }

  /**
   * touchedSince() for a file to be read: removals by name count only when the file's name, or the name of a dir on
   * the way to it below the removal's start, may be removed (a link on the way may be, and the file is gone with it).
   */
  private mayHaveChanged(path: string, from = 0): boolean {
    if (this.touchedDirs.length <= from) return false;
    const file = path.length > 1 ? path.replace(/\/+$/, '') : path;
    for (let a = file; ; a = dirname(a)) {
      if ((this.writtenDirAt.get(a) ?? -1) >= from) return true;
      for (const r of this.removalsAt.get(a) ?? []) {
        if (r.at < from) continue;
        const below = a === file ? [] : file.slice(a === '/' ? 1 : a.length + 1).split('/');
        if (a === file || below.some((name) => r.names.some((re) => re.test(name)))) return true;
      }
      if (a === dirname(a)) return false;
    }
  }

  /** Whether a dir touched at position `from` or later of touchedDirs holds `path` (or is it). */
  private touchedSince(path: string, from = 0): boolean {
    if (this.touchedDirs.length <= from) return false;
    for (let a = path.length > 1 ? path.replace(/\/+$/, '') : path; ; a = dirname(a)) {
      if ((this.touchedDirAt.get(a) ?? -1) >= from) return true;
      if (a === dirname(a)) return false;
    }
  }
  readonly rewrittenTrees: string[] = [];
  readonly dirsMade = new Set<string>();
  readonly repositories = new Set<string>();
  /** How many commands of this walk may have changed a repository (changesRepository): see repositoryVersion. */
  private repositoryChanges = 0;
  readonly texts = new Map<string, WrittenText>();
  /** Other entries' texts (Effects.texts), read like this walk's own but not passed on as its effects. */
  private readonly othersTexts = new Map<string, WrittenText>();
  /** Above 0 while judging a background job or a pipeline's side, which runs beside the commands after it. */
  private concurrent = 0;
  /**
   * The level of `concurrent` at which the walk is in order: 0, or inside a side of a pipeline of the call's own
   * level, that side's (its commands run one after another, beside the other sides). See pipeline().
   */
  private orderedLevel = 0;
  /** The pipeline side being walked in order (pipeline()), or null. */
  private side: PipelineSide | null = null;
  /** Directory listings readFile has used (a walk judges the disk as it is at decision time). */
  private readonly listings = new Map<string, ReadonlySet<string> | null>();
  /** Files a plain cp made (copyFile): each reads as its source until something else writes it or its directory. */
  private readonly copies = new Map<string, { text: string; dirsFrom: number }>();
  /** Trees a plain `cp -r` made new (copyTree): each file's text and each directory below, as they were when copied. */
  private readonly copiedTrees = new Map<string, KnownTree & { dirsFrom: number }>();
  /** How many unrolled `for` loops the walk is inside (each multiplies the walks of what it holds). */
  private unrolling = 0;
  /**
   * The cwd of a node, npm or npx command while its prefix assignments are set (`NODE_V8_COVERAGE=cov node --test`):
   * node resolves a relative NODE_V8_COVERAGE there when it starts, and hands it on to its children made absolute.
   */
  private nodeStartCwd: string | null = null;
  /** The names the prefix assignments of the command being run set (environmentValue). */
  private readonly prefixed = new Set<string>();
  /** The body text of each `for ((…))` loop in the scripts walked (countingLoop reads it). */
  private readonly loopBodies = new WeakMap<ArithmeticFor, string>();

  /** `others`: what the call's other entries, running at the same time, may have done already. */
  constructor(
    readonly ctx: JudgeContext,
    private readonly others?: Effects,
  ) {
    if (!others) return;
    this.opaqueWrites = others.opaqueWrites;
    for (const k of others.notNewLinks) this.notNewLinks.add(k);
    for (const [k, v] of others.made) this.setMade(k, v);
    for (const t of others.touched) this.touched.add(t);
    this.touchDirs(others.touchedDirs);
    this.rewrittenTrees.push(...others.rewrittenTrees);
    for (const d of others.dirsMade) this.dirsMade.add(d);
    for (const r of others.repositories) this.repositories.add(r);
    // Another entry's rewrite may happen at any moment of this one: any of them may make a link, a file it names too.
    this.linkTrees.push(...others.rewrittenTrees);
    this.linkEntries.push(...others.rewrittenTrees);
    for (const [path, t] of others.texts) this.othersTexts.set(path, { text: t.text, dirsFrom: this.touchedDirs.length });
  }

  report(f: Finding): void {
    const key = `${f.kind}\0${f.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.findings.push(f);
  }

  /** The texts of the scripts being walked, innermost last (integerLiteralsOnly reads the innermost). */
  private readonly sources: string[] = [];

  integerLiteralsOnly(name: string): boolean {
    const source = this.sources.at(-1);
    return source !== undefined && onlyLiteralValues(source, name, !notInherited(name, this.ctx), NUMBERS_ONLY);
  }

  script(source: string, state: ShellState, depth: number, fromStdin = false): void {
    this.sources.push(source);
    try {
      this.scriptText(source, state, depth, fromStdin);
    } finally {
      this.sources.pop();
    }
  }

  private scriptText(source: string, state: ShellState, depth: number, fromStdin: boolean): void {
    const fresh = state.fresh;
    if (depth > MAX_DEPTH) return this.report({ kind: 'unevaluable', target: source, message: 'nests shell code deeper than the guard follows' });
    if (codeBytes(source) > CODE_LIMIT) {
      return this.report({
        kind: 'unevaluable',
        target: source.slice(0, 200),
        message: 'runs over 512 KiB of shell code (comments left out), more than the guard walks in time; split the script into smaller ones',
      });
    }
    const hidden = implicitCode(source, (name) => !notInherited(name, this.ctx));
    if (hidden) return this.report({ kind: 'unevaluable', target: hidden.text, message: hidden.message });
    const ast = parse(source);
    if (ast.errors?.length) {
      return this.report({
        kind: 'unevaluable',
        target: source,
        message: `cannot be parsed as shell (${ast.errors[0]!.message}), so its writes cannot be checked`,
      });
    }
    if (/\bfor\s*\(\(/.test(source)) this.noteLoopBodies(ast, source);
    const outer = this.declarations;
    this.declarations = associativeDeclarations(ast.commands, source);
    try {
      if (depth === 0) this.statements(ast.commands, state, depth, true);
      else this.scriptInOrder(ast.commands, state, depth, fromStdin);
    } finally {
      // A script walked again (sourced twice, say) keeps only what held every time.
      const sure = [...this.declarations.values()].filter((d) => d.errexit === true);
      const before = this.declared.get(source);
      this.declared.set(
        source,
        before ? { fresh: fresh && before.fresh, sure: sure.filter((d) => before.sure.some((b) => b.start === d.start)) } : { fresh, sure },
      );
      this.declarations = outer;
    }
    // Shell code run by the call (`bash -c`, a script file, eval, a trap): its arithmetic too, in the state it ends in.
    // (The call's own text is checked by walk(), after its exit traps.) A variable such code sees may come from the
    // shell that runs it, so none counts as not inherited.
    if (depth > 0) {
      const arith = arithmeticOnUnknown(source, state, () => false, this.associativeIn(source, fresh));
      if (arith) this.report(arith);
    }
  }

  /**
   * Shell code the call runs (a script file, `bash -c`, eval): its statements run one after another, so a command in it
   * surely runs once those before it have, and the texts it leaves count for the rest of the code, as in the call's
   * own top level. What the code leaves counts after it only on its success (`./configure && make`, make reading the
   * config.mk the script wrote), and only when nothing the walk met may have ended the code early (exit, return, exec,
   * a trap, a rewrite of the script's own file): an `exit 0` before the write leaves the old text. Nor when the shell
   * reads the code on its stdin (`bash < f`): a command in it that reads stdin reads the rest of the code, which then
   * never runs.
   */
  private scriptInOrder(list: readonly Statement[], state: ShellState, depth: number, fromStdin: boolean): void {
    const before = new Map(this.texts);
    const outerEnded = this.mayHaveEnded;
    this.mayHaveEnded = false;
    // bash reads a script file as it runs it: one that rewrites itself (`: > "$0"`) ends where its file now ends.
    const self = state.vars.get('0');
    const file = self?.length === 1 ? this.absolute(self[0]!, state) : null;
    const fileText = file === null ? null : this.readFile(file);
    this.statements(list, state, depth, false, true);
    if (file !== null && this.readFile(file) !== fileText) this.mayHaveEnded = true;
    const left = this.forgetTextsSince(before);
    this.edits = this.mayHaveEnded || fromStdin ? [] : left.map(([abs, t]) => ({ abs, text: t.text, inPlace: false }));
    // A sourced or eval'd text ends the shell that runs it.
    this.mayHaveEnded ||= outerEnded;
  }

  /** Whether the shell code being walked (scriptInOrder) may have ended early: exit, return, exec, a trap, a rewrite. */
  private mayHaveEnded = false;

  /**
   * The top-level `declare -A NAME` statements of the script being walked, each with whether every walk through it
   * found errexit surely on (null: not walked): a declaration that fails (NAME an indexed array, or readonly) then ends
   * the shell, so the commands after it surely see an associative array.
   */
  private declarations = new Map<Statement, AssociativeDeclaration>();
  /** Each script text walked: whether it started in a fresh shell (ShellState.fresh), and its declarations errexit made sure of. */
  private readonly declared = new Map<string, { fresh: boolean; sure: AssociativeDeclaration[] }>();
  /** Names an associative array of which a command may have unset or shadowed (`unset "$v"`, `local NAME`): see arrayKindMayChange. */
  private readonly arrayKindChanged = new Set<string>();

  arrayKindMayChange(name: string): void {
    this.arrayKindChanged.add(name);
  }

  /** What associativeArrays may rely on for `source` (walked already): its sure declarations, and the lead's when it began in a fresh shell. */
  associativeIn(source: string, fresh: boolean): AssociativeFacts {
    const seen = this.declared.get(source);
    const clean = fresh && seen !== undefined && seen.fresh;
    return { lead: clean, declarations: clean ? seen.sure : [], changed: this.arrayKindChanged };
  }

  private noteLoopBodies(root: SyntaxNode, source: string): void {
    const visit = (n: SyntaxNode): void => {
      if (n.type === 'ArithmeticFor') this.loopBodies.set(n, source.slice(n.body.pos, n.body.end));
      forEachChild(n, visit);
    };
    visit(root);
  }

  /**
   * Walks a list of statements. In the call's own top-level list (`topLevel`), an `&&`/`||` chain whose commands may
   * leave different working directories (`[ -e x ] && cd sub; …`) has the rest of the list walked from each of them
   * (andOr), the exit traps included; elsewhere such a chain leaves the directory unknown.
   */
  private statements(list: readonly Statement[], state: ShellState, depth: number, topLevel = false, inOrder = topLevel): void {
    for (let i = 0; i < list.length; i++) {
      const s = list[i]!;
      if (s.background) {
        this.concurrent++;
        this.backgroundJobs++;
      }
      const others: Outcome[] = [];
      const cdFailures: Outcome[] = [];
      const outerFailures = this.cdFailures;
      this.otherCwds = topLevel && !s.background && s.command.type === 'AndOr' ? others : null;
      this.cdFailures = !s.background && s.command.type === 'Command' ? cdFailures : null;
      this.surelyRuns = inOrder && !s.background && ['Command', 'For', 'AndOr'].includes(s.command.type) && this.inOrder();
      state.fresh = false;
      this.node(s.command, state, depth);
      const declaration = this.declarations.get(s);
      if (declaration) declaration.errexit = declaration.errexit !== false && optionOn(state, 'errexit') === true && !state.namerefs;
      this.otherCwds = null;
      this.cdFailures = outerFailures;
      this.surelyRuns = false;
      if (s.background) this.concurrent--;
      // A cd that may fail: in the top level the rest is walked from where it started too; elsewhere it is unknown.
      if (cdFailures.length) {
        if (topLevel && this.otherWalks + cdFailures.length <= MAX_OTHER_WALKS) {
          this.otherWalks += cdFailures.length;
          others.push(...cdFailures);
        } else state.cwd = null;
      }
      for (const o of others) {
        const other = fork(state);
        other.cwd = o.cwd;
        other.dirStack = [...o.dirStack];
        this.statements(list.slice(i + 1), other, depth, true);
        for (const t of other.traps) this.script(t, other, depth + 1);
      }
    }
  }

  /**
   * Walks a compound list. `inOrder`: the list runs once, its statements one after another, whenever it runs (a group,
   * a subshell, a branch): a command in it surely runs once those before it have, so the texts it leaves count for the
   * rest of the list (`pytest || { sed -i … core.py; pytest; }`). After the list they are one outcome of several (it
   * may not have run), so they are unknown again.
   */
  private list(list: CompoundList, state: ShellState, depth: number, inOrder = false): void {
    if (!inOrder) return this.statements(list.commands, state, depth);
    const before = new Map(this.texts);
    this.statements(list.commands, state, depth, false, true);
    this.forgetTextsSince(before);
  }

  /** Forgets the texts set or changed since `before` (an in-order walk's, which may not have run): returns them. */
  private forgetTextsSince(before: ReadonlyMap<string, WrittenText>): [string, WrittenText][] {
    const left = [...this.texts].filter(([abs, t]) => before.get(abs) !== t);
    for (const [abs] of left) this.texts.delete(abs);
    return left;
  }

  /**
   * Whether an `if` condition holds, when it is one `[ … ]` or `test …` of words the guard knows (each one field):
   * a string, `-z`, `-n`, `=`, `==`, `!=`; null for anything else.
   */
  private clauseHolds(clause: CompoundList, state: ShellState): boolean | null {
    return clause.commands.length === 1 ? this.testCommandHolds(clause.commands[0]!.command, state) : null;
  }

  /** Whether a command that is one `[ … ]` or `test …` holds (clauseHolds); null for any other command, or unknown. */
  private testCommandHolds(cmd: PipelineNode | AndOr | undefined, state: ShellState): boolean | null {
    if (cmd?.type !== 'Command' || !cmd.name || cmd.name.parts || cmd.redirects.length || cmd.prefix.length) return null;
    // The builtins themselves: not a function or alias of that name.
    if (!['[', 'test'].includes(cmd.name.value) || state.funcs.has(cmd.name.value) || state.aliases.has(cmd.name.value)) return null;
    const words: string[] = [];
    for (const w of cmd.suffix) {
      const fields = w.type === 'Word' ? expandWord(w, state, this.ctx) : [];
      // A listing's unseen names (`…`): any string, any file.
      if (fields.length !== 1 || fields[0]!.values?.length !== 1 || isListedPath(fields[0]!.values[0]!)) return null;
      words.push(fields[0]!.values[0]!);
    }
    if (cmd.name.value === '[' && words.pop() !== ']') return null;
    return this.testHolds(words, state);
  }

  /** test's verdict on its words, as POSIX reads them by their count (`!` before a shorter test negates it); null: unknown. */
  private testHolds(words: readonly string[], state: ShellState): boolean | null {
    const negated = (rest: readonly string[]) => {
      const holds = this.testHolds(rest, state);
      return holds === null ? null : !holds;
    };
    if (words.length === 1) return words[0] !== '';
    if (words.length === 2 && words[0] === '!') return negated(words.slice(1));
    if (words.length === 2 && (words[0] === '-z' || words[0] === '-n')) return (words[1] === '') === (words[0] === '-z');
    // `[ -f lib/local.sh ]`: a file this call neither writes nor removes, as it is now.
    if (words.length === 2 && FILE_TESTS.test(words[0]!)) return this.fileTestHolds(words[0]!, words[1]!, state);
    if (words.length === 3 && ['=', '==', '!='].includes(words[1]!)) return (words[0] === words[2]) === (words[1] !== '!=');
    // `[ $# -gt 0 ]` with the count known: integers compared as test compares them.
    const compare = INTEGER_TESTS[words[1] ?? ''];
    if (words.length === 3 && compare && /^-?\d{1,15}$/.test(words[0]!) && /^-?\d{1,15}$/.test(words[2]!)) return compare(Number(words[0]), Number(words[2]));
    if (words.length === 3 && words[0] === '!') return negated(words.slice(1));
    return null;
  }

  /**
   * A file test of test's (FILE_TESTS), decided only where the answer is plain: nothing there (missing, or a dangling
   * link: every such test but -L/-h fails) and nothing may make it first (mayAppear), or a readable file whose text
   * the guard knows (-e, -f and -r hold, -d does not, -s holds when it is not empty). Null for anything else, and for
   * a path this call writes or may write.
   */
  private fileTestHolds(op: string, path: string, state: ShellState): boolean | null {
    const abs = path === '' ? null : this.absolute(path, state);
    if (abs === null || op === '-L' || op === '-h') return null;
    const text = this.readFile(abs);
    // Missing now, and missing when the test runs unless a program that writes files the walk does not list ran first.
    if (text === 'missing') return this.mayAppear(abs) ? null : false;
    if (text === 'changed' || text === 'unreadable') return null;
    if (op === '-e' || op === '-f' || op === '-r') return true;
    if (op === '-d') return false;
    if (op === '-s') return text.length > 0;
    return null;
  }

  /**
   * The items of `case WORD in …` that may run, and whether none may: for each value WORD may take, the items up to the
   * first whose pattern surely matches it (`case "$2" in message) …` in a hook given its source). A pattern the guard
   * cannot match, or one that matches only ignoring case (nocasematch), may or may not hold. With `;&` or `;;&` in it,
   * every item may run.
   */
  private caseItems(n: Case, state: ShellState): { items: CaseItem[]; none: boolean } {
    const every = { items: [...n.items], none: true };
    const values = expandValue(n.word, state, this.ctx);
    if (!Array.isArray(values) || n.items.some((item) => item.terminator !== undefined && item.terminator !== ';;')) return every;
    const patterns = n.items.map((item) => item.pattern.map((w) => casePatterns(w, state, this.ctx)));
    const runs = new Set<CaseItem>();
    let none = false;
    for (const v of values) {
      const matched = n.items.findIndex((item, k) => {
        // A listing's unseen names (`…`) may match any pattern.
        const held = patterns[k]!.map((ps) =>
          ps === null || isListedPath(v) ? 'maybe' : ps.every((re) => re.test(v)) ? 'yes' : ps.some((re) => caseless(re).test(v)) ? 'maybe' : 'no',
        );
        if (held.some((h) => h !== 'no')) runs.add(item);
        return held.includes('yes');
      });
      if (matched < 0) none = true;
    }
    return { items: n.items.filter((item) => runs.has(item)), none };
  }

  private node(n: PipelineNode | AndOr, state: ShellState, depth: number, stdin?: StdinText): void {
    // Past the command budget the call is refused already (plainCommand): walking on would only cost time.
    if (this.commandsWalked > COMMANDS_WALKED) return;
    switch (n.type) {
      case 'Command':
        return this.command(n, state, depth, stdin);
      case 'AndOr':
        return this.andOr(n, state, depth);
      case 'Pipeline':
        // Each side of a pipe runs in its own subshell: a cd there does not leak.
        return this.pipeline(n, state, depth, stdin);
      case 'Subshell':
        return this.list(n.body, fork(state), depth, true);
      case 'BraceGroup':
        return this.list(n.body, state, depth, true);
      case 'If': {
        // One branch at most runs: each is walked from the state the condition leaves, and what they leave is joined.
        // A condition the guard can decide (`[ "${1:-}" = --global ]` with no argument) rules its branch in or out.
        this.list(n.clause, state, depth);
        const start = outcomeOf(state);
        const clauses = [n.clause, ...n.elif.map((e) => e.clause)];
        const bodies = [n.then, ...n.elif.map((e) => e.then)];
        const outcomes = [];
        let noneRan = true;
        for (let k = 0; k < clauses.length; k++) {
          resume(state, start);
          if (k > 0) this.list(clauses[k]!, state, depth, true);
          const holds = this.clauseHolds(clauses[k]!, state);
          if (holds === false) continue;
          this.list(bodies[k]!, state, depth, true);
          outcomes.push(outcomeOf(state));
          if (holds) {
            noneRan = false;
            break;
          }
        }
        if (noneRan && n.else) {
          resume(state, start);
          this.list(n.else, state, depth, true);
          outcomes.push(outcomeOf(state));
        } else if (noneRan) outcomes.push(start);
        return this.join(state, outcomes);
      }
      case 'While': {
        this.list(n.clause, state, depth);
        // `listing | while read -r f; do …; done`: f takes each listed path in turn.
        const read = readsLines(n.clause);
        if (read?.names.length === 1 && isListing(stdin) && usableListing(stdin, read.raw ? /[\n-]/ : /[\n\\-]/))
          state.vars.set(read.names[0]!, listedValues(stdin));
        // `while IFS=, read -r name n; do …; done < data.csv`: each name takes its field of each line of a known text.
        if (read && stdin && 'text' in stdin && (read.raw || !stdin.text.includes('\\'))) {
          const lines = textLines(stdin.text, read.nul ? '\0' : '\n');
          const fields = lines.map((l) => readFields(l, read.ifs, read.names.length));
          read.names.forEach((name, i) => state.vars.set(name, [...new Set(fields.map((f) => f[i] ?? ''))]));
        }
        return this.loop(n.body, state, depth);
      }
      case 'For':
      case 'Select': {
        const values: string[] = [];
        // `for f; do`: over "$@", known where `set --`, a function or a script gave the positional parameters.
        const params = n.wordlist === undefined && state.vars.has('#') ? positional(state) : null;
        if (params?.every((p) => p !== null)) for (const v of params.flat() as string[]) values.push(v);
        let known = n.wordlist !== undefined || params?.every((p) => p !== null) === true;
        let fromListing = false;
        for (const w of n.wordlist ?? []) {
          this.substitutions(w, state, depth);
          const listed = this.splitOutput(w, state);
          if (listed !== null) {
            for (const v of listed) values.push(v);
            // A listing may print nothing: the body may not run.
            fromListing = true;
            continue;
          }
          for (const f of spreadPositional(expandWord(w, state, this.ctx), state)) {
            if (f.values === null) known = false;
            else for (const v of f.values) values.push(v);
          }
        }
        // A loop that surely runs (in order, in the call's top level), unrolled: each turn's body surely runs, and the
        // texts its plain commands leave (`for f in a.js b.js; do sed -i … "$f"; done`) count after it, as at the top level.
        const inOrder = this.surelyRuns;
        this.surelyRuns = false;
        const count = known && !fromListing ? values.length : 0;
        // A few words, and a body that neither breaks nor skips: walked once per word, in turn, as bash runs it (so
        // `for d in src tests; do (cd "$d" && make); done` knows each directory).
        if (count > 1 && count <= MAX_UNROLLED && this.unrolling < MAX_UNROLLED_NESTING && !breaksOut(n.body)) {
          this.unrolling++;
          for (const v of values) {
            state.vars.set(n.name.value, [v]);
            if (inOrder) this.statements(n.body.commands, state, depth, false, true);
            else this.list(n.body, state, depth);
          }
          this.unrolling--;
          return;
        }
        // The loop variable takes each value in turn: a write through it is checked for all of them.
        state.vars.set(n.name.value, known ? values : null);
        return this.loop(n.body, state, depth, count === 1 ? 'once' : count > 1 ? 'at least once' : 'any');
      }
      case 'ArithmeticFor': {
        const counted = this.countingLoop(n, state);
        if (!counted) return this.loop(n.body, state, depth);
        const { name, values, last } = counted;
        state.vars.set(name, values);
        this.loop(n.body, state, depth, values.length === 1 ? 'once' : values.length > 1 ? 'at least once' : 'any');
        state.vars.set(name, [last]);
        return;
      }
      case 'Case': {
        // No item, or one (a `;&` fall-through aside): each that may run is walked from the same start, and what they
        // leave is joined.
        this.substitutions(n.word, state, depth);
        const start = outcomeOf(state);
        const { items, none } = this.caseItems(n, state);
        const outcomes = none ? [start] : [];
        for (const item of items) {
          resume(state, start);
          this.list(item.body, state, depth, true);
          outcomes.push(outcomeOf(state));
        }
        return this.join(state, outcomes);
      }
      case 'TestCommand':
      case 'ArithmeticCommand':
        return this.substitutions(n, state, depth);
      case 'Redirected':
        this.redirects(n.redirects, state, depth);
        return this.node(n.command, state, depth, this.stdinOf(n.redirects, state) ?? stdin);
      case 'Function':
        if (n.name.value === 'command_not_found_handle') {
          return this.report({
            kind: 'unevaluable',
            target: n.name.value,
            message: 'defines command_not_found_handle, which bash runs for any unknown command',
          });
        }
        // Judged where it is called, with the state at that point.
        state.funcs.set(n.name.value, n.body.type === 'CompoundList' ? n.body : n.body);
        // A signal trap's handler may call it: it must leave the shell's state alone too.
        if (state.signalTraps.some((h) => !statelessHandler(h, state.funcs, state.aliases)))
          this.report({
            kind: 'unevaluable',
            target: n.name.value,
            message: `defines ${n.name.value}, which a signal trap's handler runs, so that it changes the shell's state between commands`,
          });
        return;
      case 'Coproc': {
        if (n.body.type === 'CompoundList') this.list(n.body, fork(state), depth);
        else this.node(n.body, fork(state), depth);
        // NAME[0] and NAME[1] hold the coprocess's descriptors, numbers the guard does not know (unset once it ends), so a
        // redirect to one (`>&"${UP[1]}"`) duplicates a descriptor or fails: coprocessDescriptor() tells it apart.
        const name = n.name?.value ?? 'COPROC';
        this.assign(name, null, state);
        state.vars.set(arrayKey(name), [COPROC_DESCRIPTOR, COPROC_DESCRIPTOR]);
        this.assign(`${name}_PID`, null, state);
        return;
      }
    }
  }

  /**
   * The state after one of `outcomes` (joinOutcomes). A variable one of them leaves unset expands as the guard knows it
   * would: what the environment the shells inherit holds, or nothing when it lacks the name. Without that environment
   * (the audit, judging after the fact), the process's own stands in for it, as before stop 44.
   */
  private join(state: ShellState, outcomes: readonly Outcome[]): void {
    const unset = (name: string) =>
      unsetValue(name, state, this.ctx) ?? (this.ctx.shellEnv ? (notInherited(name, this.ctx) ? [''] : null) : [process.env[name] ?? '']);
    joinOutcomes(state, outcomes, unset);
  }

  /**
   * A loop body runs any number of times: walked again from what the runs so far may leave, until that no longer
   * changes (at most three walks); what still changes after them is unknown.
   */
  private loop(body: CompoundList, state: ShellState, depth: number, runs: 'once' | 'at least once' | 'any' = 'any'): void {
    const start = outcomeOf(state);
    // A `for` over one known word runs its body once; over several, at least once (its start is not an outcome).
    this.list(body, state, depth);
    if (runs === 'once') return;
    let before = runs === 'any' ? start : outcomeOf(state);
    for (let walk = 0; walk < 3; walk++) {
      if (walk > 0 || runs === 'at least once') this.list(body, state, depth);
      this.join(state, [before, outcomeOf(state)]);
      const joined = outcomeOf(state);
      if (sameOutcome(joined, before)) return;
      before = joined;
    }
    for (const [name, values] of state.vars) if (JSON.stringify(values) !== JSON.stringify(start.vars.get(name))) state.vars.set(name, null);
    if (state.cwd !== start.cwd) state.cwd = null;
  }

  /**
   * `for ((i = 1; i <= 3; i++))`: the values i takes (and the one it ends with), when it starts at a number, is compared
   * with one and steps by one, and the body never names it but as `$i` (so nothing there changes it). Null otherwise.
   */
  private countingLoop(n: ArithmeticFor, state: ShellState): { name: string; values: string[]; last: string } | null {
    const body = this.loopBodies.get(n);
    const { initialize: init, test, update } = n;
    if (body === undefined || init?.type !== 'ArithmeticBinary' || init.operator !== '=' || init.left.type !== 'ArithmeticWord') return null;
    const name = init.left.value;
    const start = arithmeticNumber(init.right, state);
    if (!/^[A-Za-z_]\w*$/.test(name) || start === null || test?.type !== 'ArithmeticBinary' || !isName(test.left, name)) return null;
    const bound = arithmeticNumber(test.right, state);
    const step =
      update?.type === 'ArithmeticUnary' && isName(update.operand, name)
        ? { '++': 1, '--': -1 }[update.operator]
        : update?.type === 'ArithmeticBinary' && isName(update.left, name) && (update.operator === '+=' || update.operator === '-=')
          ? (arithmeticNumber(update.right, state) ?? 0) * (update.operator === '+=' ? 1 : -1)
          : undefined;
    const holds = { '<': (i: number, b: number) => i < b, '<=': (i: number, b: number) => i <= b, '>': (i: number, b: number) => i > b,
      '>=': (i: number, b: number) => i >= b, '!=': (i: number, b: number) => i !== b }[test.operator];
    if (bound === null || !step || !holds) return null;
    // Any other mention of the name in the body (`((i += 2))`, `((--i))`, `read i`, `${a[i]}`) may change it; an
    // option spelt like it (`sed -i`) does not.
    const uses = new RegExp(`\\$(?:${name}|\\{${name}\\})(?!\\w)|(?<=\\s)-${name}(?=[\\s;&|)]|$)`, 'g');
    if (new RegExp(`(?<!\\w)${name}(?!\\w)`).test(body.replace(uses, ''))) return null;
    const values: string[] = [];
    let i = start;
    for (; holds(i, bound); i += step) {
      if (values.length === MAX_COUNTED) return null;
      values.push(String(i));
    }
    return { name, values, last: String(i) };
  }

  /** Commands nested in words ($(...), `...`, <(...)) run too: judge them. */
  private substitutions(node: SyntaxNode, state: ShellState, depth: number): void {
    const visit = (child: SyntaxNode): void => {
      if (child.type === 'CommandExpansion' || child.type === 'ProcessSubstitution' || child.type === 'ArithmeticCommandExpansion') {
        if (!child.script) return this.report({ kind: 'unevaluable', target: child.text, message: 'holds a substitution the parser could not read' });
        if (child.script.errors?.length) {
          return this.report({
            kind: 'unevaluable',
            target: child.text,
            message: `holds a substitution that cannot be parsed (${child.script.errors[0]!.message})`,
          });
        }
        return this.statements(child.script.commands, fork(state), depth + 1);
      }
      forEachChild(child, visit);
      if (child.type !== 'ParameterExpansion') return;
      const p = child as ParameterExpansionPart;
      // `: "${BUILD_DIR:=build}"` sets the variable for the commands after it.
      const assigned = assignedDefault(p, state, this.ctx);
      if (assigned !== undefined) return this.assign(p.parameter, assigned, state);
      // `${!ref:=x}` sets the variable ref names (when it is empty): its value is not known from there on.
      if (p.prefix !== '!' || p.operation?.type !== 'Default' || !['=', ':='].includes(p.operation.operator)) return;
      const names = state.vars.get(p.parameter);
      if (!names || names.some((n) => !/^[A-Za-z_]\w*(\[\d+\])?$/.test(n)))
        return this.report({ kind: 'unevaluable', target: p.text, message: `${p.text} sets a variable whose name the guard cannot know` });
      for (const n of names) this.assign(n, null, state);
    };
    visit(node);
  }

  private redirects(list: readonly Redirection[], state: ShellState, depth: number): void {
    for (const r of list) {
      this.substitutions(r, state, depth);
      if (r.type === 'HereDoc') {
        const body = r.body?.text ?? '';
        const subs = r.delimiter?.quoted ? [] : bodySubstitutions(body);
        // Its substitutions run in this shell when the redirect is made: judged as the commands they are.
        for (const text of subs ?? []) this.script(text, fork(state), depth + 1);
        if (subs === null) {
          const d = r.delimiter?.value ?? 'EOF';
          this.report({
            kind: 'unevaluable',
            target: `<<${d}`,
            message: `a here-document with command substitutions runs commands the guard does not follow; quote its delimiter (<<'${d}')`,
          });
        }
        continue;
      }
      if (r.type !== 'Redirect' || !r.target) continue;
      if (r.operator === '<' || r.operator === '<&') this.inputRedirect(r, state);
      const writes =
        WRITE_REDIRECTS.has(r.operator) || (r.operator === '>&' && !/^(\d+|-)$/.test(r.target.value) && !coprocessDescriptor(r.target.text, state));
      if (writes) this.write(expandOne(r.target, state, this.ctx), state, 'target', `output redirect ${r.operator}`);
    }
  }

  /**
   * Descriptors an input redirection opened on a file outside the roots (or where the guard cannot tell), `any` for one
   * it cannot number (`{fd}<file`); with `duplicated`, a `N<&M` may have copied one to another number.
   */
  private readonly outsideInputs = new Set<number | 'any'>();
  private duplicated = false;
  /** Descriptors a write opens again by path (reopenedDescriptor). */
  private readonly reopened = new Set<number>();

  private inputRedirect(r: Redirect, state: ShellState): void {
    if (r.operator === '<&') {
      this.duplicated = true;
      return;
    }
    if (/^[<>]\(/.test(r.target!.text)) return;
    const fd = r.descriptor === undefined ? 0 : r.descriptor.type === 'FileDescriptor' ? r.descriptor.value : 'any';
    const file = expandOne(r.target!, state, this.ctx);
    const inside = (v: string) => {
      const abs = this.absolute(v, state);
      return abs !== null && (isHarmlessDevice(abs) || reopenedDescriptor(abs) !== null || insideRoots(abs, this.ctx, this.made));
    };
    if (!file.values?.length || !file.values.every(inside)) this.outsideInputs.add(fd);
  }

  /** A write through reopenedDescriptor's paths while a descriptor is open on an outside file, in the same entry: refused. */
  checkReopened(): void {
    if (!this.outsideInputs.size || !this.reopened.size) return;
    if (!this.duplicated && !this.outsideInputs.has('any') && ![...this.reopened].some((n) => this.outsideInputs.has(n))) return;
    this.report({
      kind: 'write',
      target: '/dev/fd',
      message:
        'writes through /dev/fd/N (or /dev/stdin, /dev/stdout, /proc/self/fd/N) while a descriptor is open on a file outside ' +
        'the allowed roots: that path opens the file again, for writing; read the file another way',
    });
  }

  /** judgeWritePath, noting a descriptor opened again by path (checkReopened). */
  private judgeWrite(abs: string, use: WriteUse, what: string): Finding | null {
    const fd = reopenedDescriptor(abs);
    if (fd !== null) this.reopened.add(fd);
    return judgeWritePath(abs, use, what, this.ctx, this.made);
  }

  /** judgeListedWrite: a path built from a listing's names, judged for every entry below the listed place it may reach. */
  private judgeListedWrite(abs: string, use: WriteUse, what: string): Finding | null {
    // A directory written at a listed name was judged so when written (`mkdir -p "$(dirname "$f")/out"`).
    const trees = [...this.touchedDirs, ...this.rewrittenTrees].filter((t) => !isListedPath(t));
    const vouched = (place: string) => this.listedPlaces.has(place);
    return judgeListedWrite(abs, use, what, { judge: (p, u) => this.judgeWrite(p, u, what), made: [...this.mayLeadOut], trees, vouched });
  }

  /** What a command reads on stdin from its own redirections (a here-doc, a here-string, `< file`). */
  private stdinOf(list: readonly Redirection[], state: ShellState): StdinText {
    let input: StdinText;
    for (const r of list) {
      if (r.type === 'HereDoc') input = this.hereDocText(r, state);
      else if (r.type === 'HereString' && r.target) input = this.textOf(expandValue(r.target, state, this.ctx), (t) => `${t}\n`);
      else if (r.type === 'Redirect' && r.operator === '<' && r.target) {
        const sub = r.target.parts?.length === 1 && r.target.parts[0]!.type === 'ProcessSubstitution' ? r.target.parts[0] : null;
        // `< <(find src -name '*.py')`: what the command prints, when the guard can tell (a listing's paths, known text).
        if (sub?.operator === '<' && sub.script) {
          input = this.scriptOutput(sub.script, state) ?? { unknown: `the output of ${r.target.text}` };
          continue;
        }
        const file = expandOne(r.target, state, this.ctx);
        // `< <(cmd)` reads another command's output, whatever the name of its pipe.
        const piped = /^[<>]\(/.test(r.target.text) || /^\/(dev|proc\/self)\/fd\//.test(file.values?.[0] ?? '');
        const texts = piped || !file.values?.length ? ['changed'] : file.values.map((v) => this.readFile(this.absolute(v, state)));
        const read = texts.map((t) => (t === 'missing' ? '' : t));
        input = read.some((t) => t === 'changed' || t === 'unreadable')
          ? { unknown: `the file ${r.target.text}, which this call changes or the guard cannot read` }
          : read.length === 1
            ? { text: read[0]! }
            : { oneOf: read };
      }
    }
    return input;
  }

  /**
   * A here-document's text as bash makes it: `<<-` drops each line's leading tabs; unquoted, its expansions take the
   * values the guard knows (unbash's parts have its backslashes read already), and any it cannot know leave the text
   * unknown.
   */
  private hereDocText(doc: HereDoc, state: ShellState): StdinText {
    const strip = doc.operator === '<<-';
    const { text, parts } = doc.body;
    const tabsOff = (t: string) => (strip ? t.replace(/^\t+/gm, '') : t);
    if (doc.delimiter?.quoted) return { text: tabsOff(text) };
    // No expansion in it (unbash then gives no parts): only its backslashes before `$`, a backquote, a backslash or a
    // newline are read.
    if (!parts) return { text: tabsOff(text).replace(/\\([$`\\\n])/g, (_, c: string) => (c === '\n' ? '' : c)) };
    let lineStart = true;
    const pieces = parts.map((p) => {
      if (p.type !== 'Literal') {
        lineStart = false;
        return p;
      }
      const value = strip ? p.value.replace(lineStart ? /^\t+|(?<=\n)\t+/g : /(?<=\n)\t+/g, '') : p.value;
      lineStart = value.endsWith('\n');
      return { ...p, value };
    });
    // Expanded as the inside of double quotes: no splitting, globbing or tilde. There $@ and $* are the positional
    // parameters joined by spaces (`# generated by ./configure $*`).
    const word = { type: 'Word', text, parts: [{ type: 'DoubleQuoted', text, parts: pieces }] } as unknown as Word;
    const value = expandValue(word, withJoinedPositional(state), this.ctx);
    return Array.isArray(value) && value.length === 1 ? { text: value[0]! } : { unknown: 'a here-document whose expansions the guard cannot know' };
  }

  private textOf(v: string[] | { unknown: string }, wrap: (t: string) => string): StdinText {
    return Array.isArray(v) && v.length === 1 ? { text: wrap(v[0]!) } : { unknown: 'a computed here-string' };
  }

  /**
   * The words of an unquoted `$(…)` standing alone (`for f in $(find src -name '*.py')`), when its output is known
   * text, or a listing whose names neither split nor expand: the listing's paths. Null otherwise.
   */
  private splitOutput(w: Word, state: ShellState): string[] | null {
    return splitFields(this.loneOutput(w, state));
  }

  /** What a word that is one `$(…)` alone prints, when the guard can tell (scriptOutput); undefined otherwise. */
  private loneOutput(w: Word, state: ShellState): StdinText {
    const part = w.parts?.length === 1 ? w.parts[0] : undefined;
    if (part?.type !== 'CommandExpansion' || !part.script || state.vars.has('IFS')) return undefined;
    return this.scriptOutput(part.script, state);
  }

  /**
   * Each way a command word may expand (expandWordWays). An argument that is an unquoted `$(listing)` alone
   * (`sed -i … $(grep -rl x .)`) and has no value otherwise stands for the listing's paths, as splitOutput gives them,
   * or for nothing: a listing may print none.
   */
  private argFieldWays(w: Word, state: ShellState, argument: boolean): Arg[][] {
    const ways = expandWordWays(w, state, this.ctx);
    if (!argument || ways.every((f) => f.every((a) => a.values !== null))) return ways;
    const out = this.loneOutput(w, state);
    const fields = splitFields(out);
    if (fields === null) return ways;
    return out && 'text' in out ? [fields.map(literalArg)] : [[], fields.map(literalArg)];
  }

  /**
   * The command lines a command's words may make: one, or one per way the words may split (`python3 $d x.py` with d
   * empty runs x.py). Past MAX_ARGV_WAYS, the words that split several ways are unknown.
   */
  private argvWays(words: readonly (Word | Assignment)[], state: ShellState): Arg[][] {
    let argvs: Arg[][] = [[]];
    const perWord = words.map((w, i) => (w.type === 'Word' ? this.argFieldWays(w, state, i > 0) : [[this.assignmentArg(w, state)]]));
    const count = perWord.reduce((n, ways) => n * ways.length, 1);
    for (const [i, ways] of perWord.entries()) {
      const w = words[i]!;
      const usable: Arg[][] =
        count > MAX_ARGV_WAYS && ways.length > 1 ? [[{ text: w.text, values: null, unknown: `${w.text}, which may give several numbers of words` }]] : ways;
      argvs = argvs.flatMap((argv) => usable.map((fields) => [...argv, ...fields]));
    }
    return argvs;
  }

  /** What a one-pipeline script (`$(…)`, `<(…)`) prints, when the guard can tell; undefined for any other script. */
  private scriptOutput(script: { commands: readonly Statement[] }, state: ShellState): StdinText {
    if (script.commands.length !== 1) return undefined;
    const { command } = script.commands[0]!;
    // `$(< VERSION)`: bash's short way to read a file, as `$(cat VERSION)`.
    if (command.type === 'Command' && !command.name && command.prefix.every((p) => p.type !== 'Assignment') && command.redirects.length === 1) {
      const r = command.redirects[0]!;
      if (r.type === 'Redirect' && r.operator === '<' && !r.descriptor) return this.stdinOf(command.redirects, state);
    }
    if (command.type === 'AndOr') return this.testedOutput(command, state);
    let out: StdinText;
    for (const stage of command.type === 'Pipeline' ? command.commands : [command]) out = this.output(stage, state, out);
    return out;
  }

  /**
   * `[ "$fletcher" = yes ] && echo 1 || echo 0` (a configure script's switch): a test the guard can decide, then echo or
   * printf commands, which succeed, print what the commands bash picks print. Undefined for any other chain.
   */
  private testedOutput(n: AndOr, state: ShellState): StdinText {
    let succeeded = this.testCommandHolds(n.commands[0], state);
    if (succeeded === null) return undefined;
    let text = '';
    for (let k = 1; k < n.commands.length; k++) {
      if ((n.operators[k - 1] === '&&') !== succeeded) continue;
      const c = n.commands[k]!;
      const name = c.type === 'Command' && !c.name?.parts ? c.name?.value : undefined;
      if (name !== 'echo' && name !== 'printf') return undefined;
      if (state.funcs.has(name) || state.aliases.has(name)) return undefined;
      const out = this.output(c, state);
      if (!out || !('text' in out)) return undefined;
      text += out.text;
      succeeded = true;
    }
    return { text };
  }

  /** Functions whose output is being computed (output()): one calling itself is not followed. */
  private readonly inFunctionOutput = new Set<string>();

  /** What one pipeline stage writes to the next (given what it reads, `input`), when the guard can tell. */
  private output(n: PipelineNode | AndOr, state: ShellState, input?: StdinText): StdinText {
    if (n.type !== 'Command' || !n.name) return { unknown: 'the output of a compound command' };
    const argv = [n.name, ...n.args].flatMap((w) => (w.type === 'Word' ? expandWord(w, state, this.ctx) : [literalArg(w.text)]));
    const words = argv.map((a) => (a.values?.length === 1 ? a.values[0]! : null));
    const name = basename(words[0] ?? '');
    const own =
      this.stdinOf(n.redirects, state) ??
      this.stdinOf(
        n.suffix.filter((s): s is Redirection => s.type === 'HereDoc' || s.type === 'HereString'),
        state,
      );
    if (words.some((w) => w === null)) return { unknown: `the output of ${name}` };
    const rest = words.slice(1) as string[];
    // A function or alias of that name runs instead of the program (`cat() { …; }; cat > f <<EOF`).
    const shadowed = name === words[0] && (state.funcs.has(name) || state.aliases.has(name));
    if (shadowed && (own || input || state.aliases.has(name))) return { unknown: `the output of the function or alias ${name}` };
    // `read_list config/hosts.txt` of a function whose body is one pipeline: that pipeline's output, given these words.
    const fn = shadowed ? state.funcs.get(name) : undefined;
    const body = fn?.type === 'BraceGroup' ? fn.body : undefined;
    if (body && !this.inFunctionOutput.has(name)) {
      const local = fork(state);
      setPositional(local, rest.map((w) => [w]));
      this.inFunctionOutput.add(name);
      try {
        return this.scriptOutput(body, local) ?? { unknown: `the output of ${name}` };
      } finally {
        this.inFunctionOutput.delete(name);
      }
    }
    // The known text the command reads on stdin: its own redirect or here-document, else the pipe's.
    const stdinText = own && 'text' in own ? own.text : !own && input && 'text' in input ? input.text : null;
    if (name === 'echo') return { text: `${rest.filter((w) => !/^-[neE]+$/.test(w)).join(' ')}\n` };
    if (name === 'printf' && rest.length && !rest[0]!.startsWith('-')) {
      const text = printfOutput(rest[0]!, rest.slice(1));
      if (text !== null) return { text };
    }
    if (name === 'cat' && rest.length === 0 && own) return own;
    // A filter that passes whole lines through (some of them, or reordered) passes a listing's paths on.
    if (isListing(input) && !own && passesLinesWhole(name, rest)) return input;
    // `jq -r .version package.json`, `node -p "require('./package.json').version"`: a field of a JSON file the guard can read.
    const field = name === 'jq' ? jqFieldCall(rest) : name === 'node' ? nodeRequireField(rest) : null;
    if (field) {
      const text =
        field.file === null
          ? own && 'text' in own
            ? own.text
            : input && 'text' in input
              ? input.text
              : null
          : this.readFile(this.absolute(field.file, state));
      const printed = text === null || text === 'changed' || text === 'unreadable' || text === 'missing' ? null : field.print(text);
      if (printed !== null) return { text: printed };
    }
    // `tail -n +2 data.csv`, `tail -qn +2 data/*.csv`, `… | head -n 5`: the lines of known texts (files the guard can
    // read, or the input), as the machine's program prints them.
    const lines = name === 'head' || name === 'tail' ? headTailFiles(name, rest) : null;
    if (lines) {
      const parts: { name: string; out: string }[] = [];
      for (const file of lines.files.length ? lines.files : [null]) {
        const text = file === null ? stdinText : this.readFile(this.absolute(file, state));
        const out = isText(text) ? headTailOutput(name as 'head' | 'tail', lines.count, text) : null;
        if (out === null) break;
        parts.push({ name: file ?? '', out });
      }
      if (parts.length === Math.max(lines.files.length, 1)) return { text: joinHeadTail(parts, lines.quiet) };
    }
    // `cut -d, -f1 data.csv`, `… | cut -c1-8`: the fields of a known text (one file the guard can read, or the input).
    if (name === 'cut') {
      const last = rest.at(-1);
      // The last word is the file unless the words are cut's whole spelling.
      const file = last === undefined || last.startsWith('-') || isCutSelection(rest) ? null : last;
      const words = file === null ? rest : rest.slice(0, -1);
      const text = file === null ? stdinText : this.readFile(this.absolute(file, state));
      const out = isText(text) && isCutSelection(words) ? cutOutput(words, text) : null;
      if (out !== null) return { text: out };
    }
    // `grep -m1 '^version' pyproject.toml`: the lines of a known text (one file, or the input) grep picks.
    const grep = name === 'grep' ? grepWords(rest) : null;
    if (grep) {
      const read = grep.file === null ? stdinText : this.readFile(this.absolute(grep.file, state));
      const out = isText(read) ? grepOutput(grep.options, grep.pattern, read) : null;
      if (out !== null) return { text: out };
    }
    // `echo "$title" | tr ' ' '-'`, `… | sed 's/-$//'`: the machine's own filter run on the text (text-filters.ts).
    const filtered = stdinText === null ? null : name === 'tr' ? trOutput(rest, stdinText) : name === 'sed' ? pipedSed(rest, stdinText) : null;
    if (filtered !== null && isAscii(filtered)) return { text: filtered };
    // `sed 's/__MODULE__/format/g' template > test.js`: the same, on one file the guard can read.
    const sedFile = name === 'sed' && !own ? sedOnFile(rest) : null;
    const fileText = sedFile ? this.readFile(this.absolute(sedFile.file, state)) : null;
    if (sedFile && isText(fileText)) {
      const edited = pipedSed(sedFile.words, fileText);
      if (edited !== null && isAscii(edited)) return { text: edited };
    }
    // `realpath F`, `readlink -f F` of a path that exists: where its links lead now, with the links this call made.
    const resolved = name === 'realpath' ? rest : name === 'readlink' && ['-f', '-e', '-m'].includes(rest[0] ?? '') ? rest.slice(1) : null;
    const real = resolved?.length === 1 && !resolved[0]!.startsWith('-') ? this.existingTarget(this.absolute(resolved[0]!, state)) : null;
    if (real !== null) return { text: `${real}\n` };
    // `git rev-parse --git-path hooks` (a hook installer's target), `--git-dir`: from the repository on disk and its config.
    // Not with variables set for it (`GIT_CONFIG_GLOBAL=f git …`): they may change what git reads.
    const inRepo = name === 'git' && state.cwd !== null && n.prefix.length === 0;
    const gitPath =
      inRepo && rest[0] === 'rev-parse' ? gitPathPrinted(rest.slice(1), state.cwd!, (abs) => this.readFile(abs), this.gitConfigsBeside(state)) : null;
    if (gitPath !== null) return { text: `${gitPath}\n` };
    // `git rev-parse --short HEAD`, `git describe --tags --abbrev=0`: what the machine's git says of the repository now.
    const top = inRepo && refQuery(rest) ? plainTop(state.cwd!) : null;
    const ref = top === null ? null : refPrinted({ x: this }, top, state, rest);
    if (ref !== null) return { text: `${ref}\n` };
    if (name === 'seq' && rest.length >= 1 && rest.length <= 3 && rest.every((w) => /^-?\d{1,6}$/.test(w))) return seqOutput(rest.map(Number));
    // `cat a.sql b.sql | sqlite3 db`: the files' texts one after another, as the next command reads them.
    if (name === 'cat' && rest.length && rest.every((w) => !w.startsWith('-'))) {
      let out = '';
      for (const file of rest) {
        const text = this.readFile(this.absolute(file, state));
        if (text === 'changed' || text === 'unreadable') return { unknown: `the file ${file}, which this call changes or the guard cannot read` };
        out += text === 'missing' ? '' : text;
      }
      return { text: out };
    }
    // `ls FILE…` (no directory, no option that changes the listing) prints exactly the names it is given.
    if (name === 'ls' && state.cwd !== null && rest.length && rest.every((w) => w === '-1' || (!w.startsWith('-') && isFileQuiet(joinRaw(state.cwd!, w)))))
      return { text: `${rest.filter((w) => w !== '-1').join('\n')}\n` };
    const places = state.cwd === null ? null : listingOf(name, rest, state.cwd);
    if (places !== null) return 'unknown' in places ? places : this.listingOutput(name, rest, state.cwd!, places);
    return { unknown: `the output of ${name}` };
  }

  /**
   * Where `abs` leads (its links followed) when it exists, before the call (or another entry of it) has written
   * anything: after a write the disk may no longer show the way there (a link made, an entry removed).
   */
  private existingTarget(abs: string | null): string | null {
    if (abs === null || this.made.size || this.touched.size || this.touchedDirs.length || this.rewrittenTrees.length) return null;
    const real = realTarget(abs);
    return real !== null && lstatQuiet(real) !== undefined ? real : null;
  }

  /** A listing's output: its places, which of the guard's own files it may print, and what the names below hold. */
  private listingOutput(name: string, rest: readonly string[], cwd: string, places: ListingPlaces): Listing {
    const listed = protectedInListing(name, rest, { cwd, protectedBelow: (d) => this.protectedBelow(d), readFile: (abs) => this.readFile(abs) });
    const effects = { made: [...this.made.keys()], files: [...this.touched], trees: [...this.touchedDirs, ...this.rewrittenTrees] };
    const names = namesBelow(places.dirs, effects, places.linkNamed);
    // A listing of the index (git ls-files, git diff --cached) prints the index as it is when it runs: after an earlier
    // command of the call may have changed it (`git add -A`, then a pre-commit hook's loop), any link on disk may be in
    // it that is not in the index now (an untracked one an earlier call planted).
    const tracked =
      places.trackedLinks === undefined
        ? undefined
        : places.trackedLinks || (names.links && this.indexMayHaveChanged(cwd) && untrackedLinks(cwd, places.pathspecs ?? []));
    const links = tracked === undefined ? names.links && !places.noLinks : tracked || madeLinksBelow(places.dirs, effects);
    for (const d of places.dirs) this.listedPlace(d, places.reaches ?? null);
    return { pathsUnder: places.dirs, printed: places.printed, self: places.self, listed, odd: names.odd, links };
  }

  /** Whether an earlier command of the call may have changed the index of the repository `cwd` is in (or none is found). */
  private indexMayHaveChanged(cwd: string): boolean {
    const top = gitEntryAbove(normalize(cwd));
    return top === null || this.repositoryChanged(join(top, '.git'));
  }

  private command(cmd: Command, state: ShellState, depth: number, pipedIn: StdinText): void {
    const outer = this.commandNumber;
    this.commandNumber = ++this.commandsSeen;
    try {
      this.plainCommand(cmd, state, depth, pipedIn);
    } finally {
      this.commandNumber = outer;
    }
    // A signal may come after any command (a child's end, a kill): its trap's handler then runs in the state this
    // command left. Handlers change no state the commands after them see (statelessHandler): each is judged on a copy.
    if (state.signalTraps.length && !this.inSignalTrap) {
      this.inSignalTrap = true;
      try {
        for (const handler of state.signalTraps) this.script(handler, fork(state), depth + 1);
      } finally {
        this.inSignalTrap = false;
      }
    }
  }

  /** While a signal trap's handler is judged after a command: its own commands do not run the handlers again. */
  private inSignalTrap = false;

  private plainCommand(cmd: Command, state: ShellState, depth: number, pipedIn: StdinText): void {
    // Only this command is known to run (statements()): not the ones in its substitutions or what it runs in turn.
    const surelyRuns = this.surelyRuns;
    this.surelyRuns = false;
    if (++this.commandsWalked > COMMANDS_WALKED) {
      if (this.commandsWalked === COMMANDS_WALKED + 1) {
        this.report({
          kind: 'unevaluable',
          target: cmd.name?.text ?? 'a command',
          message: `runs more than ${COMMANDS_WALKED} commands (a long generated script), more than the guard checks in time; split it into smaller scripts`,
        });
      }
      return;
    }
    for (const part of [...(cmd.name ? [cmd.name] : []), ...cmd.prefix, ...cmd.suffix]) {
      if (part.type === 'HereDoc' || part.type === 'HereString' || part.type === 'Redirect') continue;
      this.substitutions(part, state, depth);
    }
    // Prefix assignments (`X=1 cmd`) reach only the command: set them for it, then put the old values back.
    const prefix = cmd.prefix.filter((p): p is Assignment => p.type === 'Assignment');
    // bash reads `X=<(cmd)` as one word, X set to the substitution's /dev/fd path; the parser ends the assignment at the
    // `=` and takes the substitution for the next word.
    const words = [...cmd.prefix, ...(cmd.name ? [cmd.name] : []), ...cmd.suffix];
    const startsSubstitution = (w: (typeof words)[number]) => w.type === 'Word' && /^[<>]\(/.test(w.text);
    const split = prefix.find((p) => p.value?.type === 'Word' && p.value.text === '' && words.some((w) => w.pos === p.end && startsSubstitution(w)));
    if (split)
      return this.report({
        kind: 'unevaluable',
        target: split.text,
        message: `sets ${split.name} to a process substitution, whose text the guard cannot read; write the value to a file first`,
      });
    const saved = cmd.name ? prefix.map((p) => [p.name, state.vars.has(p.name), state.vars.get(p.name)] as const) : [];
    const program = cmd.name?.parts ? null : basename(cmd.name?.value ?? '');
    this.nodeStartCwd = program === 'node' || program === 'npm' || program === 'npx' ? state.cwd : null;
    this.prefixedProgram = program;
    for (const p of prefix) this.assignment(p, state);
    this.nodeStartCwd = null;
    this.prefixedProgram = null;
    this.forPkgConfigOnly(program, state);
    const redirects = [...cmd.redirects, ...cmd.suffix.filter((s): s is Redirection => s.type === 'HereDoc' || s.type === 'HereString')];
    const textTarget = this.newFileTarget(cmd, state, surelyRuns);
    this.redirects(cmd.redirects, state, depth);
    for (const r of redirects) if (r.type === 'HereDoc' && !cmd.redirects.includes(r)) this.redirects([r], state, depth);
    // Assignments alone: what their substitutions made counts (`t=$(mktemp -p . r.XXXX.py)` leaves an empty file).
    if (!cmd.name) return this.keepSureEdits(surelyRuns);
    const stdin = this.stdinOf(redirects, state) ?? pipedIn;
    const alias = cmd.name.parts ? undefined : state.aliases.get(cmd.name.value);
    if (alias !== undefined) {
      state.aliases.delete(cmd.name.value);
      this.script([alias, ...cmd.args.map((a) => a.text)].join(' '), state, depth + 1);
      state.aliases.set(cmd.name.value, alias);
      return;
    }
    const argvs = this.argvWays([cmd.name, ...cmd.args], state);
    if (['export', 'declare', 'local', 'readonly', 'typeset'].includes(cmd.name.value)) {
      // `declare -A m=(…)`: an associative array, whose compound value holds keys (`[k]=v`, or `k v` pairs).
      if (cmd.args.some((a) => a.type === 'Word' && /^-[a-zA-Z]*A/.test(a.text)))
        for (const a of cmd.args) {
          if (a.type === 'Assignment') state.associative.add(a.name);
          else if (/^[A-Za-z_]\w*$/.test(a.text)) state.associative.add(a.text);
        }
      for (const a of cmd.args) if (a.type === 'Assignment') this.assignment(a, state);
    }
    // The texts this command leaves count for the commands after it (andOr); not those its substitutions left.
    this.edits = [];
    // Only this command's own: a shell it runs may unexport or change them (`export -n X`) before starting a program.
    const outer = [...this.prefixed];
    this.prefixed.clear();
    for (const p of prefix) this.prefixed.add(p.name);
    try {
      if (argvs.length === 1) this.run(argvs[0]!, state, depth, stdin, true);
      else {
        // One of these command lines runs: each is walked from the same start, and what they leave is joined.
        const start = outcomeOf(state);
        const outcomes = argvs.map((argv) => {
          resume(state, start);
          this.run(argv, state, depth, stdin, true);
          return outcomeOf(state);
        });
        this.join(state, outcomes);
      }
    } finally {
      this.prefixed.clear();
      for (const n of outer) this.prefixed.add(n);
    }
    if (textTarget !== null) this.recordText(cmd, state, textTarget);
    this.keepSureEdits(surelyRuns && argvs.length === 1);
    for (const [name, had, value] of saved) had ? state.vars.set(name, value ?? null) : state.vars.delete(name);
  }

  /**
   * An edit in place (`sed -i … app/core.py; python3 -m pytest`) by a command that surely runs, of a file it can
   * rewrite in a directory it can write: it succeeds (sed ran on that text already), so the text stays known. So
   * does a file made new there (touch and mktemp make it empty, tee writes its input).
   */
  private keepSureEdits(surelyRuns: boolean): void {
    if (!surelyRuns) return;
    const made = (e: { abs: string; text: string }) => lstatQuiet(e.abs) === undefined;
    const sure = this.edits.filter((e) => e.inPlace && (canWriteWhole(e.abs) || made(e)) && canWriteDir(dirname(e.abs)));
    for (const e of sure) this.texts.set(normalize(e.abs), { text: e.text, dirsFrom: this.touchedDirs.length });
  }

  /**
   * The file a command creates with one `>` of its output (`cat > run.sh <<'EOF'`, `printf '%s' … > f`), when it runs
   * in order (no pipeline or background job beside it) and nothing is at that path yet, on disk or from an earlier
   * command of the call: if the command does not run (`false && …`), the file is missing and runs nothing.
   */
  private newFileTarget(cmd: Command, state: ShellState, surelyRuns: boolean): { abs: string; before: string; sure?: false } | null {
    if (!this.inOrder()) return null;
    const outs = cmd.redirects.filter((r) => r.type === 'Redirect' && WRITE_REDIRECTS.has(r.operator));
    const [r] = outs;
    if (outs.length !== 1 || r?.type !== 'Redirect' || !r.target || !['>', '>|', '>>'].includes(r.operator)) return null;
    if (r.descriptor && !(r.descriptor.type === 'FileDescriptor' && r.descriptor.value === 1)) return null;
    const target = expandOne(r.target, state, this.ctx).values;
    const abs = target?.length === 1 ? this.absolute(target[0]!, state) : null;
    // `> /dev/null` makes no file (and reading the device on every such line of a long script costs an open each).
    if (abs !== null && isHarmlessDevice(abs)) return null;
    const now = abs === null ? 'changed' : this.readFile(abs);
    if (now === 'missing') return { abs: normalize(abs!), before: '' };
    // `>>` adds to a file whose text the guard knows (`cat >> calc/core.py <<'EOF'` before importing it).
    const known = now !== 'changed' && now !== 'unreadable';
    if (!known) return null;
    // Not on disk yet, but made by this call as a plain file with a known text (`touch f`, `t=$(mktemp …)`).
    const madeHere = lstatQuiet(abs!) === undefined && this.texts.has(normalize(abs!));
    if (!madeHere && lstatQuiet(abs!)?.isSymbolicLink() !== false) return null;
    if (r.operator === '>>') return { abs: normalize(abs!), before: now };
    // `>` replaces the text of a plain file it can write (`cat > app/core.py <<'EOF'` then the tests), when the
    // command surely runs: a write skipped (`false && …`) or failed would leave the old text, which nothing judged.
    // Elsewhere the commands after it in an `&&` chain, which run only once it has, read the new text (`sure: false`).
    if (!(madeHere || canWriteWhole(abs!))) return null;
    return surelyRuns ? { abs: normalize(abs!), before: '' } : { abs: normalize(abs!), before: '', sure: false };
  }

  /** The text the command printed into the file `abs` (after what it held): a later command that runs the file is judged on it. */
  private recordText(cmd: Command, state: ShellState, target: { abs: string; before: string; sure?: false }): void {
    const out = this.output(cmd, state);
    if (!out || !('text' in out)) return;
    if (target.sure === false) this.textOnSuccess(target.abs, target.before + out.text);
    else this.texts.set(target.abs, { text: target.before + out.text, dirsFrom: this.touchedDirs.length });
  }

  private assignmentArg(a: Assignment, state: ShellState): Arg {
    if (a.value.type !== 'Word') return { text: a.text, values: null, unknown: 'an array value' };
    const v = expandValue(a.value, state, this.ctx);
    return Array.isArray(v) ? { text: a.text, values: v.map((x) => `${a.name}=${x}`) } : { text: a.text, values: null, unknown: v.unknown };
  }

  private assignment(a: Assignment, state: ShellState): void {
    if (a.value.type === 'ArrayValue' && !a.append && !a.index && !state.associative.has(a.name))
      return this.arrayAssignment(a.name, a.value.elements, state);
    // `x[1]=v` sets one element: "$x" is element 0, which v does not tell.
    if (a.value.type !== 'Word' || a.append || a.index) return this.assign(a.name, null, state);
    const v = expandValue(a.value, state, this.ctx);
    this.assign(a.name, Array.isArray(v) ? v : this.listedAssignment(a.name, a.value, state), state);
  }

  /**
   * `files=$(git diff --cached --name-only -- '*.py')`: an ordinary variable holding a listing's output, whose names
   * neither split nor expand, is empty or names paths the listing prints (listedValues), as `$files` unquoted gives
   * them one by one and `"$files"` joins them with newlines below the same places. Null for any other value, and for
   * names whose value changes what programs do (those need a value the guard knows).
   */
  private listedAssignment(name: string, value: Word, state: ShellState): string[] | null {
    if (riskyVariable(name, null) !== null || GIT_ROUTING_VARS.has(name) || SEARCH_PATHS.has(name)) return null;
    const listed = listedPaths(this.loneOutput(value, state));
    return listed === null ? null : ['', ...listed];
  }

  /**
   * ShellState.printed: what `$(cat VERSION)` or `$(jq -r .name package.json)` prints, when the guard knows (output()
   * and readFile(): a file this call changes is not known), trailing newlines cut as bash cuts them.
   */
  printedText(script: { commands: readonly Statement[] }, state: ShellState): string | null {
    const out = this.scriptOutput(script, state);
    return out && 'text' in out && !out.text.includes('\0') ? out.text.replace(/\n+$/, '') : null;
  }

  /**
   * `files=(a.txt "b c.txt")`: judged as any assignment of an unknown value (arrays are never exported, but a name like
   * BASH_ENV is refused all the same), then, when every element is one known word placed in turn (no `[k]=`), and the
   * name is not an associative array's, "$files" is the first and
   * `files[@]` holds the list, so that `for f in "${files[@]}"` and `cp "${files[@]}" dir/` are followed.
   */
  private arrayAssignment(name: string, elements: readonly Word[], state: ShellState): void {
    this.assign(name, null, state);
    const list: string[] = [];
    for (const w of elements) {
      // `t=([1]=a [0]=b)`: elements placed by subscript, not in turn.
      if (/^\[[^\]]*\]\+?=/.test(w.text)) return;
      for (const field of expandWord(w, state, this.ctx)) {
        if (field.values?.length !== 1) return;
        list.push(field.values[0]!);
      }
    }
    setArray(state, name, list);
  }

  assign(element: string, known: string[] | null, state: ShellState): void {
    // An element (`x[0]`, set by read, printf -v or a quoted declare): "$x" is element 0, not known from here on.
    const bracket = element.indexOf('[');
    const name = bracket > 0 ? element.slice(0, bracket) : element;
    const values = bracket > 0 ? null : known;
    state.vars.set(name, values);
    // Whatever the guard knew of the array's elements (a coprocess's descriptors included) is gone with any assignment.
    state.vars.delete(arrayKey(name));
    // Under `set -a` an assignment exports the variable (maybe, where the option may be on).
    const allexport = optionOn(state, 'allexport');
    if (allexport !== false) state.vars.set(exportKey(name), allexport ? ['1'] : ['0', '1']);
    // BASH_ENV naming files that only set variables to literals: each bash the call starts gets those settings (bashEnv).
    const startup = name === 'BASH_ENV' && values?.length ? this.startupSettings(values, state) : null;
    if (startup) {
      for (const v of values!) if (v !== '') this.startupFiles.set(this.absolute(v, state)!, v);
      // A bash the guard does not follow (one a program starts) makes them too: each is judged as the call's own would be.
      const elsewhere = fork(state);
      for (const [setting, value] of startup) this.assign(setting, [value], elsewhere);
    }
    const forPkgConfig = PKG_CONFIG_SEARCH.test(name) && PKG_CONFIG.test(this.prefixedProgram ?? '');
    if (forPkgConfig) this.pkgConfigSettings.push(name);
    const risky = startup || forPkgConfig ? null : riskyVariable(name, values);
    // A home, temp, cargo output or pycache dir inside the roots keeps writes there inside; set to the value it
    // has (`HOME=$HOME`), it changes nothing.
    const coverage = name === 'NODE_V8_COVERAGE' && this.nodeStartCwd !== null;
    const insideDir =
      (coverage || /^(HOME|TMPDIR|TMP|TEMP|CARGO_TARGET_DIR|PYTHONPYCACHEPREFIX)$/.test(name)) &&
      values?.length &&
      values.every((v) => (isAbsolute(v) || coverage) && this.insideRoots(joinRaw(this.nodeStartCwd ?? '/', v)));
    const unchanged = values?.length === 1 && values[0] === (name === 'HOME' ? this.ctx.home : name === 'TMPDIR' ? this.ctx.tmpdir : undefined);
    if (risky && !insideDir && !unchanged && !GIT_ROUTING_VARS.has(name)) this.report({ kind: 'unevaluable', target: name, message: risky });
    if (name === 'HOME' && insideDir && !unchanged) for (const home of values) this.homeHoldsFiles(home);
    if (GIT_ROUTING_VARS.has(name))
      this.write(values ? { text: name, values } : { text: name, values: null, unknown: name }, state, 'into', `${name} routes git to`, false);
    else if (!risky) this.outsidePlaces(name, values ?? [], state);
  }

  /** The program a command's prefix assignments are set for (`X=1 prog`), while they are assigned; null otherwise. */
  private prefixedProgram: string | null = null;
  /** pkg-config's search paths set for a pkg-config command alone (assign), to be checked once all its prefixes are. */
  private pkgConfigSettings: string[] = [];

  /**
   * `PKG_CONFIG_PATH=dir pkg-config --cflags lib`: pkg-config only prints what the .pc files it finds say, and a
   * program that takes its output as words is judged on words it cannot know. So its search path is allowed set for
   * it alone, when the name runs the system's pkg-config (not a function, an alias or a file inside the roots, which
   * would pass the setting on to what it runs: make reading a planted .pc through `$(shell pkg-config …)`).
   */
  private forPkgConfigOnly(program: string | null, state: ShellState): void {
    const names = this.pkgConfigSettings;
    this.pkgConfigSettings = [];
    if (!names.length || program === null) return;
    const found = state.funcs.has(program) || state.aliases.has(program) ? null : this.onPath(program, state);
    if (found !== null && !this.insideRoots(found)) return;
    for (const name of names) this.report({ kind: 'unevaluable', target: name, message: riskyVariable(name, null)! });
  }

  /** Simple commands walked so far in this call (COMMANDS_WALKED bounds them). */
  private commandsWalked = 0;

  /** BASH_ENV files allowed by assign(): checked again at the end of the walk, which may have changed them. */
  private readonly startupFiles = new Map<string, string>();

  /** The settings the files `values` name hold (literalSettings), all of them; null when one is more than settings or unknown. */
  private startupSettings(values: readonly string[], state: ShellState): [string, string][] | null {
    const all: [string, string][] = [];
    for (const v of values) {
      if (v === '') continue;
      const abs = this.absolute(v, state);
      const text = abs === null ? 'changed' : this.readFile(abs);
      // A missing file is reported by bash, which goes on.
      if (text === 'missing') continue;
      const settings = text === 'changed' || text === 'unreadable' ? null : literalSettings(text);
      // A file that sets BASH_ENV or ENV again is not followed.
      if (settings === null || settings.some(([name]) => name === 'BASH_ENV' || name === 'ENV')) return null;
      for (const setting of settings) all.push(setting);
    }
    return all;
  }

  bashEnv(state: ShellState): void {
    const values = state.vars.get('BASH_ENV');
    const settings = values?.length ? this.startupSettings(values, state) : null;
    if (!settings?.length) return;
    // Set for this bash alone (`BASH_ENV=env.sh bash -c …`) it is surely sourced; set earlier, it may not be exported.
    if (this.environmentValue('BASH_ENV', state) !== null) {
      for (const [name, value] of settings) this.assign(name, [value], state);
      return;
    }
    const sourced = fork(state);
    for (const [name, value] of settings) this.assign(name, [value], sourced);
    this.join(state, [outcomeOf(state), outcomeOf(sourced)]);
  }

  /** Called once the walk is done: a BASH_ENV file this call changed after setting it is no longer known to set only literals. */
  checkStartupFiles(): void {
    for (const [abs, value] of this.startupFiles) {
      const text = this.readFile(abs);
      if (text === 'missing' || (text !== 'changed' && text !== 'unreadable' && literalSettings(text) !== null)) continue;
      this.report({
        kind: 'unevaluable',
        target: value,
        message: `sets BASH_ENV to ${value}, which this call changes: every bash started from then on sources it; set it in the next call`,
      });
    }
  }

  /**
   * A home inside the roots is the agent's to fill, and programs run code they find there when they start (git's
   * config and its aliases and hooks, python's user site and usercustomize, rc files): one that already holds
   * anything is refused. An empty or new one is fine; homeWrittenHere judges what the call itself puts there.
   */
  private homeHoldsFiles(home: string): void {
    let names: string[] = [];
    try {
      names = readdirSync(home);
    } catch {
      // Not there (yet): nothing in it to read.
    }
    const written = this.writtenBelow(home).filter((p) => !this.isMadeDir(p));
    const held = names.length ? join(home, names[0]!) : written[0];
    if (held === undefined) return;
    this.report({
      kind: 'unevaluable',
      target: home,
      message: `sets HOME to ${home}, which holds ${held}: programs read their start-up files and config from the home; point HOME at an empty directory`,
    });
  }

  /** A program run with HOME set by the call to a place inside the roots where the call wrote a file (homeHoldsFiles). */
  private homeWrittenHere(state: ShellState): void {
    const home = state.vars.get('HOME');
    if (home?.length !== 1 || home[0] === this.ctx.home || !this.insideRoots(home[0]!)) return;
    const written = this.writtenBelow(home[0]!).find((p) => !this.isMadeDir(p));
    if (written === undefined) return;
    this.report({
      kind: 'unevaluable',
      target: written,
      message: `runs a program with HOME at ${home[0]}, where this call wrote ${written}: programs read their start-up files and config from the home`,
    });
  }

  /**
   * A variable set to a place outside the roots: programs take their output files and dirs from variables the guard
   * cannot list (COVERAGE_FILE, DEPENDENCIES_OUTPUT, IPYTHONDIR…), so an outside place is refused whatever the name.
   * The system's own trees (/usr, /etc, /opt…) are where programs read from, and stay allowed.
   */
  private outsidePlaces(name: string, values: readonly string[], state: ShellState): void {
    for (const value of values) {
      for (const place of placesInValue(name, value)) {
        if (!isAbsolute(place) && state.cwd === null) continue;
        const abs = joinRaw(state.cwd ?? '/', place);
        if (isHarmlessDevice(abs) || this.insideRoots(abs) || inSystemTree(abs)) continue;
        return this.report({
          kind: 'write',
          target: abs,
          message: `sets ${name} to ${place}, outside the allowed roots; a program that reads ${name} may write there, so name a place inside the environment`,
        });
      }
    }
  }

  // ---- the Exec interface for rules ----

  write(arg: Arg | undefined, state: ShellState, use: WriteUse, what: string, record = true): void {
    if (!arg) return;
    if (arg.values === null) {
      return this.report({
        kind: 'unevaluable',
        target: arg.text,
        message: `${what} ${arg.text}: cannot be shown to be inside the allowed roots (it depends on ${arg.unknown}); ${REPHRASE}`,
      });
    }
    for (const value of arg.values) {
      // An empty path opens nothing (ENOENT): `tee -a "$x"` with x unset writes no file.
      const fd = reopenedDescriptor(value);
      if (fd !== null) this.reopened.add(fd);
      if (isHarmlessDevice(value) || value === '') continue;
      if (!isAbsolute(value) && state.cwd === null) {
        this.report({
          kind: 'unevaluable',
          target: value,
          message: `${what} ${value}: relative to a working directory the guard cannot determine; use an absolute path inside the environment`,
        });
        continue;
      }
      const abs = joinRaw(state.cwd ?? '/', value);
      // A file git wrote back from another tree (`git checkout HEAD~1 -- a.txt`) may itself be a symlink now.
      const tree =
        this.linkTrees.find((t) => normalize(abs) !== t && isInside(normalize(abs), t) && !isInside(normalize(abs), join(t, '.git'))) ??
        this.linkEntries.find((t) => isInside(normalize(abs), t));
      if (tree !== undefined) {
        this.report({
          kind: 'unevaluable',
          target: abs,
          message: `${what} ${value}: git rewrote ${tree} earlier in this call and may have made a symlink on the way there; write it in the next call`,
        });
        continue;
      }
      // A write that leaves the content (chmod, touch of an existing file) keeps what the guard knows of the text: a
      // copied hook made executable is still the copy's text when git runs it.
      if (record) {
        this.copies.delete(normalize(abs));
        this.texts.delete(normalize(abs));
        this.othersTexts.delete(normalize(abs));
      }
      if (record) this.recordWrite(normalize(abs));
      if (record && use === 'target' && isListedPath(abs)) this.listedWritesThrough.push(normalize(abs));
      if (record && use === 'into') this.touchDirs([normalize(abs)]);
      else if (record) this.touched.add(normalize(abs));
      const f = this.judgeWrite(abs, use, what) ?? (isListedPath(abs) ? this.judgeListedWrite(abs, use, what) : null);
      if (f) this.report(f);
      // Written again after a removal in the chain: there is something there after all (andOr makes it unknown after).
      if (record && this.made.get(normalize(abs)) === ABSENT) this.setMade(normalize(abs), undefined);
    }
  }

  copyFile(dest: Arg, source: string, state: ShellState, overwrites = false): void {
    const destAbs = dest.values?.length === 1 ? this.absolute(dest.values[0]!, state) : null;
    // Only a new file gets the source's text for sure: cp into an existing one can fail and leave its old text.
    // In a background job or a pipeline the copy may be half done when a later command reads it.
    // The text now: the source may change later in the call, the copy keeps what was copied.
    const text = lstatQuiet(source)?.isFile() === true ? this.readFile(source) : 'changed';
    const plain = this.concurrent === 0 && destAbs !== null && this.readFile(destAbs) === 'missing' && isText(text);
    this.write(dest, state, 'into', 'cp to');
    if (plain) this.copies.set(normalize(destAbs), { text, dirsFrom: this.touchedDirs.length });
    // Over an existing file cp may fail and leave the old text: the source's counts for the rest of its `&&` chain,
    // when cp was not told to keep what is there (-n, -u, -i succeed and keep it).
    else if (overwrites && destAbs !== null && isText(text) && lstatQuiet(destAbs)?.isFile()) this.textOnSuccess(destAbs, text);
    if (destAbs !== null && !isText(text)) this.copiedProgram(destAbs, source);
  }

  copyTree(dest: Arg, source: string, state: ShellState): void {
    const destAbs = dest.values?.length === 1 ? this.absolute(dest.values[0]!, state) : null;
    const tree = this.concurrent === 0 && destAbs !== null && this.readFile(destAbs) === 'missing' ? this.treeTexts(normalize(source)) : null;
    if (!tree || !this.writeTree(dest, tree, state, 'cp -r to')) this.write(dest, state, 'into', 'cp -r to');
  }

  writeTree(dest: Arg, tree: KnownTree, state: ShellState, what: string): boolean {
    const destAbs = dest.values?.length === 1 ? this.absolute(dest.values[0]!, state) : null;
    // In a background job or a pipeline the tree may be half written when a later command reads it.
    if (this.concurrent !== 0 || destAbs === null || this.readFile(destAbs) !== 'missing') return false;
    this.write(dest, state, 'into', what);
    this.copiedTrees.set(normalize(destAbs), { ...tree, dirsFrom: this.touchedDirs.length });
    // Its links are new links to known places: a later write or read through one follows it.
    for (const [rel, target] of tree.links ?? []) this.madeEntry(join(destAbs, rel), target);
    return true;
  }

  /**
   * What the directory `dir` holds: its files' texts and its directories, when it holds nothing else (no link), at most
   * TREE_COPY_LIMIT entries, every file readable, and nothing of this call or beside it may have written below it yet
   * (the disk would not show it). Null otherwise.
   */
  private treeTexts(dir: string): KnownTree | null {
    const below = (p: string) => isInside(p, dir) || isInside(dir, p);
    const written = [...this.touched, ...this.made.keys(), ...this.touchedDirs, ...this.rewrittenTrees, ...this.texts.keys(), ...this.copies.keys()];
    if (!lstatQuiet(dir)?.isDirectory() || this.mayBeWrittenBeside(dir) || written.some(below) || [...this.copiedTrees.keys()].some(below)) return null;
    const files = new Map<string, string>();
    const dirs = new Set(['']);
    const pending = [''];
    let entries = 0;
    while (pending.length) {
      const rel = pending.pop()!;
      let names;
      try {
        names = readdirSync(join(dir, rel), { withFileTypes: true });
      } catch {
        return null;
      }
      for (const e of names) {
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (++entries > TREE_COPY_LIMIT) return null;
        if (e.isDirectory()) {
          dirs.add(r);
          pending.push(r);
          continue;
        }
        const text = e.isFile() ? readScript(join(dir, r)) : 'unreadable';
        if (text === 'changed' || text === 'unreadable' || text === 'missing') return null;
        files.set(r, text);
      }
    }
    return { files, dirs };
  }

  rewritesTree(top: string, links = false, itself = false): void {
    const t = normalize(top);
    this.recordWrite(t);
    this.rewrittenTrees.push(t);
    if (links) this.linkTrees.push(t);
    if (links && itself) this.linkEntries.push(t);
    for (const dest of this.copies.keys()) if (isInside(dest, t)) this.copies.delete(dest);
    for (const dest of this.copiedTrees.keys()) if (isInside(dest, t) || isInside(t, dest)) this.copiedTrees.delete(dest);
  }

  readFile(abs: string | null, links = 0): string | 'missing' | 'changed' | 'unreadable' {
    // A listing's unseen names (`…`) are files there, of a text the guard has not read.
    if (abs === null || isListedPath(abs)) return 'changed';
    const n = normalize(abs);
    this.side?.reads.add(n);
    const link = this.newLinks.get(n);
    if (link !== undefined) return links < MAX_LINKS_FOLLOWED ? this.readFile(resolve(dirname(n), link), links + 1) : 'changed';
    const written = this.texts.get(n) ?? this.othersTexts.get(n);
    if (written && !this.mayHaveChanged(n, written.dirsFrom) && !this.rewrittenTrees.some((t) => rewrites(t, n))) {
      if (this.side && this.side.textsBefore.get(n) !== written) this.side.used.add(n);
      return written.text;
    }
    // Removed by an earlier command of this `&&` chain, and not made again.
    if (this.made.get(n) === ABSENT) return 'missing';
    const made = this.made.has(abs) || this.made.has(n);
    const copy = this.copies.get(n);
    if (copy && !made && !this.mayHaveChanged(n, copy.dirsFrom)) return copy.text;
    const tree = this.copiedTrees.size ? [...this.copiedTrees].find(([root]) => isInside(n, root)) : undefined;
    if (tree && !made && !this.touched.has(n) && !this.mayHaveChanged(n, tree[1].dirsFrom)) {
      const rel = n === tree[0] ? '' : n.slice(tree[0].length + 1);
      const { files, dirs, links: treeLinks, opaque } = tree[1];
      if (opaque !== undefined && rel.startsWith(`${opaque}/`)) return 'changed';
      // Below one of its links: where the link leads.
      for (const [l, target] of treeLinks ?? []) {
        if (!rel.startsWith(`${l}/`)) continue;
        const through = join(resolve(dirname(join(tree[0], l)), target), rel.slice(l.length + 1));
        return links < MAX_LINKS_FOLLOWED ? this.readFile(through, links + 1) : 'changed';
      }
      return files.get(rel) ?? (dirs.has(rel) ? 'unreadable' : 'missing');
    }
    if (!made && !this.touched.has(n) && this.absentFromNewVenv(n)) return 'missing';
    if (made || this.touched.has(n) || this.mayHaveChanged(n) || this.listedWriteMayReach(n)) return 'changed';
    if (this.rewrittenTrees.some((t) => rewrites(t, n))) return 'changed';
    // A descriptor's path (a process substitution's /dev/fd/63, /dev/stdin) holds what the call feeds it when it runs,
    // not what the guard's own descriptor of that number holds now.
    if (reopenedDescriptor(n) !== null) return 'unreadable';
    // Read, /dev/null is empty (`make -f /dev/null`, `BASH_ENV=/dev/null`).
    if (n === '/dev/null') return '';
    // A name its directory does not list is missing, without an open: python's check for modules shadowing the
    // standard library asks for some 700 names a run, and an open that fails costs about 15 µs. Not under the
    // kernel's own trees, whose listings leave out names that open (a thread's /proc/<tid>).
    const name = basename(abs);
    const synthetic = /^\/(proc|sys|dev)(\/|$)/.test(n);
    if (!synthetic && name !== '.' && name !== '..' && !abs.endsWith('/') && this.listing(dirname(abs))?.has(name) === false) return 'missing';
    return readScript(abs);
  }

  /**
   * Whether a write through a listing's names earlier in the call (`echo >> "$f"` in a loop) may have changed `n`. An
   * in-place edit or a removal (`sed -i`, `rm`: writes to the entry) is not counted: `n` is then read with its text
   * from before it (docs/guard.md, "what does not hold").
   */
  private listedWriteMayReach(n: string): boolean {
    return this.listedWritesThrough.some((w) => listedMayReach(w, n, (place) => this.listedPlaces.get(place) ?? null));
  }

  /** Writes through a listing's names (`>`, `>>`, tee, cp onto them), for listedWriteMayReach. */
  private readonly listedWritesThrough: string[] = [];

  /**
   * The places whose paths (`P/…`) a listing of this call may print, and which paths below each it may print: several
   * listings of one place may print what any of them does; null, anything.
   */
  private readonly listedPlaces = new Map<string, ((abs: string) => boolean) | null>();

  listedPlace(dir: string, reaches: ((abs: string) => boolean) | null): void {
    const d = normalize(dir);
    const had = this.listedPlaces.get(d);
    this.listedPlaces.set(d, had === undefined ? reaches : had === null || reaches === null ? null : (abs) => had(abs) || reaches(abs));
  }

  /** The names in `dir` (empty when it does not exist; null when it cannot be listed), read once per walk. */
  private listing(dir: string): ReadonlySet<string> | null {
    const cached = this.listings.get(dir);
    if (cached !== undefined) return cached;
    // A directory that its parent's listing, already read, does not hold is missing (`pkg/__init__.py` after
    // `pkg.py`): no syscall for it. Parents are not listed for this alone (a large /tmp would cost more).
    const entry = basename(dir);
    let names: ReadonlySet<string> | null;
    if (entry !== '.' && entry !== '..' && this.listings.get(dirname(dir))?.has(entry) === false) names = new Set();
    else {
      try {
        names = new Set(readdirSync(dir));
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        names = code === 'ENOENT' || code === 'ENOTDIR' ? new Set() : null;
      }
    }
    this.listings.set(dir, names);
    return names;
  }

  unseen(text: string, target: string, what: string, missingToo = false): boolean {
    const why =
      text === 'changed' && isListedPath(target)
        ? 'one of the files a listing printed, which the guard does not read one by one; name the files literally'
        : text === 'changed'
        ? 'this call writes it (or may, in an entry running at the same time) before it is read; create it in one call and run it in the next'
        : text === 'unreadable'
          ? 'the guard cannot read it (too big, not a regular file, or no permission), so it cannot check what it does'
          : text === 'missing' && missingToo && !this.ctx.afterTheFact
            ? 'it does not exist now, so the guard cannot check what it will hold when it runs'
            : null;
    if (why === null) return false;
    this.report({ kind: 'unevaluable', target, message: `${what} ${target}: ${why}` });
    return true;
  }

  writeAll(args: readonly Arg[], state: ShellState, use: WriteUse, what: string): void {
    for (const a of args) this.write(a, state, use, what);
  }

  writeCwd(state: ShellState, what: string): void {
    if (state.cwd === null)
      return this.report({
        kind: 'unevaluable',
        target: '.',
        message: `${what} writes into a working directory the guard cannot determine; cd to a literal path first`,
      });
    this.touchDirs([normalize(state.cwd)]);
    const f = judgeWritePath(state.cwd, 'into', what, this.ctx, this.made);
    if (f) this.report(f);
  }

  inCwd(name: string, state: ShellState): void {
    const own = state.cwd === null ? undefined : this.ctx.protect.find((p) => isInside(state.cwd!, p));
    if (own !== undefined)
      return this.report({ kind: 'write', target: state.cwd!, message: `runs ${name} in ${state.cwd}, among the guard's own files (${own})` });
    if (state.cwd !== null && this.insideRoots(state.cwd)) return;
    const where = state.cwd ?? 'a directory the guard cannot determine';
    this.report({
      kind: state.cwd === null ? 'unevaluable' : 'write',
      target: where,
      message: `runs ${name} in ${where}, outside the allowed roots; the guard cannot show that it writes nothing there`,
    });
  }

  /** The state a new shell this command starts gets (state.ts newShellState): the variables given for the command too. */
  newShell(state: ShellState): ShellState {
    return newShellState(state, this.ctx.shellEnv ?? null, this.prefixed);
  }

  /** Effects.opaqueWrites: set where a program may write files the walk does not list. */
  opaqueWrites = false;

  writesUnlisted(): void {
    this.opaqueWrites = true;
  }

  mayAppear(abs: string): boolean {
    // Outside the roots (a process substitution's /dev/fd/63 too) the agent's call is not all that makes files.
    return this.opaqueWrites || abs.split('/').includes('..') || !this.insideRoots(abs);
  }

  unknownProgram(name: string, args: readonly Arg[], state: ShellState, opaque = true): void {
    this.inCwd(name, state);
    if (opaque) this.opaqueWrites = true;
    for (const a of args) {
      if (a.values === null) {
        this.report({
          kind: 'unevaluable',
          target: a.text,
          message: `passes ${a.text} to ${name}, which the guard has no rule for, and cannot know that value (${a.unknown}); ${REPHRASE}`,
        });
        continue;
      }
      for (const v of a.values) {
        for (const candidate of pathsIn(v)) {
          // The program may open /dev/fd/N (or /dev/stdout) for writing: checkReopened.
          const fd = reopenedDescriptor(candidate);
          if (fd !== null) this.reopened.add(fd);
          if (isHarmlessDevice(candidate) || (!isAbsolute(candidate) && state.cwd === null)) continue;
          const abs = joinRaw(state.cwd ?? '/', candidate);
          if (insideRoots(abs, this.ctx, this.made)) {
            // A file with other names (a hard link an earlier call made) may be what the program writes (`--junitxml=r.xml`).
            const info = lstatQuiet(abs);
            if (info?.isFile() && info.nlink > 1 && !allNamesInside(info, this.ctx))
              this.report({
                kind: 'write',
                target: abs,
                message:
                  `passes ${name} ${abs}, which has ${info.nlink} hard links; ` +
                  `the guard has no rule for ${name}, so it may write the file under its other names`,
              });
            continue;
          }
          const f = this.judgeWrite(abs, 'into', `passes`);
          if (f)
            this.report({
              ...f,
              message: `${f.message.replace(/^passes /, `passes ${name} the path `)}; the guard has no rule for ${name}, so it may write there`,
            });
        }
      }
    }
  }

  writtenTexts(): [string, string][] {
    const out: [string, string][] = [];
    for (const map of [this.texts, this.othersTexts])
      for (const [path, w] of map) {
        const now = this.readFile(path);
        if (typeof now === 'string' && now === w.text) out.push([path, w.text]);
      }
    return out;
  }

  programText(text: string, state: ShellState, what: string, notPlaces: readonly string[] = []): void {
    // A `file://` URL names the path after it (`new URL('file:///x')`).
    const spaced = text.replaceAll(/(['"])file:\/\/(?=\/)/gi, '$1').replaceAll(/file:\/\/(?=\/)/gi, ' ');
    const readersKept = keepsReaders(spaced);
    for (const m of spaced.matchAll(/(?<![\w.~$/\\-])\/[\w.@+-][\w.@+\-/]*/g)) {
      const path = m[0].replace(/[.,]+$/, '');
      if (!topLevel().has(path.split('/')[1]!)) continue;
      // Opened for reading, or copied from (`open('/etc/x')`, `shutil.copy('/etc/x', 'x')`): only read.
      if (path === m[0] && readersKept && readOnlyAt(spaced, m.index, m[0].length)) continue;
      if (insideRoots(path, this.ctx, this.made) || notPlaces.some((d) => isInside(normalize(path), d))) continue;
      const f = this.judgeWrite(path, 'into', `${what} names`);
      if (f) {
        const hint = 'so write the path inside the environment or run it under the OS sandbox';
        this.report({ ...f, message: `${f.message}; a program that names an outside path may write there, ${hint}` });
      }
    }
    void state;
  }

  /** Set by statements() for a plain command (or a for loop) of the call's top level, which runs whenever the call gets that far. */
  private surelyRuns = false;
  /** Directories a top-level `&&`/`||` chain may leave besides the one walked on (andOr fills it, statements() walks them). */
  private otherCwds: Outcome[] | null = null;
  /** How many walks of the rest of a call from another directory this walk has made (at most MAX_OTHER_WALKS). */
  private otherWalks = 0;
  /** Where the statement being walked collects the states a failed cd leaves (cdLanding); null where none is collected. */
  private cdFailures: Outcome[] | null = null;

  /** Trees a rewrite may have put symlinks in (rewritesTree with `links`): no write below them is judged on the disk as it is. */
  private readonly linkTrees: string[] = [];
  /** Entries a rewrite may have turned into symlinks themselves (rewritesTree with `itself`). */
  private readonly linkEntries: string[] = [];
  /**
   * What this call compiled, judged by its source when run; with whether a program was at that path before: a compile
   * that fails leaves it there (`gcc -o app app.c; ./app` runs the old app then), so it is judged too.
   */
  private readonly compiledFiles = new Map<string, { before: boolean }>();
  private readonly venvsMade = new Set<string>();
  /** Of venvsMade, those whose bin holds only what venv put there: no pip has installed scripts into it. */
  private readonly venvBinsAsMade = new Set<string>();
  /** Of venvsMade, those made `--without-pip`: no pip in their bin. */
  private readonly venvsWithoutPip = new Set<string>();
  /** Paths written in a background job or a pipeline's side (`by`: the command's number): they may land after anything later in the call. */
  private readonly besideWrites: { path: string; by: number; side: PipelineSide | null }[] = [];
  /** The command being walked, numbered (besideWrites' `by`). */
  private commandNumber = 0;
  private commandsSeen = 0;
  /** Background jobs started so far: a pipeline that starts one does not end with its last side. */
  private backgroundJobs = 0;
  /** Inside a pipeline of the call's own list (not in a background job): the compiles of its sides, counted once it is done. */
  private pipelineCompiles: { n: string; by: number; before: boolean }[] | null = null;

  /** Every write recorded (recordWrite), with the command that made it: what a compile's output held before. */
  private readonly writeLog: { path: string; by: number }[] = [];
  /** Each path compiled in this call: the commands that compiled it, and whether a program was there before the first. */
  private readonly compileLog = new Map<string, { by: number[]; before: boolean }>();
  /**
   * Symlinks this call made where nothing was before, to a known target, that nothing has written since (madeEntry):
   * readFile reads through them, as a program that opens one will. If the link was not made, nothing is there.
   */
  private readonly newLinks = new Map<string, string>();
  /** Removals (removedEntry), with the command that made each: they leave no program behind (or, failing, the one on disk). */
  private readonly removalLog: { path: string; by: number }[] = [];

  compiled(abs: string): void {
    this.built(normalize(abs), null);
  }

  /**
   * Records a program this call builds at `n` (builtProgram): a compiler's output, or (`from`) a copy of one. A copy of
   * a program that was there before its compile is judged by that program's text (runFile), as the compile may fail.
   */
  private built(n: string, from: { path: string; before: boolean } | null): void {
    // What may be at the path if the compile fails: the program on disk (or none), or what an earlier compile made.
    // Written some other way earlier in the call, it is not known: the output is then not judged by its source.
    const prev = this.compileLog.get(n);
    const removal = (w: { path: string; by: number }) => this.removalLog.some((r) => r.by === w.by && r.path === normalize(w.path));
    const earlier = this.writeLog.filter((w) => isInside(n, w.path) && w.by !== this.commandNumber && !removal(w));
    if (earlier.some((w) => !prev?.by.includes(w.by))) return;
    const before = (prev ? prev.before : lstatQuiet(n) !== undefined) || from?.before === true;
    this.compileLog.set(n, { by: [...(prev?.by ?? []), this.commandNumber], before });
    if (from?.before) this.copiedFrom.set(n, from.path);
    else this.copiedFrom.delete(n);
    const entry = { n, by: this.commandNumber, before };
    if (this.pipelineCompiles !== null) {
      this.pipelineCompiles.push(entry);
      // On the side that runs it, in order: the commands after it on that side run once it is done.
      if (this.side && this.inOrder() && !this.mayBeWrittenBeside(n)) this.side.compiled.set(n, { before: entry.before });
    } else if (!this.mayBeWrittenBeside(n)) this.compiledFiles.set(n, { before: entry.before });
  }

  /** Programs copied (copiedProgram) from one built over a program that was there: the path copied from. */
  private readonly copiedFrom = new Map<string, string>();

  copiedProgram(dest: string, source: string): void {
    const n = normalize(source);
    const built = this.compiledFiles.get(n) ?? this.side?.compiled.get(n);
    // `make all install && "$prefix/bin/tool" -V`: the installed copy is the program built (or, if the build failed, the
    // one it was built over), when the copy lands where nothing was: over a program, a failed copy leaves that one.
    if (built && lstatQuiet(normalize(dest)) === undefined) this.built(normalize(dest), { path: this.copiedFrom.get(n) ?? n, before: built.before });
  }

  /**
   * A pipeline (`gcc -o app app.c 2>&1 | tail -3 && ./app`): its sides run together, but all of them are done when it
   * ends. At the call's own level, what they wrote no longer lands beside the commands after it, and a compile no other
   * side wrote over counts from then on.
   */
  private pipeline(n: Pipeline, state: ShellState, depth: number, stdin: StdinText): void {
    const own = this.concurrent === 0 && this.pipelineCompiles === null;
    const mark = this.besideWrites.length;
    const jobs = this.backgroundJobs;
    if (own) this.pipelineCompiles = [];
    let input: StdinText = stdin;
    const sides: PipelineSide[] = [];
    this.concurrent++;
    try {
      for (const c of n.commands) {
        if (own) sides.push(this.walkSide(c, fork(state), depth, input));
        else this.node(c, fork(state), depth, input);
        input = this.output(c, state, input);
      }
    } finally {
      this.concurrent--;
    }
    if (!own) return;
    this.sidesApart(sides);
    const compiles = this.pipelineCompiles!;
    this.pipelineCompiles = null;
    if (this.backgroundJobs !== jobs) return;
    const written = this.besideWrites.slice(mark);
    this.besideWrites.length = mark;
    const near = (a: string, b: string) => isInside(a, b) || isInside(b, a);
    for (const c of compiles)
      if (!written.some((w) => w.by !== c.by && near(w.path, c.n)) && !this.mayBeWrittenBeside(c.n)) this.compiledFiles.set(c.n, { before: c.before });
  }

  /**
   * One side of a pipeline of the call's own level, walked in order (`scripts/release.sh | tail -1`, the script building
   * a program and then running it): a text it writes, and a program it compiles, count for the commands after them on
   * that side, as at the call's own level; not on the other sides, which run beside it, nor after the pipeline.
   */
  private walkSide(c: PipelineNode, state: ShellState, depth: number, input: StdinText): PipelineSide {
    const side: PipelineSide = { textsBefore: new Map(this.texts), used: new Set(), compiled: new Map(), builtUsed: false, reads: new Set() };
    const outer = { side: this.side, level: this.orderedLevel };
    this.side = side;
    this.orderedLevel = this.concurrent;
    try {
      this.node(c, state, depth, input);
    } finally {
      this.side = outer.side;
      this.orderedLevel = outer.level;
      this.forgetTextsSince(side.textsBefore);
    }
    return side;
  }

  /**
   * A side's in-order knowledge holds only if nothing beside it wrote there meanwhile: not a text it read back, and, for
   * a program it built and ran (judged by name, its sources judged when the compiler read them), nothing the side read
   * and no program it built.
   */
  private sidesApart(sides: readonly PipelineSide[]): void {
    const near = (a: string, b: string) => isInside(a, b) || isInside(b, a);
    for (const side of sides) {
      if (!side.used.size && !side.builtUsed) continue;
      const relied = side.builtUsed ? [...side.used, ...side.reads, ...side.compiled.keys()] : [...side.used];
      const elsewhere = this.besideWrites.filter((w) => w.side !== side);
      const clash = relied.find((p) => elsewhere.some((w) => near(w.path, p)));
      if (clash === undefined) continue;
      this.report({
        kind: 'unevaluable',
        target: clash,
        message: 'one side of a pipeline runs what it wrote or built while another side writes; run them one after another',
      });
      return;
    }
  }

  createdVenv(dir: string, withPip: boolean): void {
    const n = normalize(dir);
    // A file written below it earlier (after a `mkdir -p`, whose write is not recorded) would be in the new venv too.
    const below = (p: string) => p !== n && isInside(p, n);
    const fresh = !this.mayBeWrittenBeside(n) && ![...this.touched, ...this.made.keys(), ...this.touchedDirs].some(below);
    // What venv puts there, and nothing else: a `venv/__init__.py` beside a script still reads as missing.
    this.touchDirs([join(n, 'bin'), join(n, 'lib'), join(n, 'include')]);
    this.touched.add(join(n, 'pyvenv.cfg'));
    this.setMade(join(n, 'lib64'), join(n, 'lib'));
    if (fresh) {
      this.venvsMade.add(n);
      this.venvBinsAsMade.add(n);
      if (withPip) this.venvsWithoutPip.delete(n);
      else this.venvsWithoutPip.add(n);
    }
  }

  installedInVenv(dir: string | null): void {
    if (dir === null) this.venvBinsAsMade.clear();
    else this.venvBinsAsMade.delete(normalize(dir));
  }

  writtenBelow(dir: string): string[] {
    const d = normalize(dir);
    // A file copied to its name (`cp x tests/test_x.py`, `cp x tests/`) is written `into` that name: it counts too.
    const copied = [...this.copies.keys(), ...this.touchedDirs];
    for (const [root, tree] of this.copiedTrees) for (const rel of tree.files.keys()) copied.push(join(root, rel));
    const all = new Set([...this.touched, ...this.texts.keys(), ...this.othersTexts.keys(), ...this.made.keys(), ...copied].map((p) => normalize(p)));
    return [...all].filter((p) => p !== d && isInside(p, d));
  }

  unknownNamesAt(dir: string): string | null {
    const d = normalize(dir);
    // Of the dirs written into, those that are dirs (not a file copied to its name) and not a copied tree the guard read.
    const into = this.writtenInto().filter((t) => !this.copiedTrees.has(t) && (statQuiet(t)?.isDirectory() || this.isMadeDir(t)));
    return [...this.rewrittenAround(d), ...into].find((t) => isInside(t, d) || isInside(d, t)) ?? null;
  }

  /**
   * The config files git reads besides the repository's: those GIT_CONFIG_GLOBAL and GIT_CONFIG name, or the home's
   * and the system's; null when one is set to a value the guard cannot know.
   */
  private gitConfigsBeside(state: ShellState): string[] | null {
    const set = (n: string) => (state.vars.has(n) ? state.vars.get(n) : undefined);
    const named = ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG'].map(set).filter((v) => v !== undefined);
    const [home, xdg] = [set('HOME'), set('XDG_CONFIG_HOME')];
    if ([...named, home, xdg].some((v) => v === null || (v !== undefined && v.length !== 1))) return null;
    const homeDir = home?.[0] ?? this.ctx.home;
    const global = set('GIT_CONFIG_GLOBAL') ? [] : [join(homeDir, '.gitconfig'), join(xdg?.[0] ?? join(homeDir, '.config'), 'git', 'config')];
    return [...named.flat().map((v) => joinRaw(state.cwd ?? '/', v!)), ...global, '/etc/gitconfig'];
  }

  /** The paths this call (or an entry beside it) writes `into`: a directory, or a file by its name. */
  private writtenInto(): string[] {
    return [...this.touchedDirs, ...(this.others?.touchedDirs ?? [])];
  }

  /** The worktrees and trees this call (or an entry beside it) rewrites whole, but a worktree's `.git` for `d` in it. */
  private rewrittenAround(d: string): string[] {
    return [...this.rewrittenTrees, ...(this.others?.rewrittenTrees ?? [])].filter((t) => !isInside(d, join(t, '.git')));
  }

  private readonly within = new Set<string>();

  unlessWithin(key: string, judge: () => void): void {
    if (this.within.has(key)) return;
    this.within.add(key);
    try {
      judge();
    } finally {
      this.within.delete(key);
    }
  }

  madeDir(abs: string): void {
    this.dirsMade.add(normalize(abs));
  }

  isMadeDir(abs: string): boolean {
    return this.dirsMade.has(normalize(abs).replace(/(.)\/+$/, '$1'));
  }

  cdLanding(target: string, state: ShellState): string | null {
    const d = normalize(target);
    const mayExist =
      statQuiet(d)?.isDirectory() || [...this.dirsMade].some((m) => isInside(m, d)) || this.treeWrittenAt(d) || this.writtenBelow(d).length > 0;
    if (mayExist) return target;
    if (this.cdFailures === null) return null;
    this.cdFailures.push(outcomeOf(state));
    return target;
  }

  changesRepository(gitDir: string | null): void {
    this.repositoryChanges++;
    this.repositories.add(gitDir === null ? ANY_REPOSITORY : normalize(gitDir));
  }

  repositoryVersion(gitDir: string): string {
    const g = normalize(gitDir);
    return `${this.repositoryChanges} ${this.writtenBelow(g).length} ${this.treeWrittenAt(g)} ${this.touched.has(g)}`;
  }

  repositoryChanged(gitDir: string): boolean {
    const g = normalize(gitDir);
    return this.repositories.has(g) || this.repositories.has(ANY_REPOSITORY) || this.writtenBelow(g).length > 0 || this.treeWrittenAt(g) || this.touched.has(g);
  }

  treeWrittenAt(dir: string): boolean {
    const d = normalize(dir);
    return [...this.touchedDirs, ...this.rewrittenTrees].some((t) => isInside(t, d) || isInside(d, t));
  }

  isNewVenv(dir: string): boolean {
    return this.venvsMade.has(normalize(dir));
  }

  /**
   * Whether `abs` is what this call built and nothing has written since: a compiler's output, or a new virtualenv's
   * python or pip. Judged by name, not from its text (which is not there to read yet).
   */
  private builtProgram(abs: string): boolean {
    const bin = dirname(abs);
    const venvProgram =
      basename(bin) === 'bin' &&
      this.venvsMade.has(dirname(bin)) &&
      /^(python|pip)(\d+(\.\d+)?)?$/.test(basename(abs)) &&
      !(basename(abs).startsWith('pip') && this.venvsWithoutPip.has(dirname(bin)));
    if (venvProgram || (this.compiledFiles.has(abs) && !this.compiledFiles.get(abs)!.before)) return true;
    const onSide = this.side?.compiled.get(abs);
    if (onSide === undefined || onSide.before) return false;
    this.side!.builtUsed = true;
    return true;
  }

  /**
   * Whether `abs` is a name in the bin dir of a virtualenv this call made, which venv does not write there and nothing
   * has written since (`tail` after `. .venv/bin/activate`): the PATH search passes over it.
   */
  private absentFromNewVenv(abs: string): boolean {
    const bin = dirname(abs);
    if (basename(bin) !== 'bin' || !this.venvBinsAsMade.has(dirname(bin))) return false;
    const name = basename(abs);
    return !VENV_BIN_NAMES.test(name) || (this.venvsWithoutPip.has(dirname(bin)) && name.startsWith('pip'));
  }

  /** Whether what runs beside this command (another entry, a background job) may write at, above or below `path`. */
  private mayBeWrittenBeside(path: string): boolean {
    const near = (p: string) => isInside(p, path) || isInside(path, p);
    const o = this.others;
    const othersWrote = o !== undefined && [...o.touched, ...o.made.keys(), ...o.touchedDirs, ...o.rewrittenTrees].some(near);
    return othersWrote || this.besideWrites.some((w) => near(w.path) && !(w.side !== null && w.side === this.side));
  }

  /** Whether the walk is in order here: the call's own level, or the in-order level of a pipeline's side. */
  private inOrder(): boolean {
    return this.concurrent === this.orderedLevel;
  }

  /** A write at or above what this call built (or below a new venv) may replace it: it is judged from its text again. */
  private forgetBuilt(path: string): void {
    for (const f of this.compiledFiles.keys()) if (isInside(f, path)) this.compiledFiles.delete(f);
    if (this.side) for (const f of this.side.compiled.keys()) if (isInside(f, path)) this.side.compiled.delete(f);
    for (const v of this.venvsMade) if (isInside(v, path) || isInside(path, v)) this.venvsMade.delete(v);
    for (const v of this.venvBinsAsMade) if (isInside(v, path) || isInside(path, v)) this.venvBinsAsMade.delete(v);
  }

  outwardLinkMade(): string | null {
    for (const p of this.mayLeadOut) {
      const target = this.made.get(p)!;
      // A link to a known place inside the roots (a venv's lib64) leads nowhere new.
      if (target !== null && this.insideRoots(resolve(dirname(p), target))) continue;
      return p;
    }
    // Paths a checkout of another tree wrote, and what an entry beside this one rewrites; not a whole worktree this
    // entry checked out (its later writes by name are refused, but a program's computed ones are not: docs/guard.md).
    return this.linkEntries[0] ?? null;
  }

  readonly notNewLinks = new Set<string>();
  /** The entries of `made` that are neither removed nor plain copies: what outwardLinkMade looks through. */
  private readonly mayLeadOut = new Set<string>();

  /** Sets (undefined: deletes) an entry of `made`, keeping mayLeadOut in step; notNewLinks must be set first. */
  private setMade(path: string, target: string | null | undefined): void {
    if (target === undefined) this.made.delete(path);
    else this.made.set(path, target);
    if (target !== undefined && target !== ABSENT && !this.notNewLinks.has(path)) this.mayLeadOut.add(path);
    else this.mayLeadOut.delete(path);
  }

  madeEntry(path: string, target: string | null, newLink = true): void {
    const n = normalize(path);
    if (newLink) this.notNewLinks.delete(path.replace(/\/+$/, ''));
    else this.notNewLinks.add(path.replace(/\/+$/, ''));
    // A symlink to a known place, where nothing was, on disk or from this call: `ln -s mathx/core.py core.py`.
    // Its dir holds no link on the way (a relative target is resolved where the link physically is).
    const fresh =
      target !== null &&
      target !== ABSENT &&
      lstatQuiet(n) === undefined &&
      realTarget(dirname(n)) === dirname(n) &&
      !this.writeLog.some((w) => isInside(n, w.path) && w.by !== this.commandNumber);
    this.recordWrite(n);
    this.setMade(path.replace(/\/+$/, ''), target);
    if (fresh) this.newLinks.set(n, target);
  }

  private recordWrite(path: string): void {
    this.writeLog.push({ path, by: this.commandNumber });
    for (const l of this.newLinks.keys()) if (isInside(l, path)) this.newLinks.delete(l);
    this.forgetBuilt(path);
    if (this.concurrent > 0) this.besideWrites.push({ path, by: this.commandNumber, side: this.inOrder() ? this.side : null });
  }

  writtenIn(dir: string): string[] | null {
    const d = normalize(dir);
    const o = this.others;
    // A directory written whole at or above it (a copy, an unpack): any name may be there.
    if ([...this.writtenInto(), ...this.rewrittenAround(d)].some((t) => isInside(d, t))) return null;
    const beside = [...(o?.touched ?? []), ...(o?.made.keys() ?? []), ...this.copies.keys()].filter((p) => isInside(normalize(p), d) && normalize(p) !== d);
    // Something written below a name there (a directory made as a hook's name) counts as that name. A listing's own
    // names (`…`) are there already (rewritten or removed, not made); a name built from them may be any.
    const names = [...new Set([...this.writtenBelow(d), ...beside].map((p) => normalize(p).slice(d.length + 1).split('/')[0]!))];
    if (names.some((n) => isListedPath(n) && n !== LISTED_NAMES)) return null;
    return names.filter((n) => n !== LISTED_NAMES);
  }

  environmentValue(name: string, state: ShellState): string | null {
    const v = state.vars.get(name);
    return this.prefixed.has(name) && v?.length === 1 ? v[0]! : null;
  }

  textOnSuccess(abs: string, text: string, inPlace = false): void {
    // In a pipeline or a background job the command may not be done when a later one reads the file; another entry
    // writing it at the same time may leave it half written when the command reads it.
    if (this.inOrder() && !this.mayBeWrittenBeside(normalize(abs))) this.edits.push({ abs, text, inPlace });
  }

  removedEntry(path: string): void {
    const n = normalize(path);
    this.removalLog.push({ path: n, by: this.commandNumber });
    // Beside other commands (a background job, a pipeline) it may not have happened yet when they run.
    if (this.concurrent === 0) this.removals.push(n);
    // A directory made earlier and removed is not surely there (isMadeDir), whenever the removal runs.
    for (const d of this.dirsMade) if (isInside(d, n)) this.dirsMade.delete(d);
  }

  /**
   * A `&&` chain: what a command removed (rm, unlink, mv's source) is gone for the commands after it in the chain, which
   * run only when it succeeded. After the chain it may or may not be: as it was before, or unknown where the chain
   * made something there again.
   */
  private andOr(n: AndOr, state: ShellState, depth: number): void {
    // Only this chain may hand statements() the other directories it may leave: not the chains nested in it.
    const others = this.otherCwds;
    this.otherCwds = null;
    // `[ -f .env ] && . ./.env`, `[ ! -e x ] || …`: a test the guard can decide runs the command after it, or not.
    const holds = n.commands.length === 2 ? this.testCommandHolds(n.commands[0], state) : null;
    if (holds !== null && holds === (n.operators[0] === '||')) return this.node(n.commands[0]!, state, depth);
    // `[ "$debug" = yes ] && cflags="$cflags -O0"` with the test holding: the command after it surely runs, so what it
    // sets is known after the chain, as after two statements.
    if (holds !== null) {
      this.node(n.commands[0]!, state, depth);
      return this.node(n.commands[1]!, state, depth);
    }
    const before = new Map<string, string | null | undefined>();
    const edited: [string, WrittenText][] = [];
    const outcomes: Outcome[] = [];
    // A chain that surely runs: so does its first command (a plain command or a for loop; surelyRuns), and each one
    // after `&&`s that only follow cds into directories there now (`cd {env} && cat > run.sh <<'EOF'`).
    const firstRuns = this.surelyRuns;
    let sureSoFar = firstRuns;
    this.surelyRuns = false;
    for (let k = 0; k < n.commands.length; k++) {
      // Only a plain command's own removals and edits: in a group or a pipeline, the status is another command's.
      const plain = n.commands[k - 1]?.type === 'Command';
      const gone = plain ? this.removals : [];
      const edits = plain ? this.edits : [];
      this.removals = [];
      this.edits = [];
      if (k > 0 && n.operators[k - 1] === '&&') {
        for (const p of gone) {
          if (!before.has(p)) before.set(p, this.made.get(p));
          this.setMade(p, ABSENT);
        }
        for (const e of edits) {
          // Kept already by the command itself (keepSureEdits): it stays after the chain.
          if (this.texts.get(e.abs)?.text === e.text) continue;
          const text = { text: e.text, dirsFrom: this.touchedDirs.length };
          this.texts.set(e.abs, text);
          edited.push([e.abs, text]);
        }
      }
      const cdFailures: Outcome[] = [];
      const outerFailures = this.cdFailures;
      this.cdFailures = n.commands[k]!.type === 'Command' ? cdFailures : null;
      const command = n.commands[k]!;
      sureSoFar &&= k === 0 || (n.operators[k - 1] === '&&' && this.cdIntoPresentDir(n.commands[k - 1]!, state));
      this.surelyRuns = sureSoFar && ['Command', 'For'].includes(command.type);
      this.node(command, state, depth);
      this.surelyRuns = false;
      this.cdFailures = outerFailures;
      // A cd that failed ends the chain where it started (the commands after its `&&` do not run).
      outcomes.push(...cdFailures, outcomeOf(state));
    }
    // After the chain, any of its commands may have been the last to run: a variable may hold what any of them left,
    // and the working directory is unknown where they disagree. In the call's top level, the rest of the call is walked
    // from each directory instead (statements()), so `cd build && make; cd ..` goes on from both, within a budget.
    this.join(state, outcomes);
    const last = outcomes.at(-1);
    if (others && last && state.cwd === null && last.cwd !== null) {
      const seen = new Set([JSON.stringify([last.cwd, last.dirStack])]);
      const distinct = outcomes.filter((o) => {
        const key = JSON.stringify([o.cwd, o.dirStack]);
        return !seen.has(key) && seen.add(key);
      });
      if (distinct.every((o) => o.cwd !== null && o.dirStack.every((d) => d !== null)) && this.otherWalks + distinct.length <= MAX_OTHER_WALKS) {
        this.otherWalks += distinct.length;
        others.push(...distinct);
        state.cwd = last.cwd;
        state.dirStack = [...last.dirStack];
      }
    }
    this.removals = [];
    this.edits = [];
    // After the chain the command may not have run or may have failed: the texts are unknown again.
    for (const [abs, text] of edited) if (this.texts.get(abs) === text) this.texts.delete(abs);
    for (const [p, was] of before) {
      const now = this.made.get(p);
      if (now === ABSENT) {
        this.setMade(p, was);
      } else this.setMade(p, null);
    }
  }

  /**
   * Whether `cmd`, just walked, was a `cd` into a directory there now (the working directory it left is one on disk,
   * that this process may enter, and that this call has not removed): such a cd does not fail, so the command after its
   * `&&` runs.
   */
  private cdIntoPresentDir(cmd: PipelineNode | AndOr, state: ShellState): boolean {
    if (cmd.type !== 'Command' || cmd.name?.value !== 'cd' || cmd.suffix.length !== 1 || state.cwd === null) return false;
    const dir = normalize(state.cwd);
    if (!lstatQuiet(dir)?.isDirectory()) return false;
    try {
      accessSync(dir, constants.X_OK);
    } catch {
      return false;
    }
    for (const [p, v] of this.made) if (v === ABSENT && isInside(dir, p)) return false;
    return !this.rewrittenTrees.some((t) => rewrites(t, dir));
  }

  absolute(value: string, state: ShellState): string | null {
    if (isAbsolute(value)) return value;
    return state.cwd === null ? null : joinRaw(state.cwd, value);
  }

  insideRoots(path: string): boolean {
    return insideRoots(path, this.ctx, this.made);
  }

  protectedBelow(dir: string): string[] {
    return this.ctx.protect.filter((p) => isInside(p, dir));
  }

  nested(body: Arg | undefined, given: ShellState, depth: number, what: string, inNewShell = true): void {
    if (!body) return;
    // Text run by a new shell (`sh -c`, `flock -c`, git's `--exec`): it gets what newShell gives it.
    const state = inNewShell ? this.newShell(given) : given;
    if (body.values === null || body.values.length > MAX_ALTERNATIVES) {
      return this.report({
        kind: 'unevaluable',
        target: body.text,
        message: `${what} runs text the guard cannot evaluate (${body.unknown ?? 'too many alternatives'}); write the command literally`,
      });
    }
    if (body.values.length === 1) return this.script(body.values[0]!, state, depth + 1);
    // Several texts it may run (`printf '%s\n' 1 5 9 | xargs -I{} sh -c './stats {} > out-{}.txt'`): each is judged
    // from the same state, as one running beside the others (xargs -P), so none reads what another writes.
    this.concurrent++;
    try {
      for (const text of body.values) this.script(text, fork(state), depth + 1);
    } finally {
      this.concurrent--;
    }
  }

  /**
   * Runs an argv. `functions`: as the shell runs a command it reads, a function of that name first; otherwise as a
   * program runs it (env, timeout, xargs, find -exec, `command`: a function of the name is never called).
   */
  run(argv: Arg[], state: ShellState, depth: number, stdin?: StdinText, functions = false): void {
    // `"$@"` as the command (`step() { shift; "$@"; }`): the first parameter names the program, when all are known.
    const [head, ...args] = spreadPositional(argv, state);
    if (!head) return;
    if (head.values === null || head.values.length !== 1) {
      return this.report({
        kind: 'unevaluable',
        target: head.text,
        message: `runs a program the guard cannot determine (${head.unknown ?? 'several alternatives'}); name the program literally`,
      });
    }
    let prog = head.values[0]!;
    const fn = prog.includes('/') || !functions ? undefined : state.funcs.get(prog);
    if (fn) return this.callFunction(prog, fn, args, state, depth);
    // A trap's handler may end the code early too (`trap 'exit 0' ERR`, or DEBUG, before any command).
    if (endsWithSuccess(prog, args) || (prog === 'trap' && args.length > 1)) this.mayHaveEnded = true;
    // A venv's activate defines deactivate as a function, which puts the PATH back.
    if (prog === 'deactivate' && state.pathFirst !== null) {
      state.pathFirst = null;
      state.vars.delete('VIRTUAL_ENV');
      return;
    }
    if (!prog.includes('/')) {
      const found = this.onPath(prog, state);
      if (found === null) {
        return this.report({
          kind: 'unevaluable',
          target: prog,
          message: `runs ${prog} through a PATH the guard cannot evaluate; name the program by its path`,
        });
      }
      prog = found;
    }
    const name = basename(prog);
    // A program file inside the roots is the agent's to write: what it runs is judged from its text.
    const file = prog.includes('/') ? this.absolute(prog, state) : null;
    this.ranShellScript = false;
    if (file !== null && this.insideRoots(file) && this.runFile(file, prog, args, state, depth, stdin)) return;
    // A shell script walked from its text: its words are its positional parameters, judged where the text uses them.
    const shellScript = this.ranShellScript;
    this.shadowingPrograms(state, depth);
    const lookup = ruleFor(name);
    if (lookup.kind === 'read-only') return;
    this.homeWrittenHere(state);
    // The guard does not track arrays or the positional parameters: words from them may be options that write.
    // printf reads options only before its format, awk before its program: the words after them are data (awk's are
    // files it reads, or variables it sets).
    const optionWords = name === 'printf' ? args.slice(0, args.findIndex((a) => !a.text.startsWith('-')) + 1) : AWKS.has(name) ? awkOptionWords(args) : args;
    const spread = lookup.kind === 'rule' ? optionWords.find((a) => a.values === null && SPREAD_WORD.test(a.text)) : undefined;
    if (spread)
      return this.report({
        kind: 'unevaluable',
        target: spread.text,
        message:
          `passes ${name} ${spread.text}, words the guard does not track (an array or the positional parameters), ` +
          'which may hold options that write; spell them out',
      });
    if (lookup.kind === 'rule') return lookup.rule({ name, prog, args, state, depth, stdin, x: this });
    if (shellScript) return this.inCwd(name, state);
    this.unknownProgram(name, args, state);
  }

  /**
   * Where a bare program name is found: in a directory the call put on PATH
   * (a virtualenv's bin, `PATH=dir:$PATH`) before the system's own, or the name
   * itself (the system's program, judged by name). null: PATH is unknown.
   */
  private onPath(prog: string, state: ShellState): string | null {
    const dirs: string[] = state.pathFirst ? [state.pathFirst] : [];
    if (state.vars.has('PATH')) {
      const path = state.vars.get('PATH');
      if (!path || path.length !== 1) return null;
      dirs.push(...path[0]!.split(':').map((d) => (d === '' ? '.' : d)));
    }
    for (const d of dirs) {
      const abs = this.absolute(`${d}/${prog}`, state);
      if (abs === null) return null;
      if (!this.insideRoots(abs)) continue;
      // bash's search passes over directories (`bin/.` is one: `. file` is the builtin, never a program there), and
      // finds a file this call wrote there (a copy, a here-document) as well as one on disk.
      const onDisk = statQuiet(abs);
      if (onDisk?.isDirectory()) continue;
      if (onDisk || this.readFile(abs) !== 'missing') return abs;
    }
    return prog;
  }

  /**
   * A compiled program or Java class inside the roots, whose source may be gone: the relative paths among its strings
   * (`link-out/x`, `../out/x`) are places it may write. Absolute ones are not judged: real builds carry their
   * toolchain's paths (`/rustc/…`, a Go module cache). Installed packages (node_modules) are left alone.
   */
  compiledStrings(abs: string, state: ShellState, what: string, known?: string): void {
    if (abs.includes('/node_modules/')) return;
    // The program's bytes as this call leaves them (a copy of a program on disk, `cp evil.bin x && ./x`), else on disk.
    let text: string;
    if (known !== undefined) {
      if (known.length > COMPILED_LIMIT) return;
      text = known;
    } else {
      try {
        const info = statSync(abs);
        if (!info.isFile() || info.size > COMPILED_LIMIT) return;
        text = readFileSync(abs).toString('latin1');
      } catch {
        return;
      }
    }
    const seen = new Set<string>();
    for (const run of text.matchAll(/[\x20-\x7e]{4,}/g)) {
      for (const m of run[0].matchAll(/(?<![\w.@+~$:/-])(?:\.\.?\/)?[\w.@+-]+(?:\/[\w.@+-]+)+/g)) {
        // Source file names are where assertions and panics say they fired (`../src/x.c` from a build dir), not files written.
        if (seen.has(m[0]) || SOURCE_NAME.test(m[0])) continue;
        seen.add(m[0]);
        this.write(literalArg(m[0]), state, 'target', `${what} names`, false);
      }
    }
  }

  /** Set by runFile: the file it judged was a shell script, walked from its text (read by run() right after). */
  private ranShellScript = false;

  /** The program files shadowingPrograms judged already in this call (each once). */
  private readonly shadowsJudged = new Set<string>();

  /**
   * Programs run other programs by name (tar runs xz, gcc runs as, a python script runs ls): with a directory inside
   * the roots on the PATH the call set, a file there named like a system program runs in its place. Every such file
   * is judged from its text once, as if run directly (a virtualenv's pip, a planted gzip).
   */
  private shadowingPrograms(state: ShellState, depth: number): void {
    const path = state.vars.get('PATH');
    const dirs = [state.pathFirst, ...(path?.length === 1 ? path[0]!.split(':') : [])];
    for (const d of dirs) {
      const dir = d === null ? null : this.absolute(d === '' ? '.' : d, state);
      if (dir === null || !this.insideRoots(dir) || this.shadowsJudged.has(dir)) continue;
      this.shadowsJudged.add(dir);
      // Files this call writes there cannot be read now: runFile refuses them.
      const written = [...this.touched, ...this.made.keys()].filter((t) => normalize(`${t}/..`) === normalize(dir)).map((t) => basename(t));
      for (const entry of new Set([...written, ...listQuiet(dir).slice(0, MAX_SHADOWS)])) {
        const file = `${dir}/${entry}`;
        if (this.shadowsJudged.has(file) || !systemProgram(entry) || !this.insideRoots(file)) continue;
        if (!written.includes(entry) && !isExecutableFile(file)) continue;
        this.shadowsJudged.add(file);
        this.runFile(file, file, [], fork(state), depth + 1, undefined);
      }
    }
  }

  /**
   * A program file inside the roots, run directly: its text is judged (a `#!`
   * interpreter's rule, or shell for a text file without one); its name's rule
   * still applies after (a virtualenv's pip). A compiled program is judged by
   * name only. Returns true when the call is refused outright.
   */
  private runFile(file: string, prog: string, args: Arg[], state: ShellState, depth: number, stdin: StdinText): boolean {
    if (depth > MAX_DEPTH) {
      this.report({ kind: 'unevaluable', target: prog, message: `${prog} runs programs deeper than the guard follows` });
      return true;
    }
    if (this.builtProgram(normalize(file))) return false;
    // Compiled by this call over a program that was there: judged by its source, and the one before it by its own text.
    const built = this.compiledFiles.has(normalize(file)) || this.side?.compiled.has(normalize(file)) === true;
    // A copy of a program built over one that was there: the copy is one of the two, read where the build was.
    const at = (built && this.copiedFrom.get(normalize(file))) || file;
    const text = built ? readScript(at) : this.readFile(file);
    // A compiled program over the script size (a cargo or go build): its strings are read, not its text.
    if (text === 'unreadable' && isCompiled(at)) {
      this.compiledStrings(at, state, `runs ${prog}, which`);
      return false;
    }
    // A missing program fails to start.
    if (this.unseen(text, prog, 'runs the program file') || text === 'missing') return text !== 'missing';
    const runner = runnerOf(text);
    if (runner.kind === 'binary') this.compiledStrings(at, state, `runs ${prog}, which`, text);
    else if (runner.kind === 'shell') this.script(text, scriptState(this.newShell(state), prog, args.map((a) => a.values)), depth + 1);
    else if (runner.kind === 'interpreter' && runner.argv[0]) this.run([...runner.argv, file].map(literalArg).concat(args), state, depth + 1, stdin);
    this.ranShellScript = runner.kind === 'shell' || (runner.kind === 'interpreter' && SHELL_INTERPRETERS.has(basename(runner.argv[0] ?? '')));
    return false;
  }

  private callFunction(name: string, body: CompoundList | PipelineNode, args: Arg[], state: ShellState, depth: number): void {
    if (depth > MAX_DEPTH) return this.report({ kind: 'unevaluable', target: name, message: `function ${name} recurses deeper than the guard follows` });
    const saved = new Map([...state.vars].filter(([k]) => /^([1-9]\d*|@|\*|#)$/.test(k)));
    setPositional(state, args.map((a) => a.values));
    if (body.type === 'CompoundList') this.list(body, state, depth + 1);
    else this.node(body, state, depth + 1);
    for (const k of [...state.vars.keys()]) if (/^([1-9]\d*|@|\*|#)$/.test(k)) state.vars.delete(k);
    for (const [k, v] of saved) state.vars.set(k, v);
  }
}

/**
 * Whether a command may end the shell code it is in with a status of 0 (scriptInOrder): `exit` or `return` but with a
 * literal failing status (`exit 1` stops an `&&` chain after the script), or `exec` of a program.
 */
function endsWithSuccess(prog: string, args: readonly Arg[]): boolean {
  if (prog === 'exec') return args.length > 0;
  if (prog !== 'exit' && prog !== 'return') return false;
  const status = args.length === 1 && args[0]!.values?.length === 1 ? args[0]!.values[0]! : null;
  return status === null || !/^\d{1,9}$/.test(status) || Number(status) % 256 === 0;
}

/**
 * The state with $@ and $* as a here-document expands them: the positional parameters joined by spaces, when each is
 * known (one value) and IFS is not set (bash and dash then differ). Otherwise `state` itself, where both stay unknown.
 */
function withJoinedPositional(state: ShellState): ShellState {
  const params = positional(state);
  if (!state.vars.has('#') || state.vars.has('IFS') || !params.every((p) => p?.length === 1)) return state;
  const joined = fork(state);
  const text = params.map((p) => p![0]!).join(' ');
  joined.vars.set('@', [text]);
  joined.vars.set('*', [text]);
  return joined;
}

/**
 * `"$@"` in a function or a script whose arguments the guard knows, one value each (`run_tests() { pytest -q "$@"; };
 * run_tests tests/x.py`): those words. Anywhere else it stays unknown.
 */
function spreadPositional(args: Arg[], state: ShellState): Arg[] {
  const params = positional(state);
  const known = state.vars.has('#') && params.every((p) => p?.length === 1);
  return args.flatMap((a) => {
    if (a.values !== null) return [a];
    if (known && /^"\$(?:@|\{@\})"$/.test(a.text)) return params.map((p) => literalArg(p![0]!));
    const elements = arrayElements(a.text, state);
    return elements ? elements.map(literalArg) : [a];
  });
}

/**
 * The words of `"${NAME[@]}"` (or of `${NAME[@]}` when no element would split or expand), for an array the call set
 * from known words and has not changed since: null otherwise. A scalar assignment changes element 0, so "$NAME" must
 * still be the list's first element.
 */
function arrayElements(text: string, state: ShellState): string[] | null {
  const m = /^("?)\$\{([A-Za-z_]\w*)\[@\]\}\1$/.exec(text);
  const list = m ? state.vars.get(arrayKey(m[2]!)) : undefined;
  if (!m || !list) return null;
  const first = state.vars.get(m[2]!);
  if (first?.length !== 1 || first[0] !== (list[0] ?? '')) return null;
  if (!m[1] && (state.vars.has('IFS') || list.some((e) => e === '' || /[\s*?[]/.test(e)))) return null;
  return list;
}

/** A word that is an array's or the positional parameters' expansion: `"$@"`, `$*`, `"${opts[@]}"`. */
const SPREAD_WORD = /^"?\$(?:[@*]|\{[@*]\}|\{\w+\[[@*]\]\})"?$/;

/**
 * The command substitutions in an unquoted here-document body (`…` and $(…)),
 * or null when the guard cannot split them out (nesting, an unclosed one).
 */
function bodySubstitutions(body: string): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '`') {
      const end = body.indexOf('`', i + 1);
      if (end < 0 || body.slice(i + 1, end).includes('\\')) return null;
      out.push(body.slice(i + 1, end));
      i = end;
    } else if (ch === '$' && body[i + 1] === '(' && body[i + 2] !== '(') {
      const inner = substitutionText(body, i + 2);
      if (inner === null) return null;
      out.push(inner);
      i += inner.length + 2;
    }
  }
  return out;
}

/**
 * The script of the `$(…)` whose text starts at `from` (just past its `$(`), quotes inside it read as the shell reads
 * them (`$(basename "$PWD")`), or null when it holds no plain end: the end found must be the one the shell parser
 * finds too, so a `)` in a comment or a `case` item cannot end it early.
 */
function substitutionText(body: string, from: number): string | null {
  let level = 1;
  for (let j = from; j < body.length; j++) {
    const ch = body[j]!;
    if (ch === '\\') j++;
    else if (ch === "'") {
      j = body.indexOf("'", j + 1);
      if (j < 0) return null;
    } else if (ch === '"') {
      for (j++; j < body.length && body[j] !== '"'; j++) {
        if (body[j] === '\\') j++;
        else if ((body[j] === '$' && body[j + 1] === '(') || body[j] === '`') return null;
      }
    } else if (ch === '`') return null;
    else if (ch === '(') level++;
    else if (ch === ')' && --level === 0) {
      const inner = body.slice(from, j);
      const ast = parse(`: $(${inner})`);
      const word = ast.errors?.length ? undefined : ast.commands[0]?.command;
      const part = word?.type === 'Command' && word.suffix.length === 1 && word.suffix[0]!.type === 'Word' ? word.suffix[0]!.parts : undefined;
      return part?.length === 1 && part[0]!.type === 'CommandExpansion' && part[0]!.text === `$(${inner})` ? inner : null;
    }
  }
  return null;
}

/**
 * bash features that run code where no command is written: a command
 * substitution inside an array subscript (evaluated whenever the subscript is,
 * even from a quoted string or a variable's value) and `${x@P}` (prompt
 * expansion runs substitutions in x's value).
 */
function implicitCode(source: string, inherited: (name: string) => boolean): { text: string; message: string } | null {
  const sub = /[A-Za-z_]\w*\[[^\]\n]*(\$\(|`|\$\{[^}]*\[)/.exec(source);
  if (sub) return { text: sub[0], message: `an array subscript holding ${sub[1]}… runs code whenever it is evaluated, which the guard does not follow` };
  // `[[ -v $(…) ]]`: the name is a command's output, and bash evaluates a subscript in it.
  const named = /(?:\[\[?|\btest)\s+(?:[^;&|\n]*?\s)?-v\s+"?(?:\$\(|`)/.exec(source);
  if (named) return { text: named[0], message: `${named[0].trim()}…) tests a name a command prints, whose subscript bash evaluates as code` };
  for (const prompt of source.matchAll(/\$\{([^}]*)@[PE]\}/g)) {
    // A variable the script only gives literals that spell no expansion (`p='[\A] tests'; echo "${p@P}"`) runs nothing.
    if (/^[A-Za-z_]\w*$/.test(prompt[1]!) && onlyLiteralValues(source, prompt[1]!, inherited(prompt[1]!), PROMPT_SAFE)) continue;
    return { text: prompt[0], message: `${prompt[0]} expands its value as a prompt or escape string, which can run code the guard does not follow` };
  }
  return null;
}

/**
 * Arithmetic (`$((…))`, `((…))`, `let`, `[[ … -eq … ]]`, an indexed array's subscripts read or assigned, the name `-v`
 * tests) evaluates a variable's value as code: refused when that value is unknown. An associative array's subscripts are
 * keys, not arithmetic, and one whose elements only ever get numbers reads as a number (associativeArrays).
 * `notInherited(name)`: the call's shells do not inherit the variable.
 */
function arithmeticOnUnknown(source: string, state: ShellState, notInherited: (name: string) => boolean, facts: AssociativeFacts): Finding | null {
  const assoc = associativeArrays(source, facts);
  let text = source;
  for (const [name, numeric] of assoc) {
    // `${count[$w]}` is count's element for the key $w: a number when the array only ever holds numbers (`${0…}` then
    // stands for it), else a value the contexts below judge by the array's name. An element set is no arithmetic.
    // `${#NAME[@]}` is a number too; the keys (`${!NAME[@]}`) are any text and stay as they are.
    const number = numeric && notInherited(name);
    text = text
      .replace(new RegExp(String.raw`\$\{([!#]?)${name}\[[^\]]*\]`, 'g'), (m, op: string) => (op === '!' ? m : op === '#' || number ? '${0' : `\${${name}`))
      .replace(new RegExp(String.raw`${COMMAND_START}${name}\[[^\]]*\]`, 'g'), (m) => m.slice(0, m.lastIndexOf(name) + name.length));
  }
  const contexts = [
    ...text.matchAll(/\(\(([\s\S]*?)\)\)/g),
    ...text.matchAll(/\blet\s+([^;&|\n]*)/g),
    ...[...text.matchAll(/\[\[([\s\S]*?)\]\]/g)].filter((m) => /-(eq|ne|lt|le|gt|ge)\b/.test(m[1]!)),
    ...text.matchAll(/\$\{\w+\[([^\]]*)\]/g),
    // An indexed array's element set at the start of a command (`a[$i]=x`, `declare a[$i]=x`): its subscript is arithmetic.
    ...text.matchAll(new RegExp(String.raw`${ASSIGNMENT_START}[A-Za-z_]\w*\[([^\]]*)\]\+?=`, 'g')),
    // Substring offsets and lengths (`${s:k}`, `${a[@]:k:n}`), the old `$[…]`, and `${!k}` (k names the variable, subscript included).
    ...text.matchAll(/\$\{[#]?[\w@*]+(?:\[[^\]]*\])?:(?![-=?+])([^}]*)\}/g),
    ...text.matchAll(/\$\[([^\]]*)\]/g),
    ...text.matchAll(/\$\{!(\w+)\}/g),
    // `[[ -v NAME ]]`, `test -v NAME`: a NAME of the form `a[…]` has its subscript evaluated.
    ...text.matchAll(/(?:\[\[?|\btest)\s+(?:[^;&|\n]*?\s)?-v\s+("?\$\{?\w+)/g),
  ];
  // A loop over an indexed array's keys (`for i in "${!a[@]}"`) sets numbers, never code; an associative array's keys
  // are any text (words read from a file).
  const keys = new Set(
    [...source.matchAll(/\bfor\s+(\w+)\s+in\s+"?\$\{!(\w+)\[[@*]\]\}"?\s*[;\n]/g)]
      .filter((m) => !new RegExp(String.raw`\b(?:declare|typeset|local|readonly)\s[^;&|\n]*-[a-zA-Z]*A[^;&|\n]*\b${m[2]}\b`).test(source))
      .map((m) => m[1]!),
  );
  for (const m of contexts) {
    for (const id of m[1]!.matchAll(/[A-Za-z_]\w*/g)) {
      if (!keys.has(id[0]) && unsafeInArithmetic(id[0], state)) {
        const what = state.vars.get(id[0]) === null ? 'whose value the guard cannot know' : 'whose value the guard cannot show to hold no code';
        return {
          kind: 'unevaluable',
          target: m[0],
          message: `${m[0]} evaluates ${id[0]}, ${what}, as arithmetic (which can run code); check the value first`,
        };
      }
    }
  }
  return null;
}

/**
 * What a coprocess's NAME[0] and NAME[1] hold for the guard (arrayKey's list): no shell value holds a NUL, so nothing
 * else can equal it. NAME itself is unknown, so the marker is never expanded into a word (knownElement needs it).
 */
const COPROC_DESCRIPTOR = '\0coprocess descriptor';

/**
 * `"${UP[1]}"` (or `${UP[0]}`) while UP still holds what `coproc UP` set (any assignment to UP forgets it, and with a
 * nameref declared any assignment may be one): a number, or nothing once the coprocess has ended, so `>&` duplicates a
 * descriptor or fails, and never opens a file.
 */
function coprocessDescriptor(word: string, state: ShellState): boolean {
  const m = /^("?)\$\{([A-Za-z_]\w*)\[([01])\]\}\1$/.exec(word);
  return m !== null && !state.namerefs && state.vars.get(arrayKey(m[2]!))?.[Number(m[3])] === COPROC_DESCRIPTOR;
}

/** Where a command starts: a list's separators, a subshell's `(` (not `((` or `$(`), `then`, `do`, `else`. */
const COMMAND_START = String.raw`(?:^|[;&|{\n]|(?<![($])\(|\b(?:then|do|else)\s)\s*`;
/** Where an assignment starts: a command's start, or a declaration's words (`declare -a a[$i]=x`, `local …`). */
const ASSIGNMENT_START = String.raw`(?:${COMMAND_START}|\b(?:declare|typeset|local|readonly|export)\s+(?:-\w+\s+)*)`;

/** What `python3 -m venv` puts in its bin dir: its pythons, pips and activate scripts. */
const VENV_BIN_NAMES = /^(?:(?:python|pip)(?:\d+(?:\.\d+)?)?|activate(?:\.csh|\.fish)?|Activate\.ps1)$/;

/** A top-level `declare -A NAME` (or with a compound value of literal keys and values) of a script: see Walk.declarations. */
interface AssociativeDeclaration {
  name: string;
  /** The literal compound value's text (`[k]=v …`), or ''. */
  init: string;
  /** Where the statement starts and ends in the script. */
  start: number;
  end: number;
  errexit: boolean | null;
}

/** What a script's walk showed of its associative arrays (Walk.associativeIn). */
interface AssociativeFacts {
  /** The script began in a fresh shell: no array exists before its first command, and errexit is not ignored in it. */
  lead: boolean;
  /** Declarations after other commands that errexit made sure of (a failed one ends the shell). */
  declarations: readonly AssociativeDeclaration[];
  /** Names a command may have unset or shadowed, by any spelling (`unset "$v"`). */
  changed: ReadonlySet<string>;
}

/** The top-level statements of a script that declare one associative array, by statement. */
function associativeDeclarations(commands: readonly Statement[], source: string): Map<Statement, AssociativeDeclaration> {
  const out = new Map<Statement, AssociativeDeclaration>();
  for (const s of commands) {
    if (s.background || s.command.type !== 'Command') continue;
    const { pos, end } = s.command;
    const m = /^(?:declare|typeset)\s+-A\s+([A-Za-z_]\w*)(?:=\(([^()`$"'\\]*)\))?$/.exec(source.slice(pos, end));
    if (m) out.set(s, { name: m[1]!, init: m[2] ?? '', start: pos, end, errexit: null });
  }
  return out;
}

/**
 * The associative arrays of a script, each with whether its elements only ever hold numbers. An array counts when
 * its kind is sure from its declaration on: the script began in a fresh shell (no array exists yet) and starts by
 * declaring it (`declare -A NAME` or `declare -A NAME=([k]=v …)`, after nothing but `set` options and other such
 * declarations), or declares it later at its top level with errexit surely on (a declaration that fails ends the
 * shell). The name must not appear before its declaration, and after it only in reads of its elements or keys
 * (`${NAME[k]}`, `${!NAME[@]}`, `${#NAME[@]}`) and in elements set at the start of a command (`NAME[k]=v`): no
 * `unset`, `local`, other declaration, arithmetic on `NAME[k]` (bash expands such a key twice) or `read`/`mapfile`
 * into it; nor may any command have unset or shadowed it by another spelling (facts.changed). It holds only numbers
 * when every value set is digits or a whole `$((…))`.
 */
function associativeArrays(source: string, facts: AssociativeFacts): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const candidates: { name: string; init: string; before: number; from: number }[] = [];
  if (facts.lead) {
    const lead = /^\s*(?:(?:set\s+[-+][\w-]+(?:\s+[-+]?[\w-]+)*|declare\s+-A\s+(\w+)(?:=\(([^()`$"'\\]*)\))?)\s*(?:;|\n|$)\s*)/;
    const names: { name: string; init: string }[] = [];
    let at = 0;
    for (let m = lead.exec(source); m && m[0]; m = lead.exec(source.slice(at))) {
      if (m[1]) names.push({ name: m[1], init: m[2] ?? '' });
      at += m[0].length;
    }
    for (const n of names) candidates.push({ ...n, before: 0, from: at });
  }
  for (const d of facts.declarations) candidates.push({ name: d.name, init: d.init, before: d.start, from: d.end });
  for (const { name, init, before, from } of candidates) {
    if (out.has(name) || facts.changed.has(name) || new RegExp(String.raw`\b${name}\b`).test(source.slice(0, before))) continue;
    const rest = source.slice(from);
    const uses = [...rest.matchAll(new RegExp(String.raw`\b${name}\b`, 'g'))];
    const reads = new RegExp(String.raw`\$\{[!#]?$`);
    const sets = new RegExp(String.raw`${COMMAND_START}$`);
    let numeric = /^(?:\s*\[[^\]]*\]=\d+)*\s*$/.test(init);
    const plain = uses.every((u) => {
      const ahead = rest.slice(0, u.index);
      const after = rest.slice(u.index! + name.length);
      // The name alone, in text (`echo "ports:"`) or as `$NAME` (element 0): not where a command could change its kind.
      if (!after.startsWith('[')) return !/^\s*\+?=/.test(after) && !NAME_SETTERS.test(/[^;&|\n(){}]*$/.exec(ahead)![0]);
      if (reads.test(ahead)) return true;
      const set = /^\[[^\]]*\]\+?=/.exec(after);
      if (!set || !sets.test(ahead)) return false;
      numeric &&= numberWord(after.slice(set[0].length));
      return true;
    });
    if (plain && [...source.matchAll(new RegExp(String.raw`(?:declare|typeset)\s+-A\s+${name}\b`, 'g'))].length === 1) out.set(name, numeric);
  }
  return out;
}

/** Commands that may set, declare or unset a variable they are given by name. */
const NAME_SETTERS = /(?:^|\s)(?:unset|local|declare|typeset|readonly|export|read|mapfile|readarray|printf|eval|let|source|\.|getopts|coproc)\s/;

/**
 * Whether `text` starts with a word that is a number: digits, or one `$((…))` with no parenthesis, quote or backquote
 * inside (bash reads `$((a)$(b))` and `$((b) )` as command substitutions, whose output is any text).
 */
function numberWord(text: string): boolean {
  const word = /^(?:\d+|\$\(\([^()'"`]*\)\))/.exec(text)?.[0];
  return word !== undefined && (word.length === text.length || /[\s;&|)]/.test(text[word.length]!));
}

/**
 * Whether arithmetic on `name` may run code: its value is unknown, or a known one (read from a file, say) holds a
 * subscript, a substitution or a name that does (bash evaluates a value that names a variable in turn).
 */
const AWKS = new Set(['awk', 'gawk', 'mawk', 'nawk']);

/**
 * awk's words up to its program: options (`-F x`, `-v x`, `-f file`), then the program text unless `-f` or `-e` gave
 * it. What follows are operands, never options (awk reads options only before its program).
 */
function awkOptionWords(args: readonly Arg[]): readonly Arg[] {
  let i = 0;
  let program = false;
  while (i < args.length && args[i]!.text.startsWith('-') && args[i]!.text !== '-') {
    const word = args[i]!.text;
    if (word === '--') return args.slice(0, Math.min(i + 2, args.length));
    if (/^-[feE]/.test(word) || /^--(?:file|source|exec)\b/.test(word)) program = true;
    i += /^-[FvfeEil]$/.test(word) ? 2 : 1;
  }
  return args.slice(0, program ? i : i + 1);
}

function unsafeInArithmetic(name: string, state: ShellState, depth = 0): boolean {
  if (!state.vars.has(name)) return false;
  const values = state.vars.get(name);
  if (values === null || depth > 4) return true;
  return values!.some((v) => /[[`$]/.test(v) || [...v.matchAll(/[A-Za-z_]\w*/g)].some((id) => id[0] !== name && unsafeInArithmetic(id[0], state, depth + 1)));
}

/**
 * `sed [options] SCRIPT FILE` (or `sed -e S… FILE`) split into the words pipedSed reads and the one file operand; null
 * for another spelling (no file, several files, an option that takes the file from elsewhere).
 */
function sedOnFile(words: readonly string[]): { words: string[]; file: string } | null {
  const scriptGiven = words.includes('-e');
  const operands = words.filter((w, i) => !w.startsWith('-') && words[i - 1] !== '-e');
  if (operands.length !== (scriptGiven ? 1 : 2) || operands.at(-1) !== words.at(-1)) return null;
  return { words: words.slice(0, -1), file: operands.at(-1)! };
}

/** What `sed [-n] [-E] SCRIPT` or `sed -e S1 -e S2` prints for a text on its stdin (no file operand); null otherwise. */
function pipedSed(words: readonly string[], input: string): string | null {
  const options: string[] = [];
  const scripts: string[] = [];
  let operand: string | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '-n' || w === '-E' || w === '-z') options.push(w);
    else if (w === '-r') options.push('-E');
    else if (w === '-e' && i + 1 < words.length) scripts.push(words[++i]!);
    else if (w.startsWith('-') || operand !== null) return null;
    else operand = w;
  }
  if (operand !== null) {
    if (scripts.length) return null;
    scripts.push(operand);
  }
  return scripts.length && scripts.every(isAscii) && isAscii(input) ? sedOutput(options, scripts, input) : null;
}

/** Loops over at most this many known words are walked once per word. */
const MAX_UNROLLED = 8;
/** How many command lines one command's words may make before the words that split several ways count as unknown. */
const MAX_ARGV_WAYS = 8;
/** Unrolled loops inside unrolled loops, at most (deeper ones are walked as one body with every value). */
const MAX_UNROLLED_NESTING = 2;

/** Whether a loop body holds a `break` or `continue` (then not every command of it runs for every value). */
function breaksOut(body: CompoundList): boolean {
  let found = false;
  const visit = (n: SyntaxNode): void => {
    if (n.type === 'Command' && !n.name?.parts && (n.name?.value === 'break' || n.name?.value === 'continue')) found = true;
    if (!found) forEachChild(n, visit);
  };
  visit(body);
  return found;
}

/** The values a counting `for ((…))` loop is followed through, at most. */
const MAX_COUNTED = 1000;

/** A number in arithmetic: a literal, or a variable the call set to one number. */
function arithmeticNumber(e: ArithmeticExpression, state: ShellState): number | null {
  if (e.type === 'ArithmeticUnary' && e.operator === '-' && e.prefix) {
    const v = arithmeticNumber(e.operand, state);
    return v === null ? null : -v;
  }
  if (e.type !== 'ArithmeticWord') return null;
  const name = e.value.replace(/^\$\{?([A-Za-z_]\w*)\}?$/, '$1');
  const v = /^[A-Za-z_]\w*$/.test(name) ? state.vars.get(name) : [e.value];
  return v?.length === 1 && /^-?\d{1,9}$/.test(v[0]!) ? Number(v[0]) : null;
}

const isName = (e: ArithmeticExpression, name: string): boolean => e.type === 'ArithmeticWord' && e.value === name;

let roots: Set<string> | null = null;
/** Names under `/`: a slash-word in program text is a path only when its first component exists. */
const SOURCE_NAME = /\.(?:c|h|cc|cpp|cxx|hh|hpp|hxx|rs|go|java|kt|scala|S|s|asm|inc|def|m|mm|swift|zig|y|l)$/;
/** Compiled programs larger than this are not read for their strings. */
const COMPILED_LIMIT = 64 << 20;

/** An ELF program or a Java class file, by its first bytes. */
function isCompiled(path: string): boolean {
  try {
    const fd = openSync(path, 'r');
    const head = Buffer.alloc(4);
    try {
      readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
    return head.equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46])) || head.equals(Buffer.from([0xca, 0xfe, 0xba, 0xbe]));
  } catch {
    return false;
  }
}

/** Files of one PATH directory inside the roots that shadowingPrograms looks at, at most. */
const MAX_SHADOWS = 200;

/** Whether `name` is a program on the PATH this process (cline) runs with, outside any task's files. */
function systemProgram(name: string): boolean {
  return (process.env.PATH ?? '').split(':').some((d) => isAbsolute(d) && isExecutableFile(`${d}/${name}`));
}

function isExecutableFile(path: string): boolean {
  try {
    const st = statSync(path);
    return st.isFile() && (st.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

function listQuiet(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function topLevel(): Set<string> {
  roots ??= new Set(readdirSync('/'));
  return roots;
}

/** The path-like parts of an argument: the value itself, an option's value after `=`, a glued short option's path. */
function pathsIn(v: string): string[] {
  if (v === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return [];
  const out = [v];
  // A path after `=` (`--out=p`, `cache_dir=p`, `.text=p`), after a format prefix (`png:p`, also after `=`:
  // `--cov-report=html:p`), or glued to a short option (`-o../p`).
  // After every `=`: sub-options hold paths too (`-XX:StartFlightRecording=name=x,filename=p`, `log_path=p`).
  for (let i = v.indexOf('='); i >= 0 && i < v.length - 1; i = v.indexOf('=', i + 1)) out.push(v.slice(i + 1));
  for (const s of [...out]) {
    const colon = /^[\w.+-]+:([^:]*\/.*)$/s.exec(s);
    if (colon) out.push(colon[1]!);
  }
  const glued = /^-[A-Za-z]((?:\.{1,2}|~)?\/.*|\.\.)$/s.exec(v);
  if (glued) out.push(glued[1]!);
  return out.filter((p) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(p));
}

export { type Word };

/** Links this call made that readFile follows in a row (a loop of them reads as changed). */
const MAX_LINKS_FOLLOWED = 8;

/** Entries a tree copied with `cp -r` may hold for its files' texts to be kept (copyTree). */
const TREE_COPY_LIMIT = 500;

/** Whether `path` is a regular file with one link that this process may write (the agent's shells run as its user). */
function canWriteWhole(path: string): boolean {
  const st = lstatQuiet(path);
  if (!st?.isFile() || st.nlink !== 1) return false;
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether this process may create and remove entries in the directory `dir` (sed -i renames its new file there). */
function canWriteDir(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
    return lstatQuiet(dir)?.isDirectory() === true;
  } catch {
    return false;
  }
}

/** Whether `path` is a regular file (through links); false when it is missing or cannot be read. */
function isFileQuiet(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * `read [-r] [-s] [-d ''] NAME…` alone as a loop's clause, optionally with `IFS=` of a literal value: the names, -r,
 * -d '' (NUL-separated) and the IFS the fields are split on (bash's default when not given).
 */
function readsLines(clause: CompoundList): { names: string[]; raw: boolean; nul: boolean; ifs: string } | null {
  const cmd = clause.commands.length === 1 ? clause.commands[0]!.command : undefined;
  if (cmd?.type !== 'Command' || cmd.name?.text !== 'read' || cmd.redirects.length) return null;
  if (!cmd.prefix.every((p) => p.type === 'Assignment' && p.name === 'IFS')) return null;
  const assigned = cmd.prefix.at(-1);
  let ifs = ' \t\n';
  if (assigned?.type === 'Assignment') {
    if (assigned.value.type !== 'Word' || (assigned.value.parts && !assigned.value.parts.every((p) => p.type === 'SingleQuoted' || p.type === 'Literal')))
      return null;
    ifs = assigned.value.value;
  }
  const words = cmd.suffix.map((w) => (w.type !== 'Word' ? null : !w.parts ? w.value : w.text === "''" || w.text === '""' ? '' : null));
  let raw = false;
  let nul = false;
  const names: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === null || w === undefined) return null;
    if (w === '-d' && words[i + 1] === '') nul = ++i > 0;
    else if (/^-[rs]+$/.test(w)) raw ||= w.includes('r');
    else if (/^[A-Za-z_]\w*$/.test(w)) names.push(w);
    else return null;
  }
  return names.length ? { names, raw, nul, ifs } : null;
}


/** What `seq` prints for up to three integers (first, step, last), when it is at most 1,000 numbers. */
function seqOutput(args: number[]): StdinText {
  const [first, step, last] = args.length === 1 ? [1, 1, args[0]!] : args.length === 2 ? [args[0]!, 1, args[1]!] : [args[0]!, args[1]!, args[2]!];
  if (step === 0 || (last - first) / step > 1000) return { unknown: 'the output of a long seq' };
  const out: number[] = [];
  for (let n = first; step > 0 ? n <= last : n >= last; n += step) out.push(n);
  return { text: out.map((n) => `${n}\n`).join('') };
}

/** The fields an unquoted `$(…)` alone gives: its known text split on blanks (when nothing in it expands), or a listing's paths. */
function splitFields(out: StdinText): string[] | null {
  if (out && 'text' in out) return /[*?[]/.test(out.text) ? null : out.text.split(/[ \t\n]+/).filter(Boolean);
  return listedPaths(out);
}

/**
 * grep's words when they are shaping options (isGrepShaping), one pattern (or `-e PATTERN`) and at most one file: more
 * files would prefix each line with its name. Null otherwise.
 */
function grepWords(words: readonly string[]): { options: string[]; pattern: string; file: string | null } | null {
  const options: string[] = [];
  const operands: string[] = [];
  let pattern: string | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') {
      operands.push(...words.slice(i + 1));
      break;
    }
    if (w === '-e' || w === '-m') {
      const next = words[++i];
      if (next === undefined || (w === '-e' && pattern !== null)) return null;
      if (w === '-e') pattern = next;
      else if (/^\d+$/.test(next)) options.push('-m', next);
      else return null;
    } else if (w.startsWith('-') && w !== '-') {
      if (!isGrepShaping(w) || /^\d+$/.test(w)) return null;
      options.push(w);
    } else operands.push(w);
  }
  if (pattern === null) pattern = operands.shift() ?? null;
  if (pattern === null || operands.length > 1 || operands[0] === '-') return null;
  return { options, pattern, file: operands[0] ?? null };
}

/** A listing's paths (listedValues), when its names neither split, expand nor start with `-`; null for any other output. */
function listedPaths(out: StdinText): string[] | null {
  return isListing(out) && usableListing(out, /[\s*?[-]/) ? listedValues(out) : null;
}

/** A pattern's RegExp matching regardless of case, as `shopt -s nocasematch` makes bash match. */
function caseless(re: RegExp): RegExp {
  return new RegExp(re.source, 'si');
}

/** Whether a rewrite of the tree `top` (a checkout, a tree copied over it) may change `path`: not its git dir's files. */
function rewrites(top: string, path: string): boolean {
  return isInside(path, top) && !isInside(path, join(top, '.git'));
}
