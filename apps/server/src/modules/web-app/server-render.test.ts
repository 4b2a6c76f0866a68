import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '@mealbox/contracts';
import { ServerRenderer } from './server-render.ts';

/** A stand-in for the web build's server entry: counts its renders, fails on /broken. */
function writeEntry(delayMs = 0): string {
  const dir = mkdtempSync(join(tmpdir(), 'mealbox-entry-'));
  const path = join(dir, 'entry-server.js');
  writeFileSync(
    path,
    `export const calls = [];
export async function renderPage(url, bootstrap, data) {
  calls.push({ url, csrfToken: bootstrap.csrfToken, data });
  await new Promise((r) => setTimeout(r, ${delayMs}));
  if (url === '/broken') throw new Error('boom');
  return { html: '<main>' + url + '</main>', styles: '<style></style>' };
}`,
  );
  return path;
}

const warn = vi.fn();
const log = { warn } as unknown as FastifyBaseLogger;
const channel = { name: 'Mealbox' };
const guest = (overrides: Partial<Bootstrap> = {}) =>
  ({ csrfToken: 'secret', user: null, channel, ...overrides }) as unknown as Bootstrap;
const request = (url: string, bootstrap = guest(), dataVersion = 'v1') => ({
  url,
  bootstrap,
  data: { '/api/menus': { weeks: [] } },
  dataVersion,
});

async function load(delayMs = 0) {
  const path = writeEntry(delayMs);
  const renderer = await ServerRenderer.load(path, log);
  const entry = (await import(path)) as {
    calls: Array<{ url: string; csrfToken: string; data: unknown }>;
  };
  if (!renderer) throw new Error('no renderer');
  return { renderer, calls: entry.calls };
}

describe('server rendering', () => {
  it('is off without a server build', async () => {
    expect(await ServerRenderer.load('/nonexistent/entry-server.js', log)).toBeNull();
  });

  it("renders a guest's page once per channel, URL and data, without the visitor's token", async () => {
    const { renderer, calls } = await load();
    const first = await renderer.render(request('/meals'));
    expect(first?.html).toBe('<main>/meals</main>');
    await renderer.render(request('/meals', guest({ csrfToken: 'another visitor' })));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.csrfToken).toBe('');

    await renderer.render(request('/meals', guest(), 'v2'));
    await renderer.render(request('/meals?tag=Keto'));
    await renderer.render(request('/meals', guest({ channel: { name: 'FitFuel' } } as never)));
    expect(calls.map((c) => c.url)).toEqual(['/meals', '/meals', '/meals?tag=Keto', '/meals']);
  });

  it('leaves signed-in pages and the admin area to the browser', async () => {
    const { renderer, calls } = await load();
    const customer = guest({ user: { id: 1 } as never });
    expect(await renderer.render(request('/meals', customer))).toBeNull();
    expect(await renderer.render(request('/admin/orders'))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("renders a customer's own page for each request and keeps none, nor a guest's copy of it", async () => {
    const { renderer, calls } = await load();
    const own = (user: number) => ({
      ...request('/account-settings', guest({ user: { id: user } as never })),
      data: { '/api/user/subscriptions': { user } },
      own: true,
    });
    await renderer.render(own(1));
    await renderer.render(own(1));
    await renderer.render(own(2));
    expect(calls.map((c) => c.data)).toEqual([
      { '/api/user/subscriptions': { user: 1 } },
      { '/api/user/subscriptions': { user: 1 } },
      { '/api/user/subscriptions': { user: 2 } },
    ]);
    expect(calls.every((c) => c.csrfToken === '')).toBe(true);
    // A guest asking for the same URL gets a rendering of their own, not a customer's.
    await renderer.render(request('/account-settings'));
    expect(calls).toHaveLength(4);
    expect(calls[3]?.data).toEqual({ '/api/menus': { weeks: [] } });
  });

  it("renders a guest's own box (checkout) for each request, and keeps none", async () => {
    const { renderer, calls } = await load();
    const box = (count: number) => ({
      ...request('/checkout'),
      data: { '/api/cart': { cart_count: count } },
      own: true,
    });
    await renderer.render(box(8));
    await renderer.render(box(8));
    await renderer.render(box(4));
    expect(calls.map((c) => c.data)).toEqual([
      { '/api/cart': { cart_count: 8 } },
      { '/api/cart': { cart_count: 8 } },
      { '/api/cart': { cart_count: 4 } },
    ]);
    // A guest's page without a box of theirs is the shared rendering, not another guest's box.
    await renderer.render(request('/checkout'));
    expect(calls).toHaveLength(4);
    expect(calls[3]?.data).toEqual({ '/api/menus': { weeks: [] } });
  });

  it('sends the shell when a rendering fails, and says so in the log', async () => {
    const { renderer } = await load();
    expect(await renderer.render(request('/broken'))).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/broken' }),
      expect.any(String),
    );
  });

  it('renders at most two new pages at once; the others get the shell', async () => {
    const { renderer, calls } = await load(50);
    const results = await Promise.all(
      ['/a', '/b', '/c'].map((url) => renderer.render(request(url))),
    );
    expect(results.map((r) => r?.html ?? null)).toEqual([
      '<main>/a</main>',
      '<main>/b</main>',
      null,
    ]);
    expect(calls).toHaveLength(2);
  });
});
