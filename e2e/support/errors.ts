import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sentryDir = fileURLToPath(new URL('../.sentry', import.meta.url));

/** Whether any envelope the error-reporting receiver got mentions `text`. */
export function reported(text: string): boolean {
  let files: string[] = [];
  try {
    files = readdirSync(sentryDir);
  } catch {
    return false;
  }
  return files.some((f) => readFileSync(join(sentryDir, f), 'utf8').includes(text));
}
