/**
 * Writes eval-magic's campaign files beside our own, from what a suite run or
 * a single dispatch left in its artifact dirs (so `suite merge` outputs work
 * too). Returns the paths written; never prints.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PROMPT_FILE, TRANSCRIPT_FILE } from '../results/files.js';
import { AuditReportSchema, type AuditReport } from '../audit/schema.js';
import { CONVERSATION_FILE } from '../conversation/files.js';
import { ConversationRecordSchema, type ConversationRecord } from '../conversation/schema.js';
import { InputError, errorMessage } from '../errors.js';
import { GuardDenialsReportSchema, type DenialLogEntry } from '../guard/schema.js';
import { TranscriptSchema, type Transcript } from '../transcript/schema.js';
import { benchmark, grading, guardDenials, permissionDenials, runRecord, strayWrites, timing, type EvalMagicRunInput } from './records.js';
import {
  EvalMagicBenchmarkSchema,
  EvalMagicConversationSchema,
  EvalMagicGradingSchema,
  EvalMagicGuardDenialsSchema,
  EvalMagicPermissionDenialsSchema,
  EvalMagicRunRecordSchema,
  EvalMagicStrayWritesSchema,
  EvalMagicTimingSchema,
  type EvalMagicSkillSource,
} from './schema.js';
import type { z } from 'zod';

/** Files a task's artifact dir holds that eval-magic's records are built from. */
const ARTIFACT_FILES = {
  transcript: TRANSCRIPT_FILE,
  prompt: PROMPT_FILE,
  guardDenials: 'guard-denials.json',
  audit: 'audit.json',
  conversation: CONVERSATION_FILE,
} as const;

/** The pairs eval-magic compares, treatment first, in the order tried. */
const PAIRS: Array<[string, string]> = [
  ['with_skill', 'without_skill'],
  ['new_skill', 'old_skill'],
];

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null; // a task that never got this far has no such file
  }
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new InputError(`not a file this harness wrote: ${parsed.error.issues[0]?.message ?? 'invalid'}`, file);
  return parsed.data;
}

/** Every file under `dir`, relative, sorted (a fixture's listing for run.json `files`). */
async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(path, base)));
    else out.push(relative(base, path));
  }
  return out;
}

/** What the run's artifact dir tells about it. */
export interface RunArtifacts {
  transcript: Transcript | null;
  prompt: string;
  guardLog: DenialLogEntry[];
  audit: AuditReport | null;
  /** Null for a one-shot run. */
  conversation: ConversationRecord | null;
}

export async function readRunArtifacts(dir: string): Promise<RunArtifacts> {
  const guard = await readJson(join(dir, ARTIFACT_FILES.guardDenials), GuardDenialsReportSchema);
  return {
    transcript: await readJson(join(dir, ARTIFACT_FILES.transcript), TranscriptSchema),
    prompt: await readFile(join(dir, ARTIFACT_FILES.prompt), 'utf8').catch(() => ''),
    guardLog: guard?.denials ?? [],
    audit: await readJson(join(dir, ARTIFACT_FILES.audit), AuditReportSchema),
    conversation: await readJson(join(dir, ARTIFACT_FILES.conversation), ConversationRecordSchema),
  };
}

/** A run's folder in eval-magic's layout. */
export function runDir(out: string, iteration: number, run: Pick<EvalMagicRunInput, 'evalId' | 'condition' | 'runIndex'>): string {
  const cell = join(out, `iteration-${iteration}`, `eval-${run.evalId}`, run.condition);
  return run.runIndex ? join(cell, `run-${run.runIndex}`) : cell;
}

async function writeDoc<T>(file: string, schema: z.ZodType<T>, doc: T): Promise<string> {
  // Our own schema is the contract: a document that fails it is a bug here, not user input.
  const checked = schema.parse(doc);
  await writeFile(file, JSON.stringify(checked, null, 2) + '\n');
  return file;
}

/** Writes one run's run.json, grading.json and timing.json, and a conversation's conversation.json; returns the files. */
export async function writeEvalMagicRun(out: string, iteration: number, run: EvalMagicRunInput): Promise<string[]> {
  const dir = runDir(out, iteration, run);
  await mkdir(dir, { recursive: true });
  const record = runRecord(run);
  return [
    await writeDoc(join(dir, 'run.json'), EvalMagicRunRecordSchema, record),
    await writeDoc(join(dir, 'grading.json'), EvalMagicGradingSchema, grading(run)),
    await writeDoc(join(dir, 'timing.json'), EvalMagicTimingSchema, timing(run)),
    ...(record.conversation ? [await writeDoc(join(dir, CONVERSATION_FILE), EvalMagicConversationSchema, record.conversation)] : []),
  ];
}

export interface CampaignOptions {
  out: string;
  iteration?: number;
  /** Validity warnings of the suite, per condition, passed into benchmark.json. */
  validityWarnings?: Record<string, readonly string[]>;
  now?: Date;
}

/** Writes every run plus the iteration files; benchmark.json only when a treatment and its control both ran. */
export async function writeEvalMagicCampaign(runs: readonly EvalMagicRunInput[], options: CampaignOptions): Promise<string[]> {
  const iteration = options.iteration ?? 1;
  const generated = (options.now ?? new Date()).toISOString();
  const dir = join(options.out, `iteration-${iteration}`);
  try {
    await mkdir(dir, { recursive: true });
  } catch (err) {
    throw new InputError(`cannot create the eval-magic output dir: ${errorMessage(err)}`, dir);
  }
  const written: string[] = [];
  for (const run of runs) written.push(...(await writeEvalMagicRun(options.out, iteration, run)));
  written.push(await writeDoc(join(dir, 'permission-denials.json'), EvalMagicPermissionDenialsSchema, permissionDenials(runs, iteration, generated)));
  written.push(await writeDoc(join(dir, 'guard-denials.json'), EvalMagicGuardDenialsSchema, guardDenials(runs, iteration, generated)));
  written.push(await writeDoc(join(dir, 'stray-writes.json'), EvalMagicStrayWritesSchema, strayWrites(runs, iteration, generated)));
  const present = new Set(runs.map((r) => r.condition));
  const pair = PAIRS.find(([a, b]) => present.has(a) && present.has(b));
  if (pair) {
    const validityWarnings = pair.flatMap((c) => options.validityWarnings?.[c] ?? []);
    written.push(await writeDoc(join(dir, 'benchmark.json'), EvalMagicBenchmarkSchema, benchmark(runs, { compared: pair, generated, validityWarnings })));
  }
  return written;
}

/** A suite task as results.json records it (only the fields used here). */
export interface SuiteTaskRef {
  case_id: string;
  condition: string;
  /** The model of the suite's matrix; null in results from before models were recorded. */
  model?: string | null | undefined;
  repeat: number;
  artifacts: string;
  checks: ReadonlyArray<{ name: string; type: string; passed: boolean; evidence: string }>;
  skill_should_trigger?: boolean;
}

export interface SuiteRunSources {
  /** The SKILL.md each condition could load; a condition missing here staged none. */
  skillPaths: Partial<Record<string, string>>;
  /** Where a condition's skill came from, when that says more than its path (a git ref). */
  skillSources?: Partial<Record<string, EvalMagicSkillSource>>;
  /** Each case's fixtures dir, for run.json `files`. */
  fixtures: Partial<Record<string, string>>;
  /** The env path each task ran in, by artifacts dir (from dispatch-result.json). */
  envOf?: (artifacts: string) => Promise<string | null>;
}

/** The eval-magic inputs of a suite's tasks, read from their artifact dirs. */
export async function suiteRuns(tasks: readonly SuiteTaskRef[], sources: SuiteRunSources): Promise<EvalMagicRunInput[]> {
  // eval-magic has no model dimension: with several models, each case and model is an eval of its own, `<case>@<model>`.
  const several = new Set(tasks.map((t) => t.model ?? null)).size > 1;
  const evalId = (t: SuiteTaskRef) => (several && t.model ? `${t.case_id}@${t.model}` : t.case_id);
  const cellSize = new Map<string, number>();
  for (const t of tasks) cellSize.set(`${evalId(t)}\0${t.condition}`, (cellSize.get(`${evalId(t)}\0${t.condition}`) ?? 0) + 1);
  const runs: EvalMagicRunInput[] = [];
  for (const t of tasks) {
    const artifacts = await readRunArtifacts(t.artifacts);
    const fixtures = sources.fixtures[t.case_id];
    const env = (await sources.envOf?.(t.artifacts)) ?? null;
    const files = fixtures && env ? (await listFiles(fixtures)).map((f) => join(env, f)) : [];
    runs.push({
      evalId: evalId(t),
      condition: t.condition,
      ...(t.model ? { model: t.model } : {}),
      ...((cellSize.get(`${evalId(t)}\0${t.condition}`) ?? 1) > 1 ? { runIndex: t.repeat } : {}),
      skillPath: sources.skillPaths[t.condition] ?? null,
      prompt: artifacts.prompt,
      files,
      transcript: artifacts.transcript,
      checks: t.checks,
      skillShouldTrigger: t.skill_should_trigger,
      guardLog: artifacts.guardLog,
      audit: artifacts.audit,
      conversation: artifacts.conversation,
      ...(sources.skillSources?.[t.condition] ? { skillSource: sources.skillSources[t.condition] } : {}),
    });
  }
  return runs;
}
