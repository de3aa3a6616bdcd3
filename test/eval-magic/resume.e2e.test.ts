/**
 * The exported descriptor's `[conversation] resume_exec_template`, rendered as eval-magic renders it (its git prelude,
 * its `[dispatch.env]` exports, shell-quoted slots) and run with sh against a session a first `converse` started with
 * the user's own cline settings: the follow-up reaches the same session, guarded, and the guard is gone afterwards.
 */
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { ConversationRecordSchema } from '../../src/conversation/schema.js';
import { DispatchResultSchema } from '../../src/dispatch/result.js';
import { CLI, CLINE_BIN, runCli } from '../helpers/cli.js';
import { useModelServers } from '../helpers/model.js';
import { useTempDirs } from '../helpers/temp.js';

const tempDir = useTempDirs();
const modelServer = useModelServers();

/** eval-magic's quoting: bare when only safe characters, else single quotes. */
const quote = (v: string) => (/^[A-Za-z0-9_./:@+-]+$/.test(v) ? v : `'${v.replace(/'/g, `'"'"'`)}'`);

/** The resume command as eval-magic builds it from a descriptor (descriptor_adapter + conversation.rs, at the commit the README names). */
function renderAsEvalMagic(doc: Record<string, any>, v: { evalRoot: string; outputs: string; session: string; prompt: string; model: string }): string {
  const template = (doc.conversation.resume_exec_template as string).replace('{model_arg}', ` ${doc.model.flag} ${quote(v.model)}`).replace('{guard_args}', '');
  const env = Object.entries(doc.dispatch.env as Record<string, string>).map(([k, val]) => `export ${k}=${quote(val)}`);
  const wrapped = ['(', 'unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_COMMON_DIR', ...env, template, ')'].join('\n');
  return wrapped
    .replaceAll('<eval-root>', quote(v.evalRoot))
    .replaceAll('<dispatch_prompt_path>', quote(join(v.evalRoot, 'prompt.md')))
    .replaceAll('<outputs_dir>', quote(v.outputs))
    .replaceAll('<round>', '2')
    .replaceAll('{session_arg}', quote(v.session))
    .replaceAll('{prompt_arg}', quote(v.prompt));
}

describe('harness export --eval-magic: the [conversation] resume template', () => {
  it('continues a converse session with the follow-up eval-magic hands it, guarded, in a fresh process', async () => {
    const root = await tempDir('ch-em-resume-');
    const [home, env, bin, state] = ['home', 'env', 'bin', 'state'].map((d) => join(root, d)) as [string, string, string, string];
    for (const d of [home, env, bin]) await mkdir(d);
    await execa('git', ['init', '-q'], { cwd: env });
    await symlink(CLI, join(bin, 'cline-harness'));
    const server = await modelServer([{ content: 'Which file should I tidy?' }, { content: 'Tidied config.toml as asked.' }]);
    // The user's own cline set-up, which both rounds use (eval-magic passes no provider): `cline auth` in their HOME.
    const userEnv = { HOME: home, XDG_STATE_HOME: state, CLINE_PROVIDER: 'openai-compatible', CLINE_API_KEY: 'k', CLINE_PLUGIN_IMPORT_TIMEOUT_MS: '30000' };
    const auth = await execa(CLINE_BIN, ['auth', '-p', 'openai', '-k', 'k', '-m', 'scripted-1', '-b', server.url], {
      env: { HOME: home },
      reject: false,
      stdin: 'ignore',
    });
    expect(auth.exitCode, auth.stderr).toBe(0);

    await writeFile(join(root, 'opening.md'), 'Tidy up the configuration please');
    const first = await runCli(
      [
        'converse',
        '--env',
        env,
        '--prompt-file',
        join(root, 'opening.md'),
        '--out',
        join(root, 'outputs', 'turn-1'),
        '--model',
        'scripted-1',
        '--sandbox',
        'none',
      ],
      {
        env: userEnv,
      },
    );
    expect(first.exitCode, first.stderr).toBe(0);
    const session = first.stdout.trim();

    const doc = parseToml((await runCli(['harness', 'export', '--eval-magic'])).stdout) as Record<string, any>;
    const followup = "It's config.toml; keep the $HOME line as it is";
    const outputs = join(root, 'outputs', 'turn-2');
    const command = renderAsEvalMagic(doc, { evalRoot: env, outputs, session, prompt: followup, model: 'scripted-1' });
    const ran = await execa('sh', ['-c', command], { cwd: env, env: { ...userEnv, PATH: `${bin}:${process.env.PATH}` }, reject: false, stdin: 'ignore' });
    expect(ran.exitCode, ran.stderr).toBe(0);

    expect(ran.stdout).toContain(session);
    expect(await readFile(join(outputs, 'followup-prompt.md'), 'utf8')).toBe(followup);
    const conversation = ConversationRecordSchema.parse(JSON.parse(await readFile(join(outputs, 'conversation.json'), 'utf8')));
    expect(conversation).toMatchObject({ session_id: session, resumed_from: session, status: 'completed' });
    expect(conversation.rounds.map((r) => r.prompt)).toEqual([followup]);
    const result = DispatchResultSchema.parse(JSON.parse(await readFile(join(outputs, 'dispatch-result.json'), 'utf8')));
    expect(result).toMatchObject({ transport: 'acp', session_id: session, status: 'completed', guard: 'armed', provider: 'user' });
    expect(await readFile(join(outputs, 'final-message.md'), 'utf8')).toBe('Tidied config.toml as asked.');
    // The same session: the follow-up's model request carries the opening exchange, and the follow-up verbatim.
    const chats = server.requests.filter((r) => r.turn !== null);
    expect(chats).toHaveLength(2);
    expect(chats[1]!.message_count).toBeGreaterThan(chats[0]!.message_count);
    expect(JSON.stringify(chats[1]!.last_messages)).toContain(JSON.stringify(followup).slice(1, -1));
    // The template's teardown ran: no plugin is left in the env.
    expect(await readdir(join(env, '.cline', 'plugins')).catch(() => [])).toEqual([]);
  }, 600_000);
});
