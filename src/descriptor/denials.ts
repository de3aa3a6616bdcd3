import type { DenialMarkers } from './schema.js';

// Zod-free, like the rest of this module: `parse` matches denials without loading the schema (docs/performance.md).

/** Denial kinds, in the order a reason is tested against them (first match wins). */
export const DENIAL_KINDS = ['guard', 'policy', 'approval', 'hook', 'plan_mode', 'provider', 'sandbox'] as const;
export type DenialKind = (typeof DENIAL_KINDS)[number];

/**
 * The denial kind a refusal reason belongs to, or null for an ordinary tool
 * error. Kinds are tried in DENIAL_KINDS order and the first match wins, so a
 * guard reason that quotes another kind's wording still counts as the guard's.
 */
export function denialKind(reason: string, markers: DenialMarkers): DenialKind | null {
  return findDenialMarker(reason, flatDenialMarkers(markers))?.kind ?? null;
}

/** One marker as a flat record, for matchers that keep a single ordered table. */
export interface FlatDenialMarker {
  kind: DenialKind;
  /** prefix: the reason must start with `text`; contains: `text` may appear anywhere. */
  match: 'prefix' | 'contains';
  text: string;
}

/** The markers as one list in matching order (kinds in DENIAL_KINDS order, prefixes before contains). */
export function flatDenialMarkers(markers: DenialMarkers): FlatDenialMarker[] {
  return DENIAL_KINDS.flatMap((kind) => [
    ...markers[kind].starts_with.map((text) => ({ kind, match: 'prefix' as const, text })),
    ...markers[kind].contains.map((text) => ({ kind, match: 'contains' as const, text })),
  ]);
}

/** The first marker (in table order) that `text` matches, or null. */
export function findDenialMarker(text: string, markers: readonly FlatDenialMarker[]): FlatDenialMarker | null {
  for (const m of markers) {
    if (m.match === 'prefix' ? text.startsWith(m.text) : text.includes(m.text)) return m;
  }
  return null;
}
