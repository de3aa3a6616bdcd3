import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clineVersion, findClineBinary, packagedVersion, reportedVersion } from '../../src/dispatch/cline-binary.js';

const root = mkdtempSync(join(tmpdir(), 'ch-cline-binary-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A package dir holding an executable `bin/cline` that prints `printed` for --version. */
function fakePackage(name: string, manifest: Record<string, unknown>, printed: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  const bin = join(dir, 'bin', 'cline');
  writeFileSync(bin, `#!/bin/sh\necho ${printed}\n`);
  chmodSync(bin, 0o755);
  return bin;
}

describe('clineVersion', () => {
  it('reads the pinned cline package the same version the binary reports for itself', async () => {
    const { path } = await findClineBinary({});
    const packaged = await packagedVersion(path);
    expect(packaged).toMatch(/^3\.\d+\.\d+$/);
    expect(await reportedVersion(path)).toBe(packaged);
    expect(await clineVersion(path)).toBe(packaged);
  });

  it('follows a bin link to the package that declares the binary', async () => {
    const bin = fakePackage('platform', { name: '@cline/cli-linux-x64', version: '3.1.0', bin: { cline: 'bin/cline' } }, '9.9.9');
    const link = join(root, 'link-cline');
    symlinkSync(bin, link);
    expect(await packagedVersion(link)).toBe('3.1.0');
    expect(await clineVersion(link)).toBe('3.1.0');
  });

  it('asks the binary when no cline package declares it', async () => {
    const other = fakePackage('other', { name: 'not-cline', version: '1.0.0', bin: { cline: 'bin/cline' } }, '3.0.61');
    const undeclared = fakePackage('undeclared', { name: '@cline/cli-linux-x64', version: '3.1.0', bin: { 'cline-hub': 'bin/cline-hub' } }, '3.0.62');
    const loose = join(root, 'wrapper');
    writeFileSync(loose, '#!/bin/sh\necho 3.0.64\n');
    chmodSync(loose, 0o755);
    for (const bin of [other, undeclared, loose]) expect(await packagedVersion(bin)).toBeNull();
    expect(await clineVersion(other)).toBe('3.0.61');
    expect(await clineVersion(undeclared)).toBe('3.0.62');
    expect(await clineVersion(loose)).toBe('3.0.64');
  });
});
