import type { Page } from '@playwright/test';

/**
 * From the page's next load on, marks the elements the server drew that match `selector`
 * (data-drawn-by-server, set before the app's code runs: it waits for the first paint) and
 * records every layout shift. The returned function reads the shifts: an element still marked
 * once the app has started was kept by hydration, and no shift means nothing moved.
 */
export async function watchServerDrawing(
  page: Page,
  selector: string,
): Promise<() => Promise<number[]>> {
  await page.addInitScript((selector) => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        w.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll(selector))
        element.setAttribute('data-drawn-by-server', '');
    });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}
