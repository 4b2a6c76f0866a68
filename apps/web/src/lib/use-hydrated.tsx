import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(false);
const MarkHydratedContext = createContext<() => void>(() => undefined);

/**
 * Says whether the page's HTML has been taken over (see useHydrated). `hydrating`: the browser
 * is about to hydrate the server's HTML (and the server renders as it will be hydrated); false
 * when the browser renders the page itself, which is then hydrated from the start.
 *
 * The page is taken over once its screen is (useMarkHydrated), not when this provider is: React
 * hydrates the app's shell first and the parts inside Suspense boundaries (the screen, the cart's
 * chrome) in a later pass. Told earlier, the screen's parts still waiting were hydrated again out
 * of turn, and what the browser asked for meanwhile answered while React was drawing, which then
 * drew everything again in one long task (a store read that changed mid-render).
 */
export function HydrationProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  // In a transition: what shows what only the browser knows is drawn in short slices.
  const markHydrated = useCallback(() => startTransition(() => setHydrated(true)), []);
  return (
    <MarkHydratedContext value={markHydrated}>
      <HydratedContext value={hydrated}>{children}</HydratedContext>
    </MarkHydratedContext>
  );
}

/**
 * False while React hydrates the server's HTML (and on the server), true after and in a page the
 * browser renders itself. What the server cannot know (the visitor's own box) waits for it, so
 * the first render in the browser matches the server's HTML whatever has arrived meanwhile.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** Called from an effect of the screen once it is drawn: the page has been taken over. */
export function useMarkHydrated(): () => void {
  return useContext(MarkHydratedContext);
}
