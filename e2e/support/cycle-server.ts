import type { APIRequestContext } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { demo } from './session';
import { expect, test } from './test';

/**
 * The tests with a server of their own whose store clock starts at `storeClock` (`at:<instant>`),
 * shared by the tests of a worker: a spec whose week must be locked while it runs starts the clock
 * shortly before the week's deadline, and the job queue's first tick after it locks the week.
 */
export function withCycleServer(storeClock: string) {
  return test.extend<object, { cycleServer: OwnServer }>({
    cycleServer: [
      // Playwright reads a fixture's needs from its first parameter: this one needs none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use, workerInfo) => {
        const server = await startOwnServer(workerInfo.config.webServer?.env ?? {}, {
          STORE_CLOCK: storeClock,
        });
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ cycleServer }, use) => use(cycleServer.url),
  });
}

/** Signs `request` in as the demo admin and waits, through the API, until `week`'s lock has run. */
export async function waitForTheLock(
  request: APIRequestContext,
  week: string,
  timeoutMs: number,
): Promise<void> {
  const menu = await request.get(`/api/menus/${week}`);
  expect(menu.ok(), 'the demo store was seeded for the week before its deadline').toBe(true);
  const { csrfToken } = (await (await request.get('/api/auth/me')).json()) as {
    csrfToken: string;
  };
  const signedIn = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrfToken },
    data: demo.admin,
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/cycle/runs?week=${week}`);
        const { runs } = (await res.json()) as { runs: Array<{ kind: string; status: string }> };
        return runs.find((r) => r.kind === 'lock')?.status ?? 'not started';
      },
      { timeout: timeoutMs, intervals: [2_000] },
    )
    .toBe('done');
}
