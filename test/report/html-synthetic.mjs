// A large synthetic results set for the report's tests and its bench: N cases × with/without the skill × R repeats,
// built with the library's own `assemble` from task results whose transcripts are real captures, parsed by the real
// parser and varied per task (so no two payloads compress alike). Plain ESM, so `npm run bench` can use it on dist/
// and the tests on src/: the caller passes the library functions in.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const CAPTURES = join(new URL('../../', import.meta.url).pathname, 'fixtures', 'captures');

/** A small deterministic generator (mulberry32), so every build of the set is the same. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A capture's events with a per-task marker in its messages and results, through the real parser. */
async function variants(parseTranscriptText, name, count) {
  const text = await readFile(join(CAPTURES, name, 'events.jsonl'), 'utf8');
  const out = [];
  for (let i = 0; i < count; i++) {
    const marked = text.replace(/"text":"([^"]{12,}?)"/g, (_, t) => `"text":"${t} [v${i}]"`);
    out.push(parseTranscriptText(marked));
  }
  return out;
}

/**
 * @param {object} lib `assemble` (src/suite/suite), `resolveGate` (src/suite/gate), `parseTranscriptText` (src/transcript)
 * @param {{cases?: number, repeats?: number, root?: string, variantsPerCapture?: number}} [options]
 * @returns {Promise<{results: any, transcripts: Map<string, any>}>}
 */
export async function syntheticSuite(lib, { cases = 20, repeats = 25, root = '/tmp/cline-harness-synthetic', variantsPerCapture = 8 } = {}) {
  const pool = {
    passed: await variants(lib.parseTranscriptText, 'realistic-fix', variantsPerCapture),
    refused: await variants(lib.parseTranscriptText, 'approval-refused', variantsPerCapture),
    blocked: await variants(lib.parseTranscriptText, 'plugin-block', variantsPerCapture),
  };
  const rand = random(20261201);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const tasks = [];
  const transcripts = new Map();
  for (let c = 0; c < cases; c++) {
    const caseId = `case-${String(c + 1).padStart(2, '0')}`;
    // Cases differ in how much the skill helps: from clearly to not at all.
    const treatmentRate = 0.95 - (c % 5) * 0.15;
    const controlRate = 0.1 + (c % 3) * 0.1;
    for (const condition of ['with_skill', 'without_skill']) {
      const treatment = condition === 'with_skill';
      for (let r = 1; r <= repeats; r++) {
        const taskId = `${caseId}/${condition}/r${r}`;
        const roll = rand();
        const status = roll < 0.01 ? 'error' : roll < 0.015 ? 'timed_out' : rand() < (treatment ? treatmentRate : controlRate) ? 'passed' : 'failed';
        const t = status === 'error' ? null : status === 'passed' ? pick(pool.passed) : pick(rand() < 0.5 ? pool.refused : pool.blocked);
        transcripts.set(taskId, t);
        const denials = {};
        for (const d of t?.denials ?? []) denials[d.kind] = (denials[d.kind] ?? 0) + 1;
        const ok = status === 'passed';
        tasks.push({
          task_id: taskId,
          case_id: caseId,
          condition,
          repeat: r,
          status,
          dispatch_status: t ? 'completed' : 'error',
          staged_skill: treatment ? 'demo-skill' : null,
          staged_description: treatment ? 'Keeps the changelog.' : null,
          skill_invoked: treatment && t ? ok : null,
          skill_should_trigger: true,
          checks: t
            ? [
                {
                  name: 'runs the tests',
                  type: 'tool_called',
                  passed: ok,
                  status: ok ? 'passed' : 'failed',
                  evidence: ok ? '#2 run_commands node test.js' : 'no call matched /node test/',
                  judge: null,
                },
                { name: 'the changelog records the change', type: 'file_contains', passed: ok || rand() < 0.3, evidence: 'CHANGELOG.md', judge: null },
              ]
            : [],
          codebase: null,
          diff: null,
          judge_tokens: 0,
          judge_cost: 0,
          judge_ms: 0,
          tokens: t?.total_tokens == null ? null : t.total_tokens + Math.floor(rand() * 4000),
          cost: t ? (t.tokens.cost ?? 0) + rand() * 0.01 : null,
          agent_ms: t ? 3000 + Math.floor(rand() * 9000) : null,
          cline_ms: t ? 3500 + Math.floor(rand() * 9000) : null,
          task_ms: 4000 + Math.floor(rand() * 10000),
          denials,
          guard_denials: denials.guard ?? 0,
          shadows: [],
          stray_writes: [],
          warnings: [],
          conversation: null,
          validity_errors: [],
          error: status === 'error' ? 'cline exited with code 1 before the first event' : status === 'timed_out' ? 'timed out after 300 s' : null,
          artifacts: join(root, 'tasks', taskId),
        });
      }
    }
  }
  const ids = [...new Set(tasks.map((t) => t.case_id))];
  const gates = Object.fromEntries(ids.map((id) => [id, lib.resolveGate({ min_delta: 0.2, min_pass_rate: 0.6 }, undefined)]));
  const results = lib.assemble(
    {
      suite: `synthetic ${tasks.length}-task suite`,
      suite_hash: 'e'.repeat(64),
      started_at: '2026-12-01T03:00:00.000Z',
      duration_ms: 5_400_000,
      cline_version: '3.0.65',
      model: 'scripted-model',
      planned: tasks.map((t) => t.task_id),
      shard: null,
      merged_from: null,
      partial: false,
      missing: [],
      gates,
      old_skill_git: null,
    },
    tasks,
  );
  return { results, transcripts };
}
