import { execa } from 'execa';

/** CLI tests run the built `dist/cli.js`; build it once so they never test stale code. */
export default async function setup(): Promise<void> {
  await execa('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  await execa('chmod', ['+x', 'dist/cli.js']);
}
