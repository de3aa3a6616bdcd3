/**
 * Arming and disarming an env: the plugin goes into the env, everything else
 * (marker, denial log, a backup of a plugin file that was there) into the
 * state dir outside it. Teardown leaves the env as it was before arming.
 */
import { randomBytes } from 'node:crypto';
import { chmod, copyFile, lstat, mkdir, readFile, readdir, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { HarnessContext } from '../context.js';
import type { Descriptor } from '../descriptor/index.js';
import { InfrastructureError, InputError, errorMessage } from '../errors.js';
import { packagePath } from '../package-root.js';
import { loadsFile } from './marker-file.js';
import { defaultStateDir, guardFiles, isExpired, readMarkerSync } from './marker.js';
import { isInside, realTarget } from './paths.js';
import type { BakedConfig } from './plugin.js';
import { GuardMarkerSchema, type GuardMarker } from './schema.js';

/** The bundle `npm run build` (scripts/build-guard-plugin.mjs) produces. */
export const GUARD_PLUGIN_BUNDLE = packagePath('harnesses', 'guard', 'cline-harness-guard.js');
const BAKED_CONFIG_TOKEN = '"__CLINE_HARNESS_GUARD_CONFIG__"';
/** First line of an armed plugin file: identifies it as ours and says where its marker is. */
const HEADER_PREFIX = '// cline-harness-guard ';
/** Arming without --ttl: a forgotten guard disarms itself after a day. */
export const DEFAULT_TTL_S = 24 * 60 * 60;

/**
 * Written beside the plugin. cline's plugin host loads plugins through jiti, which imports an ES module natively only
 * when the nearest package.json says "module"; otherwise it transpiles the 200 KB bundle with babel on every run
 * (measured: 1.3 s and ~2 CPU-s per task, a fifth of a scripted task's CPU, and on a loaded machine past cline's
 * 4-second plugin import limit).
 */
const PLUGIN_PACKAGE_JSON = '{"type":"module"}\n';

export interface ArmOptions extends HarnessContext {
  env: string;
  /** More directories writes may go to, besides the env. */
  roots?: string[];
  /** Seconds until the marker expires; 0 never expires. Default DEFAULT_TTL_S. */
  ttlS?: number;
  /** Default: defaultStateDir(). */
  stateDir?: string;
  /** Another bundle to install (tests). */
  bundle?: string;
  now?: Date;
}

export interface ArmResult {
  env: string;
  plugin_file: string;
  marker: string;
  denial_log: string;
  roots: string[];
  expires_at: string | null;
  /** True when the env was armed already: roots and expiry were updated, the denial log kept. */
  rearmed: boolean;
  /** Where a plugin file that was in the env before arming was saved, or null. */
  backed_up: string | null;
}

export interface TeardownResult {
  env: string;
  had_guard: boolean;
  removed: string[];
  restored: string[];
  /** Kept after teardown so `guard collect` can still run; null when unknown. */
  denial_log: string | null;
  warnings: string[];
  /** Plugins in the env the harness did not put there: left in place, and the run they were in is not to be trusted. */
  foreign_plugins: string[];
}

export type GuardState = 'armed' | 'not_armed' | 'expired' | 'marker_missing' | 'marker_invalid' | 'plugin_missing';

export interface GuardHealth {
  env: string;
  state: GuardState;
  /** True when armed or cleanly not armed. */
  ok: boolean;
  /** What dispatch should tell the user, when not ok. */
  warning: string | null;
  plugin_file: string;
  marker: string | null;
  denial_log: string | null;
  roots: string[];
  expires_at: string | null;
  /** Lines in the denial log. */
  denials: number;
  /** When cline last imported the plugin (since arming); null: never. */
  last_loaded_at: string | null;
  /** Files the plugin appends to from inside cline: a sandboxed run must keep them writable. */
  plugin_writes: string[];
}

interface Located {
  realEnv: string;
  pluginFile: string;
  /** From the plugin's header when it is ours, else from the state dir. */
  markerPath: string;
  denialLog: string;
  ours: boolean;
}

async function realEnv(env: string): Promise<string> {
  const info = await stat(env).catch(() => null);
  if (!info?.isDirectory()) throw new InputError('the env is not a directory', env);
  return realpath(env);
}

async function readHeader(pluginFile: string): Promise<BakedConfig | null> {
  const text = await readFile(pluginFile, 'utf8').catch(() => null);
  if (text === null || !text.startsWith(HEADER_PREFIX)) return null;
  try {
    return JSON.parse(text.slice(HEADER_PREFIX.length, text.indexOf('\n'))) as BakedConfig;
  } catch {
    return null;
  }
}

async function locate(env: string, descriptor: Descriptor, stateDir: string | undefined): Promise<Located> {
  const real = await realEnv(env);
  const pluginFile = join(real, descriptor.guard.plugin);
  const header = await readHeader(pluginFile);
  const files = guardFiles(resolve(stateDir ?? defaultStateDir()), real);
  const markerPath = stateDir === undefined && header ? header.marker : files.marker;
  return { realEnv: real, pluginFile, markerPath, denialLog: join(dirname(markerPath), 'denials.jsonl'), ours: header !== null };
}

async function exists(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => null)) !== null;
}

/** Writes through a temporary sibling and a rename, so no reader sees half a file. */
async function writeAtomic(path: string, text: string): Promise<void> {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, path);
}

async function pluginText(bundle: string, config: BakedConfig): Promise<string> {
  let text: string;
  try {
    text = await readFile(bundle, 'utf8');
  } catch (err) {
    throw new InfrastructureError(`the guard plugin bundle is missing (${errorMessage(err)}); build it with \`npm run build\``);
  }
  if (text.split(BAKED_CONFIG_TOKEN).length !== 2) throw new InfrastructureError(`${bundle} is not a guard plugin bundle`);
  const json = JSON.stringify(config);
  return `${HEADER_PREFIX}${json}\n${text.replace(BAKED_CONFIG_TOKEN, () => json)}`;
}

/**
 * Arms the guard in `env`. Arming an armed env updates its roots and expiry and
 * keeps its denial log and restore record (its own plugin is never backed up).
 */
export async function armGuard(options: ArmOptions): Promise<ArmResult> {
  const { descriptor } = options;
  const now = options.now ?? new Date();
  const ttl = options.ttlS ?? DEFAULT_TTL_S;
  if (!Number.isFinite(ttl) || ttl < 0) throw new InputError(`--ttl must be 0 (never expires) or a positive number of seconds, not ${ttl}`);
  const real = await realEnv(options.env);
  const stateDir = resolve(options.stateDir ?? defaultStateDir());
  const realState = realTarget(stateDir) ?? stateDir;
  if (isInside(realState, real)) throw new InputError('the state dir must be outside the env, where the agent cannot change it', stateDir);

  const roots = [real];
  for (const r of options.roots ?? []) {
    const info = await stat(r).catch(() => null);
    if (!info?.isDirectory()) throw new InputError('an allowed root must be an existing directory', r);
    const rr = await realpath(r);
    if (!roots.includes(rr)) roots.push(rr);
  }

  const files = guardFiles(stateDir, real);
  const pluginFile = join(real, descriptor.guard.plugin);
  const pluginDir = dirname(pluginFile);
  const foreign = await foreignPlugins(real, descriptor);
  if (foreign.length) {
    throw new InputError(
      `the env holds plugins the harness did not put there (${foreign.join(', ')}); they share cline's plugin host with the guard and can blind it. ` +
        `Remove them, then arm`,
      real,
    );
  }
  const text = await pluginText(options.bundle ?? GUARD_PLUGIN_BUNDLE, { marker: files.marker, reason_prefix: descriptor.guard.reason_prefix });
  await mkdir(files.dir, { recursive: true, mode: 0o700 });

  const previous = readMarkerSync(files.marker);
  const ours = (await readHeader(pluginFile)) !== null;
  const rearmed = previous.status === 'ok' && ours;
  let restore: GuardMarker['restore'];
  if (rearmed) {
    restore = previous.marker.restore;
  } else {
    const created: string[] = [];
    for (let d = pluginDir; isInside(d, real) && d !== real; d = dirname(d)) {
      if (!(await exists(d))) created.unshift(relative(real, d));
    }
    let backup: string | null = null;
    let backupMode: number | null = null;
    const existing = await lstat(pluginFile).catch(() => null);
    if (existing && !ours) {
      if (!existing.isFile()) throw new InputError('the plugin path holds something other than a file; refusing to replace it', pluginFile);
      await copyFile(pluginFile, files.backup);
      backup = files.backup;
      backupMode = existing.mode & 0o7777;
    }
    const packageJson = !(await exists(join(pluginDir, 'package.json')));
    restore = { created_dirs: created, backup, backup_mode: backupMode, git_exclude: await gitExcludeRecord(real), package_json: packageJson };
    await writeFile(files.denialLog, '');
    await rm(loadsFile(files.marker), { force: true });
  }

  const marker: GuardMarker = GuardMarkerSchema.parse({
    schema_version: 1,
    env: real,
    roots,
    plugin_file: pluginFile,
    denial_log: files.denialLog,
    armed_at: now.toISOString(),
    expires_at: ttl === 0 ? null : new Date(now.getTime() + ttl * 1000).toISOString(),
    tools: { write: descriptor.tools.write, patch: descriptor.tools.patch, shell: descriptor.tools.shell },
    reason_prefix: descriptor.guard.reason_prefix,
    restore,
  });
  // The marker (with the restore record) goes first: an interrupted arm can still be torn down.
  await writeAtomic(files.marker, JSON.stringify(marker, null, 2) + '\n');
  // The plugin appends to these from inside cline; they exist up front so a sandbox can bind them writable.
  await writeFile(loadsFile(files.marker), '', { flag: 'a' });
  await mkdir(pluginDir, { recursive: true });
  await writeAtomic(pluginFile, text);
  if (restore.package_json) await writeAtomic(join(pluginDir, 'package.json'), PLUGIN_PACKAGE_JSON);
  if (!rearmed && restore.git_exclude) await excludePlugin(restore.git_exclude, real, pluginDir);
  return {
    env: real,
    plugin_file: pluginFile,
    marker: files.marker,
    denial_log: files.denialLog,
    roots,
    expires_at: marker.expires_at,
    rearmed,
    backed_up: restore.backup,
  };
}

/** The env's own repository excludes the plugin so `git add -A` in a run does not commit it. */
async function gitExcludeRecord(real: string): Promise<GuardMarker['restore']['git_exclude']> {
  const info = join(real, '.git', 'info');
  if (!(await stat(info).catch(() => null))?.isDirectory()) return null;
  const file = join(info, 'exclude');
  return { file, original: await readFile(file, 'utf8').catch(() => null) };
}

async function excludePlugin(record: NonNullable<GuardMarker['restore']['git_exclude']>, real: string, pluginDir: string): Promise<void> {
  const line = `/${relative(real, pluginDir).split(sep).join('/')}/`;
  const original = record.original ?? '';
  if (original.split('\n').includes(line)) return;
  const sepLine = original === '' || original.endsWith('\n') ? '' : '\n';
  await writeFile(record.file, `${original}${sepLine}${line}\n`);
}

export interface GuardEnvOptions extends HarnessContext {
  /** Where the marker lives; default: the path written in the env's plugin, else defaultStateDir(). */
  stateDir?: string;
}

/** Removes the guard, restoring a plugin file it replaced and removing only directories it created. */
export async function teardownGuard(env: string, options: GuardEnvOptions): Promise<TeardownResult> {
  const { descriptor } = options;
  const loc = await locate(env, descriptor, options.stateDir);
  const result: TeardownResult = {
    env: loc.realEnv, had_guard: false, removed: [], restored: [], denial_log: null, warnings: [],
    foreign_plugins: await foreignPlugins(loc.realEnv, descriptor),
  };
  for (const f of result.foreign_plugins) result.warnings.push(`${f} is a plugin the harness did not put there; left in place`);
  const read = readMarkerSync(loc.markerPath);
  if (read.status === 'invalid')
    throw new InputError(`the guard marker is unreadable (${read.problem}); fix or remove it, then tear down again`, loc.markerPath);

  if (loc.ours) {
    await rm(loc.pluginFile);
    result.removed.push(loc.pluginFile);
    result.had_guard = true;
  } else if (read.status === 'ok' && (await exists(loc.pluginFile)) && read.marker.restore.backup === null) {
    result.warnings.push(`${loc.pluginFile} is not the guard's plugin any more; left in place`);
  }
  if (read.status === 'missing') {
    if (loc.ours) result.warnings.push(`the marker ${loc.markerPath} was missing; directories the guard created were left in place`);
    return result;
  }

  const { marker } = read;
  result.had_guard = true;
  result.denial_log = marker.denial_log;
  const { restore } = marker;
  if (restore.package_json) {
    // The path comes from the env and descriptor, never from the marker; a file that changed is not arm's to remove.
    const packageJson = join(dirname(loc.pluginFile), 'package.json');
    const text = await readFile(packageJson, 'utf8').catch(() => null);
    if (text === PLUGIN_PACKAGE_JSON) {
      await rm(packageJson);
      result.removed.push(packageJson);
    } else if (text !== null) result.warnings.push(`${packageJson} is not the one arm wrote any more; left in place`);
  }
  if (restore.backup) {
    await copyFile(restore.backup, marker.plugin_file);
    if (restore.backup_mode !== null) await chmod(marker.plugin_file, restore.backup_mode);
    await rm(restore.backup);
    result.restored.push(marker.plugin_file);
  }
  for (const rel of [...restore.created_dirs].reverse()) {
    const dir = join(marker.env, rel);
    try {
      await rmdir(dir);
      result.removed.push(dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') result.warnings.push(`${dir} is not empty (something else was added); left in place`);
      else if (code !== 'ENOENT') throw err;
    }
  }
  if (restore.git_exclude) {
    if (restore.git_exclude.original === null) await rm(restore.git_exclude.file, { force: true });
    else await writeFile(restore.git_exclude.file, restore.git_exclude.original);
    result.restored.push(restore.git_exclude.file);
  }
  await rm(loc.markerPath);
  await rm(loadsFile(loc.markerPath), { force: true });
  result.removed.push(loc.markerPath);
  return result;
}

/**
 * Plugin directories (or links) in the env's plugin folder other than the
 * guard's own: cline loads each `<dir>/index.js`. Loose files are not loaded
 * and not listed. Relative to the env.
 */
export async function foreignPlugins(env: string, descriptor: Descriptor): Promise<string[]> {
  const real = await realEnv(env);
  const ownDir = dirname(join(real, descriptor.guard.plugin));
  const pluginsDir = dirname(ownDir);
  const names = await readdir(pluginsDir).catch(() => [] as string[]);
  const foreign: string[] = [];
  for (const name of names.sort()) {
    const path = join(pluginsDir, name);
    const info = await lstat(path).catch(() => null);
    // cline loads only `<dir>/index.js`; the guard's own index.js is replaced (and a user's one backed up) by arm.
    if (!info || info.isFile() || (path === ownDir && info.isDirectory())) continue;
    foreign.push(relative(real, path));
  }
  return foreign;
}

async function lastLoad(path: string): Promise<string | null> {
  const lines = (await readFile(path, 'utf8').catch(() => '')).trim().split('\n');
  try {
    return (JSON.parse(lines.at(-1)!) as { ts: string }).ts;
  } catch {
    return null;
  }
}

async function countLines(path: string): Promise<number> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').filter((l) => l.trim() !== '').length;
}

/**
 * Whether the env's guard is working. `ok` is false when the plugin is there
 * but disarmed (marker missing or expired: it allows everything), when the
 * marker is unreadable (it blocks everything), or when a marker has no plugin.
 */
export async function guardHealth(env: string, options: GuardEnvOptions & { now?: Date }): Promise<GuardHealth> {
  const { descriptor } = options;
  const loc = await locate(env, descriptor, options.stateDir);
  const read = readMarkerSync(loc.markerPath);
  const marker = read.status === 'ok' ? read.marker : null;
  const base = {
    env: loc.realEnv,
    plugin_file: loc.pluginFile,
    marker: read.status === 'missing' ? null : loc.markerPath,
    denial_log: marker?.denial_log ?? null,
    roots: marker?.roots ?? [],
    expires_at: marker?.expires_at ?? null,
    denials: marker ? await countLines(marker.denial_log) : 0,
    last_loaded_at: await lastLoad(loadsFile(loc.markerPath)),
    plugin_writes: marker ? [marker.denial_log, loadsFile(loc.markerPath)] : [],
  };
  const health = (state: GuardState, warning: string | null): GuardHealth => ({ ...base, state, ok: warning === null, warning });
  if (read.status === 'invalid')
    return health('marker_invalid', `the guard marker ${loc.markerPath} is unreadable (${read.problem}): the plugin blocks every tool call`);
  if (!loc.ours) {
    if (!marker) return health('not_armed', null);
    return health('plugin_missing', `the guard marker ${loc.markerPath} exists but ${loc.pluginFile} is not the guard's plugin: nothing is guarded`);
  }
  if (!marker)
    return health(
      'marker_missing',
      `the guard's marker ${loc.markerPath} is missing: the plugin in ${loc.realEnv} refuses every tool call until the guard is re-armed or torn down`,
    );
  if (isExpired(marker, options.now))
    return health('expired', `the guard expired at ${marker.expires_at}: the plugin in ${loc.realEnv} is disarmed and allows everything; re-arm it`);
  return health('armed', null);
}
