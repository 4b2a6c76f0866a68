import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test, whose page waits after each navigation until the app has taken over the
 * server-rendered HTML (main.tsx marks <html data-app-ready>): a click on the server's markup
 * before React hydrates it would do nothing, as it would for a visitor on a slow phone.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
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
    await use(page);
  },
});
