#!/usr/bin/env node
/**
 * Lays out again, with prettier, only the statements that hold a line longer
 * than the lint limit (160), and keeps a change only where every line it
 * writes fits and the file still minifies (esbuild) to the same code as
 * before. Long strings, comments and regexes stay long: split those by hand.
 *
 *   node scripts/fit-lines.mjs FILE...   (e.g. $(git diff --name-only main -- src test))
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { format } from 'prettier';

const LIMIT = 160;
const PRETTIER = { printWidth: LIMIT, singleQuote: true, trailingComma: 'all', embeddedLanguageFormatting: 'off' };
const tooLong = (line) => [...line].length > LIMIT;
const isTs = (file) => /\.m?ts$/.test(file);

/** The zero-context hunks of `diff -U0 a b`, as 0-based line ranges of each side. */
function hunks(before, after) {
  const dir = mkdtempSync(join(tmpdir(), 'fit-lines-'));
  try {
    writeFileSync(join(dir, 'a'), before);
    writeFileSync(join(dir, 'b'), after);
    let out = '';
    try {
      execFileSync('diff', ['-U0', join(dir, 'a'), join(dir, 'b')], { encoding: 'utf8' });
    } catch (err) {
      out = err.stdout; // diff exits 1 when the files differ
    }
    return [...out.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)].map((m) => {
      const [oldCount, newCount] = [m[2] === undefined ? 1 : Number(m[2]), m[4] === undefined ? 1 : Number(m[4])];
      // An empty side's start is the line before the gap.
      return { old: Number(m[1]) - (oldCount ? 1 : 0), oldCount, new: Number(m[3]) - (newCount ? 1 : 0), newCount };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function minified(code, file) {
  return (await transform(code, { loader: isTs(file) ? 'ts' : 'js', minify: true, format: 'esm', target: 'es2022' })).code;
}

async function fit(file) {
  const source = readFileSync(file, 'utf8');
  const lines = source.split('\n');
  if (!lines.some(tooLong)) return 'fits';
  const pretty = (await format(source, { ...PRETTIER, parser: isTs(file) ? 'typescript' : 'babel', filepath: file })).split('\n');
  const all = hunks(source, pretty.join('\n'));
  /** The source with the hunks in `taken` replaced by prettier's lines. */
  const withHunks = (taken) => {
    const out = [];
    let next = 0;
    for (const h of all) {
      while (next < h.old) out.push(lines[next++]);
      out.push(...(taken.has(h) ? pretty.slice(h.new, h.new + h.newCount) : lines.slice(h.old, h.old + h.oldCount)));
      next = h.old + h.oldCount;
    }
    while (next < lines.length) out.push(lines[next++]);
    return out;
  };
  const same = await minified(source, file);
  const taken = new Set();
  let refused = 0;
  for (const h of all) {
    const old = lines.slice(h.old, h.old + h.oldCount);
    const fresh = pretty.slice(h.new, h.new + h.newCount);
    if (!old.some(tooLong) || fresh.some(tooLong)) continue;
    // diff can split one statement's change over two hunks; half of it would change the code, and is refused here.
    taken.add(h);
    if ((await minified(withHunks(taken).join('\n'), file)) !== same) {
      taken.delete(h);
      refused++;
    }
  }
  const result = withHunks(taken);
  if (!taken.size) return refused ? `unchanged (${refused} change(s) refused: they would not minify to the same code)` : 'unchanged';
  writeFileSync(file, result.join('\n'));
  const before = lines.filter(tooLong).length;
  return `${before - result.filter(tooLong).length} of ${before} long lines fitted${refused ? `, ${refused} change(s) refused` : ''}`;
}

for (const file of process.argv.slice(2).filter((f) => /\.(m?ts|m?js)$/.test(f))) {
  process.stdout.write(`${file}: ${await fit(file)}\n`);
}
