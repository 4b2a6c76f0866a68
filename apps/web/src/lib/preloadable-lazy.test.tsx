import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

// renderToString does not wait: a component that suspends shows its fallback.
const drawn = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);

describe('preloadableLazy', () => {
  it('suspends like React.lazy while its code has not been loaded', () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Hello }));
    expect(drawn(<Lazy name="Sam" />)).toContain('loading');
  });

  it('renders a preloaded component in its first render, without suspending', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Hello }));
    await Lazy.preload();
    expect(drawn(<Lazy name="Priya" />)).toContain('Hello <!-- -->Priya');
  });

  it('loads the code once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = preloadableLazy(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a load that failed again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Hello });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(drawn(<Lazy name="Ana" />)).toContain('Ana');
  });
});
