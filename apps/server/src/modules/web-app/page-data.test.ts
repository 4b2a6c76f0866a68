import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogJson } from '../catalog/catalog-json.ts';
import { pageDataFor } from './page-data.ts';

/** A service context and a catalogue that fail whatever is asked of them. */
const failing = new Proxy(
  {},
  {
    get: (_target, key) => {
      throw new Error(`the page asked for ${String(key)}`);
    },
  },
);
const catalog = failing as CatalogJson;

/** The channel's footer, which every page carries. */
const footer = { columns: [{ title: 'Help', links: [{ label: 'FAQ', url: '/faq' }] }], note: 'Hi' };

function pageOf(path: string, userId: number | null, ctx: unknown = failing) {
  const warn = vi.fn();
  const request = {
    user: userId === null ? null : { id: userId },
    ctx,
    channel: { footer },
    log: { warn },
  } as unknown as FastifyRequest;
  return { warn, data: pageDataFor(request, new URL(path, 'http://page'), catalog) };
}

/** A page that carries nothing of its screen's: the footer alone. */
const nothing = {
  json: `{"/api/channel/footer":${JSON.stringify(footer)}}`,
  data: { '/api/channel/footer': footer },
  version: '',
  preloadImages: [],
};

describe('every page', () => {
  it("carries the channel's footer, as GET /api/channel/footer answers it", async () => {
    for (const path of ['/login', '/faq', '/no/such/page']) {
      const { data } = pageOf(path, null);
      expect(await data, path).toEqual(nothing);
    }
  });

  it("encodes a loaded channel's footer once, not for every page", async () => {
    const [first, second] = await Promise.all([
      pageOf('/login', null).data,
      pageOf('/faq', null).data,
    ]);
    expect(second.data?.['/api/channel/footer']).toBe(first.data?.['/api/channel/footer']);
  });
});

describe("checkout's page data", () => {
  it('is nothing more when the box cannot be read, with a warning: the app then asks the API', async () => {
    const { warn, data } = pageOf('/checkout', null);
    expect(await data).toEqual(nothing);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[1]).toBe('cart page data failed; the app asks the API');
  });

  it("is nothing more for a signed-in customer, asked of no service: the browser draws their checkout's form", async () => {
    const { warn, data } = pageOf('/checkout', 7);
    expect(await data).toEqual(nothing);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("a customer's own page data", () => {
  it('is nothing for a guest, asked of no service', async () => {
    for (const path of ['/my-schedule', '/account-settings']) {
      const { warn, data } = pageOf(path, null);
      expect(await data).toEqual(nothing);
      expect(warn).not.toHaveBeenCalled();
    }
  });

  it("is nothing for another customer's schedule, asked of no service", async () => {
    for (const path of ['/my-schedule/8', '/my-schedule/08', '/my-schedule/x']) {
      const { warn, data } = pageOf(path, 7);
      expect(await data, path).toEqual(nothing);
      expect(warn).not.toHaveBeenCalled();
    }
  });

  it('is nothing when its services fail, with a warning: the app then asks the API', async () => {
    for (const [path, kind] of [
      ['/my-schedule', 'schedule'],
      ['/my-schedule/7', 'schedule'],
      ['/account-settings', 'account-status'],
    ] as const) {
      const { warn, data } = pageOf(path, 7);
      expect(await data, path).toEqual(nothing);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[1]).toBe(`${kind} page data failed; the app asks the API`);
    }
  });
});
