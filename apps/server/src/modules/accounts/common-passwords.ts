import { readFileSync } from 'node:fs';

/** The shipped list of the most common passwords (common-passwords/README.md: its source). */
export const COMMON_PASSWORDS_FILE = new URL('./common-passwords/top-10000.txt', import.meta.url);

let lowerCased: Set<string> | null = null;

/**
 * Whether the password is one of the most common ones, whatever its letter case. The list is
 * read once, at the first question, into a set of lower-case entries.
 */
export function isCommonPassword(password: string): boolean {
  lowerCased ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split(/\r?\n/)
      .filter((entry) => entry !== '')
      .map((entry) => entry.toLowerCase()),
  );
  return lowerCased.has(password.toLowerCase());
}
