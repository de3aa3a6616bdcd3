import { readFile } from 'node:fs/promises';
/** What each real capture is there to show, read through the parser. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DENIAL_MARKERS, parseTranscriptFile } from '../../src/transcript/index.js';
import { eventsPath, rawEvents, stderrPath } from './captures.js';

const parse = (scenario: string) => parseTranscriptFile(eventsPath(scenario), { stderrPath: stderrPath(scenario) });

describe('read-files: a whole file, a line range and a missing file in one call', () => {
  it('flattens the files list into args.paths and paths, one batch item per file', async () => {
    const [call] = (await parse('read-files')).tool_invocations;
    expect(call!.name).toBe('read_files');
    expect(call!.args.paths).toEqual(['/capture/env/README.md', '/capture/env/notes.txt', '/capture/env/missing.txt']);
    expect(call!.paths).toEqual(call!.args.paths);
    expect(call!.items!.map((i) => i.query)).toEqual(['/capture/env/README.md', '/capture/env/notes.txt:2-3', '/capture/env/missing.txt']);
    expect(call!.items!.map((i) => i.success)).toEqual([true, true, false]);
  });

  it('marks the call failed because one item failed, but a missing file is no denial', async () => {
    const t = await parse('read-files');
    const [call] = t.tool_invocations;
    expect(call!.ok).toBe(false);
    expect(call!.error).toMatch(/^Error reading file: ENOENT/);
    expect(call!.result).toContain('1 | ');
    expect(t.denials).toEqual([]);
  });
});

describe('run-commands: several commands in one call, then a bare string', () => {
  it('gives args.commands and the newline-joined args.command', async () => {
    const [multi] = (await parse('run-commands')).tool_invocations;
    expect(multi!.args.commands).toEqual(['echo hello from one', 'sh fail.sh', 'ls']);
    expect(multi!.args.command).toBe('echo hello from one\nsh fail.sh\nls');
  });

  it('reports the exit-3 command as a failed item with its stderr, not as a denial', async () => {
    const t = await parse('run-commands');
    const [multi] = t.tool_invocations;
    const failed = multi!.items!.find((i) => i.success === false)!;
    expect(failed.error).toBe('Command exited with code 3');
    expect(failed.result).toMatch(/^\[Command exited with code 3\][\s\S]*\[stderr\]/);
    expect(multi!.ok).toBe(false);
    expect(t.denials).toEqual([]);
  });

  it('keeps the rejected bare-string call, with empty commands and the invalid-JSON error', async () => {
    const t = await parse('run-commands');
    const bare = t.tool_invocations[1]!;
    expect(bare.input).toEqual({});
    expect(bare.args.commands).toEqual([]);
    expect(bare.ok).toBe(false);
    expect(bare.error).toMatch(/^Tool call run_commands emitted invalid JSON arguments/);
    expect(bare.items).toBeNull();
    expect(t.errors.map((e) => e.source)).toEqual(['stream']);
    expect(t.errors[0]!.recoverable).toBe(true);
  });
});

describe('editor: create, replace, insert', () => {
  it('records each edit with its path and success', async () => {
    const t = await parse('editor');
    const edits = t.tool_invocations.filter((i) => i.name === 'editor');
    expect(edits.map((e) => e.paths)).toEqual([['/capture/env/greeting.txt'], ['/capture/env/app.txt'], ['/capture/env/app.txt']]);
    expect(edits.every((e) => e.ok === true && e.error === null && e.items === null)).toBe(true);
    expect(edits[0]!.result).toMatch(/created/i);
    expect(edits.every((e) => typeof e.duration_ms === 'number')).toBe(true);
  });
});

describe('editor-errors: every editor error', () => {
  it('reports each failure as an error on the call, none as a denial', async () => {
    const t = await parse('editor-errors');
    const byId = new Map(t.tool_invocations.map((i) => [i.id, i]));
    expect(byId.get('call_not_found')!.error).toMatch(/text not found/);
    expect(byId.get('call_ambiguous')!.error).toMatch(/multiple occurrences/);
    expect(byId.get('call_missing_insert')!.error).toMatch(/ENOENT/);
    expect(byId.get('call_bad_line')!.error).toMatch(/Invalid insert_line/);
    for (const id of ['call_not_found', 'call_ambiguous', 'call_missing_insert', 'call_bad_line']) expect(byId.get(id)!.ok).toBe(false);
    // Cline creates the file when asked to replace in a missing one.
    expect(byId.get('call_missing_replace')!.ok).toBe(true);
    expect(byId.get('call_relative')!.paths).toEqual(['dup.txt']);
    expect(t.denials).toEqual([]);
  });
});

describe('reasoning-chunks: reasoning, then text streamed in chunks', () => {
  it('keeps the complete reasoning and message, then the final text from run_result', async () => {
    const t = await parse('reasoning-chunks');
    expect(t.reasoning).toHaveLength(1);
    expect(t.messages).toHaveLength(1);
    // Events follow the order blocks complete in: cline closes the text before the reasoning.
    expect(t.events.map((e) => e.type)).toEqual(['assistant_message', 'reasoning']);
    expect(t.reasoning[0]!.line).toBeGreaterThan(t.messages[0]!.line);
    expect(t.final_text).toBe(t.messages[0]!.text);
    expect(t.tool_invocations).toEqual([]);
  });

  it('subtracts cached prompt tokens in total_tokens', async () => {
    const t = await parse('reasoning-chunks');
    const rr = rawEvents('reasoning-chunks').find((l) => l.type === 'run_result')!;
    expect(t.tokens.cache_read).toBe(rr.usage.cacheReadTokens);
    expect(t.tokens.cache_read).toBeGreaterThan(0);
    expect(t.total_tokens).toBe(t.tokens.input! + t.tokens.output! - t.tokens.cache_read!);
  });
});

describe('apply-patch: add, update, and an update that does not apply', () => {
  it('takes the header paths of each patch and reports the failed one', async () => {
    const calls = (await parse('apply-patch')).tool_invocations;
    expect(calls.map((c) => c.name)).toEqual(['apply_patch', 'apply_patch', 'apply_patch']);
    expect(calls.map((c) => c.paths)).toEqual([['/capture/env/notes.md'], ['/capture/env/app.py'], ['/capture/env/app.py']]);
    expect(calls.map((c) => c.ok)).toEqual([true, true, false]);
    expect(calls[2]!.error).toMatch(/^apply_patch failed/);
  });
});

describe('approval-refused: --auto-approve false without a TTY', () => {
  it('records one approval denial per refused call, verbatim, with the input keys', async () => {
    const t = await parse('approval-refused');
    expect(t.denials.map((d) => [d.tool, d.kind, d.item])).toEqual([
      ['read_files', 'approval', null],
      ['run_commands', 'approval', null],
      ['editor', 'approval', null],
    ]);
    expect(t.denials[1]!.reason).toBe(
      'Tool "run_commands" requires approval in a TTY session -- NOT a tool or system failure. Clarify with user before proceeding.',
    );
    expect(t.denials[1]!.input_keys).toEqual(['commands']);
    expect(t.denials[2]!.input_keys).toEqual(['new_text', 'old_text', 'path']);
    expect(t.denials.map((d) => d.tool_call_id)).toEqual(t.tool_invocations.map((i) => i.id));
    expect(t.tool_invocations.every((i) => i.ok === false)).toBe(true);
  });
});

describe('plan-mode-block: --plan', () => {
  it('records the blocked run_commands call as a plan_mode denial', async () => {
    const t = await parse('plan-mode-block');
    expect(t.denials).toHaveLength(1);
    expect(t.denials[0]).toMatchObject({ tool: 'run_commands', kind: 'plan_mode', item: null, input_keys: ['commands'] });
    expect(t.denials[0]!.reason).toMatch(/^Command not executed: `rm` can modify files, and file modifications are blocked in plan mode/);
  });
});

describe('invalid-arguments and unknown-tool: errors, not denials', () => {
  it('reports schema failures on the calls', async () => {
    const t = await parse('invalid-arguments');
    expect(t.tool_invocations.map((i) => [i.name, i.ok])).toEqual([
      ['read_files', false],
      ['editor', false],
    ]);
    expect(t.tool_invocations.every((i) => i.error!.startsWith('✖ Invalid input'))).toBe(true);
    // A numeric path is no path.
    expect(t.tool_invocations[1]!.paths).toEqual([]);
    expect(t.denials).toEqual([]);
  });

  it('reports the unknown tool by its name with the rejection error', async () => {
    const t = await parse('unknown-tool');
    expect(t.tool_invocations[0]).toMatchObject({ name: 'deploy_to_production', ok: false, args: { target: 'prod' } });
    expect(t.tool_invocations[0]!.error).toMatch(/was rejected before execution: AI_NoSuchToolError/);
    expect(t.denials).toEqual([]);
  });
});

describe('search-codebase, ask-question, skills', () => {
  it('keeps one search item per query', async () => {
    const [call] = (await parse('search-codebase')).tool_invocations;
    expect(call!.items!.map((i) => i.query)).toEqual(call!.args.queries);
    expect(call!.ok).toBe(true);
  });

  it('takes the headless answer to ask_question as the result', async () => {
    const [call] = (await parse('ask-question')).tool_invocations;
    expect(call!.result).toBe('SQLite');
    expect(call!.items).toBeNull();
  });

  it('keeps args.skill and the skill body as the result', async () => {
    const [call] = (await parse('skills')).tool_invocations;
    expect(call!.args.skill).toBe('release-notes');
    expect(call!.result).toMatch(/^<command-name>release-notes<\/command-name>/);
  });
});

describe('spawn-agent: a subagent that calls a tool', () => {
  it('lists the subagent with its parent', async () => {
    const t = await parse('spawn-agent');
    expect(t.agents).toHaveLength(2);
    expect(t.agents[1]!.parent).toBe(t.agents[0]!.id);
    expect(t.agents[0]!.parent).toBeNull();
  });

  it('attributes the read to the subagent and the spawn to the parent', async () => {
    const t = await parse('spawn-agent');
    const [root, sub] = t.agents.map((a) => a.id);
    expect(t.tool_invocations.map((i) => [i.name, i.agent])).toEqual([
      ['spawn_agent', root],
      ['read_files', sub],
    ]);
    expect(t.messages.at(-1)!.agent).toBe(root);
    expect(t.messages.some((m) => m.agent === sub)).toBe(true);
  });

  it('sums subagent tokens from the spawn_agent result, apart from the run totals', async () => {
    const t = await parse('spawn-agent');
    const spawnEnd = rawEvents('spawn-agent').find((l) => l.event?.type === 'content_end' && l.event.toolName === 'spawn_agent')!;
    expect(t.subagent_tokens.input).toBe(spawnEnd.event.output.usage.inputTokens);
    expect(t.subagent_tokens.output).toBe(spawnEnd.event.output.usage.outputTokens);
    expect(t.subagent_tokens.input).toBeGreaterThan(0);
    expect(t.tool_invocations[0]!.result).toBe(spawnEnd.event.output.text);
  });
});

describe('plugin-block: a project plugin returns {skip: true, reason}', () => {
  it('shows the reason verbatim as the call error; a free-form reason is no known refusal wording', async () => {
    const t = await parse('plugin-block');
    const rm = t.tool_invocations.find((i) => i.id === 'call_rm')!;
    expect(rm.ok).toBe(false);
    expect(rm.error).toBe('capture-guard: deleting files is not allowed in this project');
    expect(t.tool_invocations.find((i) => i.id === 'call_read')!.ok).toBe(true);
    expect(t.denials).toEqual([]);
  });

  it('records a hook denial once the plugin wording is in the marker table', async () => {
    const t = await parseTranscriptFile(eventsPath('plugin-block'), {
      denialMarkers: [...DEFAULT_DENIAL_MARKERS, { kind: 'hook', match: 'prefix', text: 'capture-guard: ' }],
    });
    expect(t.denials).toEqual([
      expect.objectContaining({ tool: 'run_commands', tool_call_id: 'call_rm', kind: 'hook', item: null, input_keys: ['commands'] }),
    ]);
  });
});

describe('read-files-forms: every read_files argument form in one turn', () => {
  it('gives args.paths for each form cline accepts', async () => {
    const t = await parse('read-files-forms');
    const paths = Object.fromEntries(t.tool_invocations.map((i) => [i.id, i.args.paths]));
    expect(paths).toEqual({
      call_file_paths: ['/capture/env/a.txt'],
      call_paths: ['/capture/env/a.txt', '/capture/env/b.txt'],
      call_files_strings: ['/capture/env/b.txt'],
      call_path: ['/capture/env/a.txt'],
      call_files_string: ['/capture/env/b.txt'],
      call_relative: ['a.txt'],
      call_json_string: [],
      call_json_array: ['/capture/env/b.txt'],
    });
    expect(t.tool_invocations.filter((i) => i.ok === false).map((i) => i.id)).toEqual(['call_json_string']);
  });
});

describe('run-commands-forms: every run_commands argument form in one turn', () => {
  it('gives args.commands and args.command for each form, {command, args} shell-quoted', async () => {
    const t = await parse('run-commands-forms');
    const commands = Object.fromEntries(t.tool_invocations.map((i) => [i.id, i.args.command]));
    expect(commands).toEqual({
      call_commands_string: 'echo form-commands-string',
      call_command: 'echo form-command',
      call_cmd: 'echo form-cmd',
      call_structured: "echo 'form structured' x",
      call_json_string: '',
      call_json_array: 'echo form-json-array',
    });
    // What cline ran for the structured entry matches the rendering.
    const structured = t.tool_invocations.find((i) => i.id === 'call_structured')!;
    expect(structured.items![0]!.result).toBe('form structured x\n');
  });
});

describe('provider-http-500: the provider fails until cline gives up', () => {
  it('ends with finish reason error, the error in errors and no final text', async () => {
    const t = await parse('provider-http-500');
    expect(t.finish_reason).toBe('error');
    expect(t.final_text).toBeNull();
    expect(t.errors.map((e) => [e.source, e.message, e.recoverable])).toEqual([
      ['stream', 'scripted provider outage', false],
      ['stderr', 'scripted provider outage', null],
    ]);
    expect(t.diagnostics.map((d) => d.kind)).toEqual(['not_completed']);
  });
});

describe('provider-retry: one HTTP 500, then an answer', () => {
  it('leaves no trace of the retry in the stream: the run reads as a clean one', async () => {
    const t = await parse('provider-retry');
    expect(t.finish_reason).toBe('completed');
    expect(t.final_text).toBe('Hello there.');
    expect(t.errors).toEqual([]);
    expect(t.diagnostics).toEqual([]);
    const meta = JSON.parse(await readFile(new URL('../../fixtures/captures/provider-retry/meta.json', import.meta.url), 'utf8'));
    expect(meta.requests_served).toBe(2); // the model server saw the failed request and the retry
  });
});

describe('timeout-hang: cline killed mid-stream', () => {
  it('reports the unfinished text and the missing run_result, with no final text', async () => {
    const t = await parse('timeout-hang');
    expect(t.finish_reason).toBeNull();
    expect(t.final_text).toBeNull();
    expect(t.messages).toEqual([]);
    expect(t.diagnostics.map((d) => d.kind)).toEqual(['content_not_closed', 'missing_run_result']);
  });
});

describe('realistic-fix: search, read, failing test, fix, passing test', () => {
  it('tells the story in tool order, with the edited path', async () => {
    const t = await parse('realistic-fix');
    expect(t.tool_invocations.map((i) => [i.name, i.ok])).toEqual([
      ['search_codebase', true],
      ['read_files', true],
      ['run_commands', false],
      ['editor', true],
      ['run_commands', true],
    ]);
    expect(t.tool_invocations.flatMap((i) => (i.name === 'editor' ? i.paths : []))).toEqual(['/capture/env/src/sum.js']);
    expect(t.reasoning.length).toBeGreaterThan(0);
    expect(t.denials).toEqual([]);
  });
});
