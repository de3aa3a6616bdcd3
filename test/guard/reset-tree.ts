import { createHash } from 'node:crypto';
import { cpSync, lstatSync, readdirSync, readFileSync, readlinkSync, rmSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';

/** A copy that keeps links as they are and files' times. */
export const COPY = { recursive: true, verbatimSymlinks: true, preserveTimestamps: true } as const;
// Seen once in a fresh-clone CI run: ENOTEMPTY removing a .venv a pip call had filled; retrying lets such a straggler end.
const REMOVE = { recursive: true, force: true, maxRetries: 10, retryDelay: 100 } as const;

/**
 * Puts `root` back to a copy of `pristine` between trials, touching only what a trial changed: removing the root and
 * copying `pristine` again cost 30 ms of CPU per trial (most of it creating the .git dir's files), a tenth of a
 * trial's own. A file or link is kept only when its inode and ctime are those it was laid down with (a write, chmod,
 * chown, link, rename or xattr change moves the ctime); anything else is removed and copied afresh, and what is not
 * in `pristine` is removed. Then the whole tree is compared with `pristine` (type, mode, owner, link count, a file's
 * mtime, size, content or link target of every entry) and, should anything still differ, removed and copied whole: a trial
 * starts from the same tree either way. (Directories are kept while they are the same inode, as their ctime moves
 * with every entry added: an xattr set on one would stay. No corpus call sets one, and nothing here reads them.)
 */
export class TreeResetter {
  private readonly want: Map<string, string>;
  /** Inode and ctime of every entry as this class last laid it down or found it equal to `pristine`. */
  private laid = new Map<string, { ino: bigint; ctimeNs: bigint }>();

  constructor(
    private readonly pristine: string,
    private readonly root: string,
  ) {
    this.want = signatures(pristine);
  }

  /** Makes `root` equal to `pristine`; returns whether repairing sufficed (false: it was copied whole). */
  reset(): boolean {
    if (this.laid.size) this.repair('');
    if (sameMap(signatures(this.root), this.want)) {
      this.laid = identities(this.root);
      return true;
    }
    rmSync(this.root, REMOVE);
    cpSync(this.pristine, this.root, COPY);
    this.laid = identities(this.root);
    return false;
  }

  /** Removes what is not in `pristine` and copies afresh what was touched or is missing, below `rel`. */
  private repair(rel: string): void {
    const dir = join(this.root, rel);
    const names = new Set(readdirSync(dir));
    for (const name of names) {
      const p = join(rel, name);
      const abs = join(this.root, p);
      const info = lstatSync(abs, { bigint: true });
      const laid = this.laid.get(p);
      if (!this.want.has(p)) rmSync(abs, REMOVE);
      else if (info.isDirectory() && info.ino === laid?.ino) this.repair(p);
      else if (info.ino !== laid?.ino || info.ctimeNs !== laid.ctimeNs) {
        rmSync(abs, REMOVE);
        cpSync(join(this.pristine, p), abs, COPY);
      }
    }
    for (const name of readdirSync(join(this.pristine, rel))) if (!names.has(name)) cpSync(join(this.pristine, rel, name), join(dir, name), COPY);
  }
}

function identities(root: string): Map<string, { ino: bigint; ctimeNs: bigint }> {
  const out = new Map<string, { ino: bigint; ctimeNs: bigint }>();
  walk(root, '', (rel, info) => out.set(rel, { ino: info.ino, ctimeNs: info.ctimeNs }));
  return out;
}

/** What a copy with preserved times keeps of each entry below `root`, by relative path (`''` is the root itself). */
function signatures(root: string): Map<string, string> {
  const out = new Map<string, string>();
  walk(root, '', (rel, info, abs) => {
    const head = `${(info.mode & 0o7777n).toString(8)} ${info.uid}:${info.gid}`;
    if (info.isSymbolicLink()) out.set(rel, `link ${readlinkSync(abs)}`);
    // A directory's times are not compared: a copy's are those of the copying (cpSync keeps only files' times).
    else if (info.isDirectory()) out.set(rel, `dir ${head}`);
    else if (info.isFile()) {
      const hash = createHash('sha1').update(readFileSync(abs)).digest('hex');
      out.set(rel, `file ${head} ${info.nlink} ${info.mtimeNs} ${info.size} ${hash}`);
    } else out.set(rel, 'special');
  });
  return out;
}

function walk(root: string, rel: string, visit: (rel: string, info: BigIntStats, abs: string) => void): void {
  const abs = join(root, rel);
  const info = lstatSync(abs, { bigint: true });
  visit(rel, info, abs);
  if (info.isDirectory()) for (const name of readdirSync(abs)) walk(root, join(rel, name), visit);
}

function sameMap(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}
