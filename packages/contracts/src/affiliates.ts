import * as z from 'zod/mini';

// Affiliate menus (product.md, "Affiliates"): a partner with the `affiliate` permission chooses,
// per week, the meals and quantities the subscribers of their plan receive. The calls, their
// answers, the rule that the quantities add up to the plan's box, and the words, shared by the
// server and the pages.

export const affiliateMessages = {
  notAffiliate:
    'This page is for our partners. If you create a plan with us, you will choose its meals here.',
  notYourPlan: 'That plan is not yours, so you cannot choose its meals.',
  planNotFound: 'We could not find that plan.',
  weekNotFound: 'There is no published menu for that week.',
  deadlinePassed: (deadline: string) =>
    `This week's deadline (${deadline}) has passed, so its selection can no longer be changed.`,
  wrongCount: (wanted: number, chosen: number) => `Choose ${wanted} meals; you chose ${chosen}.`,
  notOnMenu: (sku: string) => `${sku} is not on this week's menu.`,
  listedTwice: (sku: string) => `${sku} is listed twice; list each meal once.`,
  quantity: 'Each quantity must be a whole number of at least 1.',
  saved: (week: string) => `Your selection for the week of ${week} has been saved.`,
  unableToSave: 'Unable to save your selection. Please try again.',
} as const;

/** The most meals one selection may list: far above any box, so a runaway body is refused. */
export const SELECTION_MAX_ITEMS = 100;

export const SelectionItem = z.object({
  sku: z.string().check(z.minLength(1), z.maxLength(100)),
  quantity: z
    .int({ error: affiliateMessages.quantity })
    .check(z.gte(1, affiliateMessages.quantity), z.lte(1000, affiliateMessages.quantity)),
});
export type SelectionItem = z.infer<typeof SelectionItem>;

/** PUT /api/affiliate/weeks/:week/plans/:sku: the plan's whole selection for the week. */
export const SaveSelectionInput = z.object({
  items: z.array(SelectionItem).check(z.maxLength(SELECTION_MAX_ITEMS)),
});
export type SaveSelectionInput = z.infer<typeof SaveSelectionInput>;

/** How many meals a selection holds. */
export function selectionTotal(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The box rule of a selection: its quantities add up to the plan's box size. Null when they do,
 * else the sentence that names both counts.
 */
export function selectionCountProblem(
  items: ReadonlyArray<{ quantity: number }>,
  mealsPerWeek: number,
): string | null {
  const chosen = selectionTotal(items);
  return chosen === mealsPerWeek ? null : affiliateMessages.wrongCount(mealsPerWeek, chosen);
}

/** "8 of 10 meals": the running count of a selection against its box. */
export function selectionProgress(chosen: number, mealsPerWeek: number): string {
  return `${chosen} of ${mealsPerWeek} meals`;
}

const AffiliatePlan = z.object({
  sku: z.string(),
  short_name: z.string(),
  name: z.string(),
  meals_per_week: z.int(),
});

/** A week of the affiliate's list: its deadline and, per owned plan, how far its selection is. */
export const AffiliateWeek = z.object({
  week: z.string(),
  week_formatted: z.string(),
  picking_deadline: z.string(),
  picking_deadline_formatted: z.string(),
  /** The deadline is ahead (by the store's clock): the selections can still be changed. */
  editable: z.boolean(),
  plans: z.array(
    z.object({
      ...AffiliatePlan.shape,
      /** Meals chosen so far (0: not chosen yet). */
      chosen: z.int(),
      complete: z.boolean(),
    }),
  ),
});
export type AffiliateWeek = z.infer<typeof AffiliateWeek>;

/** GET /api/affiliate/weeks. */
export const AffiliateWeeks = z.object({ weeks: z.array(AffiliateWeek) });
export type AffiliateWeeks = z.infer<typeof AffiliateWeeks>;

export const AffiliateMenuItem = z.object({
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  attribute_tags: z.array(z.string()),
});
export type AffiliateMenuItem = z.infer<typeof AffiliateMenuItem>;

/** GET /api/affiliate/weeks/:week: the week's menu and each owned plan's selection. */
export const AffiliateWeekDetail = z.object({
  week: z.string(),
  week_formatted: z.string(),
  picking_deadline: z.string(),
  picking_deadline_formatted: z.string(),
  editable: z.boolean(),
  items: z.array(AffiliateMenuItem),
  plans: z.array(z.object({ ...AffiliatePlan.shape, items: z.array(SelectionItem) })),
});
export type AffiliateWeekDetail = z.infer<typeof AffiliateWeekDetail>;

/** The answer of a saved selection: the §8-style sentence and the week as it now is. */
export const SelectionSaved = z.object({ message: z.string(), week: AffiliateWeekDetail });
export type SelectionSaved = z.infer<typeof SelectionSaved>;

/**
 * GET /api/affiliate/plans/:sku/selection: what an affiliate plan's landing page shows, the
 * current ordering week's selection (null for a plan no affiliate chooses for).
 */
export const PlanSelection = z.object({
  selection: z.nullable(
    z.object({
      week: z.string(),
      week_formatted: z.string(),
      items: z.array(
        z.object({ sku: z.string(), name: z.string(), image: z.string(), quantity: z.int() }),
      ),
    }),
  ),
});
export type PlanSelection = z.infer<typeof PlanSelection>;
