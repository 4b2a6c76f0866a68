import { describe, expect, it } from 'vitest';
import { isPreselectionKey } from './preselection.ts';

describe('a text that could be a preselection key', () => {
  it('is a URL-safe token of 16 to 64 characters', () => {
    expect(isPreselectionKey('Vq3_x-9ZkL0aB7cD2eF4gH6i')).toBe(true);
    expect(isPreselectionKey('a'.repeat(16))).toBe(true);
    expect(isPreselectionKey('a'.repeat(64))).toBe(true);
  });

  it('is not shorter, longer, or with other characters', () => {
    expect(isPreselectionKey('a'.repeat(15))).toBe(false);
    expect(isPreselectionKey('a'.repeat(65))).toBe(false);
    expect(isPreselectionKey('abcdefgh/ijklmnop')).toBe(false);
    expect(isPreselectionKey('abcdefgh ijklmnop')).toBe(false);
  });
});
