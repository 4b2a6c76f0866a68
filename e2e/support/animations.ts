import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations and transitions have ended: a drawer sliding in, a
 * list expanding, a button turning from grey to the accent colour. A click during one can land
 * where the target is not yet (a loaded CI machine draws them slowly), and axe reads colours as
 * they are painted.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
