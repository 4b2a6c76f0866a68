import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { authMessages } from '@mealbox/contracts';
import { ValidationFailed } from '../../lib/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * argon2id at OWASP's baseline (m=19 MiB, t=2, p=1), named here rather than left to the
 * library's defaults, so that no upgrade of it can lower them.
 */
const ARGON2ID: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The stored form of a password: a secret nobody chose, a demo login, or `hashNewPassword`'s. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * A password a person chose (registration, a reset, a change, or typed by staff): refused under
 * `field` when it is one of the most common passwords, otherwise hashed. The web's forms cannot
 * know the list (it stays out of their scripts) and show this answer under the field.
 */
export function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) {
    throw new ValidationFailed(authMessages.commonPassword, {
      [field]: [authMessages.commonPassword],
    });
  }
  return hashPassword(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against the stored hash, or against a dummy one when there is no user, so an
 * unknown email takes as long to reject as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
