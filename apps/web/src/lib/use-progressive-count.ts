import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: the first `first` at once, then, just after, all of
 * them in a transition that React renders in short slices. A phone paints the top of the page
 * sooner and its main thread is never blocked by one long render (Total Blocking Time).
 */
export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= first) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
