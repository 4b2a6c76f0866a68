// Run on the production build (`npm run build -w @mealbox/web`, then
// `npx vitest run --project build`); `npm test` runs it right after its build step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStatusText, type Menu } from '@mealbox/contracts';
import { createTestApp, Visitor, type TestApp } from '../../../test/support/test-app.ts';
import { productionWebBuild } from '../../../test/support/web-build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: productionWebBuild() } });
});
afterAll(() => t.close());

async function signedIn(email: string) {
  const visitor = await new Visitor(t.app).open();
  const res = await visitor.post('/api/auth/login', { email, password: 'customer-demo-pass' });
  expect(res.statusCode).toBe(200);
  const me = await visitor.get('/api/auth/me');
  return { visitor, firstName: me.json<{ user: { first_name: string } }>().user.first_name };
}

/** The status line the server drew (its element's text), or null when it drew none. */
const statusLineIn = (html: string) =>
  /<p[^>]*data-testid="account-status"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? null;

describe('the account page drawn by the server', () => {
  it("shows the signed-in customer's status line and their name, and no other customer's", async () => {
    const { visitor: picky, firstName } = await signedIn('picky@mealbox.test');
    const menu = (await picky.get('/api/menus/current')).json<Menu>();
    const when = { week: menu.week_formatted, deadline: menu.picking_deadline_formatted };
    // The demo subscriber who picks has picked this week's meals (db/seed).
    const pickys = accountStatusText('picked', when);

    const page = await picky.get('/account-settings');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(statusLineIn(page.body)).toBe(pickys);
    expect(page.body).toContain(`Hello <!-- -->${firstName}`);
    expect(page.body).toContain('Pick My Meals');

    const chef = await signedIn('chef@mealbox.test');
    const chefsPage = (await chef.visitor.get('/account-settings')).body;
    const chefs = statusLineIn(chefsPage);
    expect(chefs).not.toBeNull();
    expect(chefs).not.toBe(pickys);
    expect(chefsPage).toContain(`Hello <!-- -->${chef.firstName}`);
    expect(chefsPage).not.toContain(firstName);
    // Drawn again for picky after chef's page: nothing kept from one customer's rendering.
    expect(statusLineIn((await picky.get('/account-settings')).body)).toBe(pickys);
  });

  it("sends a guest the login page's title and no one's account", async () => {
    const page = await (await new Visitor(t.app).open()).get('/account-settings');
    expect(statusLineIn(page.body)).toBeNull();
    expect(page.body).toContain('<title>Login</title>');
  });
});
