import type { OperationsOverview } from '@mealbox/contracts';

// How the operations page names who started a run and how often it asks again.

/** `schedule`, `command` or `user:<id>` in words, with the staff member's id when there is one. */
export function startedByText(startedBy: string): { text: string; userId: number | null } {
  const user = /^user:(\d+)$/.exec(startedBy);
  if (user) return { text: `Staff member #${user[1]}`, userId: Number(user[1]) };
  if (startedBy === 'schedule') return { text: 'The schedule', userId: null };
  if (startedBy === 'command') return { text: 'The command line', userId: null };
  return { text: startedBy, userId: null };
}

/** Asked again every 2 s while a run is running, so its bar moves; else every 10 s. */
export const LIVE_REFRESH_MS = 2_000;
export const QUIET_REFRESH_MS = 10_000;

export const refreshInterval = (overview: OperationsOverview | undefined) =>
  overview?.runs.some((run) => run.status === 'running') ? LIVE_REFRESH_MS : QUIET_REFRESH_MS;
