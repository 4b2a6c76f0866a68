import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: the first `first` at once, then `step` more in each
 * task after, each in a transition that React renders in short slices. A phone paints the top of
 * the page sooner, and its main thread is never blocked long: neither by one long render nor by
 * the commit that puts a whole list into the page at once (Total Blocking Time). A list that
 * grows again (a filter cleared) continues from where it had got to.
 */
export function useProgressiveCount(total: number, first: number, step = 3): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(total, count);
}
