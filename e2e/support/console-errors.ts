import type { Page } from '@playwright/test';

/**
 * The errors the page logs from now on (React reports a server/browser mismatch as one): the
 * array fills as they come.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
