import type { Env } from '../../env.ts';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.ts';

export const SESSION_COOKIE = 'sid';

export function newSessionToken(): string {
  return randomToken(32);
}

/**
 * The CSRF token is bound to the session: an HMAC of its cookie value. Any server process can
 * check it without a lookup, and it changes whenever the session rotates.
 */
export function csrfTokenFor(env: Env, sessionToken: string): string {
  return hmac(env.SESSION_SECRET, `csrf:${sessionToken}`);
}

export function isValidCsrfToken(env: Env, sessionToken: string, candidate: string): boolean {
  return safeEqual(csrfTokenFor(env, sessionToken), candidate);
}

export function sessionCookieOptions(env: Env) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.HTTPS,
    maxAge: env.SESSION_TTL_DAYS * 24 * 3600,
  };
}
