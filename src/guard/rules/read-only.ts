/**
 * Programs that only read or print: they may run anywhere with any arguments.
 * Anything that can write in some mode (sed, awk, sort, uniq, xxd, history,
 * tee) has a rule of its own instead.
 */
export const READ_ONLY = new Set([
  'ls', 'cat', 'head', 'tail', 'more', 'grep', 'egrep', 'fgrep', 'ag', 'wc', 'stat', 'file', 'pwd', 'echo',
  'true', 'false', 'test', '[', '[[', 'which', 'type', 'whoami', 'id', 'uname', 'date', 'printenv', 'du', 'df',
  'diff', 'cmp', 'cut', 'tr', 'jq', 'sha256sum', 'sha1sum', 'sha512sum', 'md5sum', 'cksum', 'base64', 'od', 'hexdump',
  'realpath', 'readlink', 'dirname', 'basename', 'sleep', 'seq', 'column', 'nl', 'rev', 'strings', 'ps', 'hostname',
  'exit', 'return', 'ulimit', 'umask', 'jobs', 'lsof', 'free', 'uptime', 'locale', 'tput', 'clear',
  'help', 'info', 'comm', 'join', 'paste', 'fold', 'fmt', 'expand', 'unexpand', 'tac', 'look', 'zcat', 'bzcat',
  'xzcat', 'nproc', 'getconf', 'ping', 'wait', ':', 'kill', 'env-check', 'lscpu', 'tty', 'yes', 'expr', 'numfmt',
  'factor', 'groups', 'logname', 'users', 'who', 'w', 'top', 'pgrep', 'pidof', 'lsblk', 'ip', 'ss', 'netstat',
  'dig', 'nslookup', 'host', 'whereis', 'apropos', 'whatis', 'pstree', 'vmstat', 'iostat', 'bat',
  'ldd', 'nm', 'objdump', 'readelf', 'size', 'fg', 'bg', 'disown', 'let', 'caller',
  'times', 'suspend', 'logout', 'break', 'continue',
]);
