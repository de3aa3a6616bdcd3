import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The machine's Chromium with a HOME of its own, removed on close. Chromium writes its crash database under
 * ~/.config/chromium even when headless; in the user's real HOME that is a write another test's audit (a suite run
 * without bwrap, at the same time) would see as its agent's.
 */
export async function launchChromium(): Promise<Browser> {
  const home = await mkdtemp(join(tmpdir(), 'ch-chromium-home-'));
  const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_CACHE_HOME: join(home, '.cache') };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, env });
  browser.on('disconnected', () => void rm(home, { recursive: true, force: true }));
  return browser;
}
