import { create } from 'zustand';
import type { ChannelConfig, CurrentUser, SiteConfig } from '@mealbox/contracts';

interface SessionState {
  user: CurrentUser | null;
  channel: ChannelConfig;
  site: SiteConfig;
  /** The maps places key from the server's configuration; null: plain address fields. */
  mapsApiKey: string | null;
  setUser: (user: CurrentUser | null) => void;
}

/** Who is signed in and which channel this is; filled from the page bootstrap. */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  channel: null as unknown as ChannelConfig,
  site: null as unknown as SiteConfig,
  mapsApiKey: null,
  setUser: (user) => set({ user }),
}));

export const canViewAdmin = (user: CurrentUser | null) =>
  Boolean(user?.permissions.includes('view-admin'));
