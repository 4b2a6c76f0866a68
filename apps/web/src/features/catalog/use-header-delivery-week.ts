import { useEffect, type RefObject } from 'react';
import { useUi } from '../../lib/ui-store';

/** The header's height when the page does not have one to measure (the shrunk phone header). */
const FALLBACK_HEADER_PX = 52;

/**
 * Spec §2: once the menu's delivery text has scrolled under the sticky header, the header says
 * 'Delivery the week of {week}' instead; back in view, or when the menu goes away, it stops.
 */
export function useHeaderDeliveryWeek(
  target: RefObject<HTMLElement | null>,
  weekFormatted: string | undefined,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !weekFormatted || typeof IntersectionObserver === 'undefined') return;
    const { setHeaderDeliveryWeek } = useUi.getState();
    // The sticky header covers the top of the viewport: the text is hidden once it is behind it.
    const header = document.querySelector('header');
    const headerPx = Math.round(header?.getBoundingClientRect().height ?? FALLBACK_HEADER_PX);
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? headerPx;
        const underHeader = !entry.isIntersecting && entry.boundingClientRect.top < top;
        setHeaderDeliveryWeek(underHeader ? weekFormatted : null);
      },
      { rootMargin: `-${headerPx}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setHeaderDeliveryWeek(null);
    };
  }, [target, weekFormatted]);
}
