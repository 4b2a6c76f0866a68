import { perDatabase } from '../../db/client.ts';
import type { MenuRow } from '../catalog/catalog.repository.ts';

/** A channel's open menus as one read found them. */
export interface KnownMenus {
  /** The catalogue's change counter (catalog_version) when they were read. */
  catalogVersion: number;
  /** Every open menu read, earliest first (which are orderable is the channel's settings'). */
  menus: MenuRow[];
  /** When the first deadline among the menus read passes: the open weeks are others from then. */
  until: number;
}

/**
 * The channel's open menus as this process last read them, so that a skip or an unskip (a
 * subscriber's hot writes, many at once before a deadline) decides on them without reading them
 * again. That stays right because the write then goes through only while catalog_version is
 * still the one read (every change of menus, meals and plans raises it, in any process), and the
 * menus are kept only until the first deadline among them passes; when the write finds the
 * catalogue changed, the week is decided again on a fresh read (decision 013).
 */
export class KnownOpenMenus {
  private readonly channels = new Map<number, KnownMenus>();

  recall(channelId: number, now: Date): KnownMenus | undefined {
    const known = this.channels.get(channelId);
    return known && now.getTime() < known.until ? known : undefined;
  }

  /** Keeps a read of the channel's open menus. */
  remember(channelId: number, read: { catalogVersion: number; menus: MenuRow[] }): void {
    const until = Math.min(...read.menus.map((m) => m.pickingDeadline.getTime()));
    // Without an open menu there is nothing to decide on: such a read is not kept.
    if (!Number.isFinite(until)) return;
    this.channels.set(channelId, { ...read, until });
  }

  forget(channelId: number): void {
    this.channels.delete(channelId);
  }
}

export const knownOpenMenus = perDatabase(() => new KnownOpenMenus());
