import { expect, test, type Page } from '../support/test';

/** The footer's columns as shown: each column's title and its links (label and target). */
async function footerColumns(page: Page) {
  const columns = page.getByRole('contentinfo').getByRole('navigation');
  await expect(columns.first()).toBeVisible();
  return columns.evaluateAll((navs) =>
    navs.map((nav) => ({
      title: nav.getAttribute('aria-label'),
      links: [...nav.querySelectorAll('a')].map((a) => ({
        label: a.textContent,
        href: a.getAttribute('href'),
      })),
    })),
  );
}

test('the second channel has its own brand and falls back to the default footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Mealbox', exact: true })).toBeVisible();
  const defaultFooter = await footerColumns(page);
  expect(defaultFooter.length).toBeGreaterThan(0);

  await page.goto('/?channel=fitfuel');
  await expect(page.getByRole('img', { name: 'FitFuel Kitchen', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FitFuel Kitchen home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('FitFuel Kitchen');
  expect(await footerColumns(page)).toEqual(defaultFooter);
});
