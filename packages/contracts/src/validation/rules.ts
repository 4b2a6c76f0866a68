import { formMessages } from '../messages.ts';
/**
 * Generic form rules shared by the web forms and the server.
 *
 * Rule strings: `'required|min:8|between:1,10|starts_with:MB-,MX-|matches:/^[a-z|]+$/i'`.
 * A pipe separates rules, the first colon separates a rule's name from its arguments, and
 * arguments are comma-separated. `is`, `not`, `matches` and `date_format` take one argument
 * that is kept verbatim, so it may contain commas. A `matches` argument written as a
 * `/regex/flags` literal may also contain pipes; any other verbatim argument ends at the next
 * pipe, so build such patterns with the object form: `[{ name: 'matches', args: ['a|b'] }]`.
 */

export const RULE_NAMES = [
  'accepted',
  'alpha',
  'alpha_spaces',
  'alphanumeric',
  'between',
  'confirm',
  'date_after',
  'date_before',
  'date_between',
  'date_format',
  'email',
  'ends_with',
  'is',
  'length',
  'matches',
  'max',
  'min',
  'not',
  'number',
  'required',
  'starts_with',
  'url',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

export interface ParsedRule {
  readonly name: RuleName;
  readonly args: readonly string[];
}

export interface ValidationContext {
  /** The field's key; `confirm` without an argument compares with `${name}_confirm`. */
  readonly name: string;
  /** Shown as `{Name}`; defaults to the humanised field name. */
  readonly label?: string;
  /** All of the form's values, needed by `confirm`. */
  readonly values?: Readonly<Record<string, unknown>>;
}

export interface FormValidationResult {
  valid: boolean;
  /** Only fields that failed, each with every failing rule's message in rule order. */
  errors: Record<string, string[]>;
  message?: string;
}

export const FORM_INVALID = formMessages.notAllFieldsCorrect;
export const FORM_INCOMPLETE = formMessages.formIncomplete;
export const FIELD_INVALID = formMessages.fieldNotValid;

/**
 * The default catalogue. `{Name}` is the field's label; the other placeholders are the rule's
 * arguments. Frozen so that one caller cannot change the texts every other form shows: pass
 * overrides per call instead.
 */
export const messages = Object.freeze({
  accepted: '{Name} must be accepted.',
  alpha: '{Name} may only contain letters.',
  alpha_spaces: '{Name} may only contain letters and spaces.',
  alphanumeric: '{Name} may only contain letters and numbers.',
  between_array: '{Name} must have between {min} and {max} items.',
  between_number: '{Name} must be between {min} and {max}.',
  between_string: '{Name} must be between {min} and {max} characters.',
  confirm: '{Name} does not match.',
  date: '{Name} must be a valid date.',
  date_after: '{Name} must be after {date}.',
  date_before: '{Name} must be before {date}.',
  date_between: '{Name} must be between {min} and {max}.',
  date_format: '{Name} must be a date in the format {format}.',
  email: formMessages.invalidEmail,
  ends_with: '{Name} must end with {values}.',
  is: '{Name} must be {value}.',
  length_array: '{Name} must have exactly {length} items.',
  length_string: '{Name} must be exactly {length} characters.',
  matches: '{Name} is not in the correct format.',
  max_array: '{Name} must have at most {max} items.',
  max_number: '{Name} must be at most {max}.',
  max_string: '{Name} must be at most {max} characters.',
  min_array: '{Name} must have at least {min} items.',
  min_number: '{Name} must be at least {min}.',
  min_string: '{Name} must be at least {min} characters.',
  not: '{Name} must not be {value}.',
  number: '{Name} must be a number.',
  required: '{Name} is required.',
  starts_with: '{Name} must start with {values}.',
  url: formMessages.invalidUrl,
  invalid: FIELD_INVALID,
  form_invalid: FORM_INVALID,
  form_incomplete: FORM_INCOMPLETE,
});

export type MessageKey = keyof typeof messages;
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

// ---------------------------------------------------------------------------------------------
// Values

interface Failure {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string>>;
}

interface FieldContext {
  readonly name: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly labelOf: (field: string) => string;
}

type Check = (value: unknown, field: FieldContext) => Failure | null;

const fail = (key: MessageKey, params?: Record<string, string>): Failure => ({ key, params });

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

// Read own properties only, so a field called `constructor` is not found on the prototype.
function read(values: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(values, key) ? values[key] : undefined;
}

function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  return null;
}

// Count code points rather than UTF-16 units, so an emoji is one character as the user sees it.
const charCount = (text: string): number => [...text].length;

interface Measure {
  readonly kind: 'array' | 'number' | 'string';
  readonly size: number;
}

/**
 * What `min`, `max` and `between` compare. Form inputs deliver numbers as strings, so a string
 * is compared by value only when the same rule list has `number`; otherwise by its length.
 * `'skip'` leaves a non-numeric value to the `number` rule, which reports it.
 */
function measure(value: unknown, numeric: boolean): Measure | 'skip' | null {
  if (Array.isArray(value)) return { kind: 'array', size: value.length };
  const asNumber = toNumber(value);
  if (typeof value === 'number' || (numeric && typeof value === 'string')) {
    if (asNumber !== null) return { kind: 'number', size: asNumber };
    return numeric ? 'skip' : null;
  }
  return typeof value === 'string' ? { kind: 'string', size: charCount(value) } : null;
}

const quote = (text: string): string => `"${text}"`;

function quoteList(items: readonly string[]): string {
  const quoted = items.map(quote);
  const last = quoted.pop() ?? '';
  return quoted.length > 0 ? `${quoted.join(', ')} or ${last}` : last;
}

export function humaniseFieldName(name: string): string {
  const words = name
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .join(' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Dates

const DATE_TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'mm', 'ss'] as const;
type DateToken = (typeof DATE_TOKENS)[number];

interface DateFormat {
  readonly pattern: RegExp;
  readonly tokens: readonly DateToken[];
}

// Year 2000 is a leap year, so a format without YYYY still accepts 29 February.
const DEFAULT_DATE_PARTS: Readonly<Record<DateToken, number>> = {
  YYYY: 2000,
  MM: 1,
  DD: 1,
  HH: 0,
  mm: 0,
  ss: 0,
};

// Time zones are not accepted: rule arguments are wall-clock dates, and an offset would make
// "after 2025-01-01" depend on where the server runs.
const ISO_DATE: DateFormat = {
  pattern: /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/,
  tokens: DATE_TOKENS,
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function compileDateFormat(format: string): DateFormat | null {
  const tokens: DateToken[] = [];
  let source = '';
  let index = 0;
  while (index < format.length) {
    const token = DATE_TOKENS.find((candidate) => format.startsWith(candidate, index));
    if (token === undefined) {
      source += escapeRegExp(format.charAt(index));
      index += 1;
      continue;
    }
    if (tokens.includes(token)) return null;
    tokens.push(token);
    source += token === 'YYYY' ? '(\\d{4})' : '(\\d{2})';
    index += token.length;
  }
  return tokens.length > 0 ? { pattern: new RegExp(`^${source}$`), tokens } : null;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A number that orders like the date it stands for; no `Date`, so no time zone creeps in. */
function dateKey(parts: Readonly<Record<DateToken, number>>): number | null {
  const { YYYY, MM, DD, HH, mm, ss } = parts;
  const valid =
    MM >= 1 &&
    MM <= 12 &&
    DD >= 1 &&
    DD <= daysInMonth(YYYY, MM) &&
    HH <= 23 &&
    mm <= 59 &&
    ss <= 59;
  return valid ? ((((YYYY * 100 + MM) * 100 + DD) * 100 + HH) * 100 + mm) * 100 + ss : null;
}

function parseDate(text: string, format: DateFormat): number | null {
  const match = format.pattern.exec(text);
  if (match === null) return null;
  const parts = { ...DEFAULT_DATE_PARTS };
  format.tokens.forEach((token, index) => {
    const group = match[index + 1];
    if (group !== undefined) parts[token] = Number(group);
  });
  return dateKey(parts);
}

function dateValueKey(value: unknown, format: DateFormat | null): number | null {
  // A picker's Date holds the user's local wall-clock time, which is what they compared.
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return dateKey({
      YYYY: value.getFullYear(),
      MM: value.getMonth() + 1,
      DD: value.getDate(),
      HH: value.getHours(),
      mm: value.getMinutes(),
      ss: value.getSeconds(),
    });
  }
  if (typeof value !== 'string') return null;
  return parseDate(value, format ?? ISO_DATE);
}

// ---------------------------------------------------------------------------------------------
// Rules

const ACCEPTED: ReadonlySet<unknown> = new Set([true, 1, '1', 'yes', 'on', 'true']);
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_SPACES = /^[\p{L}\p{M} ]+$/u;
const ALPHANUMERIC = /^[\p{L}\p{M}\p{Nd}]+$/u;

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TLD = '(?:\\p{L}{2,}|xn--[a-z\\d-]+)';
const EMAIL = new RegExp(`^[^\\s@]+@(?:${LABEL}\\.)+${TLD}$`, 'iu');
const HOST = `(?:localhost|(?:${LABEL}\\.)+${TLD}|\\d{1,3}(?:\\.\\d{1,3}){3})`;
const URL_PATTERN = new RegExp(`^https?://${HOST}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'iu');

function numberArg(rule: RuleName, arg: string | undefined): number {
  const value = toNumber(arg);
  if (value === null) throw new Error(`Rule "${rule}" needs a number, got "${arg}".`);
  return value;
}

function lengthArg(arg: string | undefined): number {
  const value = numberArg('length', arg);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Rule "length" needs a whole number, got "${arg}".`);
  }
  return value;
}

function compilePattern(source: string): RegExp {
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(source);
  const body = literal ? (literal[1] ?? '') : source;
  // g and y make test() resume from lastIndex, so the same value would alternate pass/fail.
  const flags = literal ? (literal[2] ?? '').replace(/[gy]/g, '') : '';
  try {
    return new RegExp(body, flags);
  } catch (error) {
    throw new Error(`Rule "matches" has an invalid pattern: ${source}`, { cause: error });
  }
}

function siblingDateFormat(siblings: readonly ParsedRule[]): DateFormat | null {
  const rule = siblings.find((sibling) => sibling.name === 'date_format');
  return rule ? compileDateFormat(rule.args[0] ?? '') : null;
}

function dateArg(rule: RuleName, arg: string | undefined, format: DateFormat | null): number {
  const text = arg ?? '';
  const key = (format && parseDate(text, format)) ?? parseDate(text, ISO_DATE);
  if (key === null) throw new Error(`Rule "${rule}" needs a date, got "${text}".`);
  return key;
}

function textRule(test: (text: string) => boolean, key: MessageKey): RuleFactory {
  return () => (value) => {
    const text = toText(value);
    if (text === null) return fail('invalid');
    return test(text) ? null : fail(key);
  };
}

function sizeRule(
  rule: 'between' | 'max' | 'min',
  inRange: (size: number, bounds: readonly number[]) => boolean,
): RuleFactory {
  return (args, siblings) => {
    const bounds = args.map((arg) => numberArg(rule, arg));
    if (rule === 'between' && (bounds[0] ?? 0) > (bounds[1] ?? 0)) {
      throw new Error(`Rule "between" needs the smaller bound first, got "${args.join(',')}".`);
    }
    const params =
      rule === 'between'
        ? { min: String(bounds[0]), max: String(bounds[1]) }
        : { [rule]: String(bounds[0]) };
    const numeric = siblings.some((sibling) => sibling.name === 'number');
    return (value) => {
      const size = measure(value, numeric);
      if (size === 'skip') return null;
      if (size === null) return fail('invalid');
      return inRange(size.size, bounds) ? null : fail(`${rule}_${size.kind}`, params);
    };
  };
}

function dateRule(
  rule: 'date_after' | 'date_before' | 'date_between',
  inRange: (key: number, bounds: readonly number[]) => boolean,
): RuleFactory {
  return (args, siblings) => {
    const format = siblingDateFormat(siblings);
    const bounds = args.map((arg) => dateArg(rule, arg, format));
    const params: Record<string, string> =
      rule === 'date_between'
        ? { min: args[0] ?? '', max: args[1] ?? '' }
        : { date: args[0] ?? '' };
    return (value) => {
      const key = dateValueKey(value, format);
      // With a date_format rule present, that rule reports an unreadable date.
      if (key === null) return format ? null : fail('date');
      return inRange(key, bounds) ? null : fail(rule, params);
    };
  };
}

function affixRule(rule: 'ends_with' | 'starts_with'): RuleFactory {
  return (args) => (value) => {
    const text = toText(value);
    if (text === null) return fail('invalid');
    const found = args.some((affix) =>
      rule === 'starts_with' ? text.startsWith(affix) : text.endsWith(affix),
    );
    return found ? null : fail(rule, { values: quoteList(args) });
  };
}

function equalityRule(rule: 'is' | 'not'): RuleFactory {
  return ([expected = '']) =>
    (value) => {
      const text = typeof value === 'boolean' ? String(value) : toText(value);
      if (text === null) return fail('invalid');
      return (text === expected) === (rule === 'is')
        ? null
        : fail(rule, { value: quote(expected) });
    };
}

type RuleFactory = (args: readonly string[], siblings: readonly ParsedRule[]) => Check;

interface RuleDefinition {
  readonly minArgs: number;
  readonly maxArgs: number;
  /** The argument is kept whole instead of being split on commas. */
  readonly verbatim?: boolean;
  readonly create: RuleFactory;
}

const RULES: Readonly<Record<RuleName, RuleDefinition>> = {
  accepted: {
    minArgs: 0,
    maxArgs: 0,
    create: () => (value) => (ACCEPTED.has(value) ? null : fail('accepted')),
  },
  alpha: { minArgs: 0, maxArgs: 0, create: textRule((text) => ALPHA.test(text), 'alpha') },
  alpha_spaces: {
    minArgs: 0,
    maxArgs: 0,
    create: textRule((text) => ALPHA_SPACES.test(text), 'alpha_spaces'),
  },
  alphanumeric: {
    minArgs: 0,
    maxArgs: 0,
    create: textRule((text) => ALPHANUMERIC.test(text), 'alphanumeric'),
  },
  between: {
    minArgs: 2,
    maxArgs: 2,
    create: sizeRule('between', (size, [min = 0, max = 0]) => size >= min && size <= max),
  },
  confirm: {
    minArgs: 0,
    maxArgs: 1,
    create: ([other]) => {
      if (other === '') throw new Error('Rule "confirm" needs a field name after the colon.');
      return (value, field) => {
        const target = other ?? `${field.name}_confirm`;
        return value === read(field.values, target)
          ? null
          : fail('confirm', { other: field.labelOf(target) });
      };
    },
  },
  date_after: {
    minArgs: 1,
    maxArgs: 1,
    create: dateRule('date_after', (key, [after = 0]) => key > after),
  },
  date_before: {
    minArgs: 1,
    maxArgs: 1,
    create: dateRule('date_before', (key, [before = 0]) => key < before),
  },
  date_between: {
    minArgs: 2,
    maxArgs: 2,
    create: dateRule('date_between', (key, [min = 0, max = 0]) => key >= min && key <= max),
  },
  date_format: {
    minArgs: 1,
    maxArgs: 1,
    verbatim: true,
    create: ([source = '']) => {
      const format = compileDateFormat(source);
      if (format === null) {
        throw new Error(`Rule "date_format" needs YYYY, MM, DD, HH, mm or ss, got "${source}".`);
      }
      return (value) =>
        typeof value === 'string' && parseDate(value, format) !== null
          ? null
          : fail('date_format', { format: source });
    },
  },
  email: { minArgs: 0, maxArgs: 0, create: textRule((text) => EMAIL.test(text), 'email') },
  ends_with: { minArgs: 1, maxArgs: Infinity, create: affixRule('ends_with') },
  is: { minArgs: 1, maxArgs: 1, verbatim: true, create: equalityRule('is') },
  length: {
    minArgs: 1,
    maxArgs: 1,
    create: ([arg]) => {
      const length = lengthArg(arg);
      const params = { length: String(length) };
      return (value) => {
        if (Array.isArray(value)) {
          return value.length === length ? null : fail('length_array', params);
        }
        const text = toText(value);
        if (text === null) return fail('invalid');
        return charCount(text) === length ? null : fail('length_string', params);
      };
    },
  },
  matches: {
    minArgs: 1,
    maxArgs: 1,
    verbatim: true,
    create: ([source = '']) => {
      const pattern = compilePattern(source);
      return textRule((text) => pattern.test(text), 'matches')([], []);
    },
  },
  max: { minArgs: 1, maxArgs: 1, create: sizeRule('max', (size, [max = 0]) => size <= max) },
  min: { minArgs: 1, maxArgs: 1, create: sizeRule('min', (size, [min = 0]) => size >= min) },
  not: { minArgs: 1, maxArgs: 1, verbatim: true, create: equalityRule('not') },
  number: {
    minArgs: 0,
    maxArgs: 0,
    create: () => (value) => (toNumber(value) === null ? fail('number') : null),
  },
  required: {
    minArgs: 0,
    maxArgs: 0,
    // Whitespace alone does not fill a field; `false` does, so a yes/no answer of "no" counts
    // (use `accepted` for a box that must be ticked).
    create: () => (value) =>
      isEmpty(value) || (typeof value === 'string' && value.trim() === '')
        ? fail('required')
        : null,
  },
  starts_with: { minArgs: 1, maxArgs: Infinity, create: affixRule('starts_with') },
  url: { minArgs: 0, maxArgs: 0, create: textRule((text) => URL_PATTERN.test(text), 'url') },
};

function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

/** Turns rules into checks, throwing on anything a programmer got wrong. */
function compileRules(rules: readonly ParsedRule[]): Check[] {
  return rules.map((rule) => {
    const name: string = rule.name;
    if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}".`);
    const { minArgs, maxArgs, create } = RULES[name];
    if (rule.args.length < minArgs || rule.args.length > maxArgs) {
      throw new Error(`Rule "${name}" got ${rule.args.length} argument(s): ${rule.args.join(',')}`);
    }
    const check = create(rule.args, rules);
    // Empty optional fields pass; only these two rules have something to say about emptiness.
    if (name === 'required' || name === 'accepted') return check;
    return (value, field) => (isEmpty(value) ? null : check(value, field));
  });
}

// ---------------------------------------------------------------------------------------------
// Parsing

/** Index just past a `/regex/flags` literal starting at `start`, skipping escaped and [/] slashes. */
function regexLiteralEnd(source: string, start: number): number {
  let inClass = false;
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source.charAt(index);
    if (char === '\\') index += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) {
      let end = index + 1;
      while (/[a-z]/i.test(source.charAt(end))) end += 1;
      return end;
    }
  }
  throw new Error(`Rule "matches" has an unterminated pattern in "${source}".`);
}

function readArgs(name: RuleName, source: string, start: number): { args: string[]; end: number } {
  if (name === 'matches' && source.charAt(start) === '/') {
    const end = regexLiteralEnd(source, start);
    if (end < source.length && source.charAt(end) !== '|') {
      throw new Error(`Rule "matches" has text after its pattern in "${source}".`);
    }
    return { args: [source.slice(start, end)], end };
  }
  const pipe = source.indexOf('|', start);
  const end = pipe === -1 ? source.length : pipe;
  const raw = source.slice(start, end);
  const args = RULES[name].verbatim ? [raw] : raw.split(',').map((arg) => arg.trim());
  return { args, end };
}

function splitRules(ruleString: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  if (ruleString.trim() === '') return rules;
  // Each pass reads one rule and steps over the pipe after it; a trailing pipe leaves an empty
  // rule for the next pass to reject.
  let start = 0;
  while (start <= ruleString.length) {
    const stop = ruleString.slice(start).search(/[:|]/);
    const nameEnd = stop === -1 ? ruleString.length : start + stop;
    const name = ruleString.slice(start, nameEnd).trim();
    if (name === '') throw new Error(`Empty validation rule in "${ruleString}".`);
    if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}".`);
    if (ruleString.charAt(nameEnd) === ':') {
      const { args, end } = readArgs(name, ruleString, nameEnd + 1);
      rules.push({ name, args });
      start = end + 1;
    } else {
      rules.push({ name, args: [] });
      start = nameEnd + 1;
    }
  }
  return rules;
}

/**
 * Parses a rule string (see the top of this file). Throws on unknown rules and malformed
 * arguments, since those are mistakes in code rather than in what a user typed.
 */
export function parseRules(ruleString: string): ParsedRule[] {
  const rules = splitRules(ruleString);
  compileRules(rules);
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Validation

function interpolate(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder: string, key: string) =>
    Object.hasOwn(params, key) ? (params[key] ?? placeholder) : placeholder,
  );
}

function render(failure: Failure, label: string, overrides?: Partial<MessageCatalogue>): string {
  const template = overrides?.[failure.key] ?? messages[failure.key];
  return interpolate(template, { ...failure.params, Name: label });
}

function failures(
  value: unknown,
  rules: string | readonly ParsedRule[],
  field: FieldContext,
  bail: boolean,
): Failure[] {
  const found: Failure[] = [];
  for (const check of compileRules(typeof rules === 'string' ? splitRules(rules) : rules)) {
    const failure = check(value, field);
    if (failure === null) continue;
    found.push(failure);
    if (bail) break;
  }
  return found;
}

/** The first failing rule's message, or null when the value passes every rule. */
export function validateValue(
  value: unknown,
  rules: string | readonly ParsedRule[],
  ctx: ValidationContext,
  overrides?: Partial<MessageCatalogue>,
): string | null {
  const field: FieldContext = {
    name: ctx.name,
    values: ctx.values ?? {},
    labelOf: humaniseFieldName,
  };
  const [failure] = failures(value, rules, field, true);
  return failure ? render(failure, ctx.label ?? humaniseFieldName(ctx.name), overrides) : null;
}

/** Validates every field in `schema`; fields in `values` without rules are ignored. */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  schema: Readonly<Record<string, string | readonly ParsedRule[]>>,
  labels: Readonly<Record<string, string>> = {},
  overrides?: Partial<MessageCatalogue>,
): FormValidationResult {
  const labelOf = (name: string): string =>
    (Object.hasOwn(labels, name) ? labels[name] : undefined) ?? humaniseFieldName(name);
  const errors: Record<string, string[]> = {};
  for (const [name, rules] of Object.entries(schema)) {
    const field: FieldContext = { name, values, labelOf };
    const found = failures(read(values, name), rules, field, false);
    if (found.length > 0) errors[name] = found.map((f) => render(f, labelOf(name), overrides));
  }
  if (Object.keys(errors).length === 0) return { valid: true, errors };
  return { valid: false, errors, message: overrides?.form_invalid ?? messages.form_invalid };
}
