/**
 * Money is integer cents everywhere; only what a person reads turns it into dollars: 1299 →
 * "$12.99", -500 → "-$5.00", 123456 → "$1,234.56" (as Intl's en-US USD format writes them).
 * Written out because the first Intl.NumberFormat of a page costs a phone some 60 ms of startup
 * (ICU data), on the screen's first render. One function for the screens and the mails.
 */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const digits = String(Math.abs(whole)).padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}$${dollars}.${digits.slice(-2)}`;
}
