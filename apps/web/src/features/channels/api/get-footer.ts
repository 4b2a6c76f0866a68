import type { FooterConfig } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

/** The channel's footer (spec §7), asked for after the page, as the server does not draw it. */
export function useFooter(channel: string) {
  return useVisitorQuery({
    queryKey: ['footer', channel],
    queryFn: () => api.get<FooterConfig>('/api/channel/footer'),
    staleTime: 5 * 60_000,
  });
}
