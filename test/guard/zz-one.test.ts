// Throwaway (never committed): decide matching round cases and print refusals. ROUND=24 MATCH=substr ALL=1
import { writeFileSync } from 'node:fs';
import { afterAll, test } from 'vitest';
import { makeLane, removeLane, type Lane } from './differential.js';
import { runRound } from './round-run.js';

const lanes: Lane[] = [];
afterAll(() => lanes.forEach(removeLane));
test('one', async () => {
  const r = process.env.ROUND!;
  const m = await import(/* @vite-ignore */ new URL(`./corpus-round${r}.ts`, import.meta.url).href);
  const all = [...m[`ROUND${r}_ORDINARY`], ...m[`ROUND${r}_ESCAPES`]];
  const pick = all.filter((c) => JSON.stringify(c).includes(process.env.MATCH ?? ''));
  if (process.env.KEEP) {
    const l = await makeLane();
    lanes.push(l);
    await runRound([l], pick.slice(0, 1), false);
    const { cpSync, rmSync } = await import('node:fs');
    rmSync('/tmp/s53/lane', { recursive: true, force: true });
    cpSync(l.fx.root, '/tmp/s53/lane', { recursive: true, verbatimSymlinks: true });
    writeFileSync('/tmp/s53/lane.root', l.fx.root);
    return;
  }
  lanes.push(await makeLane(), await makeLane());
  const res = await runRound(lanes, pick, false);
  const lines = res.filter((x) => process.env.ALL || x.allowed !== (x.c.expect === 'allow'))
    .map((x) => `${x.c.expect} ${x.allowed ? 'ALLOWED' : 'REFUSED'} [${x.c.cls}] ${x.call}\n   ${x.reason}`);
  writeFileSync(process.env.OUT ?? '/tmp/s53/one.txt', `${res.length} cases\n${lines.join('\n')}\n`);
}, 900_000);
