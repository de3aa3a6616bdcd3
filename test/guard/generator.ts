import type { CorpusCase } from './corpus.js';

/**
 * Generated shell calls: a write form aimed at a target inside or outside the
 * roots, reached directly or through a cd, and wrapped in shell constructs
 * (variables, functions, eval, nested shells, here-docs, pipes into sh,
 * wrappers, xargs, subshells, loops). Each call is labelled by construction:
 * `block` when its write lands outside, `allow` when inside. Placeholders as
 * in corpus.ts. Deterministic for a seed.
 */
export interface Generated extends CorpusCase {
  command: string;
}

/** mulberry32: a small seeded PRNG, enough to pick combinations reproducibly. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Where the write goes: the path text, whether it is inside, and an optional cd that makes it so. */
interface Target {
  prefix: string;
  path: string;
  inside: boolean;
}

const TARGETS: Target[] = [
  { prefix: '', path: 'gen/out.txt', inside: true },
  { prefix: '', path: '"$PWD/gen/pwd.txt"', inside: true },
  { prefix: '', path: '"$TMPDIR/gen.txt"', inside: true },
  { prefix: '', path: 'src/gen.js', inside: true },
  { prefix: '', path: 'link-in/gen.js', inside: true },
  { prefix: 'cd src && ', path: 'gen-in-src.txt', inside: true },
  { prefix: 'cd "$(git rev-parse --show-toplevel)" && ', path: 'gen/top.txt', inside: true },
  { prefix: '', path: '{out}/gen.txt', inside: false },
  { prefix: '', path: '../out/gen.txt', inside: false },
  { prefix: '', path: 'link-out/gen.txt', inside: false },
  { prefix: '', path: '~/gen.txt', inside: false },
  { prefix: '', path: '/tmp/gen-outside.txt', inside: false },
  { prefix: 'cd {out} && ', path: 'gen.txt', inside: false },
  { prefix: 'cd .. && ', path: 'out/gen.txt', inside: false },
  { prefix: 'pushd {out} >/dev/null && ', path: 'gen.txt', inside: false },
  { prefix: 'ln -s {out} gl && ', path: 'gl/gen.txt', inside: false },
];

/** Write forms: each writes (creates or changes) `T`; the gen/ dir exists inside, so creating works. */
const WRITES: ((t: string) => string)[] = [
  (t) => `echo x > ${t}`,
  (t) => `echo x >> ${t}`,
  (t) => `touch ${t}`,
  (t) => `cp {env}/a.txt ${t}`,
  (t) => `tee ${t} < {env}/a.txt > /dev/null`,
  (t) => `dd if={env}/a.txt of=${t} status=none`,
  (t) => `sed -n "w ${t}" {env}/a.txt`,
  (t) => `sort -o ${t} {env}/a.txt`,
  (t) => `printf x | tee -a ${t} > /dev/null`,
  (t) => `awk "{ print > \\"${t.replace(/"/g, '')}\\" }" {env}/a.txt`,
];

/**
 * The constructs that hand `c` to `sh`: on Debian and Ubuntu that is dash,
 * which has no `pushd`, so a target reached by `pushd` is never written there
 * (such a call would be labelled an escape that bash shows writes nothing).
 */
const shC = (c: string) => `sh -c ${q(c)}`;
const pipedToSh = (c: string) => `echo ${q(c)} | sh`;
const niceShC = (c: string) => `nice -n 5 sh -c ${q(c)}`;
const SH_WRAPS = new Set([shC, pipedToSh, niceShC]);

/** Constructs around one command `c`; every one runs `c` as bash would, except SH_WRAPS (POSIX sh). */
const WRAPS: ((c: string) => string)[] = [
  (c) => c,
  (c) => `( ${c} )`,
  (c) => `{ ${c}; }`,
  (c) => `if true; then ${c}; fi`,
  (c) => `for i in 1; do ${c}; done`,
  (c) => `f() { ${c}; }; f`,
  (c) => `eval ${q(c)}`,
  (c) => `bash -c ${q(c)}`,
  shC,
  (c) => `bash <<'EOF'\n${c}\nEOF`,
  pipedToSh,
  (c) => `env GEN=1 bash -c ${q(c)}`,
  (c) => `timeout 5 bash -c ${q(c)}`,
  niceShC,
  (c) => `true && ${c}`,
  (c) => `false || ${c}`,
  (c) => `C=${q(c)}; eval "$C"`,
  (c) => `bash -s <<< ${q(c)}`,
];

export function generate(seed: number, count: number): Generated[] {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const out: Generated[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const target = pick(TARGETS);
    const w = Math.floor(rand() * WRITES.length);
    const write = WRITES[w]!;
    // sed and awk take a file name literally: `~` is not expanded there.
    if (target.path.startsWith('~') && (w === 6 || w === 9)) continue;
    // A variable holding the path, sometimes: X=T; … $X (quoted, so no splitting surprises).
    const viaVar = rand() < 0.25 && !target.path.startsWith('~');
    const inner = viaVar ? `GENT=${target.path}; ${write('"$GENT"')}` : write(target.path);
    const wrap = pick(WRAPS);
    if (target.prefix.startsWith('pushd ') && SH_WRAPS.has(wrap)) continue;
    const command = `mkdir -p gen && ${wrap(`${target.prefix}${inner}`)}`;
    if (seen.has(command)) continue;
    seen.add(command);
    out.push({ tool: 'run_commands', input: { commands: [command] }, expect: target.inside ? 'allow' : 'block', command });
  }
  return out;
}
