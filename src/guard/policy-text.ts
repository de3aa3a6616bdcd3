/**
 * The guard's policy in words, for `guard --help` and `guard decide --help`;
 * docs/integrity.md and docs/guard.md say the same at more length.
 */
export const GUARD_POLICY_TEXT =
  'A fast first line, not a boundary: an agent can get past it (docs/guard.md lists the known gaps); bwrap is the guarantee. ' +
  'A call is allowed only when every place the guard sees it write is shown to be inside the allowed roots (the env, ' +
  '--root dirs, and the agent\'s $TMPDIR when it is a dedicated scratch dir, as dispatch sets it). /tmp itself, /var/tmp, home and ' +
  'user config are outside: writes there are refused, and the dispatch prompt tells the agent to use $TMPDIR. Known read-only programs ' +
  'run anywhere; a program the guard has no rule for is refused when its directory, or any argument after expansion, names a path ' +
  'outside the roots or a value the guard cannot know (kind `unevaluable`: the reason says how to rephrase, e.g. write to a literal ' +
  'path inside the environment). Shell is modelled as bash runs it: word splitting, brace expansion, globs matched on the real ' +
  'filesystem at decision time with symlinks resolved, links/cd/variables/functions/aliases/traps of earlier commands in the same call, ' +
  'shells fed on stdin. Interpreter programs (python -c, node -e, scripts) are refused when their text names an absolute path outside ' +
  'the roots. Also refused: risky environment variables and git settings outside a safe list, writes to hard-linked files and git ' +
  'hooks/config, scripts it cannot read; npm scripts and make recipes are read and judged. Left to the OS sandbox (bwrap): what a ' +
  'program computes at run time (paths built inside python/node/perl scripts, compiled binaries), files that unknown programs create ' +
  'and later commands of the same call read, and anything a program does through the network.';
