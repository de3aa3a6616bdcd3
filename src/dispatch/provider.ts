import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readFile, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { execa } from 'execa';
import { z } from 'zod';
import { harnessCacheDir } from '../cache-dir.js';
import { builtinDescriptor, fillTemplate, type Descriptor } from '../descriptor/index.js';
import { InfrastructureError } from '../errors.js';
import { harnessTempDir } from '../harness-temp.js';

/** An OpenAI-compatible provider to configure in an isolated cline data dir. */
export interface ProviderConfig {
  /** Only OpenAI-compatible endpoints are configured by the harness itself. */
  provider: 'openai-compatible';
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** A cline state that never touches the user's own settings: its own HOME and data dir. */
export interface IsolatedClineState {
  home: string;
  dataDir: string;
  /** The provider's key: `cline --acp` sends the one in its environment (CLINE_API_KEY), not the one `cline auth` stored. */
  apiKey?: string;
}

export interface IsolatedStateOptions {
  /** Put the data dir at `<home>/.cline/data` (where `cline --acp` looks) instead of beside the HOME. */
  dataDirInHome?: boolean;
  /** Rewrite the settings files even when they exist (a lasting state dir meets a new base URL). */
  refresh?: boolean;
}

/** The files `cline auth` wrote, by path relative to the state dir, and the base URL, key and model they name. */
interface AuthSnapshot {
  baseUrl: string;
  /** The API key the files hold (each task's model endpoint has a key of its own). */
  apiKey: string;
  model: string;
  files: Map<string, string>;
}
const authCache = new Map<string, Promise<AuthSnapshot>>();

/** The files with the one JSON string `from` replaced by `to`; null when `from` does not show exactly once (which string it is would be a guess). */
function swappedOnce(files: Map<string, string>, from: string, to: string): Map<string, string> | null {
  const needle = JSON.stringify(from);
  if (occurrences(files.values(), needle) !== 1) return null;
  return new Map([...files].map(([rel, text]) => [rel, text.split(needle).join(JSON.stringify(to))]));
}

/**
 * The snapshot's files for another base URL, key and model: the JSON strings
 * equal to the old ones become the new ones. Null when an old one is not found
 * as such (then `auth` must run again rather than the harness guess at cline's
 * format).
 */
function rebased(snapshot: AuthSnapshot, baseUrl: string, apiKey: string, model: string): Map<string, string> | null {
  let files: Map<string, string> | null = snapshot.files;
  if (snapshot.apiKey !== apiKey) files = swappedOnce(files, snapshot.apiKey, apiKey);
  if (files && snapshot.model !== model) files = swappedOnce(files, snapshot.model, model);
  if (!files) return null;
  if (snapshot.baseUrl === baseUrl) return files;
  const from = JSON.stringify(snapshot.baseUrl);
  const to = JSON.stringify(baseUrl);
  if (![...files.values()].some((text) => text.includes(from))) return null;
  return new Map([...files].map(([rel, text]) => [rel, text.split(from).join(to)]));
}

/**
 * Prepares `dir/home` and `dir/data` with the provider settings in the
 * binary's own format: for a version the descriptor's `[provider_settings]`
 * was measured on, written from its template; for any other, by cline's own
 * `auth` command. `auth` is a whole cline process (seconds): it runs once per
 * binary and layout, and later states get a copy of the files it wrote, with
 * the base URL, key and model swapped (a scripted model server per task,
 * another model of a matrix).
 * The copy also outlives the process, in the harness cache with the API key
 * left out (see `storedAuthPath`), so the next process skips `auth` too.
 */
export async function prepareIsolatedState(
  bin: string,
  dir: string,
  provider: ProviderConfig,
  options: IsolatedStateOptions = {},
): Promise<IsolatedClineState> {
  const home = join(dir, 'home');
  // ACP mode ignores --data-dir and keeps its data under HOME.
  const state = { home, dataDir: options.dataDirInHome ? join(home, '.cline', 'data') : join(dir, 'data'), apiKey: provider.apiKey };
  await mkdir(state.home, { recursive: true });
  await mkdir(state.dataDir, { recursive: true });
  // Not keyed by the API key or the model: every task's endpoint has its own key, swapped in like the base URL and model.
  const key = JSON.stringify([bin, provider.provider, options.dataDirInHome ?? false]);
  // One lookup (or `auth`) per key at a time: tasks that start together wait for the first instead of each running `auth`.
  let pending = authCache.get(key);
  const first = !pending;
  if (!pending) {
    pending = storedOrFreshAuth(bin, dir, state, provider, options);
    authCache.set(key, pending);
    // A failure is not remembered: the next task tries again.
    pending.catch(() => authCache.delete(key));
  }
  // The task that ran `auth` has its error; a task that waited on it tries `auth` itself.
  const snapshot = first ? await pending : await pending.catch(() => null);
  let files = snapshot ? rebased(snapshot, provider.baseUrl, provider.apiKey, provider.model) : null;
  if (!files) files = (await runAuth(bin, dir, state, provider)).files;
  for (const [rel, content] of files) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), content, { flag: options.refresh ? 'w' : 'wx' }).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }
  return state;
}

/** The descriptor's settings for a measured version; else `auth`'s files from the harness cache, or from running `auth` (then cached). */
async function storedOrFreshAuth(
  bin: string,
  dir: string,
  state: IsolatedClineState,
  provider: ProviderConfig,
  options: IsolatedStateOptions,
): Promise<AuthSnapshot> {
  // A measured version's settings come from the descriptor alone: no cache entry (which another process could have
  // written) is read for them.
  const measured = await measuredSettings(bin, dir, state, provider);
  if (measured) return measured;
  const stored = await storedAuthPath(bin, provider, options);
  const kept = stored ? await readStoredAuth(stored, provider.apiKey) : null;
  if (kept) return kept;
  const made = await runAuth(bin, dir, state, provider);
  if (stored) await storeAuth(stored, made);
  return made;
}

/**
 * The settings file the descriptor's `[provider_settings]` gives for this binary's version, filled in; null when the
 * binary's version is not one of those measured (or cannot be read), and `auth` must run.
 */
async function measuredSettings(bin: string, dir: string, state: IsolatedClineState, provider: ProviderConfig): Promise<AuthSnapshot | null> {
  const settings = builtinDescriptor().provider_settings;
  const version = await shippedVersion(bin);
  if (version === null || !settings.versions.includes(version)) return null;
  const files = new Map([[relative(dir, join(state.dataDir, settings.file)), filledSettings(settings, provider, new Date().toISOString())]]);
  return { baseUrl: provider.baseUrl, apiKey: provider.apiKey, model: provider.model, files };
}

/** The template with each value as a JSON string. */
function filledSettings(settings: Descriptor['provider_settings'], provider: ProviderConfig, updatedAt: string): string {
  return fillTemplate(settings.template, {
    api_key: JSON.stringify(provider.apiKey),
    model: JSON.stringify(provider.model),
    base_url: JSON.stringify(provider.baseUrl),
    updated_at: JSON.stringify(updatedAt),
  });
}

export const ProviderTemplateCheckSchema = z.object({
  /** The settings file, relative to cline's data dir. */
  file: z.string(),
  /** The version is one of `[provider_settings] versions`: the harness writes its settings from the template, runs no `auth`. */
  listed: z.boolean(),
  /** The filled template is byte for byte what the version's own `auth` wrote, its `updatedAt` aside. */
  matches: z.boolean(),
  /** Where the two first differ, or what `auth` wrote instead; null when they match. */
  difference: z.string().nullable(),
});
export type ProviderTemplateCheck = z.infer<typeof ProviderTemplateCheckSchema>;

/** Values with the characters JSON must escape, so that a template quoting them wrongly differs. */
const CHECK_PROVIDER: ProviderConfig = {
  provider: 'openai-compatible',
  baseUrl: 'http://127.0.0.1:9/v1',
  apiKey: 'conform-"key"\\x',
  model: 'org/model "x"',
};

/**
 * Whether `[provider_settings]` holds for this binary: its own `auth` runs in a temp dir and what it wrote is compared
 * with the filled template. This is how a version is added to `versions` (`harness conform`).
 */
export async function checkProviderTemplate(
  bin: string,
  version: string,
  settings: Descriptor['provider_settings'] = builtinDescriptor().provider_settings,
): Promise<ProviderTemplateCheck> {
  const dir = await harnessTempDir('cline-harness-auth-check-');
  try {
    const state = { home: join(dir, 'home'), dataDir: join(dir, 'data') };
    await mkdir(state.home);
    await mkdir(state.dataDir);
    const written = (await runAuth(bin, dir, state, CHECK_PROVIDER)).files;
    const base = { file: settings.file, listed: settings.versions.includes(version) };
    const actual = written.get(relative(dir, join(state.dataDir, settings.file)));
    if (actual === undefined) {
      return { ...base, matches: false, difference: `auth wrote no ${settings.file}; it wrote: ${[...written.keys()].join(', ') || 'nothing'}` };
    }
    // The one value auth chooses itself; the template gets the same.
    const updatedAt = /"updatedAt": ?"([^"]*)"/.exec(actual)?.[1] ?? '';
    const expected = filledSettings(settings, CHECK_PROVIDER, updatedAt);
    return { ...base, matches: expected === actual, difference: expected === actual ? null : firstDifference(expected, actual) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  const quote = (text: string | undefined) => (text === undefined ? 'nothing' : JSON.stringify(text.slice(0, 200)));
  return `line ${at + 1}: the template gives ${quote(a[at])}, auth wrote ${quote(b[at])}`;
}

/**
 * The version of the npm package a cline binary ships in (`<package>/bin/cline`, the link in node_modules/.bin
 * followed); null for anything else (a build of one's own, a wrapper script), whose settings `auth` must write.
 */
async function shippedVersion(bin: string): Promise<string | null> {
  try {
    const pkg = JSON.parse(await readFile(join(dirname(await realpath(bin)), '..', 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
    return typeof pkg.name === 'string' && /^(?:cline|@cline\/cli-[a-z0-9-]+)$/.test(pkg.name) && typeof pkg.version === 'string' ? pkg.version : null;
  } catch {
    return null;
  }
}

/** Stands for the API key in stored snapshots: a secret never goes to the cache. */
const KEY_PLACEHOLDER = JSON.stringify('cline-harness:api-key');

/**
 * Where `auth`'s files for this binary (by its real path, size and mtime, so
 * another version or build never matches), provider kind and layout are kept
 * between processes; null when the binary cannot be found.
 */
async function storedAuthPath(bin: string, provider: ProviderConfig, options: IsolatedStateOptions): Promise<string | null> {
  try {
    const real = await realpath(bin);
    const info = await stat(real);
    // 'model-swapped': entries of before the model was swapped in were keyed by model and stored none.
    const id = JSON.stringify(['model-swapped', real, info.size, info.mtimeMs, provider.provider, options.dataDirInHome ?? false]);
    return join(harnessCacheDir(), 'auth', `${createHash('sha256').update(id).digest('hex').slice(0, 24)}.json`);
  } catch {
    return null;
  }
}

/** Occurrences of `needle` across the texts. */
function occurrences(texts: Iterable<string>, needle: string): number {
  let n = 0;
  for (const text of texts) n += text.split(needle).length - 1;
  return n;
}

/**
 * The only files a stored snapshot may name: cline's settings JSON under the
 * state's data dir (either layout). Anything else (a path out of the state
 * dir, a config file cline would act on) marks a poisoned entry.
 */
const STORED_FILE = /^(?:data|home\/\.cline\/data)\/settings\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.json$/;
const STORED_MAX_BYTES = 1 << 20;

/** Whether a stored snapshot's files are all settings JSON the harness would have written. */
function plausibleFiles(files: [string, unknown][]): files is [string, string][] {
  if (files.length === 0) return false;
  return files.every(([rel, text]) => {
    if (typeof text !== 'string' || !STORED_FILE.test(rel)) return false;
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * A stored snapshot with `apiKey` put back, or null when there is none or it is
 * not as written: the cache file must be a regular file of this user that no
 * one else can write (a link is not followed), and name only settings files.
 */
async function readStoredAuth(path: string, apiKey: string): Promise<AuthSnapshot | null> {
  try {
    const fh = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    let raw: string;
    try {
      const info = await fh.stat();
      const uid = process.getuid?.() ?? info.uid;
      if (!info.isFile() || info.uid !== uid || (info.mode & 0o022) !== 0 || info.size > STORED_MAX_BYTES) return null;
      raw = await fh.readFile('utf8');
    } finally {
      await fh.close();
    }
    const stored = JSON.parse(raw) as { baseUrl?: unknown; model?: unknown; files?: unknown };
    if (typeof stored.baseUrl !== 'string' || typeof stored.model !== 'string') return null;
    if (typeof stored.files !== 'object' || stored.files === null) return null;
    const texts = Object.entries(stored.files as Record<string, unknown>);
    if (!plausibleFiles(texts)) return null;
    const files = new Map(texts as [string, string][]);
    if (occurrences(files.values(), KEY_PLACEHOLDER) !== 1) return null;
    const key = JSON.stringify(apiKey);
    const withKey = new Map([...files].map(([rel, text]) => [rel, text.split(KEY_PLACEHOLDER).join(key)]));
    return { baseUrl: stored.baseUrl, apiKey, model: stored.model, files: withKey };
  } catch {
    return null;
  }
}

/**
 * Keeps a snapshot for later processes, the key replaced by a placeholder;
 * only when the key shows exactly once as a JSON string (else which string is
 * the key is a guess, and `auth` simply runs again next time). Written whole
 * and renamed, so a concurrent reader never sees half a file. Best effort.
 */
async function storeAuth(path: string, snapshot: AuthSnapshot): Promise<void> {
  const key = JSON.stringify(snapshot.apiKey);
  if (occurrences(snapshot.files.values(), key) !== 1 || occurrences(snapshot.files.values(), KEY_PLACEHOLDER) !== 0) return;
  if (!plausibleFiles([...snapshot.files])) return;
  const files = Object.fromEntries([...snapshot.files].map(([rel, text]) => [rel, text.split(key).join(KEY_PLACEHOLDER)]));
  try {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const partial = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
    // A new file ('wx': a link planted at the name fails the write), renamed over whatever is at `path` (a poisoned entry too).
    await writeFile(partial, JSON.stringify({ baseUrl: snapshot.baseUrl, model: snapshot.model, files }), { mode: 0o600, flag: 'wx' });
    await rename(partial, path);
  } catch {
    // A cache that cannot be written only costs the next process one `auth`.
  }
}

/** `cline auth` only writes a few local files (about 2 s here); the limit is for a hung process, not a slow machine. */
const AUTH_TIMEOUT_MS = 300_000;

async function runAuth(bin: string, dir: string, state: IsolatedClineState, provider: ProviderConfig): Promise<AuthSnapshot> {
  const result = await execa(
    bin,
    ['auth', '-p', 'openai', '-k', provider.apiKey, '-m', provider.model, '-b', provider.baseUrl, '--data-dir', state.dataDir],
    { reject: false, stdin: 'ignore', timeout: AUTH_TIMEOUT_MS, env: isolatedEnv(state), cwd: state.home },
  );
  if (result.timedOut) {
    throw new InfrastructureError(
      `cline auth did not finish within ${AUTH_TIMEOUT_MS / 1000} s for ${provider.baseUrl} and was killed (a machine this busy cannot run the task)`,
    );
  }
  if (result.exitCode !== 0) {
    throw new InfrastructureError(
      `cline auth failed (exit ${result.exitCode}) for ${provider.baseUrl}: ${(result.stderr || result.stdout).trim()}`,
    );
  }
  // Only what auth wrote under the state's HOME and data dir is reused: `dir`
  // may hold other things (a capture's env), which must not reach other states.
  const files = new Map<string, string>();
  for (const root of [state.home, state.dataDir]) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const abs = join(entry.parentPath, entry.name);
      files.set(relative(dir, abs), await readFile(abs, 'utf8'));
    }
  }
  return { baseUrl: provider.baseUrl, apiKey: provider.apiKey, model: provider.model, files };
}

/**
 * Keeps every cline the harness starts from spawning its session hub daemon,
 * which otherwise outlives the run, reparented to init (see cline-facts).
 */
export const LOCAL_SESSION_BACKEND = { CLINE_SESSION_BACKEND_MODE: 'local' } as const;

/**
 * How long cline may take to import a project plugin (the guard) before it gives up and runs unguarded. Its default is
 * 4 s, which a loaded machine exceeds: the import starts a plugin process of cline's own, and at load 27 on 2 cores
 * even 30 s was too short (cline logged nothing; the task was `invalid`). A slow import only delays the run's start,
 * which the task's own timeout still bounds.
 */
export const PLUGIN_IMPORT_TIMEOUT = { CLINE_PLUGIN_IMPORT_TIMEOUT_MS: String(600_000) } as const;

/** Environment overrides that keep cline inside an isolated state. */
export function isolatedEnv(state: IsolatedClineState): Record<string, string> {
  return {
    ...LOCAL_SESSION_BACKEND,
    HOME: state.home,
    CLINE_DIR: join(state.home, '.cline'),
    CLINE_DATA_DIR: state.dataDir,
    XDG_CONFIG_HOME: join(state.home, '.config'),
    XDG_DATA_HOME: join(state.home, '.local', 'share'),
    XDG_CACHE_HOME: join(state.home, '.cache'),
  };
}
