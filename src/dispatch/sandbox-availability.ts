/**
 * Why bubblewrap cannot start here, in one line the user can act on. The
 * common case on CI is Ubuntu 24.04's AppArmor default, which forbids the
 * unprivileged user namespaces bwrap needs (GitHub's ubuntu-24.04 runners ship
 * with it on). Reading the sysctls is the IO; the explanation is pure.
 */
import { readFileSync } from 'node:fs';

/** The kernel settings that decide whether an unprivileged process may create a user namespace. */
export interface UsernsSettings {
  /** kernel.apparmor_restrict_unprivileged_userns (Ubuntu 23.10+); null when the kernel has no such setting. */
  apparmorRestrict: string | null;
  /** kernel.unprivileged_userns_clone (Debian kernels); null when absent. */
  unprivilegedClone: string | null;
  /** user.max_user_namespaces; null when absent. */
  maxUserNamespaces: string | null;
}

const SYSCTLS: Record<keyof UsernsSettings, string> = {
  apparmorRestrict: '/proc/sys/kernel/apparmor_restrict_unprivileged_userns',
  unprivilegedClone: '/proc/sys/kernel/unprivileged_userns_clone',
  maxUserNamespaces: '/proc/sys/user/max_user_namespaces',
};

export function readUsernsSettings(read: (path: string) => string | null = readTrimmed): UsernsSettings {
  return {
    apparmorRestrict: read(SYSCTLS.apparmorRestrict),
    unprivilegedClone: read(SYSCTLS.unprivilegedClone),
    maxUserNamespaces: read(SYSCTLS.maxUserNamespaces),
  };
}

function readTrimmed(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * What blocks user namespaces, with the sysctl that allows them; null when
 * nothing in these settings does (then bwrap failed for another reason).
 */
export function usernsRestriction(s: UsernsSettings): string | null {
  if (s.apparmorRestrict === '1') {
    return (
      'AppArmor forbids unprivileged user namespaces here (kernel.apparmor_restrict_unprivileged_userns=1, the Ubuntu 24.04 default), and bwrap needs them; ' +
      'on a CI runner allow them with: sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0'
    );
  }
  if (s.unprivilegedClone === '0') {
    return 'the kernel forbids unprivileged user namespaces (kernel.unprivileged_userns_clone=0), and bwrap needs them; ' +
      'allow them with: sudo sysctl -w kernel.unprivileged_userns_clone=1';
  }
  if (s.maxUserNamespaces === '0') {
    return 'user namespaces are disabled (user.max_user_namespaces=0), and bwrap needs them; allow them with: sudo sysctl -w user.max_user_namespaces=15000';
  }
  return null;
}

/** The one line to show when bwrap is installed but could not start a sandbox. */
export function bwrapFailureReason(settings: UsernsSettings = readUsernsSettings()): string {
  return (
    usernsRestriction(settings) ??
    'bubblewrap (bwrap) is installed but cannot create a sandbox with new namespaces here (user namespaces may be unavailable in this container)'
  );
}
