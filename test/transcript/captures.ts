import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The committed real cline captures (fixtures/captures/<scenario>/events.jsonl). */
export const CAPTURES_DIR = fileURLToPath(new URL('../../fixtures/captures/', import.meta.url));

export function captureNames(): string[] {
  if (!existsSync(CAPTURES_DIR)) return [];
  return readdirSync(CAPTURES_DIR).filter((n) => existsSync(eventsPath(n)));
}

export const eventsPath = (scenario: string) => `${CAPTURES_DIR}${scenario}/events.jsonl`;
export const stderrPath = (scenario: string) => `${CAPTURES_DIR}${scenario}/stderr.log`;

/** The capture's lines parsed independently of the parser, for cross-checks. */
export function rawEvents(scenario: string): Record<string, any>[] {
  return readFileSync(eventsPath(scenario), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
}
