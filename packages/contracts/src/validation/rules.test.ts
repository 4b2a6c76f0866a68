import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { rules } from './index.ts';

/** The value a schema keeps, or the messages it answers with. */
function check(schema: z.ZodMiniType, value: unknown): { value: unknown } | { errors: string[] } {
  const result = z.safeParse(schema, value);
  return result.success
    ? { value: result.data }
    : { errors: result.error.issues.map((issue) => issue.message) };
}

describe('the spec’s default messages (§5)', () => {
  it('names the field by its label', () => {
    expect(rules.ruleMessages.required('First Name')).toBe('First Name is required.');
    expect(rules.ruleMessages.number('Quantity')).toBe('Quantity must be a number.');
  });

  it('keeps the fixed texts verbatim', () => {
    expect(rules.ruleMessages.email).toBe('Please enter a valid email address.');
    expect(rules.ruleMessages.url).toBe('Please enter a valid URL.');
    expect(rules.ruleMessages.invalid).toBe('This field is not valid.');
  });
});

describe('required', () => {
  const city = rules.required('City');

  it('keeps a filled field, trimmed', () => {
    expect(check(city, '  Brooklyn ')).toEqual({ value: 'Brooklyn' });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['missing', undefined],
    ['null', null],
    ['not text', 42],
  ])('says "{Name} is required." when %s', (_, value) => {
    expect(check(city, value)).toEqual({ errors: ['City is required.'] });
  });

  it('refuses text longer than its max (100 unless told)', () => {
    expect(check(city, 'x'.repeat(100))).toEqual({ value: 'x'.repeat(100) });
    expect(check(city, 'x'.repeat(101))).toHaveProperty('errors');
    const state = rules.required('State', { max: 2 });
    expect(check(state, 'NY')).toEqual({ value: 'NY' });
    expect(check(state, 'NYC')).toHaveProperty('errors');
  });

  it('says a form’s own text where the spec gives one', () => {
    const current = rules.required('Current Password', { message: 'Current Password is required' });
    expect(check(current, '')).toEqual({ errors: ['Current Password is required'] });
  });
});

describe('email', () => {
  const address = rules.email();

  it('keeps an address, trimmed', () => {
    expect(check(address, ' ada@example.com ')).toEqual({ value: 'ada@example.com' });
  });

  it.each(['ada@', 'ada', '@example.com', 'ada@example', 'ada @example.com'])(
    'says "Please enter a valid email address." for %j',
    (value) => {
      expect(check(address, value)).toEqual({ errors: ['Please enter a valid email address.'] });
    },
  );

  it('refuses an address longer than 254 characters with the same text', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(check(address, long)).toEqual({ errors: ['Please enter a valid email address.'] });
  });

  it('says the field is required, by its label, when empty', () => {
    expect(check(address, '')).toEqual({ errors: ['Email Address is required.'] });
    expect(check(rules.email('Work Email'), undefined)).toEqual({
      errors: ['Work Email is required.'],
    });
    const own = rules.email('New Email Address', { message: 'New Email Address is required' });
    expect(check(own, '  ')).toEqual({ errors: ['New Email Address is required'] });
  });
});
