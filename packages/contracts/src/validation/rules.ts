import * as z from 'zod/mini';
import { formMessages } from '../messages.ts';

/**
 * Spec §5's generic form rules, as the contracts' forms use them: zod/mini schemas carrying the
 * spec's default messages. Every form is a contract schema (the route's body and the form's
 * resolver), so the spec's rule strings (`'required|email'`) have no reader here; a generic rule
 * joins this file when a form needs it.
 */

/** The spec's default messages (§5); `{Name}` is the field's label. */
export const ruleMessages = {
  required: (name: string) => `${name} is required.`,
  number: (name: string) => `${name} must be a number.`,
  email: formMessages.invalidEmail,
  url: formMessages.invalidUrl,
  invalid: formMessages.fieldNotValid,
} as const;

export interface RequiredOptions {
  /** The longest text accepted (default 100). */
  max?: number;
  /** Where the spec gives a form its own text instead of '{Name} is required.'. */
  message?: string;
}

/**
 * `required`: text with something besides spaces in it, trimmed, at most `max` long; otherwise
 * '{Name} is required.' (missing or not text is the same answer).
 */
export const required = (
  name: string,
  { max = 100, message = ruleMessages.required(name) }: RequiredOptions = {},
) =>
  // An empty field is told only that it is required, not also what a filled one must look like.
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max));

/**
 * `required` and `email`: a trimmed address, 'Please enter a valid email address.' for anything
 * else (254 characters at most, the longest address mail can carry).
 */
export const email = (
  name = 'Email Address',
  { message = ruleMessages.required(name) }: Pick<RequiredOptions, 'message'> = {},
) =>
  z.pipe(
    z
      .string({ error: message })
      .check(z.trim(), z.minLength(1, message), z.maxLength(254, ruleMessages.email)),
    z.email(ruleMessages.email),
  );
