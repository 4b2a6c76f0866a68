import { useEffect } from 'react';

/**
 * Marks the page (<html data-app-ready>) once the screen the route opens is drawn and, on a page
 * the server rendered, hydrated: from then on it answers clicks and typing. End-to-end tests
 * wait for it after each page load (e2e/support/test.ts).
 */
export function ScreenReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
