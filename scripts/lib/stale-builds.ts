// What the test set-ups share to rebuild an output only when it is stale, and once when several
// processes want it at the same moment: the bundle's build (tests/opennext/global-setup.ts) and
// the stack's local template (scripts/cdn/template.ts).
import { closeSync, openSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/** When `file` was last modified; undefined when it does not exist. */
export function modifiedAt(file: string): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}

/** The newest modification of any file at or under `file`, skipping entries named in `skip`. */
export function newestIn(file: string, skip: ReadonlySet<string> = new Set()): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (!skip.has(entry)) newest = Math.max(newest, newestIn(path.join(file, entry), skip));
  }
  return newest;
}

/**
 * Runs `work` holding `lockFile` (made exclusively), waiting up to `waitMs` for another process
 * to let it go; a lock older than that was left by a process that died, and is taken over.
 */
export async function withFileLock<T>(
  lockFile: string,
  waitMs: number,
  work: () => T | Promise<T>,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      closeSync(openSync(lockFile, "wx"));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = modifiedAt(lockFile);
      if (since !== undefined && Date.now() - since > waitMs) rmSync(lockFile, { force: true });
      if (Date.now() > deadline) throw new Error(`another process holds ${lockFile}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
