import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `threshold` px (the header shrinks past 50 px). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    // The first look waits for a frame: reading scrollY right after React's commit would lay the
    // page out inside the commit's task (a restored scroll position still gets seen).
    const frame = requestAnimationFrame(onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}
