import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's files: a second process opening them at once would
 * corrupt them. The server that has them open leaves its process id beside them, and a command
 * that would open them checks for a live owner first.
 */
const ownerFile = (dataDir: string) => join(dataDir, 'store.pid');

export function claimEmbeddedDatabase(dataDir: string): () => void {
  const file = ownerFile(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The id of the live process that has the embedded database open, if any. */
export function embeddedDatabaseOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
