import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardPlugin } from '../../scripts/build-guard-plugin.mjs';
import { armGuard } from '../../src/guard/arm.js';
import { decideToolCall, makePolicy, type GuardPolicy } from '../../src/guard/arbiter.js';
import { policyFromMarker, readMarkerSync } from '../../src/guard/marker.js';
import { ALL_ESCAPES as ESCAPES, ALL_ORDINARY as ORDINARY, CORPUS, type CorpusCase } from './corpus.js';
import { fill, makeCorpusEnv, type CorpusEnv } from './fixture.js';
import { builtinDescriptor } from '../../src/descriptor/index.js';

const descriptor = builtinDescriptor();

type BeforeTool = (ctx: unknown) => { skip?: boolean; reason?: string };

let fx: CorpusEnv;
let vars: Record<string, string>;
let policy: GuardPolicy;
let pluginHook: BeforeTool;
let saved: Record<'TMPDIR' | 'HOME', string | undefined>;

beforeAll(async () => {
  await buildGuardPlugin();
  fx = await makeCorpusEnv();
  // The plugin reads cline's $TMPDIR, as dispatch sets it: the agent's scratch dir.
  saved = { TMPDIR: process.env.TMPDIR, HOME: process.env.HOME };
  process.env.TMPDIR = fx.scratch;
  process.env.HOME = fx.home;
  const armed = await armGuard({ descriptor, env: fx.env, stateDir: fx.state });
  vars = { env: fx.env, out: fx.out, marker: armed.marker, log: armed.denial_log, scratch: fx.scratch, home: fx.home };
  const read = readMarkerSync(armed.marker);
  if (read.status !== 'ok') throw new Error('marker not written');
  // The plugin judges shells that inherit its process's environment: the arbiter is given the same.
  policy = makePolicy({ ...policyFromMarker(read.marker, armed.marker, fx.home), tmpdir: fx.scratch, shellEnv: process.env });
  pluginHook = (await import(pathToFileURL(armed.plugin_file).href)).default.hooks.beforeTool;
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) v === undefined ? delete process.env[k] : (process.env[k] = v);
  await rm(fx.root, { recursive: true, force: true });
});

const label = (c: CorpusCase) => `${c.tool} ${JSON.stringify(c.input)}`;

describe('the guard corpus', () => {
  it('holds at least 400 tool calls: escapes in every category and at least 150 ordinary calls', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(400);
    expect(ESCAPES.length).toBeGreaterThanOrEqual(200);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(150);
  });

  it('refuses no ordinary work (zero false positives)', () => {
    const refused = ORDINARY.map((c) => fill(c, vars))
      .map((c) => ({ call: label(c), verdict: decideToolCall(c.tool, c.input, policy) }))
      .filter((r) => r.verdict.decision === 'block');
    expect(refused).toEqual([]);
  });

  it('refuses every escape, with a reason that starts with the prefix and names the tool and the target, and says what kind of problem it is', () => {
    const problems: string[] = [];
    for (const raw of ESCAPES) {
      const c = fill(raw, vars);
      const v = decideToolCall(c.tool, c.input, policy);
      if (v.decision !== 'block') {
        problems.push(`allowed: ${label(c)}`);
        continue;
      }
      if (!v.reason.startsWith(`eval guard: ${c.tool}: `)) problems.push(`bad prefix: ${v.reason}`);
      if (c.names && !v.reason.includes(c.names)) problems.push(`reason does not name ${c.names}: ${v.reason}`);
      if (v.kind !== (c.kind ?? 'write')) problems.push(`kind ${v.kind}, not ${c.kind ?? 'write'}: ${label(c)}`);
    }
    expect(problems).toEqual([]);
  });

  it('gets the same answer from the bundled plugin file as from the arbiter, call for call', () => {
    const differ: string[] = [];
    for (const raw of CORPUS) {
      const c = fill(raw, vars);
      const v = decideToolCall(c.tool, c.input, policy);
      const r = pluginHook({ toolCall: { toolName: c.tool, input: c.input }, input: c.input });
      const same = v.decision === 'allow' ? r.skip === undefined : r.skip === true && r.reason === v.reason;
      if (!same) differ.push(`${label(c)}: arbiter ${JSON.stringify(v)}, plugin ${JSON.stringify(r)}`);
    }
    expect(differ).toEqual([]);
  });
});
