import { shiftWeek, thisWeek } from '../../admin';

// The admin's menu pages' weeks and addresses.

/** The Monday after `from` (a week's name). */
export const nextMonday = (from = new Date()) => shiftWeek(thisWeek(from), 1);

/** The editor's address of a channel's week. */
export const menuEditPath = (week: string, channelId: number) =>
  `/admin/menu/edit/${week}?channel=${channelId}`;
