import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { newSubscriber } from '../support/subscriber';

interface Load {
  name: string;
  path: string;
  startedAt: number;
  endedAt: number;
}

/**
 * Every read is held this long before it goes to the server: reads of one wave all start before
 * the first answer, while a read that waits for another's answer starts at least this much later,
 * however busy the machine (a wave's reads start within a few hundred ms of each other).
 */
const HELD_MS = 2_000;

// Spec §7: opening account settings validates the session and, in parallel, loads the config,
// this week's orders, the menu, and the orders with the subscriptions. Issue 11: one wave after
// the page, not a chain. The page itself carries what its first screen shows (the menu and the
// subscriptions, for the status line the server draws): those need no read at all.
test('opening account settings makes its reads in one wave: each starts before any has answered, or comes with the page', async ({
  page,
}, testInfo) => {
  await newSubscriber(page, testInfo);

  const started = new Map<Request, number>();
  const loads: Load[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      started.set(request, Date.now());
  });
  page.on('requestfinished', (request) => {
    const startedAt = started.get(request);
    if (startedAt === undefined) return;
    const url = new URL(request.url());
    loads.push({
      name: `GET ${url.pathname}${url.search}`,
      path: url.pathname,
      startedAt,
      endedAt: Date.now(),
    });
  });
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, HELD_MS));
    await route.continue();
  });
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  // Until nothing more is asked for: a read that waits for another comes after the first answer.
  await page.waitForLoadState('networkidle');
  expect(loads.length, 'every read was answered').toBe(started.size);
  const carried = await page.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById('initial-data')?.textContent ?? '{}') as object),
  );

  loads.sort((a, b) => a.startedAt - b.startedAt);
  const firstStart = loads[0]?.startedAt ?? 0;
  const listing = loads
    .map(
      (l) =>
        `${l.name}: starts at +${l.startedAt - firstStart} ms, answered at +${l.endedAt - firstStart} ms`,
    )
    .join('\n');
  await testInfo.attach('reads on opening account settings', {
    body: `${listing}\ncarried by the page: ${carried.join(', ')}`,
    contentType: 'text/plain',
  });

  for (const path of [
    '/api/auth/me',
    '/api/channel/config',
    '/api/user/orders',
    '/api/menus/current',
    '/api/user/subscriptions',
  ]) {
    expect(
      [...loads.map((l) => l.path), ...carried],
      `${path} is among the reads or carried by the page:\n${listing}`,
    ).toContain(path);
  }
  const firstAnswer = Math.min(...loads.map((l) => l.endedAt));
  const late = loads.filter((l) => l.startedAt >= firstAnswer);
  // Spec §4: a single subscription, once loaded, is selected and the config reloaded; that read
  // follows the subscriptions' answer by design, once (at once when the page carried them).
  const subscriptionsAnswered = Math.min(
    ...loads.filter((l) => l.path === '/api/user/subscriptions').map((l) => l.endedAt),
    ...(carried.includes('/api/user/subscriptions') ? [firstStart] : []),
  );
  const reload = late.find(
    (l) => l.path === '/api/channel/config' && l.startedAt >= subscriptionsAnswered,
  );
  expect(
    late.filter((l) => l !== reload),
    `reads that waited for an answer:\n${listing}`,
  ).toEqual([]);
});
