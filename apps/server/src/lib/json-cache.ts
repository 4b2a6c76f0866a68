import { sha256 } from './tokens.ts';

export interface CachedJson<T = unknown> {
  body: string;
  etag: string;
  /** The value the body was serialized from; shared, so never modify it. */
  data: T;
}

interface Entry {
  /** Real time when it was made. */
  at: number;
  /** The store's time when it was made (lib/clock.ts): the answer depends on it. */
  storeAt: number;
  value: Promise<CachedJson<unknown>>;
}

/**
 * Serialized JSON kept for a few seconds per key, so hot read-only answers (the week's menu)
 * cost neither a query nor a serialization. Concurrent misses share one producer call. An entry
 * lasts the time to live in real time and in the store's time, whichever ends first, so that a
 * store clock moved forward (or back) is answered at once and a pinned one still sees changes.
 */
export class JsonCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  get<T>(
    key: string,
    produce: () => Promise<T>,
    storeNow: number,
    now = Date.now(),
  ): Promise<CachedJson<T>> {
    const hit = this.entries.get(key);
    if (hit && this.fresh(now - hit.at) && this.fresh(storeNow - hit.storeAt)) {
      return hit.value as Promise<CachedJson<T>>;
    }
    const value = produce().then((data) => {
      const body = JSON.stringify(data);
      return { body, etag: `"${sha256(body).slice(0, 27)}"`, data };
    });
    this.entries.set(key, { at: now, storeAt: storeNow, value });
    // A failure is not cached.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  private fresh(age: number): boolean {
    return age >= 0 && age < this.ttlMs;
  }

  clear(): void {
    this.entries.clear();
  }
}
