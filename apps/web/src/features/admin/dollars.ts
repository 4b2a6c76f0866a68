/**
 * Dollars as staff type them in an admin form ("25", "$1,200.50", "-10.50": an adjustment may be
 * negative) in cents; undefined for anything else (thousands are grouped by threes, or not at all).
 */
export function centsOf(text: string): number | undefined {
  const match = /^\s*([+-]?)\$?(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const [, sign, dollars = '0', cents = ''] = match;
  const value = Number(dollars.replaceAll(',', '')) * 100 + Number(cents.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}
