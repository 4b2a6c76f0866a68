import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(false);

/**
 * Says whether the page's HTML has been taken over (see useHydrated). `hydrating`: the browser
 * is about to hydrate the server's HTML (and the server renders as it will be hydrated); false
 * when the browser renders the page itself, which is then hydrated from the start.
 */
export function HydrationProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    // In a transition: the screens still waiting to be hydrated are hydrated first, in short
    // slices, before they show what only the browser knows. (A store read with
    // useSyncExternalStore, as before, re-rendered them at once, in one long task.)
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while React hydrates the server's HTML (and on the server), true after and in a page the
 * browser renders itself. What the server cannot know (the visitor's own box) waits for it, so
 * the first render in the browser matches the server's HTML whatever has arrived meanwhile.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
