import { expect, test } from '../support/test';
import { reported } from '../support/errors';

test('an unhandled error in the page is logged to the console and sent to the error-reporting service', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /home/ })).toBeVisible();
  const marker = `e2e unhandled ${test.info().project.name} ${Date.now()}`;
  // The SDK loads lazily once a DSN is configured; it marks the window when it has started.
  await page.waitForFunction(() => '__SENTRY__' in window);
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, marker);
  await expect.poll(() => consoleErrors.some((e) => e.includes(marker))).toBe(true);
  await expect.poll(() => reported(marker), { timeout: 15_000 }).toBe(true);
});
