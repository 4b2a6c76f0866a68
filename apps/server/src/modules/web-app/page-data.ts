import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  Cart,
  FooterConfig,
  isWeek,
  OrderQuote,
  Schedule,
  UserSubscriptions,
} from '@mealbox/contracts';
import { flatRoutes, matchRoute, routeParams, type FlatRoute } from '@mealbox/web/flat-routes';
import type { CachedJson } from '../../lib/json-cache.ts';
import type { CatalogJson } from '../catalog/catalog-json.ts';
import * as cart from '../cart/cart.service.ts';
import { quoteOrder } from '../checkout/quote.ts';
import * as subscriptions from '../subscriptions/subscriptions.service.ts';

/** What the page carries for the screen it opens, so the app needs no request to show it. */
export interface PageData {
  /** JSON object from API path to that path's answer (the client seeds its queries with it). */
  json: string | null;
  /** The same answers as values (for the server's rendering), and what identifies them. */
  data: Record<string, unknown> | null;
  version: string;
  /** The first meal images, requested alongside the app's code. */
  preloadImages: string[];
  /** The meta tags listing the app's start and the screen's code (screen-modules.ts). */
  screenModules?: string;
  /** The title of the route the page shows (the web's routeTitle), when it has one. */
  title?: string;
  /**
   * The data is the visitor's own (customerData and visitorData routes): the page is rendered for
   * this request alone, never kept nor shared with another visitor.
   */
  own?: boolean;
}

/** What a page's screen carries: its answers, before the page's own (carrying). */
interface ScreenData {
  answers: Answer[];
  preloadImages: string[];
  own?: boolean;
}

const none = (): ScreenData => ({ answers: [], preloadImages: [] });
/** The web's routes (its route table): which carry the menu or the customer's own data. */
const routes = flatRoutes();

/** One API answer a page carries: its path, its JSON as the API sends it, and its value. */
interface Answer {
  path: string;
  body: string;
  data: unknown;
  /** What identifies a cached answer (the catalogue's ETag). */
  etag?: string;
}

/** An answer of the catalogue's cache, which the API sends as it is. */
const cachedAnswer = (path: string, json: CachedJson<unknown>): Answer => ({
  path,
  body: json.body,
  data: json.data,
  etag: json.etag,
});

/**
 * An answer encoded with its route's response contract, as the API's serializer sends it
 * (fastify-type-provider-zod: JSON.stringify of z.encode), so the page carries the API's answer.
 */
function encodedAnswer<T>(path: string, contract: z.ZodMiniType<T>, value: T): Answer {
  const data = z.encode(contract, value);
  return { path, body: JSON.stringify(data), data };
}

/** The page's data of its answers: the JSON object by API path, the values, their version. */
const carrying = (answers: Answer[]) => ({
  json: `{${answers.map((a) => `${JSON.stringify(a.path)}:${a.body}`).join(',')}}`,
  data: Object.fromEntries(answers.map((a) => [a.path, a.data])),
  version: answers.map((a) => a.etag ?? '').join(''),
});

/**
 * Every page carries the channel's footer. The menu screens (the route table's routes with a
 * `menu`: /meals…, /pages/our-menus) get the upcoming weeks and the menu they open on inlined too,
 * from the same cache the API answers from, and a preload of the first meal image (its largest
 * element) unless filters reorder the menu. A customerData route gets the signed-in customer's own
 * answers (customerPageData), a visitorData route a guest's own box (visitorPageData).
 * Anything else, or a failure, inlines nothing more: the app then asks the API as usual.
 */
export async function pageDataFor(
  request: FastifyRequest,
  url: URL,
  catalog: CatalogJson,
): Promise<PageData> {
  const { answers, ...screen } = await screenData(request, url, catalog);
  return { ...carrying([...answers, footerAnswer(request)]), ...screen };
}

/** Each loaded channel's footer answer, encoded once rather than for every page. */
const footerAnswers = new WeakMap<FooterConfig, Answer>();

/**
 * The channel's footer, which every page shows: GET /api/channel/footer's answer, so the page
 * arrives with it drawn and the app does not draw it again once it has started. A change to the
 * channel reloads it with the channel as a new object (a new answer here), which the server's
 * rendering is kept by too.
 */
function footerAnswer(request: FastifyRequest): Answer {
  const footer = request.channel.footer;
  let answer = footerAnswers.get(footer);
  if (!answer) {
    answer = encodedAnswer('/api/channel/footer', FooterConfig, footer);
    footerAnswers.set(footer, answer);
  }
  return answer;
}

async function screenData(
  request: FastifyRequest,
  url: URL,
  catalog: CatalogJson,
): Promise<ScreenData> {
  const route = matchRoute(url.pathname, routes);
  if (route?.customerData)
    return customerPageData(request, url, route, route.customerData, catalog);
  if (route?.visitorData) return visitorPageData(request, url, route);
  const menu = route?.menu;
  if (!menu) return none();
  const week = url.searchParams.get('week');
  const ownWeek = menu === 'week-in-query' && isWeek(week) ? week : null;
  try {
    const [weeks, menu] = await Promise.all([
      catalog.weeks(request.ctx),
      ownWeek ? catalog.menu(request.ctx, ownWeek) : catalog.currentMenu(request.ctx),
    ]);
    const reordered = ['tag', 'sort', 'q'].some((k) => url.searchParams.has(k));
    const first = menu.data.items[0]?.details.image;
    return {
      answers: [
        cachedAnswer('/api/menus', weeks),
        cachedAnswer(ownWeek ? `/api/menus/${ownWeek}` : '/api/menus/current', menu),
      ],
      preloadImages: first && !reordered ? [first] : [],
    };
  } catch {
    return none();
  }
}

type CustomerData = NonNullable<FlatRoute['customerData']>;

/** A customerData page being answered for a signed-in customer. */
interface CustomerPage {
  request: FastifyRequest;
  user: NonNullable<FastifyRequest['user']>;
  catalog: CatalogJson;
  /** The route's parameters in the page's path, as the router reads them. */
  params: Record<string, string>;
}

/**
 * What each kind of customerData route carries for the signed-in customer: the answers its first
 * screen reads, from the services the API routes call, or null when the page is not theirs for
 * the server to draw.
 */
const customerAnswers: Record<CustomerData, (page: CustomerPage) => Promise<Answer[] | null>> = {
  // The account page's status line: the current menu (from the catalogue's cache, as the menu
  // pages get it) and GET /api/user/subscriptions's answer.
  'account-status': async ({ request, catalog }) => {
    const [menu, overview] = await Promise.all([
      catalog.currentMenu(request.ctx),
      subscriptions.subscriptionsOverview(request.ctx),
    ]);
    return [
      cachedAnswer('/api/menus/current', menu),
      encodedAnswer('/api/user/subscriptions', UserSubscriptions, overview),
    ];
  },
  // My Schedule: GET /api/user/schedule's answer, all its screen reads, and only for the
  // customer's own (no :userId, or theirs, as the screen compares them). Staff viewing a
  // customer's schedule get nothing: the browser draws it.
  schedule: async ({ request, user, params: { userId } }) => {
    if (userId !== undefined && userId !== String(user.id)) return null;
    const own = await subscriptions.schedule(request.ctx, undefined);
    return [encodedAnswer('/api/user/schedule', Schedule, own)];
  },
};

/**
 * A customerData page (the route table's `customerData`) of a signed-in customer carries their
 * own answers, encoded with the API routes' contracts so the inlined answers are the API's, and
 * is rendered for them alone (`own`). A guest (the page sends them to log in) or a page not
 * theirs gets nothing, and a failure inlines nothing (logged): the app then asks the API as usual.
 */
async function customerPageData(
  request: FastifyRequest,
  url: URL,
  route: FlatRoute,
  kind: CustomerData,
  catalog: CatalogJson,
): Promise<ScreenData> {
  const { user } = request;
  if (!user) return none();
  try {
    const params = routeParams(url.pathname, route);
    const answers = await customerAnswers[kind]({ request, user, catalog, params });
    if (!answers) return none();
    return { answers, preloadImages: [], own: true };
  } catch (error) {
    request.log.warn(
      { err: error, page: route.path },
      `${kind} page data failed; the app asks the API`,
    );
    return none();
  }
}

/**
 * A visitorData page (the route table's `visitorData`: checkout) carries a guest's own box, as
 * GET /api/cart answers it for the page's week (?week=, else the current one), and its price, as
 * POST /api/checkout/quote answers it without a code, and is rendered for them alone (`own`). A
 * failure (a week whose box cannot be read) inlines nothing: the app then asks the API as usual,
 * and shows its answer.
 */
async function visitorPageData(
  request: FastifyRequest,
  url: URL,
  route: FlatRoute,
): Promise<ScreenData> {
  // A signed-in customer's checkout holds the shipping and payment form: drawn by the server, what
  // they typed before the page was taken over was lost when it hydrated. The browser draws it.
  if (request.user) return none();
  const week = url.searchParams.get('week');
  const ownWeek = isWeek(week) ? week : undefined;
  try {
    const [box, quote] = await Promise.all([
      cart.getCart(request.ctx, ownWeek),
      quoteOrder(request.ctx, { week: ownWeek, discount_code: null }),
    ]);
    const query = ownWeek ? `?week=${ownWeek}` : '';
    return {
      answers: [
        encodedAnswer(`/api/cart${query}`, Cart, box),
        encodedAnswer(`/api/checkout/quote${query}`, OrderQuote, quote),
      ],
      preloadImages: [],
      own: true,
    };
  } catch (error) {
    request.log.warn(
      { err: error, page: route.path },
      'cart page data failed; the app asks the API',
    );
    return none();
  }
}
