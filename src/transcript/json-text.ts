/**
 * JSON text of an ACP turn, written field by field in `Turn`'s key order (acp.ts spillTurn): the turn's JSON text is
 * split around the hole where its tokens go, and JSON.stringify of an object and two slices cost more than these
 * pieces. Each function gives exactly what JSON.stringify gives for the same value.
 *
 * The builder writes a message or reasoning block and its event this way too, escaping the block's text once for both
 * (and an ACP turn's final text reuses it). Measured and left out: the builder's calls written this way were no
 * faster on the 210 MB ACP log and about 5% slower on the `--json` bench stream, whose long tool results
 * JSON.stringify copies once where the joined pieces are copied again when they are flattened for Buffer.write.
 */

/** A string JSON.stringify writes as it is between quotes: no quote, backslash, control character or UTF-16 surrogate. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

export const jsonString = (s: string): string => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);
export const jsonStringOrNull = (s: string | null): string => (s === null ? 'null' : jsonString(s));
/** As JSON.stringify: a number that is not finite is null. */
export const jsonNumberOrNull = (n: number | null): string => (n === null || !Number.isFinite(n) ? 'null' : String(n));
