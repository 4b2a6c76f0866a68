import { expect, test } from '../support/test';
import { consoleErrors } from '../support/console-errors';
import { shopApi } from '../support/shop';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("a guest's menu arrives drawn: header, week and meals", async ({ page }) => {
    await page.goto('/meals');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our menu', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Meals' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('each page arrives titled as the app titles it', async ({ page }) => {
    const titles = {
      '/pages/our-menus': 'Our Menus',
      '/login': 'Login',
      '/confirmation/no-such-order-key': 'Order Confirmation',
      '/no/such/page': 'Page Not Found',
      // A route without a title has the channel's name; one a guest may not open, the login's.
      '/meals': 'Mealbox',
      '/account-settings': 'Login',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('the menus page and a filtered menu arrive drawn too', async ({ page }) => {
    await page.goto('/pages/our-menus');
    await expect(page.getByRole('heading', { name: 'Our Menus', level: 1 })).toBeVisible();
    await page.goto('/meals?tag=Keto');
    await expect(page.getByRole('button', { name: 'Keto', pressed: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Meals' }).getByRole('article').first(),
    ).toBeVisible();
  });
});

test('the app takes over the drawn menu without redrawing it, and then it works', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/meals');
  const heading = page.getByRole('heading', { name: 'Our menu', level: 1 });
  await heading.evaluate((el) => el.setAttribute('data-drawn-by-server', ''));
  const card = page.getByRole('list', { name: 'Meals' }).getByRole('article').first();
  await card.getByRole('button', { name: /^Add one / }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  // Hydration keeps the server's elements: the mark is still there.
  await expect(page.locator('h1[data-drawn-by-server]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a guest with meals in the box gets the same drawn page, then sees their box', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/meals');
  const api = await shopApi(page);
  const [first] = await api.menu();
  await api.setItem(first!.sku, 2);
  for (const path of ['/meals', '/checkout', '/pages/our-menus']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Cart, 2 items$/ })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("checkout arrives drawn with the visitor's own box, its price and the footer, and the app takes it over without redrawing or pricing it again", async ({
  page,
  browser,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/meals');
  const api = await shopApi(page);
  const [first, second] = await api.menu();
  await api.setPlan('PLAN-6', 'new_subscription_order');
  await api.setItem(first!.sku, 4);
  await api.setItem(second!.sku, 2);

  // Before any script runs: the page's HTML as the server sent it, for this visitor's session.
  const drawn = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const html = await drawn.newPage();
  await html.goto('/checkout');
  const summary = html.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary).toContainText(first!.details.name);
  const total = summary.getByRole('definition').last();
  await expect(summary.getByRole('term').last()).toHaveText('Charged to your card');
  await expect(total).toHaveText(/^\$\d+\.\d\d$/);
  const drawnTotal = await total.textContent();
  await expect(summary).not.toContainText('Pricing your order');
  await expect(html.getByRole('navigation', { name: 'Help' })).toBeVisible();
  await drawn.close();

  const quotes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/checkout/quote')) quotes.push(r.url());
  });
  await page.goto('/checkout');
  const heading = page.getByRole('heading', { name: 'Order summary' });
  await heading.evaluate((el) => el.setAttribute('data-drawn-by-server', ''));
  await expect(page.getByRole('button', { name: /^Cart, 6 items$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: `Place order · ${drawnTotal}` })).toBeVisible();
  await expect(page.locator('h2[data-drawn-by-server]')).toHaveCount(1);
  // The page's price came with it: nothing asks for it again as the app starts.
  expect(quotes).toEqual([]);
  expect(errors).toEqual([]);
});

test("a guest's checkout form is taken over without a style element per input, and its inputs still notice the browser's autofill", async ({
  page,
}) => {
  await page.goto('/meals');
  const api = await shopApi(page);
  const [first] = await api.menu();
  await api.setItem(first!.sku, 2);
  const sent = await (await page.request.get('/checkout')).text();
  const globalsSent = sent.match(/<style[^>]* data-emotion="css-global /g)?.length ?? 0;

  await page.goto('/checkout');
  const firstName = page.getByRole('textbox', { name: 'First Name' });
  await expect(page.getByRole('button', { name: /^Cart, 2 items$/ })).toBeVisible();
  await expect(firstName).toBeEditable();
  // The server's global styles are adopted; no input mounts one of its own.
  await expect(page.locator('style[data-emotion^="css-global"]')).toHaveCount(globalsSent);
  // The input runs the animation by which it hears of an autofill, whose keyframes are the page's.
  expect(await firstName.evaluate((input) => getComputedStyle(input).animationName)).toBe(
    'mui-auto-fill-cancel',
  );
  const keyframes = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSKeyframesRule ? [rule.name] : [])),
    ),
  );
  expect(keyframes).toEqual(expect.arrayContaining(['mui-auto-fill', 'mui-auto-fill-cancel']));
});

test("a guest asking for a signed-in page gets the app's shell, which sends them to log in", async ({
  page,
}) => {
  const answer = await page.request.get('/account-settings');
  const html = await answer.text();
  // Not drawn by the server: a redirect cannot be drawn into a page already on its way.
  expect(html).toContain('data-app-shell');
  const errors = consoleErrors(page);
  await page.goto('/account-settings', { waitUntil: 'load' });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(errors).toEqual([]);
});
