import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Bootstrap } from '@mealbox/contracts';
import { flatRoutes, matchRoute } from '@mealbox/web/flat-routes';

/** What apps/web/src/entry-server.tsx renders: the markup of #app and its styles. */
export interface RenderedPage {
  html: string;
  styles: string;
}

interface EntryServer {
  renderPage(
    url: string,
    bootstrap: Bootstrap,
    initialData: Record<string, unknown> | null,
  ): Promise<RenderedPage | null>;
}

export interface RenderRequest {
  /** The page's path and query string. */
  url: string;
  bootstrap: Bootstrap;
  /** The API answers the page inlines, by path (page-data.ts), and what identifies them. */
  data: Record<string, unknown> | null;
  dataVersion: string;
  /** The data is the visitor's own (page-data.ts): render for this request alone. */
  own?: boolean;
}

/** The web's routes (its route table), for its admin area. */
const routes = flatRoutes();

/** A render takes tens of milliseconds of the one thread: never more than this many at once. */
const MAX_RENDERS_IN_FLIGHT = 2;

/**
 * Server rendering of the first screen, for guests, for a signed-in customer's own pages (the
 * route table's customerData: the account page, their schedule) and for a guest's checkout, which
 * carries their own box (visitorData). A guest's other pages depend only on
 * the channel, the URL and the inlined catalogue answers (their cart, and anything else of theirs,
 * is asked for once the page runs), so each rendering is kept a minute per channel, URL and data
 * version, and the same page is rendered once, not once per visitor. A page whose inlined data is the
 * visitor's own (page-data.ts's `own`) is rendered for that request and never kept: no
 * other visitor can be sent it. Other signed-in pages, the admin area, a render that fails and a
 * flood of new URLs get the header shell instead (null): the app then renders in the browser, as
 * it does without a server build.
 */
export class ServerRenderer {
  private readonly pages = new LRUCache<string, Promise<RenderedPage | null>>({
    max: 500,
    ttl: 60_000,
  });
  private readonly channelIds = new WeakMap<object, number>();
  private nextChannelId = 1;
  private inFlight = 0;

  private constructor(
    private readonly entry: EntryServer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The renderer of the web build's server entry (apps/web/dist-ssr), or null without one. */
  static async load(entryPath: string, log: FastifyBaseLogger): Promise<ServerRenderer | null> {
    if (!existsSync(entryPath)) return null;
    const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;
    return new ServerRenderer(entry, log);
  }

  render(request: RenderRequest): Promise<RenderedPage | null> {
    const { bootstrap, url } = request;
    if (isAdminArea(url)) return Promise.resolve(null);
    if (request.own) {
      if (this.inFlight >= MAX_RENDERS_IN_FLIGHT) return Promise.resolve(null);
      return this.renderNow(request);
    }
    if (bootstrap.user !== null) return Promise.resolve(null);
    const key = `${this.channelVersion(bootstrap.channel)} ${request.dataVersion} ${url}`;
    const cached = this.pages.get(key);
    if (cached) return cached;
    if (this.inFlight >= MAX_RENDERS_IN_FLIGHT) return Promise.resolve(null);
    const rendered = this.renderNow(request);
    this.pages.set(key, rendered);
    return rendered;
  }

  private async renderNow({ url, bootstrap, data }: RenderRequest): Promise<RenderedPage | null> {
    this.inFlight += 1;
    try {
      // The bootstrap's session fields are the visitor's own: the rendering is shared.
      return await this.entry.renderPage(url, { ...bootstrap, csrfToken: '' }, data);
    } catch (error) {
      this.log.warn({ err: error, url }, 'server rendering failed; sending the shell');
      return null;
    } finally {
      this.inFlight -= 1;
    }
  }

  /** Channels are reloaded as new objects when they change: a number per loaded object. */
  private channelVersion(channel: object): number {
    let id = this.channelIds.get(channel);
    if (id === undefined) {
      id = this.nextChannelId++;
      this.channelIds.set(channel, id);
    }
    return id;
  }
}

/** Whether a page's URL (path and query string) opens the admin area of the route table. */
function isAdminArea(url: string): boolean {
  return matchRoute(new URL(url, 'http://page').pathname, routes)?.admin ?? false;
}
