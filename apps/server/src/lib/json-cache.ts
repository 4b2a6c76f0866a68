import { sha256 } from './tokens.ts';

export interface CachedJson<T = unknown> {
  body: string;
  etag: string;
  /** The value the body was serialized from; shared, so never modify it. */
  data: T;
}

/**
 * Serialized JSON kept for a few seconds per key, so hot read-only answers (the week's menu)
 * cost neither a query nor a serialization. Concurrent misses share one producer call.
 */
export class JsonCache {
  private readonly entries = new Map<string, { at: number; value: Promise<CachedJson<unknown>> }>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, produce: () => Promise<T>, now = Date.now()): Promise<CachedJson<T>> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<CachedJson<T>>;
    const value = produce().then((data) => {
      const body = JSON.stringify(data);
      return { body, etag: `"${sha256(body).slice(0, 27)}"`, data };
    });
    this.entries.set(key, { at: now, value });
    // A failure is not cached.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
