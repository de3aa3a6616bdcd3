/**
 * The guard's policy in words, for `guard --help` and `guard decide --help`;
 * the README says the same at more length.
 */
export const GUARD_POLICY_TEXT =
  'Policy (closed world): a call is allowed only when every place it can write is shown to be inside the allowed roots (the env, ' +
  '--root dirs, and the agent\'s $TMPDIR when it is a dedicated scratch dir, as dispatch sets it). /tmp itself, /var/tmp, home and ' +
  'user config are outside: writes there are refused, and the dispatch prompt tells the agent to use $TMPDIR. Known read-only programs ' +
  'run anywhere; a program the guard has no rule for is refused when its directory, or any argument after expansion, names a path ' +
  'outside the roots or a value the guard cannot know (kind `unevaluable`: the reason says how to rephrase, e.g. write to a literal ' +
  'path inside the environment). Shell is modelled as bash runs it: word splitting, brace expansion, globs matched on the real ' +
  'filesystem at decision time with symlinks resolved, links/cd/variables/functions/aliases/traps of earlier commands in the same call, ' +
  'shells fed on stdin. Interpreter programs (python -c, node -e, scripts) are refused when their text names an absolute path outside ' +
  'the roots. Left to the OS sandbox (bwrap): what a program computes at run time (paths built from strings, ~ or environment ' +
  'variables inside python/node/perl code, binaries and scripts run directly), files that unknown programs create and later commands ' +
  'of the same call read, and anything a program does through the network.';
