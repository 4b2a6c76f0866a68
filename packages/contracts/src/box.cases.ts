/**
 * The box rule's cases, one table for every layer that decides with it: the unit test runs them
 * against `quantityFits`, the server's integration test through a real cart change on each
 * database (apps/server/test/box-rule.test.ts). A box holds `others` meals of another kind and
 * `current` of the meal being changed, under a plan of `planSize` meals (null: à la carte).
 */
export interface BoxRuleCase {
  behaviour: string;
  planSize: 6 | 8 | null;
  others: number;
  current: number;
  quantity: number;
  fits: boolean;
}

export const boxRuleCases: readonly BoxRuleCase[] = [
  {
    behaviour: 'takes any quantity without a plan',
    planSize: null,
    others: 30,
    current: 0,
    quantity: 40,
    fits: true,
  },
  {
    behaviour: 'raises a meal while the box has room',
    planSize: 6,
    others: 3,
    current: 1,
    quantity: 3,
    fits: true,
  },
  {
    behaviour: 'fills the box exactly',
    planSize: 6,
    others: 4,
    current: 0,
    quantity: 2,
    fits: true,
  },
  {
    behaviour: 'refuses one meal past the plan size',
    planSize: 6,
    others: 4,
    current: 0,
    quantity: 3,
    fits: false,
  },
  {
    behaviour: 'refuses a new meal bigger than an empty box',
    planSize: 6,
    others: 0,
    current: 0,
    quantity: 7,
    fits: false,
  },
  {
    behaviour: 'refuses raising a meal in a full box',
    planSize: 8,
    others: 6,
    current: 2,
    quantity: 3,
    fits: false,
  },
  {
    behaviour: 'lowers a meal in a full box',
    planSize: 8,
    others: 6,
    current: 2,
    quantity: 1,
    fits: true,
  },
  {
    behaviour: 'removes a meal',
    planSize: 6,
    others: 4,
    current: 2,
    quantity: 0,
    fits: true,
  },
  {
    behaviour: 'lowers a meal in a box over a smaller plan chosen later',
    planSize: 6,
    others: 7,
    current: 2,
    quantity: 1,
    fits: true,
  },
  {
    behaviour: 'keeps a quantity as it is in a box over its plan',
    planSize: 6,
    others: 7,
    current: 2,
    quantity: 2,
    fits: true,
  },
  {
    behaviour: 'refuses adding a meal to a box over its plan',
    planSize: 6,
    others: 7,
    current: 0,
    quantity: 1,
    fits: false,
  },
];
