import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsFinished } from './animations';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Runs axe on the page once its transitions have finished (a button just enabled is still turning
 * from grey to the accent colour, and axe reads colours as painted) and fails on any serious or
 * critical violation; `soft`: the test goes on and fails at its end, so one test can check several
 * pages and report them all.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { include, exclude, soft = false }: { include?: string; exclude?: string; soft?: boolean } = {},
): Promise<void> {
  await animationsFinished(page);
  // axe's default rule set: WCAG 2.x A/AA plus its best practices. Only the violations are
  // reported in full: describing every passing node (a selector each) is much of axe's time on a
  // long page. One axe.run in the page ("legacy mode"): the default runs each frame apart and
  // joins the results in a blank page it opens for every check, seconds each on a busy machine,
  // for the store's pages, which have no frame from another origin (which this mode would skip).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  (soft ? expect.soft : expect)(
    serious.map((v) => v.id),
    `Serious or critical accessibility violations on ${page.url()}:\n\n${describe(serious)}`,
  ).toEqual([]);
}
