// Run on the production build (`npm run build -w @mealbox/web`, then
// `npx vitest run --project build`); `npm test` runs it right after its build step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '@mealbox/contracts';
import { createTestApp, Visitor, type TestApp } from '../../../test/support/test-app.ts';
import { productionWebBuild } from '../../../test/support/web-build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: productionWebBuild() } });
});
afterAll(() => t.close());

/** A demo login signed in, with their own schedule as the API answers it. */
async function signedIn(email: string, password?: string) {
  const visitor = await (await new Visitor(t.app).open()).signIn(email, password);
  const schedule = (await visitor.get('/api/user/schedule')).json<Schedule>();
  return { visitor, schedule };
}

/** The text of #app as drawn (React's separators between adjacent texts taken out). */
const drawn = (html: string) => {
  const app = /<div id="app">(.*)<\/div>/s.exec(html)?.[1] ?? '';
  return app.replaceAll('<!-- -->', '');
};

/** What a schedule shows of each week and order: the texts only that customer's page has. */
const textsOf = (schedule: Schedule) => [
  ...schedule.weeks.flatMap((w) => [
    `data-week="${w.week}"`,
    `Week of ${w.week_formatted}`,
    ...w.meals.map((m) => m.name),
  ]),
  ...schedule.past_orders.map((o) => o.customer_order_key),
];

describe('My Schedule drawn by the server', () => {
  it("shows the signed-in customer's own weeks and orders, never another customer's, never stored", async () => {
    const picky = await signedIn('picky@mealbox.test');
    const chef = await signedIn('chef@mealbox.test');
    // The demo subscriber who picks has picked this week's meals; the chef's choice one has none.
    const pickysMeals = picky.schedule.weeks.flatMap((w) => w.meals.map((m) => m.name));
    expect(pickysMeals.length).toBeGreaterThan(0);
    expect(chef.schedule.weeks.length).toBeGreaterThan(0);

    const page = await picky.visitor.get('/my-schedule');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toContain('data-app-shell');
    const pickys = drawn(page.body);
    expect(pickys).toContain('<h1');
    expect(pickys).toContain('My Schedule');
    for (const text of textsOf(picky.schedule)) expect(pickys).toContain(text);
    expect(pickys).toContain('Meals picked');
    expect(pickys).not.toContain('Chef’s choice');

    const chefsPage = await chef.visitor.get('/my-schedule');
    expect(chefsPage.headers['cache-control']).toBe('no-store');
    const chefs = drawn(chefsPage.body);
    for (const text of textsOf(chef.schedule)) expect(chefs).toContain(text);
    expect(chefs).toContain('Chef’s choice');
    for (const meal of pickysMeals) expect(chefsPage.body).not.toContain(meal);
    expect(chefsPage.body).not.toContain(picky.schedule.user.first_name);

    // Drawn again for picky after the chef's page: nothing kept from one customer's rendering.
    expect(drawn((await picky.visitor.get('/my-schedule')).body)).toBe(pickys);
    // Their own id in the address is their own schedule too.
    const byId = await picky.visitor.get(`/my-schedule/${picky.schedule.user.id}`);
    expect(byId.body).not.toContain('data-app-shell');
    for (const text of textsOf(picky.schedule)) expect(drawn(byId.body)).toContain(text);
  });

  it("leaves another customer's schedule to the browser: staff's view of it, and a customer's address of someone else's", async () => {
    const picky = await signedIn('picky@mealbox.test');
    const chef = await signedIn('chef@mealbox.test');
    const admin = await signedIn('admin@mealbox.test', 'admin-demo-pass');

    const staffsView = await admin.visitor.get(`/my-schedule/${picky.schedule.user.id}`);
    expect(staffsView.headers['cache-control']).toBe('no-store');
    expect(staffsView.body).toContain('data-app-shell');
    expect(staffsView.body).not.toContain('"/api/user/schedule"');
    for (const text of textsOf(picky.schedule)) expect(staffsView.body).not.toContain(text);

    const elsewhere = await chef.visitor.get(`/my-schedule/${picky.schedule.user.id}`);
    expect(elsewhere.body).toContain('data-app-shell');
    expect(elsewhere.body).not.toContain('"/api/user/schedule"');
    for (const meal of picky.schedule.weeks.flatMap((w) => w.meals.map((m) => m.name)))
      expect(elsewhere.body).not.toContain(meal);
  });

  it('sends a guest the login page and no schedule', async () => {
    const page = await (await new Visitor(t.app).open()).get('/my-schedule');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Login</title>');
    expect(page.body).toContain('data-app-shell');
    expect(page.body).not.toContain('"/api/user/schedule"');
    expect(page.body).not.toContain('Upcoming Deliveries');
  });
});
