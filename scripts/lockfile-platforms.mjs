/**
 * Keeps package-lock.json valid for `npm ci` when the registry this project is
 * installed from serves only some of cline's platform binaries (here: only
 * @cline/cli-linux-x64). `npm install` then leaves the others out of the lock,
 * and `npm ci` refuses the lock as out of sync. Each missing platform package
 * gets an entry restricted to its os and cpu, which npm never fetches on
 * another platform. Run after any `npm install` that rewrites the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OS = { darwin: 'darwin', linux: 'linux', windows: 'win32' };

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const cline = lock.packages['node_modules/cline'];
let added = 0;
for (const [name, version] of Object.entries(cline.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [, platform, cpu] = /^@cline\/cli-(\w+)-(\w+)$/.exec(name) ?? [];
  if (!OS[platform]) throw new Error(`unexpected cline platform package ${name}`);
  lock.packages[key] = { version, cpu: [cpu], dev: true, optional: true, os: [OS[platform]] };
  added++;
}
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
process.stderr.write(`package-lock.json: ${added} platform entr${added === 1 ? 'y' : 'ies'} added\n`);
