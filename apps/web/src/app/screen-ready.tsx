import { useEffect } from 'react';
import { useMarkHydrated } from '../lib/use-hydrated';

/**
 * Marks the page (<html data-app-ready>) once the screen the route opens is drawn and, on a page
 * the server rendered, hydrated: from then on it answers clicks and typing. End-to-end tests
 * wait for it after each page load (e2e/support/test.ts). It also tells the app the page has been
 * taken over (lib/use-hydrated.tsx).
 */
export function ScreenReady() {
  const markHydrated = useMarkHydrated();
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    markHydrated();
  }, [markHydrated]);
  return null;
}
