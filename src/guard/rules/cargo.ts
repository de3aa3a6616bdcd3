/**
 * What a cargo build runs: a package's build script (build.rs) runs at every build, its tests, benches and examples
 * when they are run, its binary on `cargo run`. All of it is Rust the guard cannot follow, so every Rust source of the
 * package (and of the local packages its manifest names by path) is judged as a compiled program's source is
 * (program-code.ts, sourceText): the paths it names and the writes it builds at run time. A cargo config (`.cargo/
 * config.toml`) inside the roots can name a rustc wrapper or a runner, which run anything: it is refused.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { lstatQuiet, walkEntries } from '../paths.js';
import { fork } from '../state.js';
import { sourceText } from './program-code.js';
import type { Call } from './types.js';

/** Subcommands that neither compile nor run the package's code. */
const NO_BUILD = new Set([
  'new', 'init', 'help', 'version', 'tree', 'metadata', 'locate-project', 'pkgid', 'search', 'clean', 'fmt', 'vendor', 'fetch',
  'update', 'generate-lockfile', 'verify-project', 'read-manifest', 'login', 'logout', 'owner', 'yank', 'info',
]);
/** More Rust files than this under a package is more than the guard reads before a call. */
const MAX_SOURCES = 400;
/** Entries looked at below a package while its sources are gathered. */
const SCAN_LIMIT = 20_000;

/** Judges what `cargo SUBCOMMAND` builds and runs; `manifestPath` is `--manifest-path`'s value, if given. */
export function cargoBuild(c: Call, sub: string | undefined, manifestPath: string | undefined): void {
  if (sub === undefined || NO_BUILD.has(sub) || sub.startsWith('-')) return;
  const manifestDir = manifestPath === undefined ? undefined : c.x.absolute(dirname(manifestPath), c.state);
  if (manifestDir === null)
    return c.x.report({ kind: 'unevaluable', target: manifestPath!, message: `cargo ${sub} builds a manifest in a directory the guard cannot determine` });
  const root = manifestDir ?? packageRoot(c);
  // No Cargo.toml from here up (on disk or from this call): cargo stops before it builds anything.
  if (root === null) return;
  if (!c.x.insideRoots(root))
    return c.x.report({ kind: 'unevaluable', target: root, message: `cargo ${sub} builds the package at ${root}, outside the allowed roots` });
  // A package this call makes or fills (cargo new, a copy, an unpack, a checkout) holds what the guard cannot read yet.
  const manifest = c.x.readFile(join(root, 'Cargo.toml'));
  if (typeof manifest !== 'string' || c.x.treeWrittenAt(root) || !lstatQuiet(root)?.isDirectory()) {
    const message = `cargo ${sub} builds ${root}, which this call writes as a whole first; build it in the next call`;
    return c.x.report({ kind: 'unevaluable', target: root, message });
  }
  configs(c, root);
  const packages = [root, ...pathDependencies(c, root, manifest)];
  const files = new Set<string>();
  for (const dir of packages) {
    const walked = walkEntries(
      [dir],
      SCAN_LIMIT,
      (e) => {
        if (e.isFile() && e.name.endsWith('.rs')) files.add(join(e.parentPath, e.name));
        return files.size > MAX_SOURCES;
      },
      // What cargo generated itself (and the next build makes again) and git's store are not the package's source.
      (d) => !(d.name === 'target' && d.parentPath === dir) && d.name !== '.git',
    );
    for (const f of c.x.writtenBelow(dir)) if (f.endsWith('.rs')) files.add(f);
    if (walked !== 'done' || files.size > MAX_SOURCES)
      return c.x.report({ kind: 'unevaluable', target: dir, message: `cargo ${sub}: the package at ${dir} holds more than the guard reads before a call` });
  }
  // A Set grows while it is iterated: files that `include!` or `#[path]` bring in (any name) are judged in turn.
  for (const f of files) {
    const text = c.x.readFile(f);
    if (c.x.unseen(text, f, `cargo ${sub} compiles and may run`) || text === 'missing') continue;
    for (const m of text.matchAll(/\binclude!\s*\(\s*"([^"]+)"|#\[\s*path\s*=\s*"([^"]+)"/g)) files.add(resolve(dirname(f), m[1] ?? m[2]!));
    if (files.size > MAX_SOURCES)
      return c.x.report({ kind: 'unevaluable', target: root, message: `cargo ${sub}: the package at ${root} holds more than the guard reads before a call` });
    // Build scripts and tests run from the package's directory, where env!("CARGO_MANIFEST_DIR") also points.
    const relativeText = text.replaceAll(/env!\(\s*"CARGO_MANIFEST_DIR"\s*\)\s*,\s*"\//g, '"./');
    sourceText({ ...c, state: { ...fork(c.state), cwd: root } }, relativeText, `cargo ${sub} source ${relative(root, f)}`);
  }
}

/** The nearest directory from the working directory up that holds a Cargo.toml (on disk, or written by this call). */
function packageRoot(c: Call): string | null {
  for (let dir = c.state.cwd; dir !== null; dir = dirname(dir) === dir ? null : dirname(dir)) {
    if (c.x.readFile(join(dir, 'Cargo.toml')) !== 'missing') return dir;
  }
  return null;
}

/** A cargo config in the package's directories or the working directory's, up to the root of the roots, is refused. */
function configs(c: Call, root: string): void {
  const dirs = new Set<string>();
  for (const start of [root, c.state.cwd])
    for (let dir = start; dir !== null && c.x.insideRoots(dir); dir = dirname(dir) === dir ? null : dirname(dir)) dirs.add(dir);
  for (const dir of dirs)
    for (const name of ['config', 'config.toml']) {
      const file = join(dir, '.cargo', name);
      if (c.x.readFile(file) !== 'missing')
        c.x.report({ kind: 'unevaluable', target: file, message: `cargo reads ${file}, which can name a rustc wrapper or a runner that runs anything` });
    }
}

/** The local packages the manifest names (`path = "../x"`): their build scripts run too. Each must be inside the roots. */
function pathDependencies(c: Call, root: string, manifest: string): string[] {
  const dirs: string[] = [];
  for (const m of manifest.matchAll(/\bpath\s*=\s*["']([^"']+)["']/g)) {
    const target = resolve(root, m[1]!);
    const dir = m[1]!.endsWith('.rs') ? dirname(target) : target;
    if (!c.x.insideRoots(dir)) c.x.report({ kind: 'unevaluable', target: dir, message: `cargo builds ${dir}, named by Cargo.toml, outside the allowed roots` });
    else if (c.x.treeWrittenAt(dir)) c.x.report({ kind: 'unevaluable', target: dir, message: `cargo builds ${dir}, which this call writes as a whole first` });
    else if (relative(root, dir).startsWith('..')) dirs.push(dir);
  }
  return dirs;
}
