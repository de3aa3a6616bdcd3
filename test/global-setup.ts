import { execa } from 'execa';

/** CLI tests run the built `dist/cli.js` and the bundled guard plugin; build both once so tests never use stale code. */
export default async function setup(): Promise<void> {
  await execa('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}
