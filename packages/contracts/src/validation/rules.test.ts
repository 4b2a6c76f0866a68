import { describe, expect, it } from 'vitest';
import {
  FIELD_INVALID,
  FORM_INCOMPLETE,
  FORM_INVALID,
  RULE_NAMES,
  humaniseFieldName,
  messages,
  parseRules,
  validateForm,
  validateValue,
} from './index.ts';
import type { ParsedRule } from './index.ts';

const check = (value: unknown, rules: string | ParsedRule[], name = 'field') =>
  validateValue(value, rules, { name });

describe('parseRules', () => {
  it('splits rules on pipes, names on the first colon and arguments on commas', () => {
    expect(parseRules('required|min:8|between:1,10|starts_with:MB-, MX-')).toEqual([
      { name: 'required', args: [] },
      { name: 'min', args: ['8'] },
      { name: 'between', args: ['1', '10'] },
      { name: 'starts_with', args: ['MB-', 'MX-'] },
    ]);
  });

  it('ignores whitespace around rule names', () => {
    expect(parseRules(' required | email ')).toEqual([
      { name: 'required', args: [] },
      { name: 'email', args: [] },
    ]);
  });

  it('returns no rules for an empty string', () => {
    expect(parseRules('')).toEqual([]);
  });

  it('keeps the date_format argument whole, commas and colons included', () => {
    expect(parseRules('date_format:DD, MM YYYY HH:mm|required')).toEqual([
      { name: 'date_format', args: ['DD, MM YYYY HH:mm'] },
      { name: 'required', args: [] },
    ]);
  });

  it('keeps is and not arguments whole so they may contain commas', () => {
    expect(parseRules('is:1,000|not:a,b')).toEqual([
      { name: 'is', args: ['1,000'] },
      { name: 'not', args: ['a,b'] },
    ]);
  });

  it('reads a matches /regex/flags literal up to its closing slash, pipes and commas included', () => {
    expect(parseRules('matches:/^(a|b),[|/]{1,2}$/i|required')).toEqual([
      { name: 'matches', args: ['/^(a|b),[|/]{1,2}$/i'] },
      { name: 'required', args: [] },
    ]);
  });

  it('ends a bare matches pattern at the next pipe', () => {
    expect(parseRules('matches:^\\d{4}$|required')).toEqual([
      { name: 'matches', args: ['^\\d{4}$'] },
      { name: 'required', args: [] },
    ]);
  });

  it('throws on an unknown rule name', () => {
    expect(() => parseRules('required|email_address')).toThrow(
      'Unknown validation rule "email_address".',
    );
  });

  it.each([
    ['an empty rule between pipes', 'required||email'],
    ['a trailing pipe', 'required|'],
    ['a non-numeric min', 'min:eight'],
    ['a between with one bound', 'between:1'],
    ['a between with its bounds reversed', 'between:10,1'],
    ['a negative length', 'length:-1'],
    ['a fractional length', 'length:2.5'],
    ['an argument to a rule that takes none', 'required:yes'],
    ['a confirm with an empty field name', 'confirm:'],
    ['a date_format without tokens', 'date_format:day/month'],
    ['a date_format repeating a token', 'date_format:YYYY-YYYY'],
    ['a date_after that is not a date', 'date_after:tomorrow'],
    ['a date_after on an impossible day', 'date_after:2025-02-30'],
    ['an invalid matches pattern', 'matches:/[a-z/'],
    ['an unterminated matches literal', 'matches:/abc'],
    ['text after a matches literal', 'matches:/abc/i,x'],
    ['a missing is argument', 'is'],
  ])('throws on %s', (_case, rules) => {
    expect(() => parseRules(rules)).toThrow(Error);
  });

  it('also rejects a malformed object-form rule when it is used', () => {
    const rules = [{ name: 'min', args: [] }] as unknown as ParsedRule[];
    expect(() => check('x', rules)).toThrow('Rule "min" got 0 argument(s)');
  });

  it('rejects an unknown rule name in the object form', () => {
    const rules = [{ name: 'nope', args: [] }] as unknown as ParsedRule[];
    expect(() => check('x', rules)).toThrow('Unknown validation rule "nope".');
  });

  it('knows all 22 spec rules', () => {
    expect(RULE_NAMES).toHaveLength(22);
    for (const name of RULE_NAMES) expect(typeof name).toBe('string');
  });
});

describe('spec messages', () => {
  it('email rejects "jane@" with "Please enter a valid email address."', () => {
    expect(check('jane@', 'email')).toBe('Please enter a valid email address.');
  });

  it('url rejects "example" with "Please enter a valid URL."', () => {
    expect(check('example', 'url')).toBe('Please enter a valid URL.');
  });

  it('required names the field by its label: "{Name} is required."', () => {
    expect(validateValue('', 'required', { name: 'email', label: 'Email Address' })).toBe(
      'Email Address is required.',
    );
  });

  it('number names the field by its label: "{Name} must be a number."', () => {
    expect(validateValue('ten', 'number', { name: 'quantity', label: 'Meals per week' })).toBe(
      'Meals per week must be a number.',
    );
  });

  it('exports the form-level and fallback texts verbatim', () => {
    expect(FORM_INVALID).toBe('Sorry, not all fields are filled out correctly.');
    expect(FORM_INCOMPLETE).toBe('Form incomplete.');
    expect(FIELD_INVALID).toBe('This field is not valid.');
    expect(messages).toMatchObject({
      email: 'Please enter a valid email address.',
      url: 'Please enter a valid URL.',
      required: '{Name} is required.',
      number: '{Name} must be a number.',
      form_invalid: 'Sorry, not all fields are filled out correctly.',
      form_incomplete: 'Form incomplete.',
      invalid: 'This field is not valid.',
    });
  });

  it('keeps the default catalogue frozen so one form cannot change another form’s texts', () => {
    expect(Object.isFrozen(messages)).toBe(true);
  });
});

describe('field names', () => {
  it.each([
    ['first_name', 'First name'],
    ['firstName', 'First name'],
    ['delivery-date', 'Delivery date'],
    ['email', 'Email'],
  ])('humanises %s as "%s"', (name, label) => {
    expect(humaniseFieldName(name)).toBe(label);
    expect(check(undefined, 'required', name)).toBe(`${label} is required.`);
  });
});

describe('empty values', () => {
  const optionalRules = RULE_NAMES.filter((name) => name !== 'required' && name !== 'accepted');
  const ruleStrings: Record<(typeof optionalRules)[number], string> = {
    alpha: 'alpha',
    alpha_spaces: 'alpha_spaces',
    alphanumeric: 'alphanumeric',
    between: 'between:2,4',
    confirm: 'confirm',
    date_after: 'date_after:2025-01-01',
    date_before: 'date_before:2025-01-01',
    date_between: 'date_between:2025-01-01,2025-12-31',
    date_format: 'date_format:YYYY-MM-DD',
    email: 'email',
    ends_with: 'ends_with:x',
    is: 'is:x',
    length: 'length:3',
    matches: 'matches:/^x$/',
    max: 'max:0',
    min: 'min:3',
    not: 'not:x',
    number: 'number',
    starts_with: 'starts_with:x',
    url: 'url',
  };

  it.each(optionalRules.flatMap((name) => ['', null, undefined, []].map((value) => [name, value])))(
    '%s lets an optional field stay empty (%j)',
    (name, value) => {
      const rules = ruleStrings[name as keyof typeof ruleStrings];
      expect(validateValue(value, rules, { name: 'field', values: { field_confirm: 'x' } })).toBe(
        null,
      );
    },
  );

  it.each(['', null, undefined, [], '   '])('required rejects %j', (value) => {
    expect(check(value, 'required', 'first_name')).toBe('First name is required.');
  });

  it.each(['', null, undefined, []])('accepted rejects %j', (value) => {
    expect(check(value, 'accepted', 'terms')).toBe('Terms must be accepted.');
  });

  it('reports required before the other rules of an empty field', () => {
    expect(check('', 'email|required', 'email')).toBe('Email is required.');
  });
});

describe('rules', () => {
  describe('accepted', () => {
    it.each([true, 'yes', 'on', '1', 1, 'true'])('accepts %j', (value) => {
      expect(check(value, 'accepted')).toBe(null);
    });
    it.each([false, 'no', 'off', 0, '0'])('rejects %j with "Terms must be accepted."', (value) => {
      expect(check(value, 'accepted', 'terms')).toBe('Terms must be accepted.');
    });
  });

  describe('alpha', () => {
    it('accepts ASCII and accented letters', () => {
      expect(check('Zoë', 'alpha')).toBe(null);
    });
    it('rejects "Jo3" with "First name may only contain letters."', () => {
      expect(check('Jo3', 'alpha', 'first_name')).toBe('First name may only contain letters.');
    });
    it('rejects a letter followed by a space', () => {
      expect(check('Jo ', 'alpha', 'first_name')).toBe('First name may only contain letters.');
    });
  });

  describe('alpha_spaces', () => {
    it('accepts "Mary Jane"', () => {
      expect(check('Mary Jane', 'alpha_spaces')).toBe(null);
    });
    it('rejects "Mary-Jane" with "First name may only contain letters and spaces."', () => {
      expect(check('Mary-Jane', 'alpha_spaces', 'first_name')).toBe(
        'First name may only contain letters and spaces.',
      );
    });
  });

  describe('alphanumeric', () => {
    it('accepts "Flat2B" and the number 42', () => {
      expect(check('Flat2B', 'alphanumeric')).toBe(null);
      expect(check(42, 'alphanumeric')).toBe(null);
    });
    it('rejects "MB-123" with "Code may only contain letters and numbers."', () => {
      expect(check('MB-123', 'alphanumeric', 'code')).toBe(
        'Code may only contain letters and numbers.',
      );
    });
  });

  describe('between', () => {
    it('accepts a 10-character string for between:8,20', () => {
      expect(check('abcdefghij', 'between:8,20')).toBe(null);
    });
    it('rejects a 5-character password with "Password must be between 8 and 20 characters."', () => {
      expect(check('abcde', 'between:8,20', 'password')).toBe(
        'Password must be between 8 and 20 characters.',
      );
    });
    it('compares the numbers 1 and 10 inclusively', () => {
      expect(check(1, 'between:1,10')).toBe(null);
      expect(check(10, 'between:1,10')).toBe(null);
    });
    it('rejects 12 meals with "Meals must be between 1 and 10."', () => {
      expect(check(12, 'between:1,10', 'meals')).toBe('Meals must be between 1 and 10.');
    });
    it('compares a numeric string by value when the field also has number', () => {
      expect(check('11', 'number|between:1,10', 'meals')).toBe('Meals must be between 1 and 10.');
      expect(check('9', 'number|between:1,10')).toBe(null);
    });
    it('counts the items of an array', () => {
      expect(check(['a'], 'between:2,3', 'meals')).toBe('Meals must have between 2 and 3 items.');
      expect(check(['a', 'b'], 'between:2,3')).toBe(null);
    });
  });

  describe('confirm', () => {
    const values = { password: 'hunter22', password_confirm: 'hunter22', repeat: 'other' };
    it('accepts a value equal to the named field', () => {
      expect(validateValue('hunter22', 'confirm:password', { name: 'repeat', values })).toBe(null);
    });
    it('rejects a different value with "Repeat does not match."', () => {
      expect(validateValue('other', 'confirm:password', { name: 'repeat', values })).toBe(
        'Repeat does not match.',
      );
    });
    it('compares with `${name}_confirm` when no field is named', () => {
      expect(validateValue('hunter22', 'confirm', { name: 'password', values })).toBe(null);
      expect(validateValue('hunter23', 'confirm', { name: 'password', values })).toBe(
        'Password does not match.',
      );
    });
    it('rejects when the other field is missing', () => {
      expect(validateValue('x', 'confirm', { name: 'email' })).toBe('Email does not match.');
    });
    it('offers the other field’s label to a custom message', () => {
      const result = validateForm(
        { email: 'a@b.co', email_confirm: 'c@d.co' },
        { email: 'confirm' },
        { email_confirm: 'Confirm New Email' },
        { confirm: '{Name} must match {other}.' },
      );
      expect(result.errors).toEqual({ email: ['Email must match Confirm New Email.'] });
    });
  });

  describe('date_after', () => {
    it('accepts 2025-03-02 after 2025-03-01', () => {
      expect(check('2025-03-02', 'date_after:2025-03-01')).toBe(null);
    });
    it('rejects the same day with "Delivery date must be after 2025-03-01."', () => {
      expect(check('2025-03-01', 'date_after:2025-03-01', 'delivery_date')).toBe(
        'Delivery date must be after 2025-03-01.',
      );
    });
    it('compares times when the value has one', () => {
      expect(check('2025-03-01T00:00:01', 'date_after:2025-03-01')).toBe(null);
    });
    it('rejects an unreadable date with "Delivery date must be a valid date."', () => {
      expect(check('next Tuesday', 'date_after:2025-03-01', 'delivery_date')).toBe(
        'Delivery date must be a valid date.',
      );
    });
    it('rejects an impossible ISO date as not valid', () => {
      expect(check('2025-02-29', 'date_after:2025-01-01', 'delivery_date')).toBe(
        'Delivery date must be a valid date.',
      );
    });
    it('compares a Date by its local calendar day', () => {
      expect(check(new Date(2025, 2, 2), 'date_after:2025-03-01')).toBe(null);
      expect(check(new Date(2025, 1, 28), 'date_after:2025-03-01')).not.toBe(null);
    });
  });

  describe('date_before', () => {
    it('accepts 2025-02-28 before 2025-03-01', () => {
      expect(check('2025-02-28', 'date_before:2025-03-01')).toBe(null);
    });
    it('rejects 2025-03-05 with "Delivery date must be before 2025-03-01."', () => {
      expect(check('2025-03-05', 'date_before:2025-03-01', 'delivery_date')).toBe(
        'Delivery date must be before 2025-03-01.',
      );
    });
  });

  describe('date_between', () => {
    const rules = 'date_between:2025-03-01,2025-03-31';
    it('accepts both bounds and a day in between', () => {
      expect(check('2025-03-01', rules)).toBe(null);
      expect(check('2025-03-15', rules)).toBe(null);
      expect(check('2025-03-31', rules)).toBe(null);
    });
    it('rejects 2025-04-01 with "Delivery date must be between 2025-03-01 and 2025-03-31."', () => {
      expect(check('2025-04-01', rules, 'delivery_date')).toBe(
        'Delivery date must be between 2025-03-01 and 2025-03-31.',
      );
    });
  });

  describe('date_format', () => {
    it('accepts 29/02/2024 for DD/MM/YYYY in a leap year', () => {
      expect(check('29/02/2024', 'date_format:DD/MM/YYYY')).toBe(null);
    });
    it('rejects 29/02/2025 with "Birthday must be a date in the format DD/MM/YYYY."', () => {
      expect(check('29/02/2025', 'date_format:DD/MM/YYYY', 'birthday')).toBe(
        'Birthday must be a date in the format DD/MM/YYYY.',
      );
    });
    it('rejects an ISO date when the format is DD/MM/YYYY', () => {
      expect(check('2024-02-29', 'date_format:DD/MM/YYYY')).not.toBe(null);
    });
    it('checks the time tokens HH, mm and ss', () => {
      expect(check('2025-03-01 23:59:59', 'date_format:YYYY-MM-DD HH:mm:ss')).toBe(null);
      expect(check('2025-03-01 24:00:00', 'date_format:YYYY-MM-DD HH:mm:ss')).not.toBe(null);
    });
    it('rejects a non-string value', () => {
      expect(check(20250301, 'date_format:YYYYMMDD')).not.toBe(null);
    });
    it('makes the date rules in the same list read values and bounds with the format', () => {
      const rules = 'date_format:DD/MM/YYYY|date_after:01/03/2025';
      expect(check('02/03/2025', rules)).toBe(null);
      expect(check('28/02/2025', rules, 'delivery_date')).toBe(
        'Delivery date must be after 01/03/2025.',
      );
    });
    it('leaves an unreadable date to date_format alone, without a second message', () => {
      const result = validateForm(
        { delivery_date: '2025-03-02' },
        { delivery_date: 'date_format:DD/MM/YYYY|date_after:01/03/2025' },
      );
      expect(result.errors).toEqual({
        delivery_date: ['Delivery date must be a date in the format DD/MM/YYYY.'],
      });
    });
  });

  describe('email', () => {
    it.each(['jane@example.com', 'jane.doe+meals@mail.example.co.uk'])('accepts %s', (value) => {
      expect(check(value, 'email')).toBe(null);
    });
    it.each(['jane', 'jane@example', 'jane@@example.com', 'jane doe@example.com', 'a@b.c'])(
      'rejects %s with "Please enter a valid email address."',
      (value) => {
        expect(check(value, 'email')).toBe('Please enter a valid email address.');
      },
    );
  });

  describe('ends_with', () => {
    it('accepts a value ending with any of the suffixes', () => {
      expect(check('photo.jpg', 'ends_with:.png,.jpg')).toBe(null);
    });
    it('rejects "photo.gif" with \'File must end with ".png" or ".jpg".\'', () => {
      expect(check('photo.gif', 'ends_with:.png,.jpg', 'file')).toBe(
        'File must end with ".png" or ".jpg".',
      );
    });
  });

  describe('is', () => {
    it('accepts the exact text', () => {
      expect(check('DELETE', 'is:DELETE')).toBe(null);
    });
    it('compares numbers and booleans by their text', () => {
      expect(check(3, 'is:3')).toBe(null);
      expect(check(true, 'is:true')).toBe(null);
    });
    it('rejects "delete" with \'Confirmation must be "DELETE".\'', () => {
      expect(check('delete', 'is:DELETE', 'confirmation')).toBe('Confirmation must be "DELETE".');
    });
  });

  describe('length', () => {
    it('accepts a 4-character PIN for length:4', () => {
      expect(check('1234', 'length:4')).toBe(null);
    });
    it('rejects a 3-character PIN with "Pin must be exactly 4 characters."', () => {
      expect(check('123', 'length:4', 'pin')).toBe('Pin must be exactly 4 characters.');
    });
    it('counts an emoji as one character', () => {
      expect(check('ab😀', 'length:3')).toBe(null);
    });
    it('counts array items', () => {
      expect(check(['a', 'b'], 'length:3', 'meals')).toBe('Meals must have exactly 3 items.');
    });
  });

  describe('matches', () => {
    it('accepts a value matching a /regex/flags literal', () => {
      expect(check('ABC', 'matches:/^[a-z]+$/i')).toBe(null);
    });
    it('rejects "abc1" with "Username is not in the correct format."', () => {
      expect(check('abc1', 'matches:/^[a-z]+$/', 'username')).toBe(
        'Username is not in the correct format.',
      );
    });
    it('supports alternation with a pipe inside a literal', () => {
      expect(check('cat', 'required|matches:/^(cat|dog)$/|max:3')).toBe(null);
      expect(check('cow', 'required|matches:/^(cat|dog)$/|max:3')).not.toBe(null);
    });
    it('accepts a pipe pattern through the object form', () => {
      const rules: ParsedRule[] = [{ name: 'matches', args: ['^(cat|dog)$'] }];
      expect(check('dog', rules)).toBe(null);
      expect(check('cow', rules)).not.toBe(null);
    });
    it('gives the same answer twice even with a g flag', () => {
      expect(check('a', 'matches:/a/g')).toBe(null);
      expect(check('a', 'matches:/a/g')).toBe(null);
    });
  });

  describe('max', () => {
    it('accepts a 20-character string for max:20', () => {
      expect(check('a'.repeat(20), 'max:20')).toBe(null);
    });
    it('rejects a 21-character name with "Last name must be at most 20 characters."', () => {
      expect(check('a'.repeat(21), 'max:20', 'last_name')).toBe(
        'Last name must be at most 20 characters.',
      );
    });
    it('rejects the number 11 with "Meals must be at most 10."', () => {
      expect(check(11, 'max:10', 'meals')).toBe('Meals must be at most 10.');
    });
    it('rejects three picks with "Meals must have at most 2 items."', () => {
      expect(check(['a', 'b', 'c'], 'max:2', 'meals')).toBe('Meals must have at most 2 items.');
    });
  });

  describe('min', () => {
    it('accepts an 8-character password for min:8', () => {
      expect(check('abcdefgh', 'min:8', 'password')).toBe(null);
    });
    it('rejects a 7-character password with "Password must be at least 8 characters."', () => {
      expect(check('abcdefg', 'min:8', 'password')).toBe('Password must be at least 8 characters.');
    });
    it('rejects the number 17 with "Age must be at least 18."', () => {
      expect(check(17, 'min:18', 'age')).toBe('Age must be at least 18.');
    });
    it('compares "100" by length without number and by value with it', () => {
      expect(check('100', 'min:5', 'code')).toBe('Code must be at least 5 characters.');
      expect(check('100', 'number|min:5')).toBe(null);
    });
    it('leaves a non-numeric value to the number rule', () => {
      expect(validateForm({ age: 'old' }, { age: 'min:18|number' }).errors).toEqual({
        age: ['Age must be a number.'],
      });
    });
    it('falls back to "This field is not valid." for a value it cannot measure', () => {
      expect(check(true, 'min:1')).toBe('This field is not valid.');
    });
  });

  describe('not', () => {
    it('accepts a different value', () => {
      expect(check('Jane', 'not:admin')).toBe(null);
    });
    it('rejects "admin" with \'Username must not be "admin".\'', () => {
      expect(check('admin', 'not:admin', 'username')).toBe('Username must not be "admin".');
    });
  });

  describe('number', () => {
    it.each([3, '3', '-1.5', '.5', ' 42 '])('accepts %j', (value) => {
      expect(check(value, 'number')).toBe(null);
    });
    it.each(['3 meals', '1,5', 'NaN', Number.NaN, Infinity, true])(
      'rejects %j with "Quantity must be a number."',
      (value) => {
        expect(check(value, 'number', 'quantity')).toBe('Quantity must be a number.');
      },
    );
  });

  describe('required', () => {
    it.each(['x', 0, false, ['a']])('accepts %j as filled in', (value) => {
      expect(check(value, 'required')).toBe(null);
    });
    it('rejects an empty string with "First name is required."', () => {
      expect(check('', 'required', 'first_name')).toBe('First name is required.');
    });
  });

  describe('starts_with', () => {
    it('accepts a value starting with any of the prefixes', () => {
      expect(check('MX-42', 'starts_with:MB-,MX-')).toBe(null);
    });
    it('rejects "AB-42" with \'Code must start with "MB-" or "MX-".\'', () => {
      expect(check('AB-42', 'starts_with:MB-,MX-', 'code')).toBe(
        'Code must start with "MB-" or "MX-".',
      );
    });
    it('lists three prefixes as "a", "b" or "c"', () => {
      expect(check('d', 'starts_with:a,b,c', 'code')).toBe('Code must start with "a", "b" or "c".');
    });
  });

  describe('url', () => {
    it.each([
      'https://example.com',
      'http://shop.example.co.uk/menu?week=12#mains',
      'https://localhost:3000/',
      'http://127.0.0.1:8080',
    ])('accepts %s', (value) => {
      expect(check(value, 'url')).toBe(null);
    });
    it.each([
      'example.com',
      'ftp://example.com',
      'https://',
      'https://exa mple.com',
      'javascript:alert(1)',
    ])('rejects %s with "Please enter a valid URL."', (value) => {
      expect(check(value, 'url')).toBe('Please enter a valid URL.');
    });
  });

  it('falls back to "This field is not valid." when a text rule gets an object', () => {
    expect(check({ email: 'a@b.co' }, 'email')).toBe('This field is not valid.');
  });
});

describe('validateValue', () => {
  it('returns the first failing rule only', () => {
    expect(check('ab', 'min:3|alpha_spaces|email', 'first_name')).toBe(
      'First name must be at least 3 characters.',
    );
  });

  it('uses an overriding message for this call only', () => {
    const overrides = { required: 'Please tell us your {Name}.' };
    expect(validateValue('', 'required', { name: 'postcode' }, overrides)).toBe(
      'Please tell us your Postcode.',
    );
    expect(check('', 'required', 'postcode')).toBe('Postcode is required.');
  });

  it('leaves a label containing braces untouched', () => {
    expect(validateValue('', 'required', { name: 'x', label: 'Code {min}' })).toBe(
      'Code {min} is required.',
    );
  });
});

describe('validateForm', () => {
  const schema = {
    first_name: 'required|alpha_spaces',
    email: 'required|email',
    password: 'required|min:8|matches:/\\d/',
    password_confirm: 'required|confirm:password',
    phone: 'number',
  };

  it('is valid without a message when every field passes', () => {
    const result = validateForm(
      {
        first_name: 'Jane',
        email: 'jane@example.com',
        password: 'hunter222',
        password_confirm: 'hunter222',
      },
      schema,
    );
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it('reports "Sorry, not all fields are filled out correctly." with every failing field', () => {
    const result = validateForm(
      { email: 'jane@', password: 'short', password_confirm: 'shorter', phone: 'x' },
      schema,
      { first_name: 'First Name' },
    );
    expect(result).toEqual({
      valid: false,
      message: 'Sorry, not all fields are filled out correctly.',
      errors: {
        first_name: ['First Name is required.'],
        email: ['Please enter a valid email address.'],
        password: [
          'Password must be at least 8 characters.',
          'Password is not in the correct format.',
        ],
        password_confirm: ['Password confirm does not match.'],
        phone: ['Phone must be a number.'],
      },
    });
  });

  it('ignores values that have no rules', () => {
    expect(validateForm({ csrf: '' }, {}).valid).toBe(true);
  });

  it('overrides the form message per call', () => {
    const result = validateForm({}, { email: 'required' }, {}, { form_invalid: FORM_INCOMPLETE });
    expect(result.message).toBe('Form incomplete.');
  });

  it('does not read a rule-less field name from the object prototype', () => {
    expect(validateForm({}, { constructor: 'required' }).errors).toEqual({
      constructor: ['Constructor is required.'],
    });
  });
});
