/** Archivers: where extraction lands (tar -C, unzip -d, the directory) and which archive file is written. */
import { hasFlag, optValues, parseOpts } from '../options.js';
import { literalArg } from '../words.js';
import type { Call, RuleTable } from './types.js';

function tar(c: Call): void {
  // Old-style `tar xzf file`: the first word is a cluster without its dash.
  const first = c.args[0]?.values?.[0];
  const norm = first && /^[A-Za-z]+$/.test(first) ? [literalArg(`-${first}`), ...c.args.slice(1)] : c.args;
  const p = parseOpts(norm, 'fCbHKgTXVIL', [
    'file',
    'directory',
    'exclude',
    'files-from',
    'exclude-from',
    'blocking-factor',
    'format',
    'transform',
    'use-compress-program',
    'to-command',
    'info-script',
    'new-volume-script',
    'listed-incremental',
    'index-file',
    'backup',
    'suffix',
    'owner',
    'group',
    'mode',
    'mtime',
    'xform',
    'checkpoint-action',
  ]);
  const dir = optValues(p, 'C', 'directory');
  const archive = optValues(p, 'f', 'file').filter((a) => a.values?.[0] !== '-');
  // tar runs these through the shell: their text is judged as shell.
  for (const prog of optValues(p, 'I', 'use-compress-program', 'to-command', 'info-script', 'new-volume-script', 'F'))
    c.x.nested(prog, c.state, c.depth, 'tar program');
  if (optValues(p, 'checkpoint-action').some((a) => !a.values || a.values.some((v) => /exec|^sh/.test(v))))
    c.x.report({ kind: 'unevaluable', target: 'tar --checkpoint-action', message: 'tar --checkpoint-action=exec runs a command the guard cannot see' });
  c.x.writeAll(optValues(p, 'g', 'listed-incremental', 'index-file'), c.state, 'target', 'tar writing');
  if (hasFlag(p, 'x', 'extract', 'get')) {
    if (hasFlag(p, 'P', 'absolute-names'))
      return c.x.report({
        kind: 'unevaluable',
        target: 'tar -P',
        message: 'tar -x -P extracts to the absolute paths stored in the archive, which the guard cannot see',
      });
    if (dir.length) c.x.writeAll(dir, c.state, 'into', 'tar -x into');
    else c.x.writeCwd(c.state, 'tar -x');
    return;
  }
  if (hasFlag(p, 'c', 'r', 'u', 'A', 'create', 'append', 'update', 'concatenate', 'delete')) c.x.writeAll(archive, c.state, 'target', 'tar writing');
}

function unzip(c: Call): void {
  const p = parseOpts(c.args, 'dxP', []);
  if (hasFlag(p, 'l', 'v', 't', 'p', 'c', 'z', 'Z')) return;
  const d = optValues(p, 'd');
  d.length ? c.x.writeAll(d, c.state, 'into', 'unzip -d') : c.x.writeCwd(c.state, 'unzip');
}

export const ARCHIVES: RuleTable = { tar, unzip };
