/** How many session ids a process remembers as having no user; about 100 bytes each. */
const DEFAULT_CAPACITY = 100_000;

/**
 * Hashed session ids that have no live session behind them: a guest's cookie, or a session that
 * was revoked or has expired. None of them can ever become live: a sign-in always starts a new
 * session under a new random id, and a session never comes back once revoked or expired. So a
 * request carrying one of them needs no session lookup, in any process, for as long as the id is
 * remembered; the capacity only bounds the memory (the oldest ids are forgotten first, and are
 * then looked up again).
 */
export class SessionsWithoutUser {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  has(idHash: string): boolean {
    return this.ids.has(idHash);
  }

  add(idHash: string): void {
    if (this.ids.has(idHash)) return;
    if (this.ids.size >= this.capacity) {
      const oldest = this.ids.values().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
    this.ids.add(idHash);
  }
}
