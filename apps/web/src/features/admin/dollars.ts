/**
 * Dollars as staff type them in an admin form ("25", "-10.50": an adjustment may be negative) in
 * cents; undefined for anything else.
 */
export function centsOf(text: string): number | undefined {
  const match = /^\s*([+-]?)\$?(\d{1,5})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const [, sign, dollars = '0', cents = ''] = match;
  const value = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}
