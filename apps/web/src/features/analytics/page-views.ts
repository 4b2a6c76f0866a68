import { api } from '../../lib/http';

/** First-party web analytics: one page_view per route change, with the request metadata. */
export function trackPageView(path: string): void {
  // In a task of its own: building and sending the request takes a few milliseconds, which the
  // task that shows a new screen need not carry (Total Blocking Time on a phone).
  setTimeout(() => {
    api.post('/api/events', { name: 'page_view', properties: { path } }).catch(() => {
      // Analytics never gets in a customer's way.
    });
  }, 0);
}
