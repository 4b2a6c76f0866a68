import type { FastifyInstance } from 'fastify';
import { isNotNull } from 'drizzle-orm';
import type { MealPlan, MenuWeek, SessionResponse } from '@mealbox/contracts';
import type { Db } from '../../src/db/client.ts';
import { orders, subscriptionWeeks } from '../../src/db/schema.ts';
import type { Visitor } from './test-app.ts';

/** An endpoint of the API: its method and its path as the OpenAPI document writes it. */
export interface ApiRoute {
  method: string;
  path: string;
  /** The query string's required parameters. */
  query: string[];
}

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every endpoint of the server's OpenAPI document: every API route has a schema, so every one is
 * listed, with its full path.
 */
export async function apiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => p.name),
    })),
  );
}

/** Whether a call of this method may change state (anything but GET, HEAD and OPTIONS). */
export const changesState = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/** Every endpoint that changes state. */
export async function stateChangingRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  return (await apiRoutes(app)).filter((route) => changesState(route.method));
}

/** Every endpoint that only reads. */
export async function readRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  return (await apiRoutes(app)).filter((route) => !changesState(route.method));
}

/**
 * A path of a route (`{name}` as in the OpenAPI document, or `:name` as Fastify's and the web's
 * route tables write it) with its parameters filled in: the value named in `values`, else a week
 * for a parameter named for one, else 1.
 */
export function urlOf(path: string, values: Record<string, string> = {}): string {
  return path.replace(
    /\{(\w+)\}\??|:(\w+)\??/g,
    (_match, braced: string | undefined, colon: string | undefined) =>
      valueOf(braced ?? colon ?? '', values),
  );
}

/** The route's URL, its path and its required query parameters filled in as urlOf fills them. */
export function requestUrlOf(route: ApiRoute, values: Record<string, string> = {}): string {
  const query = new URLSearchParams(
    route.query.map((name): [string, string] => [name, valueOf(name, values)]),
  );
  const path = urlOf(route.path, values);
  return route.query.length > 0 ? `${path}?${query.toString()}` : path;
}

const valueOf = (name: string, values: Record<string, string>) =>
  values[name] ?? (/week/i.test(name) ? '2026-12-07' : '1');

/**
 * Parameters that name real records, so that calls get past "not found" to the data: the
 * visitor's store's first week and plan, the visitor's own user id, an order's confirmation key
 * and a preselection's key.
 */
export async function realParameters(visitor: Visitor, db: Db): Promise<Record<string, string>> {
  const weeks = (await visitor.get('/api/menus')).json<{ weeks: MenuWeek[] }>().weeks;
  const plans = (await visitor.get('/api/meal-plans')).json<{ meal_plans: MealPlan[] }>()
    .meal_plans;
  const me = (await visitor.get('/api/auth/me')).json<SessionResponse>().user;
  const [order] = await db.select().from(orders).limit(1);
  const [preselected] = await db
    .select()
    .from(subscriptionWeeks)
    .where(isNotNull(subscriptionWeeks.preselectionKey))
    .limit(1);
  const week = weeks[0]?.week ?? '2026-12-07';
  const sku = plans[0]?.sku ?? '1';
  return {
    week,
    week_id: week,
    sku,
    sku_or_short_name: sku,
    userId: String(me?.id ?? 1),
    url_key: order?.customerOrderKey ?? '1',
    key: preselected?.preselectionKey ?? '1',
    // A report's range: the week alone; a search: a letter.
    from: week,
    to: week,
    q: 'a',
  };
}
