// Parse speed (issue 2 §5, issue 26 §4): a ≥200 MB transcript built from the content lines of every committed
// `--json` capture, timed through the plain-node floors, the parse CLI, lint and jq.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { BENCH_DIR, log, MB, mb, ratio, ROOT, secs, timeVariants, withGeneratedFile } from './lib.mjs';

const TARGET_BYTES = 200 * 1024 * 1024;
const CLI = join(ROOT, 'dist', 'cli.js');
const FLOOR = join(ROOT, 'test', 'bench', 'floor.mjs');

/*
 * The lines of a capture that carry what a transcript keeps: tool calls and their results, finished text and
 * reasoning, errors, and the first streamed piece of each text/reasoning block (so every block still opens before
 * it ends). The scripted captures wrap a few short tool results and sentences in many bookkeeping lines (hooks,
 * usage, iteration marks, further streamed pieces, one run_result per run); in users' runs tool results and text are
 * kilobytes and that bookkeeping is a small share of the bytes. A file of whole copies measured 1.06× the floor
 * where users' transcripts measured 2.66× (issue 26), so the bench keeps the content lines, in the proportion each
 * capture has them, plus one run_result per copy.
 */
const CONTENT_LINE = /"type":"(?:content_end|error)"|"type":"content_start","contentType":"tool"|"type":"run_result"/;
const STREAMED_PIECE = /"type":"content_start","contentType":"(text|reasoning)"/;

function contentLines(text) {
  const kept = [];
  const open = new Set();
  let runResult = null;
  for (const line of text.split('\n')) {
    const piece = STREAMED_PIECE.exec(line);
    if (piece) {
      if (!open.has(piece[1])) kept.push(line);
      open.add(piece[1]);
    } else if (line.includes('"type":"run_result"')) {
      runResult = line;
    } else if (CONTENT_LINE.test(line)) {
      const ended = /"type":"content_end","contentType":"(text|reasoning)"/.exec(line);
      if (ended) open.delete(ended[1]);
      kept.push(line);
    }
  }
  return { kept, runResult };
}

/**
 * Concatenates copies of the content lines of every `--json` capture until the file passes 200 MB, one
 * run_result closing each copy. Each copy gets its own tool call ids (`<id>~<copy>`), so the parser sees
 * distinct calls instead of re-opened ones.
 */
export async function buildTranscript(file) {
  const capturesDir = join(ROOT, 'fixtures', 'captures');
  const captures = readdirSync(capturesDir)
    .map((name) => join(capturesDir, name, 'events.jsonl'))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile())
    .map((path) => contentLines(readFileSync(path, 'utf8')));
  if (!captures.length) throw new Error(`no captures under ${capturesDir}`);
  const runResult = captures.map((c) => c.runResult).find((r) => r?.includes('"finishReason":"completed"'));
  const template = [...captures.flatMap((c) => c.kept), runResult].join('\n').concat('\n').split(/(?<="toolCallId":"[^"]*)(?=")/);
  mkdirSync(BENCH_DIR, { recursive: true });
  const out = createWriteStream(file);
  let bytes = 0;
  let copy = 0;
  while (bytes < TARGET_BYTES) {
    copy++;
    const text = template.join(`~${copy}`);
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { bytes, copies: copy, captures: captures.length };
}

function hasJq() {
  try {
    return execFileSync('jq', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export async function benchParse({ runs }) {
  return withGeneratedFile(join(BENCH_DIR, 'transcript-200mb.jsonl'), (file) => timeParse(file, runs));
}

async function timeParse(file, runs) {
  const built = await buildTranscript(file);
  log(`built ${file}: ${(built.bytes / MB).toFixed(0)} MB, ${built.copies} copies of the content lines of ${built.captures} captures`);
  const jq = hasJq();
  if (!jq) log('jq is not installed: its comparison is skipped');

  const variants = [
    { key: 'floor_readline', label: 'floor: readline + JSON.parse', bin: process.execPath, args: [FLOOR, file, 'readline'], rss: true },
    { key: 'floor_ndjson', label: 'floor: ndjson stream', bin: process.execPath, args: [FLOOR, file, 'ndjson'], rss: true },
    { key: 'parse_cli', label: 'cline-harness parse', bin: process.execPath, args: [CLI, 'parse', file], rss: true },
    // lint reads the same file in the same one pass and adds its own per-line rules (issue 13: ≤ parse + 10%).
    { key: 'lint_cli', label: 'cline-harness lint', bin: process.execPath, args: [CLI, 'lint', file], rss: true, exitOk: [0, 1] },
    ...(jq ? [{ key: 'jq', label: `${jq} select(run_result)`, bin: 'jq', args: ['-c', 'select(.type=="run_result")', file], rss: false }] : []),
  ];
  const figures = await timeVariants(variants, runs);
  const parseMs = figures.parse_cli.median_ms;
  const floorMs = figures.floor_readline.median_ms;
  const rss = figures.parse_cli.peak_rss_bytes;
  const ratios = {
    parse_over_floor: parseMs / floorMs,
    parse_over_ndjson_floor: parseMs / figures.floor_ndjson.median_ms,
    ndjson_over_readline_floor: figures.floor_ndjson.median_ms / floorMs,
    jq_over_parse: jq ? figures.jq.median_ms / parseMs : null,
    lint_over_parse: figures.lint_cli.median_ms / parseMs,
  };
  const targets = [
    { name: 'parse ≤ 1.5× floor', value: ratio(ratios.parse_over_floor), ok: ratios.parse_over_floor <= 1.5 },
    ...(jq ? [{ name: 'parse ≥ 2× faster than jq', value: ratio(ratios.jq_over_parse), ok: ratios.jq_over_parse >= 2 }] : []),
    { name: 'lint ≤ 1.10× parse', value: ratio(ratios.lint_over_parse), ok: ratios.lint_over_parse <= 1.1 },
    { name: 'parse peak RSS ≤ 300 MB', value: mb(rss), ok: rss > 0 && rss <= 300 * MB },
  ];

  const lines = [
    `Parse: ${(built.bytes / MB).toFixed(0)} MB transcript (content lines of ${built.captures} captures), median of ${runs} run(s)`,
    ...variants.map((v) => {
      const f = figures[v.key];
      return `  ${v.label.padEnd(36)} ${secs(f.median_ms).padStart(9)}${f.peak_rss_bytes ? `   peak RSS ${mb(f.peak_rss_bytes)}` : ''}`;
    }),
    `  parse / floor (readline)   ${ratio(ratios.parse_over_floor)}`,
    `  parse / floor (ndjson)     ${ratio(ratios.parse_over_ndjson_floor)}`,
    `  ndjson / readline floor    ${ratio(ratios.ndjson_over_readline_floor)}`,
    `  lint / parse               ${ratio(ratios.lint_over_parse)}`,
    ...(jq ? [`  jq / parse                 ${ratio(ratios.jq_over_parse)}`] : []),
  ];
  return {
    name: 'parse',
    lines,
    targets,
    json: { file_bytes: built.bytes, copies: built.copies, captures: built.captures, runs, jq_version: jq, figures, ratios },
  };
}
