import { describe, expect, it } from 'vitest';
import { bwrapFailureReason, readUsernsSettings, usernsRestriction, type UsernsSettings } from '../../src/dispatch/sandbox-availability.js';

const none: UsernsSettings = { apparmorRestrict: null, unprivilegedClone: null, maxUserNamespaces: '15000' };

describe('why bwrap cannot start', () => {
  it('names the Ubuntu 24.04 AppArmor restriction and the sysctl that lifts it', () => {
    const line = usernsRestriction({ ...none, apparmorRestrict: '1' })!;
    expect(line).toContain('kernel.apparmor_restrict_unprivileged_userns=1');
    expect(line).toContain('sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0');
    expect(line).not.toContain('\n');
  });

  it('names the Debian clone switch and a zero namespace limit', () => {
    expect(usernsRestriction({ ...none, unprivilegedClone: '0' })).toContain('kernel.unprivileged_userns_clone=1');
    expect(usernsRestriction({ ...none, maxUserNamespaces: '0' })).toContain('user.max_user_namespaces');
  });

  it('blames nothing when the settings allow user namespaces', () => {
    expect(usernsRestriction({ ...none, apparmorRestrict: '0', unprivilegedClone: '1' })).toBeNull();
    expect(bwrapFailureReason({ ...none, apparmorRestrict: '0' })).toContain('cannot create a sandbox');
  });

  it('reads the real sysctls of this machine, a missing one as null', () => {
    const paths: string[] = [];
    const s = readUsernsSettings((p) => (paths.push(p), p.endsWith('max_user_namespaces') ? '7\n'.trim() : null));
    expect(paths).toContain('/proc/sys/kernel/apparmor_restrict_unprivileged_userns');
    expect(s).toEqual({ apparmorRestrict: null, unprivilegedClone: null, maxUserNamespaces: '7' });
    const real = readUsernsSettings();
    expect(real.maxUserNamespaces === null || /^\d+$/.test(real.maxUserNamespaces)).toBe(true);
  });
});
