import { DENIAL_KINDS, type DenialKind, type DenialMarkers } from './schema.js';

/**
 * The denial kind a refusal reason belongs to, or null for an ordinary tool
 * error. Kinds are tried in DENIAL_KINDS order and the first match wins, so a
 * guard reason that quotes another kind's wording still counts as the guard's.
 */
export function denialKind(reason: string, markers: DenialMarkers): DenialKind | null {
  for (const kind of DENIAL_KINDS) {
    const { starts_with, contains } = markers[kind];
    if (starts_with.some((m) => reason.startsWith(m)) || contains.some((m) => reason.includes(m))) return kind;
  }
  return null;
}
