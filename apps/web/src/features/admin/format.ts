// How every admin page writes a record's dates: the same words in each list, page and history.

/** `Dec 7, 2026`, or a dash when there is none. */
export const adminDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';

/**
 * The store's time zone, from the page's bootstrap: a deadline is 11:59 PM where the store is,
 * wherever the staff member reading it is. The browser's own zone when the page has none.
 */
let knownTimeZone: { zone: string | undefined } | undefined;
function storeTimeZone(): string | undefined {
  if (knownTimeZone) return knownTimeZone.zone;
  if (typeof document === 'undefined') return undefined;
  const inline = document.getElementById('bootstrap')?.textContent;
  knownTimeZone = {
    zone: inline ? (JSON.parse(inline) as { timeZone?: string }).timeZone : undefined,
  };
  return knownTimeZone.zone;
}

/** `Dec 2, 2026, 11:59 PM` in the store's time zone, or a dash when there is none. */
export const adminDateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: storeTimeZone(),
      })
    : '—';
