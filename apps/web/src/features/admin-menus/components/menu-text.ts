// How the admin's menu pages write dates: in the store's words, without a time-zone library.

/** `Mon, Dec 7, 2026` for an ISO date (a week or a delivery date). */
export const dayText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** The Monday after `from` (a week's name). */
export function nextMonday(from = new Date()): string {
  const d = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate()));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

/** The editor's address of a channel's week. */
export const menuEditPath = (week: string, channelId: number) =>
  `/admin/menu/edit/${week}?channel=${channelId}`;
