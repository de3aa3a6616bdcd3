// Transports (issue 12 §4): a 3-turn conversation over ACP against three one-shot `--json` runs, and one-shot
// tasks dispatched over ACP against `--json`, same scripted model and task. Rounds interleave the variants.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist, log, makeNotesEnv, median, ratio, secs, withModelServer } from './lib.mjs';

const { builtinDescriptor } = await dist('descriptor/index.js');
const { findClineBinary } = await dist('dispatch/cline-binary.js');
const { dispatchTask } = await dist('dispatch/dispatch.js');
const { runConversation } = await dist('conversation/run.js');
const { armGuard, teardownGuard } = await dist('guard/index.js');
const { chooseSandbox } = await dist('dispatch/sandbox.js');

const MODEL = 'scripted';
const PROMPTS = ['Read notes.txt and say what it holds', 'Now count its lines', 'Thanks, summarise what you did'];
/** One prompt's worth of model replies: a read, then an answer. */
const roundScript = (i) => [
  { tool_calls: [{ id: `call_read_${i}`, name: 'read_files', arguments: { files: [{ path: 'notes.txt' }] } }] },
  { content: `Answer ${i + 1}: the notes hold one line.` },
];
/** The one-shot task: a read, a command, an answer. */
const TASK = 'Read notes.txt, count its lines, and answer in one line';
const taskScript = [
  { tool_calls: [{ id: 'call_read', name: 'read_files', arguments: { files: [{ path: 'notes.txt' }] } }] },
  { tool_calls: [{ id: 'call_wc', name: 'run_commands', arguments: { commands: ['wc -l notes.txt'] } }] },
  { content: 'notes.txt has one line.' },
];

const options = (server, root) => ({
  descriptor: builtinDescriptor(),
  provider: { provider: 'openai-compatible', baseUrl: server.url, apiKey: 'k' },
  model: MODEL,
  timeoutS: 300,
  sandbox: 'none',
  fsSnapshot: false,
  stateRoot: join(root, 'acp-state'),
});

/** The facts a transcript must carry whichever transport wrote it. */
const facts = (t) => JSON.stringify({
  tools: t.tool_invocations.map((i) => [i.name, i.ok]),
  final: t.final_text,
  tokens: t.total_tokens,
  denials: t.denials.length,
  finish: t.finish_reason,
});

async function conversation(root, name) {
  const script = [0, 1, 2].flatMap(roundScript);
  return withModelServer(script, async (server) => {
    const env = await makeNotesEnv(root, `env-${name}`);
    const t0 = performance.now();
    const { result, conversation: c } = await runConversation(
      { env, out: join(root, `out-${name}`), prompt: PROMPTS[0], turns: PROMPTS.slice(1).map((prompt) => ({ prompt, deliver_when: 'always' })) },
      options(server, root),
    );
    const total = performance.now() - t0;
    if (result.status !== 'completed' || c.delivered_followups !== 2) throw new Error(`conversation ${name}: ${result.status} ${result.error ?? ''}`);
    return { total, cline: result.duration_ms };
  });
}

/** Three one-shot `--json` runs, one per prompt (a one-shot run keeps no history between them). */
async function threeOneShots(root, name) {
  let total = 0;
  let cline = 0;
  for (let i = 0; i < 3; i++) {
    await withModelServer(roundScript(i), async (server) => {
      const env = await makeNotesEnv(root, `env-${name}-${i}`);
      const t0 = performance.now();
      const { result } = await dispatchTask({ id: `${name}-${i}`, env, prompt: PROMPTS[i], out: join(root, `out-${name}-${i}`) }, options(server, root));
      total += performance.now() - t0;
      cline += result.duration_ms;
      if (result.status !== 'completed') throw new Error(`one-shot ${name}-${i}: ${result.status} ${result.error ?? ''}`);
    });
  }
  return { total, cline };
}

/** One task; `guarded`: the guard armed in the env and cline in bubblewrap where it works (timed: arm + dispatch + teardown). */
async function oneShot(root, name, transport, guarded = false) {
  return withModelServer(taskScript, async (server) => {
    const env = await makeNotesEnv(root, `env-${name}`);
    const stateDir = join(root, `guard-${name}`);
    const descriptor = builtinDescriptor();
    const t0 = performance.now();
    if (guarded) await armGuard({ env, stateDir, descriptor });
    let outcome;
    try {
      outcome = await dispatchTask(
        { id: name, env, prompt: TASK, out: join(root, `out-${name}`) },
        { ...options(server, root), transport, ...(guarded ? { sandbox: 'auto', guardStateDir: stateDir } : {}) },
      );
    } finally {
      if (guarded) await teardownGuard(env, { stateDir, descriptor });
    }
    const total = performance.now() - t0;
    const { result, transcript } = outcome;
    if (result.status !== 'completed') throw new Error(`${transport} one-shot ${name}: ${result.status} ${result.error ?? ''}`);
    if (guarded && result.notes.some((n) => n.includes('did not load it'))) throw new Error(`${transport} one-shot ${name}: the guard was not loaded`);
    return { total, cline: result.duration_ms, facts: facts(transcript), sandbox: result.sandbox };
  });
}

export async function benchTransport({ runs }) {
  const bin = (await findClineBinary()).path;
  const root = await mkdtemp(join(tmpdir(), 'cline-harness-bench-transport-'));
  try {
    log('transport: warm-up (one of each; cline auth runs once per state layout)');
    await conversation(root, 'warm-conv');
    await threeOneShots(root, 'warm-three');
    await oneShot(root, 'warm-json', 'json');
    await oneShot(root, 'warm-acp', 'acp');
    const bwrap = (await chooseSandbox('auto')).bwrap !== null;
    const s = { conv: [], three: [], json: [], acp: [], json_guarded: [], acp_guarded: [] };
    const mismatches = [];
    for (let i = 1; i <= runs; i++) {
      s.conv.push(await conversation(root, `conv-${i}`));
      s.three.push(await threeOneShots(root, `three-${i}`));
      s.json.push(await oneShot(root, `json-${i}`, 'json'));
      s.acp.push(await oneShot(root, `acp-${i}`, 'acp'));
      s.json_guarded.push(await oneShot(root, `json-guarded-${i}`, 'json', true));
      s.acp_guarded.push(await oneShot(root, `acp-guarded-${i}`, 'acp', true));
      for (const [j, a] of [['json', 'acp'], ['json_guarded', 'acp_guarded']]) {
        if (s[j].at(-1).facts !== s[a].at(-1).facts) mismatches.push({ round: i, json: s[j].at(-1).facts, acp: s[a].at(-1).facts });
      }
      const last = (k) => s[k].at(-1);
      log(`transport ${i}/${runs}: 3-turn ACP conversation ${secs(last('conv').total)}, three --json runs ${secs(last('three').total)}; ` +
        `one-shot --json ${secs(last('json').total)}, over ACP ${secs(last('acp').total)}; ` +
        `guarded --json ${secs(last('json_guarded').total)}, over ACP ${secs(last('acp_guarded').total)}`);
    }
    const m = (k, f = 'total') => median(s[k].map((x) => x[f]));
    const convRatio = m('three') / m('conv');
    const oneRatio = m('json') / m('acp');
    const guardedRatio = m('json_guarded') / m('acp_guarded');
    const pairs = runs * 2;
    const lines = [
      `Transports: cline at ${bin}; medians of ${runs} interleaved rounds, scripted model, no guard, no sandbox`,
      `  3-turn conversation over ACP (one process)    ${secs(m('conv')).padStart(8)}  (cline ${secs(m('conv', 'cline'))})`,
      `  three one-shot --json runs (three processes)  ${secs(m('three')).padStart(8)}  (cline ${secs(m('three', 'cline'))})`,
      `  three --json runs / ACP conversation          ${ratio(convRatio).padStart(8)}`,
      `  one-shot task over --json                     ${secs(m('json')).padStart(8)}  (cline ${secs(m('json', 'cline'))})`,
      `  the same task over ACP                        ${secs(m('acp')).padStart(8)}  (cline ${secs(m('acp', 'cline'))})`,
      `  --json / ACP, one-shot                        ${ratio(oneRatio).padStart(8)}`,
      `  guarded task over --json (guard${bwrap ? ' + bwrap' : ', no bwrap here'})       ${secs(m('json_guarded')).padStart(8)}  ` +
        `(cline ${secs(m('json_guarded', 'cline'))})`,
      `  the same over ACP                             ${secs(m('acp_guarded')).padStart(8)}  (cline ${secs(m('acp_guarded', 'cline'))})`,
      `  --json / ACP, guarded                         ${ratio(guardedRatio).padStart(8)}`,
      `  transcript facts (tools, final text, tokens, denials, finish) equal in ${pairs - mismatches.length}/${pairs} pairs`,
    ];
    const targets = [
      { name: 'ACP conversation faster than 3 one-shot runs', value: ratio(convRatio), ok: convRatio > 1 },
      { name: 'one-shot over ACP faster than --json', value: ratio(oneRatio), ok: oneRatio > 1 },
      { name: '  the same with guard + sandbox', value: ratio(guardedRatio), ok: guardedRatio > 1 },
      { name: 'one-shot transcript facts equal', value: `${pairs - mismatches.length}/${pairs}`, ok: mismatches.length === 0 },
    ];
    const rounds = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v.map((x) => ({ total: Math.round(x.total), cline: x.cline }))]));
    const json = { bwrap, runs: rounds, mismatches };
    return { name: 'transport', lines, targets, json };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
