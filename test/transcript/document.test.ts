/**
 * The `parse` document is a published format (schemas/transcript.schema.json; consumers may depend on key order).
 * Its writer spills finished records to private files while parsing (src/transcript/spill.ts): these tests hold it
 * to the bytes the writer that kept the whole transcript in memory gave. test/transcript/documents/ holds that
 * writer's output for every committed capture (`cline-harness parse` at 2f60b34: `<capture>.json` without and
 * `<capture>.stderr.json` with `--stderr`, `<capture>.acp.json` for an ACP log); after `npm run capture` re-records
 * the captures, write them again with `node dist/cli.js parse`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  parseAcpEventsFile,
  parseTranscriptFile,
  SPILLED_FIELDS,
  TranscriptSpill,
  writeJsonDocument,
  type ParseTranscriptOptions,
} from '../../src/transcript/index.js';
import { CLI, runCli } from '../helpers/cli.js';
import { useTempDirs } from '../helpers/temp.js';
import { CAPTURES_DIR, captureNames, eventsPath, stderrPath } from './captures.js';
import { mutate } from './damage.js';

const DOCUMENTS = new URL('./documents/', import.meta.url).pathname;
const tempDir = useTempDirs();

const acpPath = (capture: string) => join(CAPTURES_DIR, capture, 'acp-events.jsonl');
const acpCaptures = readdirSync(CAPTURES_DIR).filter((n) => existsSync(acpPath(n)));
const expected = (name: string) => readFileSync(join(DOCUMENTS, name), 'utf8');

/** Collects what a writer is given. */
function collector(): { out: Writable; text: () => string } {
  const parts: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(Buffer.from(chunk));
      done();
    },
  });
  return { out, text: () => Buffer.concat(parts).toString('utf8') };
}

type Parse = (path: string, options: ParseTranscriptOptions) => ReturnType<typeof parseTranscriptFile>;

/** The document as `parse` writes it: records spilled while parsing, then copied in after the header fields. */
async function spilledDocument(parse: Parse, path: string, options: ParseTranscriptOptions = {}): Promise<string> {
  const spill = new TranscriptSpill();
  try {
    const { out, text } = collector();
    await writeJsonDocument(out, await parse(path, { ...options, spill }), spill);
    return text();
  } finally {
    spill.close();
  }
}

/** The document of the whole in-memory Transcript (what a library user holds). */
async function keptDocument(parse: Parse, path: string, options: ParseTranscriptOptions = {}): Promise<string> {
  const { out, text } = collector();
  await writeJsonDocument(out, await parse(path, options));
  return text();
}

describe.each(captureNames())('the --json capture %s', (capture) => {
  it('gives the previous writer\'s document byte for byte, spilled or kept, with and without --stderr', async () => {
    const path = eventsPath(capture);
    const plain = expected(`${capture}.json`);
    const withStderr = expected(`${capture}.stderr.json`);
    expect(await spilledDocument(parseTranscriptFile, path)).toBe(plain);
    expect(await keptDocument(parseTranscriptFile, path)).toBe(plain);
    expect(await spilledDocument(parseTranscriptFile, path, { stderrPath: stderrPath(capture) })).toBe(withStderr);
    expect(await keptDocument(parseTranscriptFile, path, { stderrPath: stderrPath(capture) })).toBe(withStderr);
  });
});

describe.each(acpCaptures)('the ACP capture %s', (capture) => {
  it('gives the previous writer\'s document byte for byte, spilled or kept', async () => {
    const want = expected(`${capture}.acp.json`);
    expect(await spilledDocument(parseAcpEventsFile, acpPath(capture))).toBe(want);
    expect(await keptDocument(parseAcpEventsFile, acpPath(capture))).toBe(want);
  });
});

it('has an expected document for every capture, so none is left unchecked', () => {
  const names = [
    ...captureNames().flatMap((c) => [`${c}.json`, `${c}.stderr.json`]),
    ...acpCaptures.map((c) => `${c}.acp.json`),
  ].sort();
  expect(readdirSync(DOCUMENTS).sort()).toEqual(names);
  expect(acpCaptures.length).toBeGreaterThan(0);
});

describe('the CLI', () => {
  it('prints the expected document for a --json stream with its stderr, and for an ACP log', async () => {
    const json = await runCli(['parse', eventsPath('spawn-agent'), '--stderr', stderrPath('spawn-agent')]);
    expect(json.exitCode).toBe(0);
    expect(json.stdout + '\n').toBe(expected('spawn-agent.stderr.json'));
    const acp = await runCli(['parse', acpPath('acp-permission-rejected')]);
    expect(acp.exitCode).toBe(0);
    expect(acp.stdout + '\n').toBe(expected('acp-permission-rejected.acp.json'));
  });

  it('prints the same document, built in memory, when the temp dir cannot take the spill files', async () => {
    const r = await runCli(['parse', eventsPath('realistic-fix')], { env: { ...process.env, TMPDIR: '/nonexistent/cline-harness-test' } });
    expect(r.exitCode).toBe(0);
    expect(r.stdout + '\n').toBe(expected('realistic-fix.json'));
  });
});

/*
 * Damage that changes when a record is finished: a cut stream leaves calls open (they are spilled at the end, after
 * later closed ones were held back), a dropped content_end leaves a call open mid-stream, a repeated content_start
 * orphans the first call under its id. The spilled document must still equal the kept one.
 */
describe('damaged streams', () => {
  const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter((l) => l !== '');
  const variants = (all: string[]): [string, string][] => {
    const out: [string, string][] = [];
    for (let k = 1; k <= 8; k++) {
      const at = Math.floor((all.length * k) / 9);
      out.push([`cut after line ${at}`, all.slice(0, at).join('\n') + '\n']);
      out.push([`cut inside line ${at + 1}`, [...all.slice(0, at), (all[at] ?? '').slice(0, 40)].join('\n')]);
    }
    const firstEnd = all.findIndex((l) => /content_end","contentType":"tool"|"status":"(completed|failed)"/.test(l));
    out.push(['the first tool end dropped', all.filter((_, i) => i !== firstEnd).join('\n') + '\n']);
    const toolStart = /content_start","contentType":"tool"|"sessionUpdate":"tool_call"/;
    out.push(['every tool start twice', all.flatMap((l) => (toolStart.test(l) ? [l, l] : [l])).join('\n') + '\n']);
    out.push(['every other line dropped', all.filter((_, i) => i % 2 === 0).join('\n') + '\n']);
    // ACP: a permission request and its answer after the end of the log, when the call they name is written already
    // (the client's refusal is then read back from the spill: cline's own refusal text, which would be recorded
    // instead, is reworded), or naming a call that never comes.
    const permission = (l: string) => /"method":"session\/request_permission"|"result":\{"outcome":/.test(l);
    const reworded = all.map((l) => l.replace('User rejected the tool call', 'The tool call did not run'));
    out.push(['permission requests and answers last', [...reworded.filter((l) => !permission(l)), ...reworded.filter(permission)].join('\n') + '\n']);
    const untitled = reworded.map((l) => (permission(l) ? l.replace(/"title":"[^"]*",/, '') : l));
    out.push(['permission requests first', [...untitled.filter(permission), ...untitled.filter((l) => !permission(l))].join('\n') + '\n']);
    // Each refusal twice, the second after the call it names has closed: the first refusal of an id counts.
    out.push(['permission requests and answers twice', [...reworded, ...reworded.filter(permission)].join('\n') + '\n']);
    out.push([
      'permission requests naming no call',
      all.map((l) => (permission(l) ? l.replace(/"toolCallId":"/, '"toolCallId":"none-') : l)).join('\n') + '\n',
    ]);
    // Strings JSON.stringify must escape (a lone surrogate, a control character) or must not (U+2028, é) in every text.
    const odd = all.map((l) => l.replace(/"(text|title|result|query|prompt|message)":"/g, '"$1":"\\ud800\\u0001\\u2028é\\"\\\\'));
    out.push(['escapes in every text', odd.join('\n') + '\n']);
    for (const seed of [1, 2, 3]) out.push([`random damage ${seed}`, mutate(all, seed * 7919).join('\n') + '\n']);
    return out;
  };

  it.each(captureNames())('--json capture %s: spilled equals kept under every damage', async (capture) => {
    const dir = await tempDir('ch-doc-');
    for (const [what, content] of variants(lines(eventsPath(capture)))) {
      const file = join(dir, 'events.jsonl');
      await writeFile(file, content);
      expect(await spilledDocument(parseTranscriptFile, file), what).toBe(await keptDocument(parseTranscriptFile, file));
    }
  });

  it.each(acpCaptures)('ACP capture %s: spilled equals kept under every damage', async (capture) => {
    const dir = await tempDir('ch-doc-');
    for (const [what, content] of variants(lines(acpPath(capture)))) {
      const file = join(dir, 'acp-events.jsonl');
      await writeFile(file, content);
      expect(await spilledDocument(parseAcpEventsFile, file), what).toBe(await keptDocument(parseAcpEventsFile, file));
    }
  });
});

/** A process's open files that are deleted files under `dir` (its temp dir): its spill files. */
function spillFds(pid: number | 'self' = 'self', dir = tmpdir()): { fd: string; target: string }[] {
  const fdDir = `/proc/${pid}/fd`;
  const found: { fd: string; target: string }[] = [];
  for (const fd of readdirSync(fdDir)) {
    let target: string;
    try {
      target = readlinkSync(join(fdDir, fd));
    } catch {
      continue; // closed meanwhile
    }
    if (target.startsWith(`${dir}/`) && target.endsWith(' (deleted)')) found.push({ fd, target });
  }
  return found;
}

describe('the spill files', () => {
  it('are 0600 files with no name under the OS temp dir, closed by close()', () => {
    const before = new Set(spillFds().map(({ fd }) => fd));
    const tmpBefore = readdirSync(tmpdir());
    const spill = new TranscriptSpill();
    try {
      const open = spillFds().filter(({ fd }) => !before.has(fd));
      expect(open).toHaveLength(SPILLED_FIELDS.length);
      for (const { fd } of open) expect(statSync(`/proc/self/fd/${fd}`).mode & 0o777).toBe(0o600);
      expect(readdirSync(tmpdir()).filter((n) => !tmpBefore.includes(n) && n.startsWith('cline-harness-'))).toEqual([]);
    } finally {
      spill.close();
    }
    expect(spillFds().filter(({ fd }) => !before.has(fd))).toEqual([]);
  });

  it('leave nothing behind when parse is killed mid-stream', async () => {
    const dir = await tempDir('ch-doc-');
    const tmp = await tempDir('ch-doc-tmp-');
    // A stream long enough to be still parsing when it is killed: a capture's lines, many times over.
    const file = join(dir, 'events.jsonl');
    await writeFile(file, readFileSync(eventsPath('realistic-fix'), 'utf8').repeat(3000));
    const child = spawn(process.execPath, [CLI, 'parse', file], { env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let seen: { fd: string; target: string }[] = [];
    // Waits for the event itself (the process holding its spill files open), checked as the child runs.
    while (seen.length < SPILLED_FIELDS.length && child.exitCode === null) {
      try {
        seen = spillFds(child.pid!, tmp);
      } catch {
        break; // the process is gone
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    child.kill('SIGKILL');
    await exited;
    expect(seen).toHaveLength(SPILLED_FIELDS.length);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
