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
 * critical violation.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<void> {
  await animationsFinished(page);
  // axe's default rule set: WCAG 2.x A/AA plus its best practices.
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => v.id),
    `Serious or critical accessibility violations on ${page.url()}:\n\n${describe(serious)}`,
  ).toEqual([]);
}
