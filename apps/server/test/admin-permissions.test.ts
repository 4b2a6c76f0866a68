import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, type Permission } from '@mealbox/contracts';
import { urlOf } from './support/api-routes.ts';
import { snapshot } from './support/database-state.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A user holding exactly these permissions, signed in. */
const staff = (name: string, held: readonly Permission[]) => staffVisitor(t, name, held);

/** Every table but the sessions' own bookkeeping: equal means nothing changed. */
const tablesNow = () => snapshot(t.database.db, ['sessions', 'rate_limits']);

describe('the admin API (every endpoint against every permission)', () => {
  it('puts every admin endpoint behind a named permission', () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.url.startsWith('/api/admin/'), route.url).toBe(true);
      expect(route.permission, route.url).not.toBe('affiliate');
    }
  });

  it('lets only the right permission through; everyone else gets 401 or 403 and changes nothing', async () => {
    const managers = permissions.filter((p) => p !== 'view-admin');
    const profiles: Array<{ name: string; visitor: Visitor; held: readonly Permission[] }> = [];
    profiles.push({ name: 'customer', visitor: await staff('customer', []), held: [] });
    for (const p of permissions) {
      profiles.push({ name: `only-${p}`, visitor: await staff(`only-${p}`, [p]), held: [p] });
    }
    for (const p of managers) {
      const held: Permission[] = ['view-admin', p];
      profiles.push({ name: `admin-${p}`, visitor: await staff(`admin-${p}`, held), held });
    }
    const guest = await new Visitor(t.app).open();
    const may = (held: readonly Permission[], needed: Permission) =>
      held.includes('view-admin') && held.includes(needed);

    const before = await tablesNow();
    const allowed: Array<{ visitor: Visitor; method: string; url: string }> = [];
    for (const route of t.app.adminRoutes) {
      const url = urlOf(route.url);
      const label = `${route.method} ${route.url}`;
      const body = route.method === 'GET' ? undefined : {};
      expect((await guest.call(route.method, url, body)).statusCode, `${label} as a guest`).toBe(
        401,
      );
      for (const profile of profiles) {
        if (may(profile.held, route.permission)) {
          allowed.push({ visitor: profile.visitor, method: route.method, url });
          continue;
        }
        const res = await profile.visitor.call(route.method, url, body);
        expect(res.statusCode, `${label} as ${profile.name}`).toBe(403);
        expect(res.json<{ message: string }>().message).toMatch(/permission/);
      }
    }
    expect(await tablesNow()).toEqual(before);

    // The same calls pass the guard with the right permission (the empty body may be refused
    // as invalid, and the ids may not exist, but never for want of a permission).
    for (const call of allowed) {
      const res = await call.visitor.call(
        call.method,
        call.url,
        call.method === 'GET' ? undefined : {},
      );
      expect([401, 403], `${call.method} ${call.url}`).not.toContain(res.statusCode);
    }
  }, 240_000);
});
