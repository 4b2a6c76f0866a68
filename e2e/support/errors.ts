import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the error-reporting receiver writes (per E2E_PORT, as e2e/support/start-server.mjs). */
export const sentryDir = fileURLToPath(
  new URL(`../.sentry${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ''}`, import.meta.url),
);

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
