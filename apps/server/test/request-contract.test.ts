import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the request contract', () => {
  it.each([
    ['not JSON', '{not json'],
    ['a number', '42'],
    ['an array', '[1,2,3]'],
    ['wrong types', '{"timestamp":{},"client_user_agent":5,"custom_data":"x"}'],
    ['huge', JSON.stringify({ timestamp: 'x'.repeat(100_000) })],
    ['binary junk', '\u0000\u0001\u0002'],
  ])('never fails because X-Request-Metadata is %s', async (_label, header) => {
    const visitor = await new Visitor(t.app).open();
    const page = await visitor.get('/', { 'x-request-metadata': header });
    expect(page.statusCode).toBe(200);
    const event = await visitor.post(
      '/api/events',
      { name: 'page_view' },
      { 'x-request-metadata': header },
    );
    expect(event.statusCode).toBe(204);
    const login = await visitor.post(
      '/api/auth/login',
      { email: 'casual@mealbox.test', password: 'customer-demo-pass' },
      { 'x-request-metadata': header },
    );
    expect(login.statusCode).toBe(200);
  });
});

describe('channels', () => {
  it('resolves the channel by host name and falls back to the default', async () => {
    const fit = await t.app.inject({
      url: '/api/channel/config',
      headers: { host: 'fitfuel.localhost:3000' },
    });
    expect(fit.json()).toMatchObject({
      channel: { channel: 'fitfuel', name: 'FitFuel Kitchen', subscription_discount: 15 },
      site: { subscription_cancel_easily: 'N' },
    });
    const other = await t.app.inject({
      url: '/api/channel/config',
      headers: { host: 'unknown.example' },
    });
    expect(other.json()).toMatchObject({ channel: { channel: 'mealbox' } });
  });

  it('lets ?channel=slug choose the channel outside production', async () => {
    const res = await t.app.inject({ url: '/api/channel/config?channel=fitfuel' });
    expect(res.json()).toMatchObject({ channel: { channel: 'fitfuel' } });
  });

  it('gives a channel without a footer the default footer', async () => {
    const fit = await t.app.inject({
      url: '/api/channel/footer',
      headers: { host: 'fitfuel.localhost' },
    });
    const main = await t.app.inject({ url: '/api/channel/footer', headers: { host: 'localhost' } });
    expect(fit.json()).toEqual(main.json());
    expect(main.json<{ columns: unknown[] }>().columns.length).toBeGreaterThan(0);
  });
});

describe('index.html', () => {
  it('renders the csrf-token meta and the bootstrap with channel, site and user', async () => {
    const visitor = new Visitor(t.app);
    const res = await visitor.get('/account-settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const token = res.body.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];
    expect(token).toBeTruthy();
    const json = res.body.match(
      /<script id="bootstrap" type="application\/json">(.*?)<\/script>/,
    )?.[1];
    const bootstrap = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(bootstrap).toMatchObject({
      csrfToken: token,
      user: null,
      channel: { channel: 'mealbox' },
      site: { subscription_offer: 'Y' },
    });
    // The token from the page works for the session the page set.
    visitor.csrfToken = token ?? '';
    expect((await visitor.post('/api/events', { name: 'page_view' })).statusCode).toBe(204);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'We could not find what you were looking for.' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/health']),
    );
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
