import type { AdminChannels, ChannelConfig, FooterConfig, SiteConfig } from '@mealbox/contracts';
import type { Db } from '../../db/client.ts';
import { footerFor, toChannelConfig, toSiteConfig } from './channel-config.ts';
import { listChannelNames, listChannelsWithHero, type ChannelRow } from './channels.repository.ts';
import type { ServiceContext } from '../service-context.ts';

export interface ResolvedChannel {
  id: number;
  slug: string;
  row: ChannelRow;
  config: ChannelConfig;
  site: SiteConfig;
  footer: FooterConfig;
}

/**
 * Channels change rarely and are read on every request, so each process keeps them in memory
 * and reloads them at most every `ttlMs` (and at once after an admin edit via `invalidate`).
 */
export class ChannelDirectory {
  private cache: {
    loadedAt: number;
    byHost: Map<string, ResolvedChannel>;
    bySlug: Map<string, ResolvedChannel>;
    fallback: ResolvedChannel;
  } | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  invalidate(): void {
    this.cache = null;
  }

  async resolve(host: string | undefined, slugOverride?: string): Promise<ResolvedChannel> {
    const cache = await this.load();
    if (slugOverride) {
      const bySlug = cache.bySlug.get(slugOverride);
      if (bySlug) return bySlug;
    }
    const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
    return cache.byHost.get(name) ?? cache.fallback;
  }

  async all(): Promise<ResolvedChannel[]> {
    return [...(await this.load()).bySlug.values()];
  }

  private async load() {
    if (this.cache && Date.now() - this.cache.loadedAt < this.ttlMs) return this.cache;
    this.loading ??= this.reload().finally(() => {
      this.loading = null;
    });
    await this.loading;
    if (!this.cache) throw new Error('Channels could not be loaded');
    return this.cache;
  }

  private async reload(): Promise<void> {
    const rows = await listChannelsWithHero(this.db);
    const defaultRow = rows.find((r) => r.channel.isDefault)?.channel ?? rows[0]?.channel;
    if (!defaultRow) throw new Error('No channel is configured: run `npm run db:seed`.');
    const byHost = new Map<string, ResolvedChannel>();
    const bySlug = new Map<string, ResolvedChannel>();
    let fallback: ResolvedChannel | undefined;
    for (const { channel, hero } of rows) {
      const resolved: ResolvedChannel = {
        id: channel.id,
        slug: channel.slug,
        row: channel,
        config: toChannelConfig(channel, hero),
        site: toSiteConfig(channel),
        footer: footerFor(channel, defaultRow),
      };
      bySlug.set(channel.slug, resolved);
      for (const host of channel.hosts) byHost.set(host.toLowerCase(), resolved);
      if (channel.id === defaultRow.id) fallback = resolved;
    }
    if (!fallback) throw new Error('No default channel');
    this.cache = { loadedAt: Date.now(), byHost, bySlug, fallback };
  }
}

/** Every channel, for staff's channel filters and choices (read fresh: staff may just have added one). */
export async function adminChannels(ctx: ServiceContext): Promise<AdminChannels> {
  return { channels: await listChannelNames(ctx.db) };
}
