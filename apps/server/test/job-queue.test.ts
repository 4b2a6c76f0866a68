import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { passwordResets, rateLimits, sessions, users } from '../src/db/schema.ts';
import { PURGE_EXPIRED, startJobQueue } from '../src/jobs/job-queue.ts';
import { purgeExpired } from '../src/jobs/maintenance.repository.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let boss: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
  boss = await startJobQueue(t.database, t.env, t.app.log, t.app.services.clock);
}, 60_000);
afterAll(async () => {
  await boss.stop({ graceful: false });
  await t.close();
});

async function seedExpiredRows(now: Date) {
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'casual@mealbox.test'));
  if (!user) throw new Error('no demo user');
  const past = new Date(now.getTime() - 3600_000);
  const future = new Date(now.getTime() + 3600_000);
  await t.database.db.insert(sessions).values([
    { idHash: 'expired', userId: user.id, expiresAt: past },
    { idHash: 'live', userId: user.id, expiresAt: future },
  ]);
  await t.database.db.insert(passwordResets).values([
    { tokenHash: 'expired', userId: user.id, expiresAt: past },
    { tokenHash: 'used', userId: user.id, expiresAt: future, usedAt: past },
    { tokenHash: 'open', userId: user.id, expiresAt: future },
  ]);
  await t.database.db.insert(rateLimits).values([
    {
      key: 'old',
      windowStart: new Date(now.getTime() - 2 * t.env.RATE_LIMIT_WINDOW_SECONDS * 1000),
      count: 3,
    },
    { key: 'current', windowStart: now, count: 1 },
  ]);
}

describe('maintenance job', () => {
  it('purges expired sessions, spent reset tokens and old rate-limit windows, and keeps live ones', async () => {
    const now = new Date();
    await seedExpiredRows(now);
    expect(await purgeExpired(t.database.db, now, t.env.RATE_LIMIT_WINDOW_SECONDS)).toEqual({
      sessions: 1,
      passwordResets: 2,
      rateLimits: 1,
    });
    expect((await t.database.db.select().from(sessions)).map((s) => s.idHash)).toContain('live');
    expect((await t.database.db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([
      'open',
    ]);
  });

  it('runs through the job queue on the store database, with an hourly schedule', async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(PURGE_EXPIRED);
    await t.database.db
      .insert(rateLimits)
      .values({ key: 'stale', windowStart: new Date(0), count: 1 });
    const id = await boss.send(PURGE_EXPIRED, {});
    expect(id).toBeTruthy();
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'stale'))).length,
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toBe(0);
  });
});
