// How every admin page writes a record's dates: the same words in each list, page and history.

/** `Dec 7, 2026`, or a dash when there is none. */
export const adminDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';

/** `Dec 2, 2026, 11:59 PM` in the browser's time zone, or a dash when there is none. */
export const adminDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
