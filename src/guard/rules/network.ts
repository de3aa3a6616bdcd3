/** Network tools: where downloads, cookies, headers, logs and traces are written; copies to remote hosts. */
import { hasFlag, optValues, parseOpts } from '../options.js';
import type { Arg } from '../words.js';
import type { Call, RuleTable } from './types.js';

const notStdout = (a: Arg) => a.values?.[0] !== '-';

function curl(c: Call): void {
  const p = parseOpts(c.args, 'oDcKeEHdFuxXArTbwmyYzC', [
    'output', 'dump-header', 'cookie-jar', 'trace', 'trace-ascii', 'stderr', 'libcurl', 'output-dir', 'config', 'header',
    'data', 'data-raw', 'data-binary', 'data-urlencode', 'form', 'user', 'proxy', 'request', 'user-agent', 'range', 'upload-file',
    'cookie', 'write-out', 'max-time', 'connect-timeout', 'url', 'etag-save', 'etag-compare', 'hsts', 'alt-svc', 'trace-config',
    'continue-at', 'referer', 'resolve', 'cacert', 'cert', 'key',
  ]);
  const files = optValues(
    p,
    'o',
    'D',
    'c',
    'output',
    'dump-header',
    'cookie-jar',
    'trace',
    'trace-ascii',
    'stderr',
    'libcurl',
    'etag-save',
    'hsts',
    'alt-svc',
  ).filter(notStdout);
  const dir = optValues(p, 'output-dir');
  c.x.writeAll(files, c.state, 'target', 'curl output');
  c.x.writeAll(dir, c.state, 'into', 'curl --output-dir');
  // -K reads options (including output files) from a file the guard does not parse.
  if (optValues(p, 'K', 'config').length)
    c.x.report({ kind: 'unevaluable', target: 'curl -K', message: 'curl -K reads options the guard cannot see; pass them on the command line' });
  const writeOut = optValues(p, 'w', 'write-out');
  if (writeOut.some((w) => !w.values || w.values.some((v) => v.includes('%output{'))))
    c.x.report({ kind: 'unevaluable', target: 'curl -w', message: 'curl -w %output{} writes to a file the guard does not follow' });
  if (hasFlag(p, 'O', 'remote-name', 'remote-name-all', 'J') && !dir.length) c.x.writeCwd(c.state, 'curl -O');
}

function wget(c: Call): void {
  const p = parseOpts(c.args, 'OoaPiBeUTtwQYlAXDRI', [
    'output-document', 'output-file', 'append-output', 'directory-prefix', 'input-file', 'base', 'execute', 'user-agent',
    'timeout', 'tries', 'wait', 'quota', 'level', 'accept', 'reject', 'domains', 'header', 'post-data', 'user', 'password',
    'save-cookies', 'load-cookies', 'hsts-file', 'warc-file', 'rejected-log', 'config', 'post-file', 'body-file', 'ca-certificate',
  ]);
  const doc = optValues(p, 'O', 'output-document').filter(notStdout);
  const prefix = optValues(p, 'P', 'directory-prefix');
  c.x.writeAll(doc, c.state, 'target', 'wget -O');
  c.x.writeAll(
    optValues(p, 'o', 'a', 'output-file', 'append-output', 'save-cookies', 'hsts-file', 'warc-file', 'rejected-log'),
    c.state,
    'target',
    'wget writing',
  );
  c.x.writeAll(prefix, c.state, 'into', 'wget -P');
  if (optValues(p, 'e', 'execute', 'config').length)
    c.x.report({ kind: 'unevaluable', target: 'wget -e', message: 'wget -e/--config sets options the guard cannot follow; pass them as flags' });
  if (!optValues(p, 'O', 'output-document').length && !prefix.length && !hasFlag(p, 'spider')) c.x.writeCwd(c.state, 'wget');
}

function copyTo(c: Call): void {
  const p = parseOpts(c.args, c.name === 'rsync' ? 'efT' : 'cFiJloPS', [
    'rsh',
    'filter',
    'exclude',
    'include',
    'temp-dir',
    'partial-dir',
    'backup-dir',
    'log-file',
    'files-from',
    'exclude-from',
    'include-from',
    'compare-dest',
    'copy-dest',
    'link-dest',
  ]);
  if (c.name === 'rsync' && optValues(p, 'e', 'rsh').length) c.x.unknownProgram('rsync -e', optValues(p, 'e', 'rsh'), c.state);
  c.x.writeAll(optValues(p, 'T', 'temp-dir', 'partial-dir', 'backup-dir'), c.state, 'into', `${c.name} work dir`);
  c.x.writeAll(optValues(p, 'log-file'), c.state, 'target', `${c.name} --log-file`);
  const dest = p.operands.at(-1);
  if (p.operands.length < 2 || !dest?.values) return c.x.write(dest, c.state, 'into', `${c.name} to`);
  if (dest.values.some((v) => /^[^/]*:/.test(v)))
    return c.x.report({ kind: 'write', target: dest.text, message: `${c.name} copies to a remote host (${dest.text})` });
  c.x.write(dest, c.state, hasFlag(p, 'delete') ? 'target' : 'into', `${c.name} to`);
  if (hasFlag(p, 'remove-source-files')) c.x.writeAll(p.operands.slice(0, -1), c.state, 'target', `${c.name} --remove-source-files`);
}

export const NETWORK: RuleTable = { curl, wget, rsync: copyTo, scp: copyTo };
