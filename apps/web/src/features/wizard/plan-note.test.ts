import { describe, expect, it } from 'vitest';
import { planNote } from './plan-note';

const picking = { name: '12 Meals per Week', subscription_picking_required: 'Y' } as const;
const notPicking = { name: "Coach Dana's Lean Plan", subscription_picking_required: 'N' } as const;

describe("a plan's line in the plan step", () => {
  it('is the name of a plan the customer picks for', () => {
    expect(planNote(picking, null)).toBe('12 Meals per Week');
  });

  it("is the chef's choice for a store plan the customer does not pick for", () => {
    expect(planNote({ ...notPicking, name: "Chef's Choice, 12 Meals" }, null)).toBe(
      'Chef’s choice: we pick for you',
    );
  });

  it("names an affiliate's plan as the affiliate's selection, not the chef's", () => {
    const note = planNote(notPicking, 'Dana Brooks');
    expect(note).toBe('Dana Brooks’s selection: picked for you');
    expect(note).not.toMatch(/chef/i);
  });
});
