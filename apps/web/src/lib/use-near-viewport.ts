import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once (it stays true): a part of
 * the page below the fold is drawn as the visitor scrolls towards it, not all at once after the
 * page has started, which on a phone blocks the main thread (Total Blocking Time). False on the
 * server and while the page hydrates, so both draw the part alike; true where the browser cannot
 * tell (no IntersectionObserver).
 */
export function useNearViewport<T extends Element>(
  margin = '200px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Drawn in a transition: React renders it in short slices, never one long task, so a
        // scroll or a tap is answered while it draws (Total Blocking Time, INP).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  const unobservable = typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';
  return [ref, near || unobservable];
}
