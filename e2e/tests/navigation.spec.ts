import { expect, test, type Page } from '../support/test';

/** Follows a main navigation link: the header on desktop, the slide-out panel on a phone. */
async function followMainLink(page: Page, isMobile: boolean, name: string): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name, exact: true })
      .click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

/** An in-app navigation to a URL, the way a router link does it (no page load). */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
}

test('the query string is carried over to a route that has none', async ({ page, isMobile }) => {
  await page.goto('/pages/our-menus?utm_source=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menus' })).toBeVisible();

  await followMainLink(page, isMobile, 'FAQ');
  await expect(page).toHaveURL(/\/frequently-asked-questions\?utm_source=mail$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();

  // A target with a query string of its own keeps it ...
  await navigateInApp(page, '/privacy-policy?ref=footer');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy-policy\?ref=footer$/);

  // ... and that one is carried on from then.
  await followMainLink(page, isMobile, 'Our Menus');
  await expect(page).toHaveURL(/\/pages\/our-menus\?ref=footer$/);
});

// The desktop project leaves out @phone-only tests (playwright.config.ts).
test(
  'a swipe longer than 150 px opens the mobile menu, a shorter one does not',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/pages/our-menus');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menus' })).toBeVisible();
    const swipe = (fromX: number, toX: number) =>
      page.evaluate(
        ([x0, x1]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
          const start = touch(x0);
          const end = touch(x1);
          document.body.dispatchEvent(
            new TouchEvent('touchstart', {
              bubbles: true,
              touches: [start],
              targetTouches: [start],
              changedTouches: [start],
            }),
          );
          document.body.dispatchEvent(
            new TouchEvent('touchend', {
              bubbles: true,
              touches: [],
              targetTouches: [],
              changedTouches: [end],
            }),
          );
        },
        [fromX, toX] as const,
      );
    const panel = page.getByRole('dialog', { name: 'Site menu' });

    // The header listens for swipes once the app has taken the page over, which a loaded machine
    // finishes later: a long swipe opens the panel once it listens, and only then does a short
    // one that opens nothing prove anything.
    await expect(async () => {
      await swipe(10, 200);
      await expect(panel).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toHaveCount(0);

    await swipe(10, 110);
    // Nothing to wait for when nothing happens: give a wrongly opening panel time to show.
    await page.waitForTimeout(500);
    await expect(panel).toHaveCount(0);

    await swipe(10, 200);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  },
);

test('the header shrinks once the page has scrolled more than 50 px', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
  });
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-shrunk', 'false');

  await page.evaluate(() => window.scrollTo(0, 40));
  await page.waitForFunction(() => window.scrollY === 40);
  await expect(header).toHaveAttribute('data-shrunk', 'false');

  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute('data-shrunk', 'true');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-shrunk', 'false');
});
