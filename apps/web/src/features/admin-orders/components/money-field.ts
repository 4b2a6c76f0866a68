/** Dollars as typed ("12.5", "$12.50") to whole cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** A fresh key for one request a person means to make once (a retry sends the same). */
export const newRequestKey = () => crypto.randomUUID();
