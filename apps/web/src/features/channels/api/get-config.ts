import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChannelConfig, SiteConfig } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { useSession } from '../../accounts';

export interface ChannelConfigResponse {
  channel: ChannelConfig;
  site: SiteConfig;
}

export const channelConfigKey = ['channel', 'config'] as const;

// The page's bootstrap already holds the config; this answer replaces it in the session store,
// which every screen reads, so a reload shows everywhere at once.
const fetchConfig = async (): Promise<ChannelConfigResponse> => {
  const config = await api.get<ChannelConfigResponse>('/api/channel/config');
  useSession.getState().setConfig(config);
  return config;
};

/** The channel and site config (spec §3, §7 'config data'), asked for after the page. */
export function useChannelConfig() {
  return useVisitorQuery({ queryKey: channelConfigKey, queryFn: fetchConfig, staleTime: 60_000 });
}

/** Asks the server for the config again, whether or not it is fresh (spec §4). */
export const reloadChannelConfig = (client: QueryClient) =>
  client.fetchQuery({ queryKey: channelConfigKey, queryFn: fetchConfig, staleTime: 0 });

export function useReloadChannelConfig(): () => Promise<ChannelConfigResponse> {
  const client = useQueryClient();
  return () => reloadChannelConfig(client);
}
