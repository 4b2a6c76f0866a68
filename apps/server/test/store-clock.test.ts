import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, MenuWeek } from '@mealbox/contracts';
import { testEnv, createTestApp, Visitor, type TestApp } from './support/test-app.ts';
import { ManualClock } from '../src/lib/clock.ts';

const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe("the store's clock", () => {
  it('decides the current ordering week: past its deadline, the next week is current', async () => {
    const visitor = await new Visitor(t.app).open();
    const before = (await visitor.get('/api/menus')).json<{ weeks: MenuWeek[] }>().weeks;
    const [first, second] = before;
    if (!first || !second) throw new Error('the demo store has fewer than two weeks');
    expect((await visitor.get('/api/menus/current')).json<Menu>().week).toBe(first.week);

    const deadline = await deadlineOf(first.week);
    clock.set(new Date(deadline.getTime() + 60_000));

    expect((await visitor.get('/api/menus/current')).json<Menu>().week).toBe(second.week);
    const after = (await visitor.get('/api/menus')).json<{ weeks: MenuWeek[] }>().weeks;
    expect(after.map((w) => w.week)).not.toContain(first.week);
  });

  it('cannot be moved in production', () => {
    expect(() =>
      testEnv({ NODE_ENV: 'production', STORE_CLOCK: '+2d', SESSION_SECRET: 'x'.repeat(40) }),
    ).toThrow(/STORE_CLOCK/);
  });
});

async function deadlineOf(week: string): Promise<Date> {
  const rows = await t.database.db.query.menus.findMany({ where: (m, { eq }) => eq(m.week, week) });
  const deadline = rows[0]?.pickingDeadline;
  if (!deadline) throw new Error(`no menu for ${week}`);
  return deadline;
}
