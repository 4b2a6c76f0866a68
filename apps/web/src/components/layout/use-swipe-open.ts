import { useEffect } from 'react';

export const SWIPE_THRESHOLD_PX = 150;

/** Whether a touch that went from `start` to `end` is a rightward swipe longer than the threshold. */
export function isOpeningSwipe(
  start: { x: number; y: number },
  end: { x: number; y: number },
  threshold = SWIPE_THRESHOLD_PX,
): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return dx > threshold && dx > dy;
}

/** Opens the mobile navigation on a horizontal swipe longer than 150 px (spec §2). */
export function useSwipeOpen(enabled: boolean, onOpen: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (start && t && isOpeningSwipe(start, { x: t.clientX, y: t.clientY })) onOpen();
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, [enabled, onOpen]);
}
