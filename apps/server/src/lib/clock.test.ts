import { describe, expect, it } from 'vitest';
import { ManualClock, clockFromSetting, systemClock } from './clock.ts';

const real = new ManualClock('2026-11-25T12:00:00Z');

describe('the store clock', () => {
  it('is real time when no setting is given', () => {
    expect(clockFromSetting(undefined)).toBe(systemClock);
    expect(clockFromSetting('  ')).toBe(systemClock);
  });

  it('shifts real time forward or back by days, hours, minutes and seconds', () => {
    expect(clockFromSetting('+2d', real).now().toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(clockFromSetting('-6h', real).now().toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(clockFromSetting('+1d12h30m5s', real).now().toISOString()).toBe(
      '2026-11-27T00:30:05.000Z',
    );
  });

  it('starts at an instant and runs on from there', () => {
    const running = new ManualClock('2026-11-25T12:00:00Z');
    const clock = clockFromSetting('at:2026-11-26T05:00:00Z', running);
    expect(clock.now().toISOString()).toBe('2026-11-26T05:00:00.000Z');
    running.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-26T05:01:30.000Z');
  });

  it('stands still when pinned', () => {
    const clock = clockFromSetting('pin:2026-11-26T05:00:00Z', real);
    expect(clock.now().toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-26T05:00:00.000Z');
  });

  it('refuses a setting it cannot read, naming the accepted forms', () => {
    expect(() => clockFromSetting('tomorrow')).toThrow(/\+2d.*at:.*pin:/);
    expect(() => clockFromSetting('at:not-a-date')).toThrow(/STORE_CLOCK/);
    expect(() => clockFromSetting('+2w')).toThrow(/STORE_CLOCK/);
  });

  it('moves by hand', () => {
    const clock = new ManualClock('2026-11-25T00:00:00Z');
    clock.advance(3_600_000);
    expect(clock.now().toISOString()).toBe('2026-11-25T01:00:00.000Z');
    clock.set('2026-12-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
