import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatRoutes } from '@mealbox/web/flat-routes';
import { apiRoutes, changesState, requestUrlOf, urlOf } from './support/api-routes.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';
import { fakeWebBuild } from './support/web-build.ts';

/** The store as production runs it: over https, with a build of the web app. */
let t: TestApp;
let guest: Visitor;
let customer: Visitor;
beforeAll(async () => {
  t = await createTestApp({
    env: { NODE_ENV: 'production', PUBLIC_URL: 'https://store.test', WEB_DIST: fakeWebBuild() },
    configure: (app) => {
      app.get('/api/test/failure', { schema: { hide: true } }, () => {
        throw new Error('an unexpected failure');
      });
    },
  });
  guest = await new Visitor(t.app).open();
  customer = await (await new Visitor(t.app).open()).signIn('picky@mealbox.test');
});
afterAll(() => t.close());

const ONE_YEAR = 365 * 24 * 3600;

/** A directive's value in a content security policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)
    .join(' ');

function expectSecurityHeaders(res: LightMyRequestResponse, label: string) {
  const policy = String(res.headers['content-security-policy'] ?? '');
  expect(directive(policy, 'object-src'), `${label}: object-src`).toBe("'none'");
  expect(directive(policy, 'frame-ancestors'), `${label}: frame-ancestors`).toMatch(
    /^'(none|self)'$/,
  );
  const hsts = String(res.headers['strict-transport-security'] ?? '');
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${label}: HSTS`).toBeGreaterThanOrEqual(
    ONE_YEAR,
  );
  expect(hsts, `${label}: HSTS`).toContain('includeSubDomains');
  expect(res.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${label}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

describe('headers', () => {
  it('sends them with every page of the app, to a guest and to a signed-in customer', async () => {
    const pages = flatRoutes()
      .map((r) => r.path)
      .filter((path) => path.startsWith('/'))
      .map((path) => urlOf(path));
    expect(pages.length).toBeGreaterThan(20);
    for (const visitor of [guest, customer]) {
      for (const url of [...pages, '/no/such/page']) {
        const res = await visitor.get(url);
        expect(res.headers['content-type'], url).toContain('text/html');
        expectSecurityHeaders(res, url);
      }
    }
  });

  it('sends them with every API answer, read or change, success or refusal', async () => {
    const statuses = new Set<number>();
    for (const route of await apiRoutes(t.app)) {
      const url = requestUrlOf(route);
      const label = `${route.method} ${url}`;
      for (const visitor of [guest, customer]) {
        const answers = changesState(route.method)
          ? [
              await visitor.call(route.method, url, {}),
              // Without its token: refused by the CSRF guard.
              await visitor.request({ method: route.method, url, payload: {} }),
            ]
          : [await visitor.get(url)];
        for (const res of answers) {
          statuses.add(res.statusCode);
          expectSecurityHeaders(res, `${label} → ${res.statusCode}`);
        }
      }
    }
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 403, 404, 422]));
  });

  it.each<[string, () => Promise<LightMyRequestResponse>, number]>([
    ['an unknown API path', () => guest.get('/api/no/such/thing'), 404],
    ['a change of an unknown API path', () => guest.post('/api/no/such/thing', {}), 404],
    ['an unknown method of a known path', () => guest.delete('/api/auth/login'), 404],
    ['a missing asset', () => guest.get('/assets/missing-123.js'), 404],
    [
      'a body that is not JSON',
      () => guest.post('/api/events', '{not json', { 'content-type': 'application/json' }),
      400,
    ],
    [
      'a body over the limit',
      () => guest.post('/api/events', { name: 'x'.repeat(300 * 1024) }),
      413,
    ],
    [
      'a body of a type the API does not read',
      () => guest.post('/api/events', '<event/>', { 'content-type': 'application/xml' }),
      415,
    ],
    ['a path that cannot be decoded', () => guest.get('/api/menus/%E0%A4%A'), 400],
    ['an unexpected failure', () => guest.get('/api/test/failure'), 500],
  ])(
    'sends them with the error answer to %s, in the API error shape',
    async (label, call, status) => {
      const res = await call();
      expect(res.statusCode, label).toBe(status);
      const body = res.json<Record<string, unknown>>();
      expect(Object.keys(body), label).toEqual(['message']);
      expect(typeof body.message, label).toBe('string');
      expectSecurityHeaders(res, label);
    },
  );

  it('sends them with the built files: hashed assets, public files and media', async () => {
    const logo = (await guest.get('/api/channel/config')).json<{ channel: { logo: string } }>()
      .channel.logo;
    for (const url of ['/assets/index-AbC123.js', '/favicon.svg', logo]) {
      const res = await guest.get(url);
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res, url);
    }
  });
});
