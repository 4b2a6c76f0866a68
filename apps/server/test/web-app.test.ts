import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeJsonForScript } from '../src/modules/web-app/index-html.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';
import { fakeWebBuild } from './support/web-build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: fakeWebBuild() } });
});
afterAll(() => t.close());

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files briefly', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('renders every client route from the built index.html, never cached', async () => {
    for (const url of ['/', '/login', '/admin/dashboard', '/meals/keto-salmon?tag=Keto']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<script type="module" src="/assets/index-AbC123.js"></script>');
      expect(res.body).toMatch(/<meta name="csrf-token" content="[\w-]{20,}" \/>/);
      expect(res.body).toContain('<script id="bootstrap" type="application/json">');
    }
  });

  it('answers a missing asset with 404 instead of the app', async () => {
    const res = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves generated meal images from the database with a year of caching', async () => {
    const page = await t.app.inject({ url: '/api/channel/config' });
    const logo = page.json<{ channel: { logo: string } }>().channel.logo;
    const res = await t.app.inject({ url: logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a Content-Security-Policy that allows only its own scripts', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('googleapis');
    const bootstrap = /<script id="bootstrap" type="application\/json">(.*?)<\/script>/s.exec(
      res.body,
    );
    expect(JSON.parse(bootstrap?.[1] ?? '{}')).toMatchObject({ mapsApiKey: null });
  });
});

/** The page's inlined answers as written in it. */
const inlinedText = (html: string) =>
  /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? null;

/** Every answer the page carries, by API path. */
const pageAnswers = (html: string) => {
  const text = inlinedText(html);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
};

/** The answers of the page's screen: all but the channel's footer, which every page carries. */
const inlined = (html: string) => {
  const { '/api/channel/footer': _footer, ...screen } = pageAnswers(html) ?? {};
  return Object.keys(screen).length > 0 ? screen : null;
};

describe('every page', () => {
  it("carries the channel's footer, as GET /api/channel/footer answers it for the page's channel", async () => {
    for (const channel of ['', '?channel=fitfuel']) {
      const footer = await t.app.inject({ url: `/api/channel/footer${channel}` });
      for (const path of ['/login', '/meals', '/no/such/page']) {
        const page = await t.app.inject({ url: `${path}${channel}` });
        expect(pageAnswers(page.body)?.['/api/channel/footer'], path).toEqual(footer.json());
      }
    }
  });
});

describe('the menu screens', () => {
  it('carry the upcoming weeks and the current menu, as the API answers them', async () => {
    const page = await t.app.inject({ url: '/meals' });
    const data = inlined(page.body);
    const menu = await t.app.inject({ url: '/api/menus/current' });
    const weeks = await t.app.inject({ url: '/api/menus' });
    expect(data?.['/api/menus/current']).toEqual(menu.json());
    expect(data?.['/api/menus']).toEqual(weeks.json());
    const first = menu.json<{ items: { details: { image: string } }[] }>().items[0];
    expect(page.body).toContain(
      `<link rel="preload" as="image" href="${first?.details.image}" fetchpriority="high" />`,
    );
  });

  it('carry the week a menu link asks for, and no image preload when filters reorder it', async () => {
    const weeks = (await t.app.inject({ url: '/api/menus' })).json<{ weeks: { week: string }[] }>();
    const next = weeks.weeks[1]?.week ?? '';
    const page = await t.app.inject({ url: `/meals?week=${next}&tag=Keto` });
    expect(Object.keys(inlined(page.body) ?? {})).toEqual(['/api/menus', `/api/menus/${next}`]);
    expect(page.body).not.toContain('rel="preload" as="image"');
    expect(inlined((await t.app.inject({ url: '/pages/our-menus' })).body)).not.toBeNull();
  });

  it('are the only pages that inline data, and a week without a menu inlines nothing', async () => {
    expect(inlined((await t.app.inject({ url: '/login' })).body)).toBeNull();
    expect(inlined((await t.app.inject({ url: '/' })).body)).toBeNull();
    expect(inlined((await t.app.inject({ url: '/meals?week=1999-01-04' })).body)).toBeNull();
  });
});

/** A demo customer signed in, as a browser would be. */
async function signedIn(email: string): Promise<Visitor> {
  return (await new Visitor(t.app).open()).signIn(email);
}

describe("the account page's first screen", () => {
  it("carries the signed-in customer's subscriptions and the current menu, as the API answers them, never stored", async () => {
    const picky = await signedIn('picky@mealbox.test');
    const page = await picky.get('/account-settings');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const data = inlined(page.body);
    expect(Object.keys(data ?? {}).sort()).toEqual([
      '/api/menus/current',
      '/api/user/subscriptions',
    ]);
    expect(data?.['/api/user/subscriptions']).toEqual(
      (await picky.get('/api/user/subscriptions')).json(),
    );
    expect(data?.['/api/menus/current']).toEqual((await picky.get('/api/menus/current')).json());
    // Its deep link carries the same.
    expect(inlined((await picky.get('/account-settings/change_payment_method')).body)).toEqual(
      data,
    );
  });

  it("never carries another customer's data, and a guest's page carries none", async () => {
    const picky = await signedIn('picky@mealbox.test');
    const chef = await signedIn('chef@mealbox.test');
    const pickys = inlined((await picky.get('/account-settings')).body)?.[
      '/api/user/subscriptions'
    ] as { subscriptions: { id: number }[] };
    const chefsPage = await chef.get('/account-settings');
    const chefs = inlined(chefsPage.body)?.['/api/user/subscriptions'] as {
      subscriptions: { id: number }[];
    };
    expect(chefs).toEqual((await chef.get('/api/user/subscriptions')).json());
    expect(pickys.subscriptions.length).toBeGreaterThan(0);
    expect(chefs.subscriptions.length).toBeGreaterThan(0);
    const chefIds = chefs.subscriptions.map((s) => s.id);
    for (const s of pickys.subscriptions) expect(chefIds).not.toContain(s.id);
    expect(chefsPage.body).not.toContain('picky@mealbox.test');

    const guest = await new Visitor(t.app).open();
    const guestsPage = await guest.get('/account-settings');
    expect(guestsPage.statusCode).toBe(200);
    expect(inlined(guestsPage.body)).toBeNull();
    // Signed out again, the same browser's page carries nothing of the customer.
    await picky.post('/api/auth/logout');
    expect(inlined((await picky.get('/account-settings')).body)).toBeNull();
  });

  it("is, with My Schedule, the only signed-in page that carries the customer's data", async () => {
    const picky = await signedIn('picky@mealbox.test');
    for (const url of ['/pages/cancel-subscription', '/AffiliateMenu', '/login']) {
      expect(JSON.stringify(inlined((await picky.get(url)).body)), url).not.toContain('/api/user/');
    }
  });
});

describe("checkout's first screen", () => {
  it("carries the visitor's own box and its price, as GET /api/cart and the quote answer them, rendered for them alone", async () => {
    const guest = await new Visitor(t.app).open();
    await guest.put('/api/cart/plan', {
      meal_plan_sku: 'PLAN-6',
      checkout_action: 'new_subscription_order',
    });
    const menu = (await guest.get('/api/menus/current')).json<{ items: { sku: string }[] }>();
    for (const item of menu.items.slice(0, 2)) {
      expect((await guest.put('/api/cart/items', { sku: item.sku, quantity: 1 })).statusCode).toBe(
        200,
      );
    }
    const page = await guest.get('/checkout');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const box = await guest.get('/api/cart');
    const quote = await guest.post('/api/checkout/quote', { discount_code: null });
    expect(inlined(page.body)).toEqual({
      '/api/cart': box.json<unknown>(),
      '/api/checkout/quote': quote.json<unknown>(),
    });
    expect(box.json<{ cart_count: number }>().cart_count).toBe(2);
    expect(quote.json<{ total: number }>().total).toBeGreaterThan(0);

    // Another visitor's checkout carries their own (empty) box and price, never the first one's.
    const other = await new Visitor(t.app).open();
    const theirs = inlined((await other.get('/checkout')).body);
    expect(theirs?.['/api/cart']).toEqual((await other.get('/api/cart')).json());
    expect((theirs?.['/api/cart'] as { cart_count: number }).cart_count).toBe(0);
    expect((theirs?.['/api/checkout/quote'] as { total: number }).total).toBe(0);

    // A week in the address carries that week's box and price; a week whose box cannot be read,
    // nothing (the app asks the API, which refuses it).
    const weeks = (await guest.get('/api/menus')).json<{ weeks: { week: string }[] }>().weeks;
    const next = weeks[1]?.week ?? '';
    expect(inlined((await guest.get(`/checkout?week=${next}`)).body)).toEqual({
      [`/api/cart?week=${next}`]: (await guest.get(`/api/cart?week=${next}`)).json<unknown>(),
      [`/api/checkout/quote?week=${next}`]: (
        await guest.post('/api/checkout/quote', { week: next, discount_code: null })
      ).json<unknown>(),
    });
    expect((await guest.get('/api/cart?week=2026-02-30')).statusCode).toBeGreaterThanOrEqual(400);
    expect(inlined((await guest.get('/checkout?week=2026-02-30')).body)).toBeNull();
  });

  it("leaves a signed-in customer's checkout, with its shipping and payment form, to the browser", async () => {
    const picky = await signedIn('picky@mealbox.test');
    const page = await picky.get('/checkout');
    expect(page.statusCode).toBe(200);
    // Without its own data the page is not one the server renders for a signed-in visitor.
    expect(inlined(page.body)).toBeNull();
  });
});

describe("My Schedule's first screen", () => {
  it("carries the signed-in customer's own schedule, byte for byte as the API answers it, never stored", async () => {
    const picky = await signedIn('picky@mealbox.test');
    const page = await picky.get('/my-schedule');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const api = await picky.get('/api/user/schedule');
    expect(api.statusCode).toBe(200);
    const footer = await picky.get('/api/channel/footer');
    expect(inlinedText(page.body)).toBe(
      escapeJsonForScript(
        `{"/api/user/schedule":${api.body},"/api/channel/footer":${footer.body}}`,
      ),
    );
    // Their own id in the address carries the same.
    const id = api.json<{ user: { id: number } }>().user.id;
    expect(inlinedText((await picky.get(`/my-schedule/${id}`)).body)).toBe(inlinedText(page.body));
  });

  it("never carries another customer's schedule, nor a guest's page any", async () => {
    const picky = await signedIn('picky@mealbox.test');
    const chef = await signedIn('chef@mealbox.test');
    const admin = await (
      await new Visitor(t.app).open()
    ).signIn('admin@mealbox.test', 'admin-demo-pass');
    const pickysId = (await picky.get('/api/user/schedule')).json<{ user: { id: number } }>().user
      .id;
    const chefs = inlined((await chef.get('/my-schedule')).body)?.['/api/user/schedule'];
    expect(chefs).toEqual((await chef.get('/api/user/schedule')).json());
    expect(chefs).not.toEqual(
      inlined((await picky.get('/my-schedule')).body)?.['/api/user/schedule'],
    );
    // Another customer's id: a customer is sent to their own, staff see it drawn by the browser.
    expect(inlined((await chef.get(`/my-schedule/${pickysId}`)).body)).toBeNull();
    expect(inlined((await admin.get(`/my-schedule/${pickysId}`)).body)).toBeNull();
    // Their own id written otherwise is another id to the screen too (it sends them to their own).
    expect(inlined((await picky.get(`/my-schedule/0${pickysId}`)).body)).toBeNull();

    const guest = await new Visitor(t.app).open();
    expect(inlined((await guest.get('/my-schedule')).body)).toBeNull();
    await picky.post('/api/auth/logout');
    expect(inlined((await picky.get('/my-schedule')).body)).toBeNull();
  });
});

describe('with a maps key configured', () => {
  it('hands the key to the app and lets the places library load', async () => {
    const maps = await createTestApp({
      env: { WEB_DIST: fakeWebBuild(), MAPS_API_KEY: 'maps-key-1' },
    });
    try {
      const res = await maps.app.inject({ url: '/checkout' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://maps.googleapis.com");
      expect(csp).toMatch(/connect-src [^;]*https:\/\/places\.googleapis\.com/);
      expect(res.body).toContain('"mapsApiKey":"maps-key-1"');
    } finally {
      await maps.close();
    }
  });
});
