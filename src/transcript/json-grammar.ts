/**
 * Regex pieces of strict JSON grammar, for the parsers' fast paths: a regex
 * built from them matches a line only when JSON.parse would accept it and
 * yield what the regex captures (see FAST_LINE in builder.ts, ENVELOPE and PAYLOAD in acp.ts).
 */

/** A JSON string (strict grammar: no raw control characters, only valid escapes). */
export const J_STR = String.raw`"[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*)*"`;
/** A JSON string without escapes; its capture group is the string's value. */
export const PLAIN_STR = String.raw`"([^"\\\x00-\x1f]*)"`;
export const J_NUM = String.raw`-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?`;
/** A non-negative integer that Number() reads exactly as JSON.parse does (≤ 15 digits). */
export const J_INT = '(0|[1-9][0-9]{0,14})';
export const J_SCALAR = `(?:${J_STR}|${J_NUM}|true|false|null)`;
export const J_FLAT_OBJ = `\\{(?:${J_STR}:${J_SCALAR}(?:,${J_STR}:${J_SCALAR})*)?\\}`;
