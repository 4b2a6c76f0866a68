import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedCommit, FORM_INPUT_DELAY_MS } from './input-delay';

describe('form input delay (spec §9: 20 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 20 ms', () => {
    expect(FORM_INPUT_DELAY_MS).toBe(20);
  });

  it('hands the form the last of a burst of keystrokes once, 20 ms after the last', () => {
    const commit = vi.fn();
    const input = delayedCommit<string>();
    input.push('a', commit);
    vi.advanceTimersByTime(10);
    input.push('ab', commit);
    vi.advanceTimersByTime(10);
    input.push('abc', commit);
    vi.advanceTimersByTime(19);
    expect(commit).not.toHaveBeenCalled();
    expect(input.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('abc');
    expect(input.pending()).toBe(false);
  });

  it('commits at once when flushed (leaving the field, Enter), and not again after the delay', () => {
    const commit = vi.fn();
    const input = delayedCommit<string>();
    input.push('me@example.com', commit);
    input.flush();
    expect(commit).toHaveBeenCalledWith('me@example.com');
    vi.advanceTimersByTime(FORM_INPUT_DELAY_MS * 2);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('commits nothing when flushed with nothing typed', () => {
    const commit = vi.fn();
    delayedCommit<string>().flush();
    expect(commit).not.toHaveBeenCalled();
  });

  it('commits an emptied field too', () => {
    const commit = vi.fn();
    const input = delayedCommit<string>();
    input.push('', commit);
    vi.advanceTimersByTime(FORM_INPUT_DELAY_MS);
    expect(commit).toHaveBeenCalledWith('');
  });
});
