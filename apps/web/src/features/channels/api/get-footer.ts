import type { QueryClient } from '@tanstack/react-query';
import type { FooterConfig } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

const footerKey = (channel: string) => ['footer', channel] as const;

/**
 * The channel's footer (spec §7). Every page the server sends carries it (web-app/page-data.ts),
 * seeded by seedFooterQuery, so the page hydrates with the footer the server drew; the
 * development server's pages ask for it once hydrated.
 */
export function useFooter(channel: string) {
  return useVisitorQuery({
    queryKey: footerKey(channel),
    queryFn: () => api.get<FooterConfig>('/api/channel/footer'),
    staleTime: 5 * 60_000,
  });
}

/** Seeds the footer the page carried into this page's query client. */
export function seedFooterQuery(
  client: QueryClient,
  data: Record<string, unknown>,
  channel: string,
): void {
  const footer = data['/api/channel/footer'];
  if (footer) client.setQueryData<FooterConfig>(footerKey(channel), footer as FooterConfig);
}
