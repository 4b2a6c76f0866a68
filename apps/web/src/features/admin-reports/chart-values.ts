import { formatPrice } from '@mealbox/contracts';

// What the charts draw and write on their axes and tooltips: amounts in dollars (the reports
// answer cents), counts grouped.

/** Cents as the dollars a chart draws. */
export const dollars = (cents: number) => cents / 100;

/** A drawn amount (dollars) as a tooltip writes it: `$1,234.50`. */
export const moneyLabel = (value: number | null) =>
  value === null ? '' : formatPrice(Math.round(value * 100));

/** A money axis's tick: `$1,200`. */
export const moneyTick = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US')}`;

/** A count as a tooltip writes it: `12,000`. */
export const countLabel = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-US');

/** A name short enough for a chart's axis (the table beside it has the whole). */
export const axisName = (name: string, most = 22) =>
  name.length <= most ? name : `${name.slice(0, most - 1).trimEnd()}…`;

/**
 * A chart's value axis: from zero, counts in whole steps, amounts in dollars; with nothing but
 * zeros to draw it still spans up to one, so its one tick reads 0 rather than a squashed range.
 * (A vertical money axis is given the width of its dollar ticks where it is drawn.)
 */
export function valueAxis(values: readonly number[], kind: 'count' | 'money') {
  return {
    min: 0,
    ...(values.every((v) => v === 0) ? { max: 1 } : {}),
    ...(kind === 'money' ? { valueFormatter: moneyTick } : { tickMinStep: 1 }),
  };
}
