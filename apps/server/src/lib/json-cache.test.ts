import { describe, expect, it, vi } from 'vitest';
import { JsonCache } from './json-cache.ts';

describe('JsonCache', () => {
  it('serves the cached body within its lifetime and shares concurrent misses', async () => {
    const cache = new JsonCache(1000);
    const produce = vi.fn(async () => ({ week: '2026-11-30' }));
    const [a, b] = await Promise.all([
      cache.get('k', produce, 0, 0),
      cache.get('k', produce, 10, 10),
    ]);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(a.body).toBe('{"week":"2026-11-30"}');
    expect(b.etag).toBe(a.etag);
    await cache.get('k', produce, 999, 999);
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('produces again once the entry has expired', async () => {
    const cache = new JsonCache(1000);
    const produce = vi.fn(async () => ({ n: 1 }));
    await cache.get('k', produce, 0, 0);
    await cache.get('k', produce, 1000, 1000);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it("produces again when the store's clock moves past the lifetime, either way", async () => {
    const cache = new JsonCache(1000);
    const produce = vi.fn(async () => ({ n: 1 }));
    await cache.get('k', produce, 0, 0);
    await cache.get('k', produce, 2 * 86_400_000, 5);
    expect(produce).toHaveBeenCalledTimes(2);
    await cache.get('k', produce, 0, 10);
    expect(produce).toHaveBeenCalledTimes(3);
  });

  it('expires in real time under a store clock that stands still', async () => {
    const cache = new JsonCache(1000);
    const produce = vi.fn(async () => ({ n: 1 }));
    await cache.get('k', produce, 500, 0);
    await cache.get('k', produce, 500, 1000);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    const cache = new JsonCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')), 0, 0)).rejects.toThrow(
      'db down',
    );
    await expect(cache.get('k', async () => ({ ok: true }), 1, 1)).resolves.toMatchObject({
      body: '{"ok":true}',
    });
  });
});
