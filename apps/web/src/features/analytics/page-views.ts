import { api } from '../../lib/http';

/** First-party web analytics: one page_view per route change, with the request metadata. */
export function trackPageView(path: string): void {
  api.post('/api/events', { name: 'page_view', properties: { path } }).catch(() => {
    // Analytics never gets in a customer's way.
  });
}
