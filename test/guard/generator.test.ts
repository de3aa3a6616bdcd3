import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideToolCall, makePolicy, type GuardPolicy } from '../../src/guard/arbiter.js';
import { fill, makeCorpusEnv, type CorpusEnv } from './fixture.js';
import { generate } from './generator.js';

/** A fixed-seed sample of the generator: every generated escape refused, every inside write allowed. */
let fx: CorpusEnv;
let policy: GuardPolicy;
let vars: Record<string, string>;

beforeAll(async () => {
  fx = await makeCorpusEnv();
  vars = { env: fx.env, out: fx.out, scratch: fx.scratch, home: fx.home };
  policy = makePolicy({
    roots: [fx.env],
    cwd: fx.env,
    home: fx.home,
    tools: { write: ['editor'], patch: ['apply_patch'], shell: ['run_commands'] },
    reasonPrefix: 'eval guard: ',
    protect: [],
    tmpdir: fx.scratch,
  });
});

afterAll(() => rmSync(fx.root, { recursive: true, force: true }));

describe('generated shell calls (seed 9)', () => {
  it('generates distinct calls of both labels, the same for the same seed', () => {
    const a = generate(9, 400);
    expect(a.length).toBe(400);
    expect(new Set(a.map((g) => g.command)).size).toBe(400);
    expect(a.filter((g) => g.expect === 'block').length).toBeGreaterThan(100);
    expect(a.filter((g) => g.expect === 'allow').length).toBeGreaterThan(100);
    expect(generate(9, 400).map((g) => g.command)).toEqual(a.map((g) => g.command));
  });

  it('refuses every generated escape and allows every generated inside write', () => {
    const wrong: string[] = [];
    for (const g of generate(9, 400)) {
      const c = fill(g, vars);
      const v = decideToolCall(c.tool, c.input, policy);
      if (v.decision !== (g.expect === 'allow' ? 'allow' : 'block'))
        wrong.push(`${g.expect} expected: ${c.command}${v.decision === 'block' ? ` (${v.reason})` : ''}`);
    }
    expect(wrong).toEqual([]);
  });
});
