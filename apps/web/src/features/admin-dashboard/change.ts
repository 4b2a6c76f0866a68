// How a dashboard figure moved since last week, in words (never in colour alone).

export type Direction = 'up' | 'down' | 'same';

export interface WeekChange {
  direction: Direction;
  /** `Up 12% from last week`, `Down 3 from last week`, `Same as last week`. */
  text: string;
}

/**
 * The change from last week's value: by how many percent when last week had some, else by how
 * much (from nothing, a percent says nothing). `amount` writes a difference as the figure does.
 */
export function weekChange(
  current: number,
  previous: number,
  amount: (difference: number) => string,
): WeekChange {
  if (current === previous) return { direction: 'same', text: 'Same as last week' };
  const direction = current > previous ? 'up' : 'down';
  const word = direction === 'up' ? 'Up' : 'Down';
  if (previous === 0) return { direction, text: `${word} ${amount(current)} from none last week` };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  const by = percent === 0 ? 'less than 1%' : `${percent.toLocaleString('en-US')}%`;
  return { direction, text: `${word} ${by} from last week` };
}
