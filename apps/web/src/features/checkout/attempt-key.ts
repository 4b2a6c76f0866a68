import { ApiError } from '../../lib/http';

/**
 * Whether a failed checkout request may have reached the server without us hearing the answer:
 * no response at all, or a server fault. Those are retried with the same idempotency key, so the
 * server answers with the order it already made instead of making (and charging) a second one.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The idempotency key for the next attempt to place the order. A new attempt gets a new key; a
 * retry after an unknown outcome keeps the old one. A clear refusal (a declined card, a bad code)
 * ends that attempt, and the corrected order is a new one.
 */
export function keyForNextAttempt(
  previous: { key: string; error: unknown } | null,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  if (previous && outcomeUnknown(previous.error)) return previous.key;
  return newKey();
}
