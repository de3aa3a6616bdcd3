// parse and lint on ACP logs (issue 13, issue 26 §4): a ≥200 MB ACP protocol log built by repeating the prompt
// rounds of every real ACP capture, timed through the readline + JSON.parse floor, `parse` and `lint`. No cline
// runs: the log is read offline.
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { BENCH_DIR, log, MB, mb, ratio, ROOT, secs, timeVariants, withGeneratedFile } from './lib.mjs';

const TARGET_BYTES = 200 * 1024 * 1024;
const CLI = join(ROOT, 'dist', 'cli.js');
const FLOOR = join(ROOT, 'test', 'bench', 'floor.mjs');
const CAPTURES_DIR = join(ROOT, 'fixtures', 'captures');

/** A capture's set-up (initialize, session/new, session/set_model) and its prompt rounds. */
function splitCapture(path) {
  const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const firstPrompt = lines.findIndex((l) => l.includes('"method":"session/prompt"'));
  if (firstPrompt < 0) throw new Error(`${path} holds no session/prompt`);
  const body = lines.slice(firstPrompt);
  const ids = body.flatMap((l) => [...l.matchAll(/"jsonrpc":"2\.0","id":(\d+)/g)].map((m) => Number(m[1])));
  return { head: lines.slice(0, firstPrompt), body, span: Math.max(...ids) + 1 };
}

/**
 * One session: the first ACP capture's set-up once, then the prompt rounds of every ACP capture, in turn, again and
 * again. Each copy gets its own JSON-RPC ids (so every response answers its own prompt) and its own tool call ids
 * (`<id>~<copy>`), so the parser sees distinct turns and calls, as in one very long conversation.
 */
export async function buildLog(file) {
  const captures = readdirSync(CAPTURES_DIR)
    .map((name) => join(CAPTURES_DIR, name, 'acp-events.jsonl'))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile())
    .map(splitCapture);
  if (!captures.length) throw new Error(`no ACP captures under ${CAPTURES_DIR}`);
  mkdirSync(BENCH_DIR, { recursive: true });
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (text) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(captures[0].head.join('\n') + '\n');
  let copies = 0;
  let idBase = 0;
  while (bytes < TARGET_BYTES) {
    const copy = copies++;
    for (const { body, span } of captures) {
      const base = idBase;
      idBase += span;
      const text = body
        .map((l) =>
          l
            .replace(/("jsonrpc":"2\.0","id":)(\d+)/, (_, pre, id) => `${pre}${Number(id) + base}`)
            .replace(/("toolCallId":"[^"]*)(")/g, `$1~${copy}$2`),
        )
        .join('\n');
      await write(text + '\n');
    }
  }
  out.end();
  await once(out, 'finish');
  const prompts = captures.reduce((n, c) => n + c.body.filter((l) => l.includes('"method":"session/prompt"')).length, 0);
  return { bytes, copies, captures: captures.length, turns: copies * prompts };
}

export async function benchLintAcp({ runs }) {
  return withGeneratedFile(join(BENCH_DIR, 'acp-200mb.jsonl'), (file) => timeLint(file, runs));
}

async function timeLint(file, runs) {
  const built = await buildLog(file);
  const size = `${(built.bytes / MB).toFixed(0)} MB`;
  log(`built ${file}: ${size}, ${built.copies} copies of the prompt rounds of ${built.captures} ACP captures (${built.turns} prompts)`);
  const variants = [
    { key: 'floor_readline', label: 'floor: readline + JSON.parse', args: [FLOOR, file, 'readline'], exitOk: [0] },
    { key: 'parse_cli', label: 'cline-harness parse (ACP log)', args: [CLI, 'parse', file], exitOk: [0] },
    // Per-turn tokens live in the session's messages.json, which no copy has: lint warns, and may exit 1 on a cut copy.
    { key: 'lint_cli', label: 'cline-harness lint (ACP log)', args: [CLI, 'lint', file], exitOk: [0, 1] },
  ];
  const figures = await timeVariants(variants, runs);
  const lintOverParse = figures.lint_cli.median_ms / figures.parse_cli.median_ms;
  const parseOverFloor = figures.parse_cli.median_ms / figures.floor_readline.median_ms;
  const rss = figures.parse_cli.peak_rss_bytes;
  const lines = [
    `parse and lint on an ACP log: ${(built.bytes / MB).toFixed(0)} MB (${built.turns} prompts), median of ${runs} run(s)`,
    ...variants.map((v) => {
      const f = figures[v.key];
      return `  ${v.label.padEnd(36)} ${secs(f.median_ms).padStart(9)}   peak RSS ${mb(f.peak_rss_bytes)}`;
    }),
    `  parse / floor (readline)   ${ratio(parseOverFloor)}`,
    `  lint / parse               ${ratio(lintOverParse)}`,
  ];
  return {
    name: 'lint-acp',
    lines,
    targets: [
      { name: 'parse ≤ 1.5× floor (ACP log)', value: ratio(parseOverFloor), ok: parseOverFloor <= 1.5 },
      { name: 'parse peak RSS ≤ 300 MB (ACP log)', value: mb(rss), ok: rss > 0 && rss <= 300 * MB },
      { name: 'lint ≤ 1.10× parse (ACP log)', value: ratio(lintOverParse), ok: lintOverParse <= 1.1 },
    ],
    json: {
      file_bytes: built.bytes,
      copies: built.copies,
      captures: built.captures,
      prompts: built.turns,
      runs,
      figures,
      ratios: { parse_over_floor: parseOverFloor, lint_over_parse: lintOverParse },
    },
  };
}
