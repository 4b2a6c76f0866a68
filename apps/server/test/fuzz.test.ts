import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { permissions } from '@mealbox/contracts';
import { registeredCustomer } from './support/accounts.ts';
import { apiRoutes, changesState, type ApiRoute } from './support/api-routes.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

// Property-based requests (fast-check) against every endpoint of the OpenAPI document, as a
// guest, a customer and staff holding every permission: whatever the path's values, the query
// string, the body and the headers, the server never answers 5xx, and every refusal is the
// documented error shape, `{ message, errors? }`.

let t: TestApp;
let routes: ApiRoute[];
let visitors: Record<'guest' | 'customer' | 'staff', Visitor>;

beforeAll(async () => {
  t = await createTestApp();
  routes = await apiRoutes(t.app);
  visitors = {
    guest: await new Visitor(t.app).open(),
    customer: await registeredCustomer(t.app),
    staff: await staffVisitor(t, 'fuzz', permissions),
  };
}, 60_000);
afterAll(() => t.close());

/** Endpoints that end the caller's session: sent as a guest only, so the others stay signed in. */
const SESSION_ENDING = new Set(['/api/auth/logout']);

/** A value for a path parameter or a query string: plausible ones and hostile ones. */
const value = fc.oneof(
  fc.constantFrom('1', '0', '-1', '2026-12-07', '2026-02-30', 'null', '../../etc', '%00'),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

/** What goes in the body: JSON of any shape, objects with odd fields, or text that is not JSON. */
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ json: v })),
  fc
    .dictionary(
      fc.constantFrom(
        'email',
        'password',
        'week',
        'subscription_id',
        'sku',
        'quantity',
        'code',
        'amount_cents',
        'cc_num',
        'ids',
        'reason',
        'meal_plan_sku',
      ),
      fc.oneof(value, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer())),
    )
    .map((v) => ({ json: v })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw })),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);

const request = fc.record({
  route: fc.integer({ min: 0, max: 10_000 }),
  who: fc.constantFrom('guest' as const, 'customer' as const, 'staff' as const),
  params: fc.array(value, { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 4 }),
  requiredQuery: fc.array(value, { minLength: 4, maxLength: 4 }),
  body,
  contentType,
  metadata: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 80 })),
  language: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 20 })),
});

type FuzzRequest = typeof request extends fc.Arbitrary<infer R> ? R : never;

function urlOf(route: ApiRoute, r: FuzzRequest): string {
  let i = 0;
  const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(r.params[i++ % 4]!));
  const query = new URLSearchParams(Object.entries(r.query));
  route.query.forEach((name, j) => query.set(name, r.requiredQuery[j % 4]!));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function send(r: FuzzRequest): Promise<{ route: ApiRoute; res: LightMyRequestResponse }> {
  const route = routes[r.route % routes.length]!;
  const who = SESSION_ENDING.has(route.path) ? 'guest' : r.who;
  const headers: Record<string, string> = {};
  if (r.contentType) headers['content-type'] = r.contentType;
  if (r.metadata !== undefined) headers['x-request-metadata'] = r.metadata;
  if (r.language !== undefined) headers['accept-language'] = r.language;
  if (changesState(route.method)) {
    headers['x-requested-with'] = 'XMLHttpRequest';
    headers['x-csrf-token'] = visitors[who].csrfToken;
  }
  const payload =
    r.body === undefined || !changesState(route.method)
      ? undefined
      : 'raw' in r.body
        ? r.body.raw
        : JSON.stringify(r.body.json);
  const res = await visitors[who].request({
    method: route.method,
    url: urlOf(route, r),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { route, res };
}

/** Why an answer breaks the contract, or null: a 5xx, or a refusal without its message. */
function breach(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `refused with ${res.statusCode} and a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '')
    return `refused with ${res.statusCode} without a message: ${res.body.slice(0, 200)}`;
  const errors = (parsed as { errors?: unknown }).errors;
  if (errors !== undefined && (typeof errors !== 'object' || errors === null))
    return `refused with ${res.statusCode} and errors that are not by field: ${res.body.slice(0, 200)}`;
  return null;
}

describe('fuzz', () => {
  it('reaches every endpoint of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('never answers 5xx, and refuses in the documented shape, whatever is sent to any endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const { route, res } = await send(r);
        const problem = breach(res);
        if (problem) throw new Error(`${route.method} ${route.path} as ${r.who}: ${problem}`);
      }),
      { numRuns: Math.max(1_500, routes.length * 8) },
    );
  }, 240_000);

  it('refuses an undecodable path in the documented shape', async () => {
    const res = await visitors.customer.get('/api/menus/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(breach(res)).toBeNull();
  });
});
