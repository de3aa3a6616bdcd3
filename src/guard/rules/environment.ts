/**
 * Environment variables that make programs run code or write somewhere the
 * guard cannot follow (BASH_ENV, LD_PRELOAD, NODE_OPTIONS, GIT_*, PS4, npm and
 * pip config…). Setting one, for a command or the rest of the call, is refused
 * unless it is on the safe list; a few take a value only from a harmless set.
 * Names outside these families (CI, DEBUG, PORT…) are ordinary data.
 */

import type { Finding } from '../finding.js';

/** Families that configure programs: refused unless safe below. */
const RISKY =
  // eslint-disable-next-line max-len -- a pattern (or a case) reads better whole
  /^(GIT_|BASH_|BASHOPTS$|SHELLOPTS$|ENV$|LD_|DYLD_|PROMPT_COMMAND|PS[0-4]$|NODE_|PYTHON(STARTUP|INSPECT|USERBASE|HOME|EXECUTABLE|BREAKPOINT|PYCACHEPREFIX)$|PERL5?(OPT|LIB|DB)|RUBY(OPT|LIB)|LESS|PAGER$|MANPAGER$|MANOPT$|EDITOR$|VISUAL$|MAKE|npm_config_|NPM_CONFIG_|YARN_|PNPM_|BUN_|PIP_|UV_|CARGO_|RUSTC|RUSTUP|RUSTFLAGS$|RUSTDOCFLAGS$|GO(PATH|BIN|FLAGS|ROOT|ENV|CACHE|MODCACHE|TMPDIR)$|XDG_|HOME$|TMPDIR$|TMP$|TEMP$|SSH_|CC$|CXX$|CPP$|LD$|AR$|JAVA_TOOL_OPTIONS$|_JAVA_OPTIONS$|JDK_JAVA_OPTIONS$|HISTFILE|INPUTRC$|TERMINFO|GCONV_PATH$|LOCPATH$|NLSPATH$|MALLOC_|GLIBC_TUNABLES$|OPENSSL_|SSL_CERT|CURL_HOME$|WGETRC$|GLOBIGNORE$|TZDIR$|SQLITE_|MAIL|FIGNORE$|EXECIGNORE$|COMP_|READLINE|SUDO_|PKG_CONFIG|PYTEST_|SHELL$|GNUPGHOME$|CFLAGS$|CXXFLAGS$|CPPFLAGS$|LDFLAGS$|LIBS$|GNUMAKEFLAGS$|TAR_OPTIONS$|ZIPOPT$|ZIP$|UNZIP$|UNZIPOPT$|ZIPINFO$|ZIPINFOOPT$|GCOV_|LLVM_PROFILE_FILE$|COMPILER_PATH$|GCC_EXEC_PREFIX$|BROWSER$|GZIP$|BZIP2?$|XZ_(OPT|DEFAULTS)$|ZSTD_)/;

/** Risky-family names that are safe with any value. */
const SAFE = new Set([
  'GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_AUTHOR_DATE', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'GIT_COMMITTER_DATE',
  'GIT_TERMINAL_PROMPT', 'GIT_CONFIG_NOSYSTEM', 'GIT_OPTIONAL_LOCKS', 'GIT_FLUSH', 'GIT_ADVICE', 'GIT_MERGE_AUTOEDIT', 'GIT_NO_REPLACE_OBJECTS',
  'PIP_DISABLE_PIP_VERSION_CHECK', 'PIP_NO_INPUT', 'PIP_NO_INDEX', 'PIP_NO_CACHE_DIR', 'PIP_QUIET', 'PIP_PROGRESS_BAR', 'PIP_ROOT_USER_ACTION',
  'CARGO_TERM_COLOR', 'CARGO_INCREMENTAL', 'CARGO_TERM_VERBOSE', 'CARGO_BUILD_JOBS', 'npm_config_yes', 'npm_config_loglevel', 'npm_config_fund',
  'npm_config_audit', 'npm_config_offline', 'npm_config_progress', 'npm_config_update_notifier', 'NPM_CONFIG_YES', 'NPM_CONFIG_LOGLEVEL',
  'NPM_CONFIG_FUND', 'NPM_CONFIG_AUDIT', 'NPM_CONFIG_OFFLINE', 'NPM_CONFIG_PROGRESS', 'NPM_CONFIG_UPDATE_NOTIFIER', 'PYTHONHOME_UNUSED',
  'PYTEST_DISABLE_PLUGIN_AUTOLOAD', 'PYTEST_XDIST_AUTO_NUM_WORKERS',
  // NODE_VERSION is read by version managers and CI set-ups, never by node itself.
  'NODE_ENV', 'NODE_NO_WARNINGS', 'NODE_DEBUG', 'NODE_DISABLE_COLORS', 'NODE_PRESERVE_SYMLINKS', 'NODE_VERSION',
  'LESSCHARSET', 'MAKELEVEL', 'UV_NO_PROGRESS', 'UV_OFFLINE', 'YARN_ENABLE_PROGRESS_BARS', 'YARN_ENABLE_TELEMETRY',
]);

/**
 * A prompt's value: text, prompt escapes but octal ones (which could spell a `$`), and `$NAME`, `${NAME}`, `${NAME[N]}`,
 * `${NAME:-word}` (`+`, `?`; a word without expansions), `${NAME##pattern}` (`#`, `%`, `%%`: a pattern without
 * expansions, which is matched, never run) or a special parameter.
 */
const PROMPT = /^(?:[^$`\\]|\\[^0-7]|\$(?:[A-Za-z_]\w*|\{[A-Za-z_]\w*(?:\[\d+\])?(?::?[-+?][^$`{}\\]*|(?:##?|%%?)[^$`{}\\]*)?\}|[0-9#?!$*@-]))*$/;

/** Names safe with a value from a small harmless set (a pager that only prints, an editor that does nothing). */
const SAFE_VALUES: Record<string, RegExp> = {
  PAGER: /^(cat|less|more|)$/,
  GIT_PAGER: /^(cat|less|more|)$/,
  MANPAGER: /^(cat|less|more)$/,
  EDITOR: /^(true|:|cat)$/,
  VISUAL: /^(true|:|cat)$/,
  GIT_EDITOR: /^(true|:|cat)$/,
  GIT_SEQUENCE_EDITOR: /^(true|:|cat)$/,
  CC: /^(cc|gcc|clang|gcc-\d+|clang-\d+)$/,
  // Flags that change only how make schedules and reports its recipes (which the guard judges all of anyway).
  MAKEFLAGS: /^(?:\s*(?:-?j\d*|-?[sk]+|--no-print-directory|--silent|--keep-going|--jobs=\d+|-l[\d.]*|--output-sync(?:=\w+)?|-O\w*)\s*)*$/,
  CXX: /^(c\+\+|g\+\+|clang\+\+|g\+\+-\d+|clang\+\+-\d+)$/,
  CFLAGS: /^[\w\s=.,+-]*$/,
  CXXFLAGS: /^[\w\s=.,+-]*$/,
  CPPFLAGS: /^[\w\s=.,+-]*$/,
  LDFLAGS: /^[\w\s=.,+-]*$/,
  GIT_TRACE: /^(0|1|2|true|false)?$/,
  // Flags only, and options whose value is one of a few words or a number: a value with `=` or a path could name a
  // report file, a plugin or a temp dir.
  PYTEST_ADDOPTS: /^(?:[\w\s:,-]|--(?:tb|color|capture|show-capture|import-mode|durations|maxfail|verbosity)=[\w-]+)*$/,
  SHELL: /^\/(usr\/)?bin\/(ba|da|z|k)?sh$/,
  // Heap and stack sizes and switches that only change what node reports or allows: no file, module or program named.
  NODE_OPTIONS: new RegExp(
    '^(\\s*(--(max[-_]old[-_]space[-_]size|max[-_]semi[-_]space[-_]size|stack[-_]size|max[-_]http[-_]header[-_]size)=\\d+|' +
      '--(enable-source-maps|no-warnings|no-deprecation|trace-warnings|trace-deprecation|throw-deprecation|pending-deprecation|trace-uncaught|' +
      'experimental-vm-modules|openssl-legacy-provider|use-openssl-ca|use-bundled-ca|no-experimental-fetch)|' +
      '--unhandled-rejections=(strict|warn|none|throw|warn-with-error-code)|--dns-result-order=(ipv4first|ipv6first|verbatim)))*\\s*$',
  ),
  // Prompts are expanded before each use: only plain parameter references (`+ ${BASH_SOURCE}:${LINENO}: `), no
  // command substitution, arithmetic, default-value forms or backslash escapes (whose decoded text is expanded again).
  PS0: PROMPT,
  PS1: PROMPT,
  PS2: PROMPT,
  PS3: PROMPT,
  PS4: PROMPT,
  // Python reads nothing from an empty start-up file.
  PYTHONSTARTUP: /^(\/dev\/null)?$/,
  // The fd bash writes its trace to: the call opens it (`exec 3> trace.log`), and that write is judged as any other.
  BASH_XTRACEFD: /^\d*$/,
};

/** Why setting `name` to `values` (null: unknown) is refused, or null when it is fine. */
export function riskyVariable(name: string, values: readonly string[] | null): string | null {
  if (!RISKY.test(name) || SAFE.has(name)) return null;
  const ok = SAFE_VALUES[name];
  if (ok && values && values.every((v) => ok.test(v))) return null;
  return `sets ${name}, which makes programs run code or write where the guard cannot follow; set only ordinary variables`;
}

/**
 * Variables whose value lists where programs look for things to read or run (search paths, installs): a place
 * outside the roots there is read from, not written to. PATH's and CDPATH's own uses are judged where programs are
 * found and where `cd` lands.
 */
export const SEARCH_PATHS: ReadonlySet<string> = new Set([
  'PATH', 'PYTHONPATH', 'CLASSPATH', 'MANPATH', 'INFOPATH', 'CPATH', 'C_INCLUDE_PATH', 'CPLUS_INCLUDE_PATH', 'OBJC_INCLUDE_PATH',
  'LIBRARY_PATH', 'JAVA_HOME', 'JRE_HOME', 'GRADLE_HOME', 'MAVEN_HOME', 'M2_HOME', 'ANDROID_HOME', 'ANDROID_SDK_ROOT',
  'REQUESTS_CA_BUNDLE', 'CURL_CA_BUNDLE', 'PWD', 'OLDPWD', 'CDPATH',
]);

/** Variables bash only prints (TIMEFORMAT: not expanded, real bash shows): a path in them is text. */
const PRINTED_BY_BASH = new Set(['TIMEFORMAT']);

/**
 * The places an ordinary variable's value names, for variables a program may read its output place from (COVERAGE_FILE,
 * DEPENDENCIES_OUTPUT, IPYTHONDIR, AWS_CONFIG_FILE, ASAN_OPTIONS=log_path=…): the value's pieces between `:`, `,`,
 * `;` and blanks, and what follows each `=` in them, that hold a `/` or are `..`. URLs are not places. Empty for the
 * search-path variables above and for names of the risky families (refused or allowed whole by riskyVariable).
 */
export function placesInValue(name: string, value: string): string[] {
  if (SEARCH_PATHS.has(name) || PRINTED_BY_BASH.has(name) || (RISKY.test(name) && !SAFE.has(name))) return [];
  const out: string[] = [];
  for (const piece of value.replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ').split(/[\s:;,]+/)) {
    for (let rest = piece; rest; rest = rest.includes('=') ? rest.slice(rest.indexOf('=') + 1) : '') {
      const place = rest.replace(/^['"]|['"]$/g, '');
      if (place === '..' || place.includes('/')) out.push(place);
    }
  }
  return out;
}

/** Variables whose absence sends programs outside the roots: temp files to /tmp, home files to the user's real home. */
const FALLBACK_OUTSIDE: Record<string, string> = { TMPDIR: '/tmp', HOME: "the user's home" };

/**
 * Removing `name` from the environment (`unset`, `env -u`, `env -i`): the programs run after it fall back to a place
 * outside the roots. Null for any other variable, whose absence only restores a program's default.
 */
export function unsetFinding(name: string, how: string): Finding | null {
  const place = FALLBACK_OUTSIDE[name];
  if (place === undefined) return null;
  const what = name === 'TMPDIR' ? 'temporary files' : 'their files';
  return { kind: 'write', target: name, message: `${how} ${name}: programs then write ${what} to ${place}, outside the allowed roots; leave ${name} as it is` };
}
