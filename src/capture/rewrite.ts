/** One machine-specific path and the neutral path that stands for it in committed captures. */
export interface PathReplacement {
  from: string;
  to: string;
}

/**
 * The neutral paths captures use, whatever machine made them:
 * the run's temp root becomes `/capture` (env `/capture/env`, isolated HOME
 * `/capture/home`, cline data dir `/capture/data`), the harness checkout
 * becomes `/repo` and the user's own HOME `/home/user`.
 */
export const NEUTRAL = {
  root: '/capture',
  env: '/capture/env',
  home: '/capture/home',
  data: '/capture/data',
  repo: '/repo',
  user_home: '/home/user',
} as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each `from` path with its `to`, only where it stands as a whole
 * path: not preceded by a name character (so HOME `/root` leaves
 * `/$bunfs/root/x` alone) unless that is a JSON escape such as `\n` (tool
 * results put paths at line starts), and followed by `/` or a non-name
 * character (so `/tmp/a` leaves `/tmp/ab` alone). Longer paths win over
 * their prefixes.
 */
export function rewritePaths(text: string, replacements: readonly PathReplacement[]): string {
  const usable = replacements
    .map((r) => ({ from: r.from.replace(/\/+$/, ''), to: r.to }))
    .filter((r) => r.from.length > 1);
  if (!usable.length) return text;
  const byFrom = new Map<string, string>();
  for (const r of usable.sort((a, b) => b.from.length - a.from.length)) {
    if (!byFrom.has(r.from)) byFrom.set(r.from, r.to);
  }
  const alternatives = [...byFrom.keys()].map(escapeRegExp).join('|');
  const pattern = new RegExp(`(?:(?<![\\w.$-])|(?<=\\\\[nrtbf]))(?:${alternatives})(?![\\w.$-])`, 'g');
  return text.replace(pattern, (match) => byFrom.get(match) ?? match);
}
