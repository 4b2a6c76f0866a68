import { expect, test, type Page, type Request } from '../support/test';

interface RequestMetadata {
  timestamp: string;
  client_user_agent: string;
  custom_data: Record<string, string>;
}

const isPageView = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === '/api/events' &&
  (request.postDataJSON() as { name?: string } | null)?.name === 'page_view';

async function openAndCapturePageView(page: Page, path: string) {
  const pageView = page.waitForRequest(isPageView);
  await page.goto(path);
  const request = await pageView;
  const headers = await request.allHeaders();
  const csrfMeta = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const response = await request.response();
  return { headers, csrfMeta, status: response?.status() };
}

test('every API call carries the marker, CSRF and request-metadata headers', async ({
  page,
  context,
  baseURL,
}) => {
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));

  const before = Date.now();
  const first = await openAndCapturePageView(page, '/pages/our-menus');
  expect(first.headers['x-requested-with']).toBe('XMLHttpRequest');
  expect(first.csrfMeta).toBeTruthy();
  expect(first.headers['x-csrf-token']).toBe(first.csrfMeta);
  // Cookies go with the call: the session the CSRF token is bound to.
  expect(first.headers.cookie).toMatch(/(^|; )sid=/);
  expect(first.status).toBeLessThan(300);

  const metadata = JSON.parse(first.headers['x-request-metadata'] ?? '') as RequestMetadata;
  expect(new Date(metadata.timestamp).toISOString()).toBe(metadata.timestamp);
  expect(Date.parse(metadata.timestamp)).toBeGreaterThanOrEqual(before - 60_000);
  expect(metadata.client_user_agent).toBe(await page.evaluate(() => navigator.userAgent));
  expect(metadata.custom_data).toEqual({});
  expect(consoleMessages).toContainEqual(expect.stringMatching(/No tracking cookies/));

  // With the advertising cookies present, custom_data carries them.
  const fbp = 'fb.1.1700000000000.1234567890';
  const fbc = 'fb.1.1700000000000.IwAR0e2e-click-id';
  await context.addCookies([
    { name: '_fbp', value: fbp, url: baseURL ?? '' },
    { name: '_fbc', value: fbc, url: baseURL ?? '' },
  ]);
  const second = await openAndCapturePageView(page, '/frequently-asked-questions');
  expect(second.headers['x-csrf-token']).toBe(second.csrfMeta);
  const withCookies = JSON.parse(second.headers['x-request-metadata'] ?? '') as RequestMetadata;
  expect(withCookies.custom_data).toEqual({ _fbp: fbp, _fbc: fbc });
});
