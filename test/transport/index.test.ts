import { describe, expect, it } from 'vitest';
import { ACP_EVENTS_FILE } from '../../src/acp/events-log.js';
import { EVENTS_FILE } from '../../src/dispatch/cline-run.js';
import { MAX_PROMPT_BYTES } from '../../src/dispatch/dispatch.js';
import { TRANSPORTS, TRANSPORT_NAMES, transportFor } from '../../src/transport/index.js';

describe('the transport registry', () => {
  it('maps every name to the transport of that name, json by default', () => {
    for (const name of TRANSPORT_NAMES) expect(transportFor(name).name).toBe(name);
    expect(Object.keys(TRANSPORTS).sort()).toEqual([...TRANSPORT_NAMES].sort());
    expect(transportFor().name).toBe('json');
  });

  it('gives each transport its own log file, so both can sit in one out dir and be told apart', () => {
    expect(transportFor('json').eventsFile).toBe(EVENTS_FILE);
    expect(transportFor('acp').eventsFile).toBe(ACP_EVENTS_FILE);
    const files = TRANSPORT_NAMES.flatMap((n) => [transportFor(n).eventsFile, transportFor(n).stderrFile]);
    expect(new Set(files).size).toBe(files.length);
  });

  it('caps the prompt only where it is a command-line argument', () => {
    expect(transportFor('json').maxPromptBytes).toBe(MAX_PROMPT_BYTES);
    expect(MAX_PROMPT_BYTES).toBe(128 * 1024 - 1);
    expect(transportFor('acp').maxPromptBytes).toBeNull();
    // ACP keeps its data under HOME whatever --data-dir says; --json takes the flag.
    expect(transportFor('acp').dataDirInHome).toBe(true);
    expect(transportFor('json').dataDirInHome).toBe(false);
  });
});
