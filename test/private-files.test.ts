import {
  closeSync,
  fstatSync,
  readdirSync,
  readlinkSync,
  readSync,
  writeSync,
} from "node:fs";
import { describe, expect, it } from "vitest";
import { openPrivateFiles, openUnlinkedFiles } from "../src/private-files.js";
import { useTempDirs } from "./helpers/temp.js";

const tempDir = useTempDirs();

/** Runs `open` with the OS temp dir set to `dir`, as a user's TMPDIR would. */
function withTmpdir<T>(dir: string, open: () => T): T {
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return open();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

describe.each([
  ["openPrivateFiles (unnamed files)", openPrivateFiles],
  [
    "openUnlinkedFiles (where unnamed files are not available)",
    openUnlinkedFiles,
  ],
])("%s", (_name, open) => {
  it("gives read-write 0600 files in the temp dir that no path leads to, and leaves the dir as it was", async () => {
    const tmp = await tempDir("ch-private-");
    const fds = withTmpdir(tmp, () => open("cline-harness-test-", 3));
    try {
      expect(fds).toHaveLength(3);
      expect(new Set(fds).size).toBe(3);
      expect(readdirSync(tmp)).toEqual([]);
      for (const [i, fd] of fds.entries()) {
        const target = readlinkSync(`/proc/self/fd/${fd}`);
        expect(
          target.startsWith(`${tmp}/`) && target.endsWith(" (deleted)"),
        ).toBe(true);
        expect(fstatSync(fd).mode & 0o777).toBe(0o600);
        writeSync(fd, `file ${i}`, 0);
        const back = Buffer.alloc(6);
        readSync(fd, back, 0, 6, 0);
        expect(back.toString()).toBe(`file ${i}`);
      }
    } finally {
      for (const fd of fds) closeSync(fd);
    }
  });

  it("names the temp dir when it cannot create files there", () => {
    expect(() =>
      withTmpdir("/nonexistent-ch-private", () =>
        open("cline-harness-test-", 2),
      ),
    ).toThrow(/nonexistent-ch-private/);
  });
});
