/**
 * `lint`: a zero-configuration health check for a stored transcript. One
 * streaming pass of the parser (its own per-line rules ride along on the same
 * read), then each rule looks at the transcript. Returns findings; printing
 * and exit codes are the CLI's.
 */
import { access, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { findDenialMarker, flatDenialMarkers, type Descriptor } from '../descriptor/index.js';
import { isAcpLogFile, parseAcpEventsFile } from '../transcript/acp.js';
import { parseTranscriptFile } from '../transcript/parse.js';
import type { Transcript } from '../transcript/schema.js';
import { sampleKey, unknownFields } from './known-fields.js';
import { LINT_RULES, type LintRuleId, type Severity } from './rules.js';
import type { TranscriptLintFileReport, TranscriptLintFinding } from './schema.js';

export interface LintOptions {
  descriptor: Descriptor;
  /** cline's stderr log; default: the descriptor's stderr file beside the events file, when it exists. */
  stderrPath?: string;
  /** Severity per rule id, overriding the defaults. */
  severities?: Partial<Record<LintRuleId, Severity>>;
  /** More denials than this make the `denials` finding an error. */
  maxDenials?: number;
}

/** How many lines of each event type the unknown-field rule parses: drift shows on every line of a type, so the first ones tell. */
const FIELD_SAMPLE_PER_TYPE = 100;
const NO_ANSWER = /^\d+ tool call\(s\) failed/;

type Draft = Omit<TranscriptLintFinding, 'severity'> & { severity?: Exclude<Severity, 'off'> };

/** What the per-line rules saw while the parser read the file. */
interface LineFacts {
  nulLines: number[];
  unknownFields: Map<string, number>;
}

/** The per-line rules; an ACP log's lines are protocol messages, so the `--json` field check is left out for it. */
function lineTap(acp: boolean): { facts: LineFacts; onLine: (text: string, line: number) => void } {
  const facts: LineFacts = { nulLines: [], unknownFields: new Map() };
  const sampled = new Map<string, number>();
  const onLine = (text: string, line: number) => {
    if (text.includes('\0')) facts.nulLines.push(line);
    if (acp) return;
    const key = sampleKey(text);
    if (!key) return;
    const seen = sampled.get(key) ?? 0;
    if (seen >= FIELD_SAMPLE_PER_TYPE) return;
    sampled.set(key, seen + 1);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return; // the parser reports it
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const field of unknownFields(value as Record<string, unknown>)) {
      if (!facts.unknownFields.has(field)) facts.unknownFields.set(field, line);
    }
  };
  return { facts, onLine };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The stderr log that sits beside an events file: dispatch's name, or the capture rig's `stderr.log`. */
async function stderrBeside(eventsPath: string, descriptor: Descriptor): Promise<string | undefined> {
  for (const name of [descriptor.transcript.stderr_file, 'stderr.log']) {
    const candidate = join(dirname(eventsPath), name);
    if (await exists(candidate)) return candidate;
  }
  return undefined;
}

/** The cline version recorded beside the file by `dispatch` (dispatch-result.json) or the capture rig (meta.json). */
async function recordedClineVersion(eventsPath: string): Promise<string | null> {
  for (const name of ['dispatch-result.json', 'meta.json']) {
    try {
      const doc: unknown = JSON.parse(await readFile(join(dirname(eventsPath), name), 'utf8'));
      const version = (doc as { cline_version?: unknown }).cline_version;
      if (typeof version === 'string' && version) return version;
    } catch {
      // absent or unreadable: try the next
    }
  }
  return null;
}

function toolMatcher(descriptor: Descriptor): (name: string) => boolean {
  const { tools } = descriptor;
  const exact = new Set([...tools.write, ...tools.patch, ...tools.shell, ...tools.read, ...tools.ask, ...tools.subagent, tools.skill.name]);
  const prefixes: string[] = [];
  for (const t of tools.other) {
    if (t.endsWith('*')) prefixes.push(t.slice(0, -1));
    else exact.add(t);
  }
  return (name) => exact.has(name) || prefixes.some((p) => name.startsWith(p));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every rule's findings for one parsed transcript, in rule order; severities not yet applied. */
function findings(t: Transcript, facts: LineFacts, descriptor: Descriptor, clineVersion: string | null, maxDenials?: number): Draft[] {
  const out: Draft[] = [];
  const add = (rule: LintRuleId, message: string, line: number | null = null, tool_ordinal: number | null = null, severity?: Draft['severity']) =>
    out.push({ rule, message, line, tool_ordinal, ...(severity ? { severity } : {}) });
  const diag = (kind: string) => t.diagnostics.filter((d) => d.kind === kind);

  const eventLines = t.line_count - t.diagnostics.filter((d) => d.kind === 'malformed_line' || d.kind === 'not_an_event').length;
  // No line that is an event: nothing else can be there either (the parser keeps no events for lint).
  if (t.line_count === 0 || (t.finish_reason === null && t.tool_invocations.length === 0 && eventLines <= 0)) {
    add('empty-file', t.line_count === 0 ? 'the file is empty' : `none of the ${plural(t.line_count, 'line')} is an event`);
  }

  for (const d of diag('truncated_line')) add('stream-cut', `the last line is cut off: ${d.detail}`, d.line);
  // An ACP log names the prompt left unanswered; its synthesized run_result is then missing too, which says no more.
  for (const d of diag('prompt_unanswered')) add('stream-cut', 'a prompt got no answer: the conversation was cut or killed', d.line);
  if (diag('missing_run_result').length && !diag('prompt_unanswered').length && t.line_count > 0) {
    add('stream-cut', 'no run_result line: the run did not finish writing its stream');
  }

  if (t.finish_reason !== null && t.finish_reason !== 'completed') add('not-completed', `finish reason "${t.finish_reason}"`);
  if (t.aborted) add('not-completed', `run aborted (${t.aborted.reason ?? 'no reason'})${t.aborted.message ? `: ${t.aborted.message}` : ''}`);

  for (const inv of t.tool_invocations) {
    if (inv.ok === null) add('tool-call-unanswered', `${inv.name} call ${inv.id ?? '(no id)'} has no result`, inv.line, inv.ordinal);
  }

  for (const kind of ['malformed_line', 'not_an_event', 'line_too_long'] as const) {
    for (const d of diag(kind)) add('malformed-line', `${kind.replace(/_/g, ' ')}: ${d.detail}`, d.line);
  }
  for (const d of diag('bom')) add('bom', 'the file starts with a UTF-8 byte-order mark', d.line);
  if (facts.nulLines.length) {
    const [first] = facts.nulLines;
    add('nul-byte', `NUL bytes on ${plural(facts.nulLines.length, 'line')}, first on line ${first}`, first ?? null);
  }

  for (const [type, count] of Object.entries(t.unknown_event_types))
    add('unknown-event', `event type ${type} (${count}×) is not one known cline versions write`);
  for (const [field, line] of facts.unknownFields) add('unknown-field', `field ${field} is not one known cline versions write`, line);

  if (t.denials.length) {
    const byKind = new Map<string, number>();
    for (const d of t.denials) byKind.set(d.kind, (byKind.get(d.kind) ?? 0) + 1);
    const list = [...byKind].map(([k, n]) => `${k} ${n}`).join(', ');
    const over = maxDenials !== undefined && t.denials.length > maxDenials;
    add(
      'denials',
      `${plural(t.denials.length, 'refused tool call')} (${list})${over ? `, more than --max-denials ${maxDenials}` : ''}`,
      t.tool_invocations[t.denials[0]!.ordinal]?.line ?? null,
      t.denials[0]!.ordinal,
      over ? 'error' : undefined,
    );
  }

  // cline retries a failing provider by itself and writes nothing while it does (measured: a 500 answered on the
  // retry leaves no trace, see fixtures/captures/provider-retry); an error event that is not the tool-failure
  // summary is a provider error cline retried, then recovered from or gave up on.
  for (const e of t.errors) {
    if (e.source !== 'stream' || NO_ANSWER.test(e.message)) continue;
    const how = e.recoverable === true ? 'recovered from' : 'gave up after retrying';
    add('provider-retry', `${how} a provider error: ${e.message.split('\n')[0]}`, e.line);
  }

  if (t.finish_reason === 'completed') {
    const text = t.final_text ?? '';
    if (!text.trim()) add('final-text', 'the final text is empty');
    else if (findDenialMarker(text, flatDenialMarkers(descriptor.transcript.denials)) || t.errors.some((e) => e.message.trim() === text.trim())) {
      add('final-text', `the final text is an error message: ${text.split('\n')[0]}`);
    }
  }

  const known = toolMatcher(descriptor);
  for (const inv of t.tool_invocations) {
    const rejected = inv.error?.includes('AI_NoSuchToolError') ?? false;
    if (rejected || !known(inv.name))
      add('unknown-tool', `${inv.name} is not a tool cline offers${rejected ? ' (cline rejected it)' : ''}`, inv.line, inv.ordinal);
  }

  if (t.line_count > 0 && !hasTokens(t)) {
    add(
      'tokens-missing',
      t.transport === 'acp'
        ? 'no token counts: ACP carries none, and no session messages file with metrics sits beside the log'
        : 'no usage or run_result reported token counts',
    );
  }

  for (const inv of t.tool_invocations) {
    if (descriptor.tools.subagent.includes(inv.name) && inv.ok === null)
      add('subagent-unfinished', `the subagent of call ${inv.id ?? '(no id)'} never finished`, inv.line, inv.ordinal);
  }

  for (const e of t.errors) if (e.source === 'stderr') add('stderr-errors', `stderr line ${e.line}: ${e.message.split('\n')[0]}`, null);

  const info = [
    `cline ${clineVersion ?? 'version unknown'}`,
    `model ${t.model?.id ?? 'unknown'}${t.model?.provider ? ` (${t.model.provider})` : ''}`,
    // ACP reports no iterations; its rounds are the turns.
    t.transport === 'acp' ? plural(t.turns.length, 'turn') : plural(t.iterations ?? 0, 'iteration'),
    `${plural(t.tool_invocations.length, 'tool call')}`,
  ];
  add('run-info', info.join(', '));
  return out;
}

function hasTokens(t: Transcript): boolean {
  const tokens = t.tokens as Transcript['tokens'] | null;
  if (!tokens) return false;
  // Parsers that predate null tokens report zeros; a run with a run_result but all-zero usage reported none either.
  return Object.values(tokens).some((v) => typeof v === 'number' && v > 0);
}

const DEFAULT_SEVERITY = new Map<string, Exclude<Severity, 'off'>>(LINT_RULES.map((r) => [r.id, r.severity]));

/** Lints one events file. Throws InputError (from the parser) only when the file cannot be read. */
export async function lintTranscriptFile(path: string, options: LintOptions): Promise<TranscriptLintFileReport> {
  const acp = await isAcpLogFile(path);
  // Under ACP cline's stderr is a plain log, not the JSON error lines of a --json run: it is not read.
  const stderrPath = acp ? undefined : (options.stderrPath ?? (await stderrBeside(path, options.descriptor)));
  const { facts, onLine } = lineTap(acp);
  const denialMarkers = flatDenialMarkers(options.descriptor.transcript.denials);
  // No rule reads the agent's text blocks or the event list: the parser does not keep them.
  const transcript = acp
    ? await parseAcpEventsFile(path, { onLine, denialMarkers, omitTextAndEvents: true })
    : await parseTranscriptFile(path, { stderrPath, onLine, denialMarkers, omitTextAndEvents: true });
  const drafts = findings(transcript, facts, options.descriptor, await recordedClineVersion(path), options.maxDenials);
  const result: TranscriptLintFinding[] = [];
  for (const d of drafts) {
    const configured = options.severities?.[d.rule];
    if (configured === 'off') continue;
    // An explicit --rule wins; otherwise a finding may raise itself (e.g. --max-denials), never lower.
    const severity = configured ?? d.severity ?? DEFAULT_SEVERITY.get(d.rule)!;
    result.push({ ...d, severity });
  }
  result.sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  const count = (s: Severity) => result.filter((f) => f.severity === s).length;
  return { file: path, stderr: stderrPath ?? null, errors: count('error'), warnings: count('warn'), findings: result };
}
