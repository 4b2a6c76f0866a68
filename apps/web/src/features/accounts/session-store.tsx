import { createContext, useContext, type ReactNode } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { Bootstrap, ChannelConfig, CurrentUser, SiteConfig } from '@mealbox/contracts';

export interface SessionState {
  user: CurrentUser | null;
  channel: ChannelConfig;
  site: SiteConfig;
  /** The maps places key from the server's configuration; null: plain address fields. */
  mapsApiKey: string | null;
  setUser: (user: CurrentUser | null) => void;
  /** The channel and site config as the server now answers them (GET /api/channel/config). */
  setConfig: (config: { channel: ChannelConfig; site: SiteConfig }) => void;
}

/**
 * Who is signed in and which channel this is, one store per page, filled from its bootstrap.
 * Not a module-level store: the server renders pages of different visitors and channels, and
 * hydration reads a store's initial state, which must be the page's own.
 */
export function createSessionStore(bootstrap: Bootstrap): StoreApi<SessionState> {
  const store = createStore<SessionState>()((set) => ({
    user: bootstrap.user,
    channel: bootstrap.channel,
    site: bootstrap.site,
    mapsApiKey: bootstrap.mapsApiKey,
    // An answer equal to what the store holds keeps the objects it holds (the query cache's
    // structural sharing): a screen re-renders when the user or the config changed, not each time
    // the session is validated or the config reloaded (spec §4, §7). Each of those re-renders is
    // synchronous (a store read), so a whole page re-drawn for nothing was a long task.
    setUser: (user) => set((s) => ({ user: replaceEqualDeep(s.user, user) })),
    setConfig: ({ channel, site }) =>
      set((s) => ({
        channel: replaceEqualDeep(s.channel, channel),
        site: replaceEqualDeep(s.site, site),
      })),
  }));
  pageStore = store;
  return store;
}

/** The store of the page in this browser tab, for code outside components (sign-in answers). */
let pageStore: StoreApi<SessionState> | null = null;

const SessionContext = createContext<StoreApi<SessionState> | null>(null);

export function SessionProvider({
  store,
  children,
}: {
  store: StoreApi<SessionState>;
  children: ReactNode;
}) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

/** The session state a component shows, e.g. `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a SessionProvider above it.');
  return useStore(store, selector);
}

/** The page's session state outside components (event handlers, mutations). */
useSession.getState = (): SessionState => {
  if (!pageStore) throw new Error('The page has no session store yet.');
  return pageStore.getState();
};

export const canViewAdmin = (user: CurrentUser | null) =>
  Boolean(user?.permissions.includes('view-admin'));
