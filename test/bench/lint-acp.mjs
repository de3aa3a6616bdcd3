// lint on ACP logs (issue 13): a ≥200 MB ACP protocol log built by repeating the real three-turn
// capture, timed through `parse` and `lint`. No cline runs: the log is read offline.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { BENCH_DIR, log, MB, mb, ratio, ROOT, secs, timeVariants, withGeneratedFile } from './lib.mjs';

const TARGET_BYTES = 200 * 1024 * 1024;
const CLI = join(ROOT, 'dist', 'cli.js');
const CAPTURE = join(ROOT, 'fixtures', 'captures', 'acp-three-turns', 'acp-events.jsonl');

/**
 * One session: the capture's set-up (initialize, session/new, session/set_model) once, then its
 * prompt rounds again and again. Each copy gets its own JSON-RPC ids (so every response answers
 * its own prompt) and its own tool call ids (`<id>~<copy>`), so the parser sees distinct turns and
 * calls, as in one very long conversation.
 */
async function buildLog(file) {
  const lines = readFileSync(CAPTURE, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const firstPrompt = lines.findIndex((l) => l.includes('"method":"session/prompt"'));
  if (firstPrompt < 0) throw new Error(`${CAPTURE} holds no session/prompt`);
  const head = lines.slice(0, firstPrompt);
  const body = lines.slice(firstPrompt);
  const ids = body.flatMap((l) => [...l.matchAll(/"jsonrpc":"2\.0","id":(\d+)/g)].map((m) => Number(m[1])));
  const span = Math.max(...ids) - Math.min(...ids) + 1;
  mkdirSync(BENCH_DIR, { recursive: true });
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (text) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(head.join('\n') + '\n');
  let copies = 0;
  while (bytes < TARGET_BYTES) {
    const copy = copies++;
    const text = body
      .map((l) =>
        l
          .replace(/("jsonrpc":"2\.0","id":)(\d+)/, (_, pre, id) => `${pre}${Number(id) + copy * span}`)
          .replace(/("toolCallId":"[^"]*)(")/g, `$1~${copy}$2`),
      )
      .join('\n');
    await write(text + '\n');
  }
  out.end();
  await once(out, 'finish');
  return { bytes, copies, turns: copies * body.filter((l) => l.includes('"method":"session/prompt"')).length };
}

export async function benchLintAcp({ runs }) {
  return withGeneratedFile(join(BENCH_DIR, 'acp-200mb.jsonl'), (file) => timeLint(file, runs));
}

async function timeLint(file, runs) {
  const built = await buildLog(file);
  log(`built ${file}: ${(built.bytes / MB).toFixed(0)} MB, ${built.copies} copies of the three-turn capture (${built.turns} prompts)`);
  const variants = [
    { key: 'parse_cli', label: 'cline-harness parse (ACP log)', args: [CLI, 'parse', file], exitOk: [0] },
    // Per-turn tokens live in the session's messages.json, which no copy has: lint warns, and may exit 1 on a cut copy.
    { key: 'lint_cli', label: 'cline-harness lint (ACP log)', args: [CLI, 'lint', file], exitOk: [0, 1] },
  ];
  const figures = await timeVariants(variants, runs);
  const lintOverParse = figures.lint_cli.median_ms / figures.parse_cli.median_ms;
  const lines = [
    `lint on an ACP log: ${(built.bytes / MB).toFixed(0)} MB (${built.turns} prompts), median of ${runs} run(s)`,
    ...variants.map((v) => {
      const f = figures[v.key];
      return `  ${v.label.padEnd(36)} ${secs(f.median_ms).padStart(9)}   peak RSS ${mb(f.peak_rss_bytes)}`;
    }),
    `  lint / parse               ${ratio(lintOverParse)}`,
  ];
  return {
    name: 'lint-acp',
    lines,
    targets: [{ name: 'lint ≤ 1.10× parse (ACP log)', value: ratio(lintOverParse), ok: lintOverParse <= 1.1 }],
    json: { file_bytes: built.bytes, copies: built.copies, prompts: built.turns, runs, figures, ratios: { lint_over_parse: lintOverParse } },
  };
}
