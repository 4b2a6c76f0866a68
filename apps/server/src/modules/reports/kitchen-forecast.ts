// The kitchen's forecast before a week's deadline (issue 14): pure arithmetic over what the
// kitchen report's statement counted, so each rule can be checked by hand.

/** A channel's subscribers' weeks as the report counts them before the deadline. */
export interface OpenWeeks {
  /** Boxes nobody has filled yet: no row, pending, or picked without a meal. */
  open: number;
  /** Their meals: each open box's plan size, summed. */
  openMeals: number;
  /** Weeks skipped, and every week already decided (not open: skipped, picked or ordered). */
  skipped: number;
  decided: number;
}

/**
 * The boxes and meals forecast for the still open boxes: as many of them are expected to be
 * skipped as the share of skips among the weeks already decided (none when nothing is decided
 * yet), and each box left keeps its plan's size, so the meals shrink by the same share. Both
 * rounded to whole boxes and meals.
 */
export function forecastOpenBoxes(weeks: OpenWeeks): { boxes: number; meals: number } {
  const skipShare = weeks.decided === 0 ? 0 : weeks.skipped / weeks.decided;
  return {
    boxes: Math.round(weeks.open * (1 - skipShare)),
    meals: Math.round(weeks.openMeals * (1 - skipShare)),
  };
}

/**
 * `total` split in proportion to `weights` (one share per weight, in the same order), in whole
 * numbers that add up to `total` exactly: each share gets the whole part of its quota, and what
 * is left goes one by one to the largest remainders (ties: the larger weight, then the earlier
 * one). All weights zero: an equal split. No weights: nothing to share.
 */
export function spreadByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0 || total <= 0) return weights.map(() => 0);
  const sum = weights.reduce((a, w) => a + w, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const whole = sum > 0 ? sum : weights.length;
  // Integer arithmetic: quota = total * w / whole, kept as its whole part and remainder, so no
  // rounding of fractions can make the shares miss the total.
  const shares = used.map((w) => Math.floor((total * w) / whole));
  const remainders = used.map((w) => (total * w) % whole);
  let left = total - shares.reduce((a, s) => a + s, 0);
  const order = used
    .map((_, i) => i)
    .sort((a, b) => remainders[b]! - remainders[a]! || used[b]! - used[a]! || a - b);
  for (const i of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
