/**
 * The store's one source of "now". Services read it from their context (`ctx.clock`), never from
 * `new Date()`, so that tests and a demo can move the store's time: a week's deadline, its lock
 * and a payment's retries all follow it. Caches and network timeouts keep real time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock set by hand: tests move it with `set` and `advance` instead of sleeping. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

/** Real time moved by a fixed amount: the store lives `offsetMs` ahead (or behind). */
export class ShiftedClock implements Clock {
  constructor(
    readonly offsetMs: number,
    private readonly real: Clock = systemClock,
  ) {}

  now(): Date {
    return new Date(this.real.now().getTime() + this.offsetMs);
  }
}

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;
const SHIFT = /^([+-])((?:\d+[dhms])+)$/;

/**
 * The clock a `STORE_CLOCK` setting asks for (development and tests only; production always
 * runs on real time):
 * - `+2d`, `-6h`, `+1d12h30m`: real time shifted by that much;
 * - `at:2026-11-26T05:00:00Z`: starts at that instant and runs on from there;
 * - `pin:2026-11-26T05:00:00Z`: stands still at that instant.
 * Throws with the accepted forms when the setting is none of them.
 */
export function clockFromSetting(setting: string | undefined, real: Clock = systemClock): Clock {
  if (setting === undefined || setting.trim() === '') return real;
  const value = setting.trim();
  const shift = SHIFT.exec(value);
  if (shift) {
    let ms = 0;
    for (const [, amount, unit] of shift[2]!.matchAll(/(\d+)([dhms])/g)) {
      ms += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    }
    return new ShiftedClock(shift[1] === '-' ? -ms : ms, real);
  }
  const instant = /^(at|pin):(.+)$/.exec(value);
  if (instant) {
    const at = new Date(instant[2]!);
    if (!Number.isNaN(at.getTime())) {
      return instant[1] === 'pin'
        ? new ManualClock(at)
        : new ShiftedClock(at.getTime() - real.now().getTime(), real);
    }
  }
  throw new Error(
    `STORE_CLOCK "${setting}" is not a clock: use a shift (+2d, -6h, +1d12h), ` +
      'at:<ISO instant> (starts there and runs on) or pin:<ISO instant> (stands still)',
  );
}
