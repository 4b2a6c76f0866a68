import { describe, expect, it } from 'vitest';
import {
  SaveSelectionInput,
  selectionCountProblem,
  selectionProgress,
  selectionTotal,
} from './affiliates.ts';

describe("an affiliate's selection", () => {
  it('adds up its quantities', () => {
    expect(selectionTotal([])).toBe(0);
    expect(selectionTotal([{ quantity: 4 }, { quantity: 3 }, { quantity: 3 }])).toBe(10);
  });

  it('fits the box only when the quantities add up to its size, else names both counts', () => {
    expect(selectionCountProblem([{ quantity: 6 }, { quantity: 4 }], 10)).toBeNull();
    expect(selectionCountProblem([{ quantity: 4 }, { quantity: 4 }], 10)).toBe(
      'Choose 10 meals; you chose 8.',
    );
    expect(selectionCountProblem([{ quantity: 12 }], 10)).toBe('Choose 10 meals; you chose 12.');
  });

  it('shows its progress against the box', () => {
    expect(selectionProgress(8, 10)).toBe('8 of 10 meals');
  });

  it('takes whole quantities of at least one', () => {
    const parse = (quantity: unknown) =>
      SaveSelectionInput.safeParse({ items: [{ sku: 'MEAL-1', quantity }] }).success;
    expect(parse(1)).toBe(true);
    expect(parse(0)).toBe(false);
    expect(parse(1.5)).toBe(false);
    expect(parse('2')).toBe(false);
  });
});
