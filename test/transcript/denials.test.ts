/** Refusal wordings (cline 3.0.65, from the binary and real runs) and how they are told apart from errors. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DENIAL_MARKERS, findDenialMarker, type DenialMarker } from '../../src/transcript/index.js';
import { findSandboxLine } from '../../src/transcript/denials.js';

const kindOf = (text: string, markers: readonly DenialMarker[] = DEFAULT_DENIAL_MARKERS) => findDenialMarker(text, markers)?.kind ?? null;

describe('the default refusal table', () => {
  it.each([
    ['eval guard: writes outside the env are not allowed', 'guard'],
    ['Tool "editor" is disabled by policy', 'policy'],
    ['Tool "run_commands" was not approved', 'approval'],
    ['Tool "editor" requires approval but no approval callback is configured', 'approval'],
    ['Tool "run_commands" requires approval in a TTY session -- NOT a tool or system failure. Clarify with user before proceeding.', 'approval'],
    ['Tool read_files was blocked by a runtime hook', 'hook'],
    ['Command not executed: `rm` can modify files, and file modifications are blocked in plan mode. You are in PLAN MODE', 'plan_mode'],
    ['Tool execution is disabled for provider ID', 'provider'],
    ["Editor operation failed: EROFS: read-only file system, open '/etc/x'", 'sandbox'],
    ['touch: cannot touch /usr/x: Read-only file system', 'sandbox'],
  ])('%s -> %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    'Editor operation failed: No replacement performed: text not found in /a.txt.',
    "Error reading file: ENOENT: no such file or directory, statx '/a'",
    '✖ Invalid input: expected string, received number\n  → at path',
    "Tool call deploy was rejected before execution: AI_NoSuchToolError: Model tried to call unavailable tool 'deploy'.",
    'Command exited with code 3',
  ])('ordinary error, not a refusal: %s', (text) => {
    expect(kindOf(text)).toBeNull();
  });

  it('matches the guard prefix only at the start', () => {
    expect(kindOf('note: eval guard: quoted later')).toBeNull();
  });
});

describe('a table supplied by the caller', () => {
  it('replaces the default wordings', () => {
    const markers: DenialMarker[] = [{ kind: 'hook', match: 'prefix', text: 'blocked by my plugin' }];
    expect(kindOf('blocked by my plugin: no writes', markers)).toBe('hook');
    expect(kindOf('Tool "x" is disabled by policy', markers)).toBeNull();
  });
});

describe('sandbox refusals inside command output', () => {
  it('returns the line that carries the marker, verbatim', () => {
    const out = '[Command exited with code 1]\n\n[stderr]\ntouch: cannot touch \'/usr/x\': Read-only file system\n';
    expect(findSandboxLine(out, DEFAULT_DENIAL_MARKERS)).toEqual({
      marker: expect.objectContaining({ kind: 'sandbox' }),
      line: "touch: cannot touch '/usr/x': Read-only file system",
    });
  });

  it('ignores the other kinds, which a command may merely print', () => {
    expect(findSandboxLine('Tool "x" is disabled by policy', DEFAULT_DENIAL_MARKERS)).toBeNull();
  });
});
