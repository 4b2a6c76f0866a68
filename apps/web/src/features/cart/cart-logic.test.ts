import { describe, expect, it } from 'vitest';
import {
  addDecision,
  boxProgress,
  boxSummary,
  clampQuantityInput,
  minusQuantity,
  plusDecision,
  previousPicksToast,
  toastForChange,
  withQuantity,
} from './cart-logic';

describe('plusDecision', () => {
  it('blocks with the box-full toaster when no meals are allowed', () => {
    expect(plusDecision(2, { count: 6, planSize: 6 })).toEqual({
      kind: 'blocked',
      toast: 'Your box is full!',
    });
  });
  it('adds one when the box has room or there is no plan', () => {
    expect(plusDecision(2, { count: 5, planSize: 6 })).toEqual({ kind: 'set', quantity: 3 });
    expect(plusDecision(0, { count: 0, planSize: null })).toEqual({ kind: 'set', quantity: 1 });
  });
  it('stops at the per-meal maximum', () => {
    expect(plusDecision(99, { count: 99, planSize: null })).toEqual({ kind: 'set', quantity: 99 });
  });
});

describe('minusQuantity', () => {
  it('decrements and never goes below 0', () => {
    expect(minusQuantity(2)).toBe(1);
    expect(minusQuantity(0)).toBe(0);
  });
});

describe('clampQuantityInput', () => {
  it('keeps whole numbers from 1', () => {
    expect(clampQuantityInput('3')).toBe(3);
    expect(clampQuantityInput(2.7)).toBe(2);
  });
  it('turns empty, zero, negative and junk into 1', () => {
    for (const raw of ['', '0', '-4', 'abc', Number.NaN]) expect(clampQuantityInput(raw)).toBe(1);
  });
  it('caps at the per-meal maximum', () => {
    expect(clampQuantityInput('500')).toBe(99);
  });
});

describe('addDecision', () => {
  it('blocks an amount the box cannot take', () => {
    expect(addDecision(0, 3, { count: 4, planSize: 6 })).toEqual({
      kind: 'blocked',
      toast: 'Your box is full!',
    });
  });
  it('adds to what is in the cart', () => {
    expect(addDecision(1, 2, { count: 1, planSize: 6 })).toEqual({ kind: 'set', quantity: 3 });
    expect(addDecision(0, 4, { count: 0, planSize: null })).toEqual({ kind: 'set', quantity: 4 });
  });
});

describe('toasters', () => {
  it('says Added to Your Cart only when the quantity grew', () => {
    expect(toastForChange(0, 1)).toBe('Added to Your Cart');
    expect(toastForChange(2, 1)).toBeNull();
    expect(toastForChange(1, 0)).toBeNull();
  });
  it('counts previous picks', () => {
    expect(previousPicksToast(3)).toBe('Previous Picks Added To Your Cart 3 Items');
  });
});

describe('box summary', () => {
  it('reads "8 of 12 meals" with a plan, a count without', () => {
    expect(boxSummary(8, 12)).toBe('8 of 12 meals');
    expect(boxSummary(1, null)).toBe('1 meal');
    expect(boxProgress(6, 12)).toBe(50);
    expect(boxProgress(14, 12)).toBe(100);
  });
});

describe('withQuantity', () => {
  const cart = {
    quantities: { A: 2 },
    cart_count: 2,
    remaining_meals_allowed: 4,
    remaining_meals_needed: 4,
    meal_plan: { meals_per_week: 6 },
    lines: [{ sku: 'A', quantity: 2, unit_price: 1000 }],
    subtotal: 2000,
  };
  it('updates counts, remaining meals and subtotal', () => {
    const next = withQuantity(cart, 'A', 5);
    expect(next.cart_count).toBe(5);
    expect(next.remaining_meals_allowed).toBe(1);
    expect(next.subtotal).toBe(5000);
  });
  it('removes a meal at 0', () => {
    const next = withQuantity(cart, 'A', 0);
    expect(next.quantities).toEqual({});
    expect(next.lines).toEqual([]);
    expect(next.remaining_meals_needed).toBe(6);
  });
});
