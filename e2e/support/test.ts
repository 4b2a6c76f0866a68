import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const patched = new WeakSet<Page>();

/**
 * Makes the page wait after each navigation until the app has taken over the server-rendered
 * HTML (app/screen-ready.tsx marks <html data-app-ready>): a click on the server's markup before
 * React hydrates it would do nothing, as it would for a visitor on a slow phone.
 */
function waitForTheAppAfterNavigation(page: Page, javaScriptEnabled: boolean): void {
  if (patched.has(page)) return;
  patched.add(page);
  const ready = async () => {
    if (javaScriptEnabled)
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** Playwright's test, whose pages (the test's own and any it opens) wait for the app. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    context.on('page', (page) => waitForTheAppAfterNavigation(page, javaScriptEnabled));
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    waitForTheAppAfterNavigation(page, javaScriptEnabled);
    await use(page);
  },
});
